// `npm start`: build the site when there is none or the sources have changed since the last build,
// then serve site, areas and API on one origin (PORT, default 3000).
import path from 'node:path';
import { rebuildReason } from './lib/freshness.mjs';
import { BUILD_STAMP, ROOT } from './lib/layout.mjs';
import { run } from './lib/run.mjs';

const reason = await rebuildReason(ROOT, BUILD_STAMP);
if (reason) {
  console.log(`[start] ${reason} — building the site first (under a minute)…`);
  await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build.mjs')], { cwd: ROOT });
}
await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], { cwd: ROOT });
