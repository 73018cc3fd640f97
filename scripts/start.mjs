// `npm start`: build the site if it has not been built, then serve site, remotes and API on one
// origin (PORT, default 3000).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES_MANIFEST, ROOT, SITE_DIR } from './lib/layout.mjs';
import { run } from './lib/run.mjs';

if (!existsSync(REMOTES_MANIFEST) || !existsSync(path.join(SITE_DIR, 'index.html'))) {
  console.log('[start] no built site yet — building it first (about a minute)…');
  await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build.mjs')], { cwd: ROOT });
}
await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], { cwd: ROOT });
