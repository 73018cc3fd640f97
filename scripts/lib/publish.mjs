// Building and publishing one app into .site/ and .ssr/. Area builds are immutable and kept:
// `/mfe/<area>/<buildId>/` is never overwritten, so HTML prerendered against an older build
// still hydrates with that build after a deploy. An area is built into a scratch folder laid out
// as its artifact holds it (scripts/lib/artifact.mjs) and published from there.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeWhole } from '../../api/src/fs/write-whole.mjs';
import {
  AREAS,
  CLIENT_MAPS,
  REMOTES_MANIFEST,
  ROOT,
  SHELL_BUILD_FILE,
  SHELL_BUILD_INFO,
  SHELL_MAPS_DIR,
  SITE_DIR,
  SSR_DIR,
} from './layout.mjs';
import { precompress } from './precompress.mjs';
import { moveSourceMaps } from './source-maps.mjs';

/**
 * Every build writes into its own scratch folder (never a shared dist/), then is copied into
 * place, so two builds running at once — two teams, or CI beside a developer — cannot collide.
 */
export const scratch = async (name) => {
  const dir = path.join(ROOT, '.tmp', 'builds', `${name}-${process.pid}-${randomBytes(3).toString('hex')}`);
  await fs.mkdir(dir, { recursive: true });
  return dir;
};

import { run } from './run.mjs';

const vite = path.join(ROOT, 'node_modules/.bin/vite');

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
  // Its source maps never reach the site: kept under .ssr/shell-maps/, beside the maps of earlier
  // shell builds (their chunks stay in the site too, for pages cached with them).
  await moveSourceMaps(path.join(out, 'client'), SHELL_MAPS_DIR);
  const shellBuildId = await shellBuildIdOf([path.join(out, 'client/.vite/manifest.json'), path.join(out, 'boot/.vite/manifest.json')]);
  // Shell files are content-hashed (assets/) or static (fonts/, brand/): copy over what is there.
  await fs.mkdir(SITE_DIR, { recursive: true });
  await fs.cp(path.join(out, 'client'), SITE_DIR, { recursive: true, filter: (src) => !src.includes(`${path.sep}.vite`) });
  await fs.rm(path.join(SSR_DIR, 'shell'), { recursive: true, force: true });
  await fs.mkdir(path.join(SSR_DIR, 'shell'), { recursive: true });
  await fs.cp(path.join(out, 'server'), path.join(SSR_DIR, 'shell'), { recursive: true });
  await fs.copyFile(path.join(out, 'client/.vite/manifest.json'), path.join(SSR_DIR, 'shell/client-manifest.json'));
  await fs.copyFile(path.join(out, 'boot/.vite/manifest.json'), path.join(SSR_DIR, 'shell/boot-manifest.json'));
  // The shell's build id: in every page's boot data (telemetry) and, for the server, in the site (never served).
  await fs.writeFile(path.join(SITE_DIR, SHELL_BUILD_FILE), `${JSON.stringify({ buildId: shellBuildId })}\n`);
  // What the shell was built with: an area build must fit it to be deployed (scripts/lib/compat.mjs).
  const { tsImport } = await import('tsx/esm/api');
  const { sharedBuildInfo } = await tsImport('../vite/shared-versions.ts', import.meta.url);
  await fs.writeFile(SHELL_BUILD_INFO, `${JSON.stringify(sharedBuildInfo(path.join(ROOT, 'node_modules')), null, 2)}\n`);
  await fs.rm(out, { recursive: true, force: true });
}

/** The shell's build id: 12 hex digits of a digest of its build manifests (which name every file by its content hash). */
async function shellBuildIdOf(manifestFiles) {
  const hash = createHash('sha256').update('meranti-shell\0');
  for (const file of manifestFiles) hash.update(await fs.readFile(file));
  return hash.digest('hex').slice(0, 12);
}

/** The shell's build id as the site holds it (written by buildShell), or null before there is one. */
export async function shellBuildId() {
  try {
    return JSON.parse(await fs.readFile(path.join(SITE_DIR, SHELL_BUILD_FILE), 'utf8')).buildId;
  } catch {
    return null;
  }
}

/**
 * An area's two builds (browser, then Node) into `out/client` and `out/server`, for the given
 * build id. `buildAreaToScratch` publishes them; `scripts/stress-build.mjs` builds them over and over.
 */
export async function buildAreaInto(area, out, { buildId, quiet = false } = {}) {
  const cwd = path.join(ROOT, AREAS[area]);
  const env = { MF_BASE: `/mfe/${area}/${buildId}/`, REMOTE_BUILD_ID: buildId };
  await run(vite, ['build', '--logLevel', 'warn', '--outDir', path.join(out, 'client')], { cwd, env, quiet });
  await run(vite, ['build', '--ssr', 'src/ssr.ts', '--logLevel', 'warn', '--outDir', path.join(out, 'server')], { cwd, env, quiet });
}

