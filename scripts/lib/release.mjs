// Making an area build live — one path for deploys and rollbacks (ADR 20):
//   1. compatible with the live shell? (scripts/lib/compat.mjs: the build's manifest against what
//      the shell was built with, .ssr/shell/build-info.json);
//   2. prerender the area's routes into a staging folder, against that build;
//   3. run the site check's file rules on the site as it would be after the switch, and refuse a
//      problem on the area's routes or one the live site does not have;
//   4. publish the build's files, if they are new (deploy; a rollback's build is already there);
//   5. switch (`switchRelease`: the one place where a release goes live), then write the brotli
//      copies of its pages (slow at quality 11, so after the switch: until then they go out gzip'd);
//   6. a running `npm run stack` takes the new site (a fresh copy for its load balancer, ADR 19);
//   7. append the release log line (its duration: until the switch).
// Steps 1–3 write only inside the staging folder, so a refusal leaves the site as it was. One
// release at a time: two teams deploying at once wait for each other (a lock file).
import fs from 'node:fs/promises';
import path from 'node:path';
import { matchRoute, routes } from '@meranti/platform';
import { writeWhole } from '../../api/src/fs/write-whole.mjs';
import { prerender } from '../prerender.mjs';
import { manifestSchema } from './artifact.mjs';
import { compatibilityProblems } from './compat.mjs';
import { readDetailRoutes } from './detail-routes.mjs';
import { SHELL_BUILD_INFO, SITE_DIR, SSR_DIR } from './layout.mjs';
import { precompress, precompressFiles } from './precompress.mjs';
import { filesUnder, publishedDirs, readAreaAddresses, remoteEntry, writeAreaAddresses } from './publish.mjs';
import { withLock } from './release-lock.mjs';
import { appendRelease, releasedBy } from './release-log.mjs';
import { checkFiles, NOT_FOUND, siteView } from './site-check/site.mjs';
import { fileOfRoute, routeOfFile } from './site-check/site-pages.mjs';
import { siteEnv } from './site-env.mjs';
import { writeSiteFiles } from './site-files.mjs';
import { reloadLoadBalancerIfRunning } from './stack/reload.mjs';

/** A release that must not go live, said in one line; nothing was changed. */
export class Refusal extends Error {}

/** Scratch folders of releases in progress (never served; beside the Node builds, so their modules resolve). */
export const STAGING_DIR = path.join(SSR_DIR, '.staging');
const LOCK = path.join(SSR_DIR, '.release.lock');

/** A new staging folder; folders left by releases killed more than a day ago are removed on the way. */
export async function stagingFolder(label) {
  await fs.mkdir(STAGING_DIR, { recursive: true });
  for (const name of await fs.readdir(STAGING_DIR)) {
    const stat = await fs.stat(path.join(STAGING_DIR, name)).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > 24 * 60 * 60 * 1000)
      await fs.rm(path.join(STAGING_DIR, name), { recursive: true, force: true });
  }
  return fs.mkdtemp(path.join(STAGING_DIR, `${label}-`));
}

/** Removes a staging folder, and the staging root once it is empty. */
export async function removeStaging(dir) {
  await fs.rm(dir, { recursive: true, force: true });
  await fs.rmdir(STAGING_DIR).catch(() => {});
}

/** What the live shell was built with (`sharedBuildInfo`), or a refusal when no shell is built. */
async function liveShell() {
  try {
    return JSON.parse(await fs.readFile(SHELL_BUILD_INFO, 'utf8'));
  } catch {
    throw new Refusal(
      `there is no built shell to check against (${path.relative(process.cwd(), SHELL_BUILD_INFO)} is missing): run npm run build first`,
    );
  }
}

/** Whether a file of the site (relative path) is a page or fallback page of `area`. */
const ownedBy = (area) => (rel) => {
  if (rel.startsWith('_fallback/')) return routes[path.basename(rel, '.html')]?.area === area;
  if (!rel.endsWith('.html')) return false;
  return matchRoute(routeOfFile(rel, NOT_FOUND))?.entry.area === area;
};

/**
 * The site as it will be after the switch: the staged files of `area` over the live site, and the
 * build's own browser files (`clientDir`, not published until the checks pass) at their address
 * (`/mfe/<area>/<buildId>/`: the pictures its pages show).
 */
