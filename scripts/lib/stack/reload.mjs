// For deploys (and rollbacks): once the site is written, a running `npm run stack` (found by
// DATA_DIR/stack/state.json) serves it — a fresh copy switched to at once, for the load balancer
// and the API instances alike (ADR 23). Without a running
// stack there is nothing to do (`npm start` serves the site folder directly).
import { DATA_DIR, SITE_DIR } from '../layout.mjs';
import { isRunning } from '../process-alive.mjs';
import { runningStack, sendCommand } from './control.mjs';

/** @returns {Promise<null | { copy: string, reloaded: boolean }>} null when no stack with a load balancer runs */
export async function reloadLoadBalancerIfRunning({
  dataDir = DATA_DIR,
  siteDir = SITE_DIR,
  log = (line) => console.log(`[stack] ${line}`),
} = {}) {
  const state = runningStack(dataDir);
  const lb = state?.processes.find((p) => p.role === 'lb');
  if (!lb || !isRunning(lb.pid)) return null;
  try {
    return await sendCommand(dataDir, { command: 'reload', siteDir }, { onLog: log });
  } catch (err) {
    throw new Error(
      `the site is written, but the running stack (${state.address}) did not take it: ${err.message} — npm run stack -- reload tries again`,
    );
  }
}
