// Preview one area in isolation (for the team working on it): builds the shell and that area
// into .tmp/preview-<area>/, prerenders the area's routes, and serves them.
//   node --import tsx scripts/preview.mjs <area> [port]      (default port 4200)
// Other areas are not built, so links into them fall back to the area-unavailable view.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [area, port = '4200'] = process.argv.slice(2);
if (!['marketing', 'resources', 'contact'].includes(area)) {
  console.error('usage: node --import tsx scripts/preview.mjs <marketing|resources|contact> [port]');
  process.exit(2);
}
const dir = path.join(ROOT, '.tmp', `preview-${area}`);
process.env.SITE_DIR = path.join(dir, 'site');
process.env.SSR_DIR = path.join(dir, 'ssr');
await fs.rm(dir, { recursive: true, force: true });

const { buildShell, publishBuild, remoteEntry, writeAreaAddresses } = await import('./lib/publish.mjs');
const { buildArtifact } = await import('./lib/artifact.mjs');
const { prerender } = await import('./prerender.mjs');
await buildShell();
const { manifest, dir: built } = await buildArtifact(area, { outFile: path.join(dir, `${area}.tgz`) });
await publishBuild(built, manifest);
await fs.rm(built, { recursive: true, force: true });
const build = { area, buildId: manifest.buildId, entry: remoteEntry(area, manifest.buildId) };
const absent = { buildId: 'absent', entry: `/mfe/absent/remoteEntry.js` };
await writeAreaAddresses([{ area: 'marketing', ...absent }, { area: 'resources', ...absent }, { area: 'contact', ...absent }, build]);
// Its pages' telemetry says `preview`: never mixed with the live build's figures.
const written = await prerender({ area, channel: 'preview' });
await prerender({ area: 'shell', channel: 'preview' }).catch(() => []);
console.log(`[preview] prerendered ${written.join(', ')}`);

const server = existsSync(path.join(ROOT, 'api/src/server.ts'))
  ? ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')]
  : [path.join(ROOT, '.tmp/serve.mjs')];
console.log(`[preview] serving http://localhost:${port}`);
spawn(process.execPath, server, {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, DATA_DIR: path.join(dir, 'data'), MIN_FILL_MS: '0' },
});