function stagedView(area, stagedSite, { buildId, clientDir }) {
  const live = siteView(SITE_DIR);
  const staged = siteView(stagedSite);
  const client = clientDir ? siteView(clientDir) : null;
  const clientPrefix = `/mfe/${area}/${buildId}/`;
  const owns = ownedBy(area);
  const ofBuild = (sitePath) => (client && sitePath.startsWith(clientPrefix) ? client.file(sitePath.slice(clientPrefix.length - 1)) : null);
  return {
    file: (sitePath) => staged.file(sitePath) ?? ofBuild(sitePath) ?? (owns(sitePath.replace(/^\//, '')) ? null : live.file(sitePath)),
    htmlFiles: async () => [...new Set([...(await staged.htmlFiles()), ...(await live.htmlFiles()).filter((rel) => !owns(rel))])].sort(),
  };
}

/**
 * The site check's problems the release would bring: every problem on a route of the area, and
 * any other problem the live site does not have (a link of another area's page to a value this
 * build no longer has, a title another page already uses…).
 */
async function siteCheckProblems(area, stagedSite, siteUrl, build) {
  const factsCache = new Map();
  const after = await checkFiles({ view: stagedView(area, stagedSite, build), siteUrl, factsCache });
  const ofArea = (p) => matchRoute(p.route)?.entry.area === area;
  if (after.problems.every(ofArea)) return after.problems;
  // Problems elsewhere: only those the live site does not have count (checked only then: it costs a second pass).
  const before = await checkFiles({ view: siteView(SITE_DIR), siteUrl, factsCache });
  const key = (p) => `${p.route}\0${p.message}`;
  const existing = new Set(before.problems.map(key));
  return after.problems.filter((p) => ofArea(p) || !existing.has(key(p)));
}

/** The bookkeeping files of a release, switched after its pages (the server and sitemap readers follow them). */
const BOOKKEEPING = /^(_routes\.json|_redirects\.json|sitemap\.xml|robots\.txt)(\.br|\.gz)?$/;

/** Moves a staged file into the live site: a rename, or a copy beside it and a rename across file systems. */
async function moveInto(from, to) {
  await fs.mkdir(path.dirname(to), { recursive: true });
  try {
    await fs.rename(from, to);
  } catch (err) {
    if (err.code !== 'EXDEV') throw err;
    await writeWhole(to, (tmp) => fs.copyFile(from, tmp));
  }
}

/**
 * THE switch, for deploys and rollbacks alike: from here on visitors get the staged release of
 * `area`. Every step is an atomic rename, in an order that never sends a stale or partial file:
 *   remotes.json (navigations into the area load the new build; pages already out there keep
 *   hydrating with the build they name, which stays published) → each page, then its gzip copy
 *   (the server never sends a copy older than its page: until the release writes the brotli
 *   copies, right after the switch, the page goes out gzip'd) → _routes.json, sitemap.xml,
 *   robots.txt, _redirects.json (the server re-reads the routing files when they change) → the
 *   pages of detail values the area no longer has (they answer their route's rule from now on).
 * What must follow a whole release (the stack's load balancer taking the site) is in `release()`,
 * after the brotli copies, so that deploy and rollback both get it.
 * @returns {Promise<{ moved: string[], dropped: string[] }>} the files now live (absolute paths), the detail pages removed
 */
export async function switchRelease({ area, build, stagedSite }) {
  const before = await readDetailRoutes(SITE_DIR);
  await writeAreaAddresses([{ area, ...build }]);
  const files = await filesUnder(stagedSite);
  const ordered = [...files.filter((f) => !BOOKKEEPING.test(f)), ...files.filter((f) => BOOKKEEPING.test(f))];
  for (const rel of ordered) await moveInto(path.join(stagedSite, rel), path.join(SITE_DIR, rel));
  const after = await readDetailRoutes(SITE_DIR);
  const known = new Set(Object.values(after).flatMap((d) => d.known));
  const dropped = Object.values(before)
    .filter((d) => d.area === area)
    .flatMap((d) => d.known)
    .filter((p) => !known.has(p));
  for (const route of dropped) {
    const page = path.join(SITE_DIR, fileOfRoute(route, NOT_FOUND));
    for (const file of [page, `${page}.br`, `${page}.gz`]) await fs.rm(file, { force: true });
    await fs.rmdir(path.dirname(page)).catch(() => {});
  }
  return { moved: ordered.map((rel) => path.join(SITE_DIR, rel)), dropped };
}

/**
 * Takes an area build live, checked first (see the top). `serverDir`: its Node build (the
 * artifact's unpacked server/ for a deploy, the published one for a rollback); `clientDir`: its
 * browser files when they are not published yet (the artifact's client/, for a deploy), which the
 * site check reads; `publish()`: puts
 * its files in place once the checks passed. `startedAt`: the performance.now() its duration counts
 * from (default 0: the start of the process, so a release's time includes starting Node). Returns
 * the release log entry and the seconds each step took; throws a Refusal.
 */
/** "prerender 2.1 s, check 0.9 s, …": where a release's time went. */
export const formatPhases = ({ cpu, ...phases }) =>
  [
    ...Object.entries(phases)
      .filter(([, s]) => s >= 0.05)
      .map(([name, s]) => `${name} ${s.toFixed(1)} s`),
    ...(cpu === undefined ? [] : [`CPU until live ${cpu.toFixed(1)} s`]),
  ].join(', ');

/**
 * Steps 1–3 of a release, written only inside `stagedSite`: the build fits the live shell, the
 * area's routes prerender against it (their telemetry says `channel`: `live`, or a canary's
 * `candidate`, or a team's `preview`), and the site check finds nothing new on the site as it
 * would be. Returns the routes written; throws a Refusal. `remotes`: remotes.json as it is now.
 */
export async function checkedStage({ area, manifest, serverDir, clientDir, stagedSite, remotes, channel = 'live', phase = () => {} }) {
  const { buildId } = manifest;
  const what = `${area} build ${buildId}`;
  const problems = compatibilityProblems(await liveShell(), manifest.builtWith);
  if (problems.length) throw new Refusal(`${what} does not fit the live shell: ${problems.join('; ')}`);
  const build = { buildId, entry: remoteEntry(area, buildId) };
  const { siteUrl } = siteEnv();
  let written;
  try {
    written = await prerender({
      area,
      outDir: stagedSite,
      remotes: { ...remotes, [area]: channel === 'live' ? build : { ...build, channel } },
      ssrDirOf: (name, id) => (name === area ? serverDir : publishedDirs(name, id).server),
    });
  } catch (err) {
    throw new Refusal(`${what} fails to prerender: ${err.message}`);
  }
  await writeSiteFiles({ siteUrl, lastmod: new Date().toISOString(), dir: stagedSite });
  phase('prerender');
  const found = await siteCheckProblems(area, stagedSite, siteUrl, { buildId, clientDir });
  phase('check');
  if (found.length) {
    // One line: the first problems, grouped by route.
    const byRoute = new Map();
    for (const p of found.slice(0, 4)) byRoute.set(p.route, [...(byRoute.get(p.route) ?? []), p.message]);
    const listed = [...byRoute].map(([route, messages]) => `${route}: ${messages.join('; ')}`).join(' — ');
    const more = found.length > 4 ? ` … (${found.length - 4} more)` : '';
    throw new Refusal(`${what} fails the site check (${found.length} problem${found.length > 1 ? 's' : ''}): ${listed}${more}`);
  }
  await precompress(stagedSite, { encodings: ['gz'] });
  phase('compress');
  return written;
}

/** The manifest of a published area build (one that can go live again without building), or a rejection when it is not retained. */
export async function readPublishedManifest(area, buildId) {
  const { client, server } = publishedDirs(area, buildId);
  await fs.access(path.join(client, 'remoteEntry.js'));
  await fs.access(path.join(server, 'ssr.js'));
  return manifestSchema.parse(JSON.parse(await fs.readFile(path.join(server, 'manifest.json'), 'utf8')));
}

/** Runs `fn` as the one release in progress (`label` says what it is to a release that waits). */
export const withReleaseLock = (label, fn) => withLock(LOCK, label, fn);

export async function release({
  action,
  area,
  manifest,
  serverDir,
  clientDir = null,
  publish = async () => {},
  artifact = null,
  startedAt = 0,
  extra = {},
}) {
  const { buildId } = manifest;
  const what = `${area} build ${buildId}`;
  /** Seconds each step took, for the person releasing (printed beside the total). */
  const phases = {};
  let mark = startedAt;
  const phase = (name) => {
    const now = performance.now();
    phases[name] = (phases[name] ?? 0) + (now - mark) / 1000;
    mark = now;
  };
  return withLock(LOCK, `${action} ${what}`, async () => {
    phase('start'); // reading the artifact, waiting for another release
    const remotesBefore = await readAreaAddresses();
    const previous = remotesBefore[area]?.buildId ?? null;
    const build = { buildId, entry: remoteEntry(area, buildId) };
    const stage = await stagingFolder(`${area}-${buildId}`);
    const stagedSite = path.join(stage, 'site');
    try {
      const written = await checkedStage({ area, manifest, serverDir, clientDir, stagedSite, remotes: remotesBefore, phase });
      await publish();
      phase('publish');
      const { moved } = await switchRelease({ area, build, stagedSite });
      phase('switch');
      const durationMs = Math.round(performance.now() - startedAt);
      // CPU time of this process until then: what the wall time comes down to on an idle machine.
      const { user, system } = process.cpuUsage();
      phases.cpu = (user + system) / 1e6;
      // Live: its pages go out gzip'd until their brotli copies (quality 11, the slow part) land.
      await precompressFiles(moved, { encodings: ['br'] });
      phase('brotli after');
      // A running `npm run stack` serves a copy of the site, taken now that the release is whole
      // (brotli copies included): its load balancer and API instances switch to it at once.
      await reloadLoadBalancerIfRunning();
      phase('load balancer');
      const entry = {
        time: new Date().toISOString(),
        action,
        area,
        buildId,
        commit: manifest.commit,
        previous,
        by: releasedBy(),
        durationMs,
        routes: written,
        ...(artifact ? { artifact } : {}),
        ...extra,
      };
      await appendRelease(entry);
      return { entry, phases };
    } finally {
      await removeStaging(stage);
    }
  });
}
