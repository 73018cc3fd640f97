// Building and publishing one app into .site/ and .ssr/. Remote builds are immutable and kept:
// `/mfe/<area>/<buildId>/` is never overwritten, so HTML prerendered against an older build
// still hydrates with that build after a deploy.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AREAS, REMOTES_MANIFEST, ROOT, SITE_DIR, SSR_DIR } from './layout.mjs';

/**
 * Every build writes into its own scratch folder (never a shared dist/), then is copied into
 * place, so two builds running at once — two teams, or CI beside a developer — cannot collide.
 */
const scratch = async (name) => {
  const dir = path.join(ROOT, '.tmp', 'builds', `${name}-${process.pid}-${randomBytes(3).toString('hex')}`);
  await fs.mkdir(dir, { recursive: true });
  return dir;
};

import { run } from './run.mjs';

const vite = path.join(ROOT, 'node_modules/.bin/vite');

export const newBuildId = () => `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

export async function buildPackages() {
  await run(vite, ['build', '--logLevel', 'warn'], { cwd: path.join(ROOT, 'shell/packages/platform') });
  await run(vite, ['build', '--logLevel', 'warn'], { cwd: path.join(ROOT, 'shell/packages/design-system') });
}

export async function buildShell() {
  const cwd = path.join(ROOT, 'shell');
  const out = await scratch('shell');
  await run(vite, ['build', '--logLevel', 'warn', '--outDir', path.join(out, 'client')], { cwd });
  await run(vite, ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn', '--outDir', path.join(out, 'server')], { cwd });
  // The start-up script, outside the federated build (vite.boot.config.ts).
  await run(vite, ['build', '--config', 'vite.boot.config.ts', '--logLevel', 'warn', '--outDir', path.join(out, 'boot')], { cwd });
  await fs.cp(path.join(out, 'boot'), path.join(out, 'client'), { recursive: true, filter: (src) => !src.includes(`${path.sep}.vite`) });
  // Shell files are content-hashed (assets/) or static (fonts/, brand/): copy over what is there.
  await fs.mkdir(SITE_DIR, { recursive: true });
  await fs.cp(path.join(out, 'client'), SITE_DIR, { recursive: true, filter: (src) => !src.includes(`${path.sep}.vite`) });
  await fs.rm(path.join(SSR_DIR, 'shell'), { recursive: true, force: true });
  await fs.mkdir(path.join(SSR_DIR, 'shell'), { recursive: true });
  await fs.cp(path.join(out, 'server'), path.join(SSR_DIR, 'shell'), { recursive: true });
  await fs.copyFile(path.join(out, 'client/.vite/manifest.json'), path.join(SSR_DIR, 'shell/client-manifest.json'));
  await fs.copyFile(path.join(out, 'boot/.vite/manifest.json'), path.join(SSR_DIR, 'shell/boot-manifest.json'));
  await fs.rm(out, { recursive: true, force: true });
}

/**
 * A remote's two builds (browser, then Node) into `out/client` and `out/server`, for the given
 * build id. `buildRemote` publishes them; `scripts/stress-build.mjs` builds them over and over.
 */
export async function buildRemoteInto(area, out, { buildId, quiet = false } = {}) {
  const cwd = path.join(ROOT, AREAS[area]);
  const env = { MF_BASE: `/mfe/${area}/${buildId}/`, REMOTE_BUILD_ID: buildId };
  await run(vite, ['build', '--logLevel', 'warn', '--outDir', path.join(out, 'client')], { cwd, env, quiet });
  await run(vite, ['build', '--ssr', 'src/ssr.ts', '--logLevel', 'warn', '--outDir', path.join(out, 'server')], { cwd, env, quiet });
}

/** Build one remote (browser + Node) under a fresh build id and publish it beside older builds. */
export async function buildRemote(area, buildId = newBuildId()) {
  const base = `/mfe/${area}/${buildId}/`;
  const out = await scratch(area);
  await buildRemoteInto(area, out, { buildId });
  const publicDir = path.join(SITE_DIR, 'mfe', area, buildId);
  const ssrDir = path.join(SSR_DIR, area, buildId);
  await fs.mkdir(publicDir, { recursive: true });
  await fs.cp(path.join(out, 'client'), publicDir, { recursive: true, filter: (src) => !src.includes(`${path.sep}.vite`) });
  await fs.cp(path.join(out, 'server'), ssrDir, { recursive: true });
  await fs.copyFile(path.join(out, 'client/.vite/manifest.json'), path.join(ssrDir, 'client-manifest.json'));
  await fs.rm(out, { recursive: true, force: true });
  return { area, buildId, entry: `${base}remoteEntry.js` };
}

export async function readRemotes() {
  try {
    return JSON.parse(await fs.readFile(REMOTES_MANIFEST, 'utf8'));
  } catch {
    return {};
  }
}

/** Point remotes.json at the given builds, atomically (write + rename). */
export async function writeRemotes(updates) {
  const current = await readRemotes();
  for (const { area, buildId, entry } of updates) current[area] = { buildId, entry };
  await fs.mkdir(SITE_DIR, { recursive: true });
  const tmp = `${REMOTES_MANIFEST}.${process.pid}.tmp`;
  await fs.writeFile(tmp, `${JSON.stringify(current, null, 2)}\n`);
  await fs.rename(tmp, REMOTES_MANIFEST);
  return current;
}
