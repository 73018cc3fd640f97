// Which published area builds may go. A deploy keeps every older build, so pages already out
// there (in browsers, in a CDN) keep hydrating with the build they were rendered against, and a
// rollback can make one live again without building. A build is removed only when all of these
// hold:
//   - remotes.json does not point at it (it is not live);
//   - it is not in the retained release history: the `keepReleases` most recent builds of its
//     area that the release log names (live or replaced; the build a rollback goes to is always
//     among the first two — scripts/lib/release-log.mjs);
//   - no HTML page in the site loads it (a modulepreload or script naming its files: the build the
//     page hydrates with; the other areas' addresses in a page's boot data are not used while
//     remotes.json answers, the page then looks up the live build);
//   - it stopped being live more than `keepDays` ago (longer than any cache keeps a page: HTML is
//     served no-cache, so a browser revalidates it on the next visit) — by the release log, or,
//     for a build the log does not name, by the time it was published.
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildIdPattern } from './artifact.mjs';
import { readReleases, replacedAt, retainedBuilds } from './release-log.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
export const KEEP_RELEASES = 5;

async function htmlFiles(dir) {
  const out = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'mfe' && entry.name !== 'assets') out.push(...(await htmlFiles(full)));
    else if (entry.isFile() && entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

const listDirs = async (dir) =>
  (await fs.readdir(dir, { withFileTypes: true }).catch(() => [])).filter((e) => e.isDirectory()).map((e) => e.name);

/** [{ area, buildId }] that may be removed, oldest first. */
export async function prunableBuilds({ siteDir, keepDays, keepReleases = KEEP_RELEASES, now = Date.now() }) {
  const live = new Set();
  try {
    for (const [area, { buildId }] of Object.entries(JSON.parse(await fs.readFile(path.join(siteDir, 'remotes.json'), 'utf8'))))
      live.add(`${area}/${buildId}`);
  } catch {
    return []; // no manifest: nothing is known to be safe to remove
  }
  const releases = await readReleases(path.join(siteDir, 'releases.ndjson'));
  const retained = new Set([...retainedBuilds(releases, keepReleases)].flatMap(([area, ids]) => ids.map((id) => `${area}/${id}`)));
  const stoppedAt = replacedAt(releases);
  const referenced = new Set();
  for (const file of await htmlFiles(siteDir)) {
    for (const [, area, buildId] of (await fs.readFile(file, 'utf8')).matchAll(/(?:href|src)="\/mfe\/([a-z-]+)\/([a-z0-9-]+)\//g))
      referenced.add(`${area}/${buildId}`);
  }
  const out = [];
  for (const area of await listDirs(path.join(siteDir, 'mfe'))) {
    for (const buildId of await listDirs(path.join(siteDir, 'mfe', area))) {
      const key = `${area}/${buildId}`;
      // (a folder being published is named <buildId>.tmp-…: not a build id)
      if (!buildIdPattern.test(buildId) || live.has(key) || retained.has(key) || referenced.has(key)) continue;
      const time = stoppedAt.get(key) ?? (await fs.stat(path.join(siteDir, 'mfe', area, buildId))).mtimeMs;
      if (now - time > keepDays * DAY_MS) out.push({ area, buildId, time });
    }
  }
  return out.sort((a, b) => a.time - b.time).map(({ area, buildId }) => ({ area, buildId }));
}

/** Removes the prunable builds (browser files and their Node build); returns them. */
export async function pruneBuilds({ siteDir, ssrDir, keepDays, keepReleases, now, dryRun = false }) {
  const builds = await prunableBuilds({ siteDir, keepDays, keepReleases, now });
  if (!dryRun) {
    for (const { area, buildId } of builds) {
      await fs.rm(path.join(siteDir, 'mfe', area, buildId), { recursive: true, force: true });
      await fs.rm(path.join(ssrDir, area, buildId), { recursive: true, force: true });
    }
  }
  return builds;
}
