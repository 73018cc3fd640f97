// The built site (`.site/`), served by the API as `npm start` serves it, for the scripts that look
// at it in a browser (`npm run bench`, `npm run shots`). Its data goes to a scratch folder that is
// removed again on stop.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './layout.mjs';
import { waitFor } from './wait.mjs';

/**
 * Starts the server on `port` and waits for /healthz. Resolves to the site's base URL and a `stop`
 * that ends the server and removes `dataDir`.
 */
export async function serveBuiltSite({ port, dataDir }) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    // Up to 60 s: a busy machine (several builds and browsers at once) starts it slowly.
    await waitFor(async () => (await fetch(`${base}/healthz`)).ok, {
      timeout: 60_000,
      interval: 100,
      retryErrors: true,
      isAlive: () => server.exitCode === null,
      what: `the site's server on port ${port}`,
    });
  } catch (err) {
    await stop();
    throw new Error(`the site's server did not start on port ${port} (is the port in use? is the site built?): ${err.message}`);
  }
  return { base, stop };
}

/** The data folder a script's server uses (under .tmp/, never the site's own data). */
export const scratchDataDir = (name) => path.join(ROOT, '.tmp', `${name}-data`);