/**
 * Build one area (browser + Node) for `/mfe/<area>/<buildId>/` into a scratch folder:
 *   client/   the browser build, published as /mfe/<area>/<buildId>/
 *   server/   the Node build the prerender imports, with the browser build's client-manifest.json
 * Returns that folder (the caller removes it).
 */
export async function buildAreaToScratch(area, buildId) {
  const out = await scratch(area);
  await buildAreaInto(area, out, { buildId });
  await fs.rename(path.join(out, 'client/.vite/manifest.json'), path.join(out, 'server/client-manifest.json'));
  await fs.rm(path.join(out, 'client/.vite'), { recursive: true, force: true });
  // The browser build's source maps go with the Node build (in the artifact, and on the server), never to the site.
  await moveSourceMaps(path.join(out, 'client'), path.join(out, 'server', CLIENT_MAPS));
  return { area, buildId, entry: remoteEntry(area, buildId), dir: out };
}

/** Where an area build's browser entry is served. */
export const remoteEntry = (area, buildId) => `/mfe/${area}/${buildId}/remoteEntry.js`;

/** The published folders of an area build: its browser files (served) and its Node build. */
export const publishedDirs = (area, buildId) => ({
  client: path.join(SITE_DIR, 'mfe', area, buildId),
  server: path.join(SSR_DIR, area, buildId),
});

/** The files under `dir/rel`, as paths relative to `dir` (forward slashes), sorted. */
export async function filesUnder(dir, rel = '') {
  const out = [];
  for (const entry of await fs.readdir(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(dir, child)));
    else out.push(child);
  }
  return out.sort();
}

/** Whether every file of `from` is in `to` with the same bytes (`to` may hold more: compressed copies, the manifest). */
async function holdsTree(to, from) {
  for (const rel of await filesUnder(from)) {
    const [x, y] = await Promise.all([fs.readFile(path.join(from, rel)), fs.readFile(path.join(to, rel)).catch(() => null)]);
    if (!y?.equals(x)) return false;
  }
  return true;
}

/**
 * Copies `from` to `to` so that `to` appears whole or not at all (copy beside it, then rename). A
 * build already published there is left as it is — after checking it holds the same bytes: a
 * build id names one set of bytes, and files pages already hydrate with are never overwritten.
 * `prepare(dir)` runs on the copy before it appears (precompression, the manifest).
 */
async function publishTree(from, to, prepare) {
  if (await fs.stat(to).catch(() => null)) {
    if (!(await holdsTree(to, from))) throw new Error(`${to} is already published with other files: a build id names one set of bytes`);
    return false;
  }
  await fs.mkdir(path.dirname(to), { recursive: true });
  const tmp = `${to}.tmp-${process.pid}-${randomBytes(3).toString('hex')}`;
  try {
    await fs.cp(from, tmp, { recursive: true });
    await prepare(tmp);
    await fs.rename(tmp, to);
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
  return true;
}

/**
 * Publishes an area build from a folder laid out as its artifact (`client/`, `server/` and
 * `manifest.json`): the browser files (with their brotli and gzip copies) under
 * `.site/mfe/<area>/<buildId>/`, the Node build and the manifest under `.ssr/<area>/<buildId>/`.
 * Returns whether anything new was published (false: that build was already there).
 */
export async function publishBuild(dir, { area, buildId }) {
  const { client, server } = publishedDirs(area, buildId);
  const newClient = await publishTree(path.join(dir, 'client'), client, (tmp) => precompress(tmp));
  const manifest = (to) => fs.copyFile(path.join(dir, 'manifest.json'), path.join(to, 'manifest.json'), fs.constants.COPYFILE_EXCL);
  const newServer = await publishTree(path.join(dir, 'server'), server, manifest);
  // A build published before builds had manifests gets one (a rollback needs it); one there stays.
  if (!newServer) await manifest(server).catch((err) => (err.code === 'EEXIST' ? undefined : Promise.reject(err)));
  return newClient || newServer;
}

export async function readAreaAddresses() {
  try {
    return JSON.parse(await fs.readFile(REMOTES_MANIFEST, 'utf8'));
  } catch {
    return {};
  }
}

/** Point remotes.json at the given builds, atomically (writeWhole). */
export async function writeAreaAddresses(updates) {
  const current = await readAreaAddresses();
  for (const { area, buildId, entry } of updates) current[area] = { buildId, entry };
  await fs.mkdir(SITE_DIR, { recursive: true });
  await writeWhole(REMOTES_MANIFEST, `${JSON.stringify(current, null, 2)}\n`);
  return current;
}
