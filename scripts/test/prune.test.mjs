import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneBuilds } from '../lib/prune.mjs';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 22);
const ago = (days) => new Date(now - days * DAY);
const builds = {
  live: 'aaaaaaaaaaaa', // live, however old
  rollbackTarget: 'bbbbbbbbbbbb', // replaced 40 days ago, but the build a rollback goes to
  replacedLongAgo: 'cccccccccccc', // replaced 45 days ago, older than the retained history
  replacedEvenEarlier: 'dddddddddddd', // replaced 60 days ago
  cached: 'eeeeeeeeeeee', // not in the log, published long ago, but an HTML page still loads it
  unloggedOld: 'ffffffffffff', // not in the log, published 90 days ago, unused
  unloggedRecent: '111111111111', // not in the log, published yesterday
};
// The release log (oldest first): each deploy replaced the build before it.
const releases = [
  { time: ago(60), buildId: builds.replacedLongAgo, previous: builds.replacedEvenEarlier },
  { time: ago(45), buildId: builds.rollbackTarget, previous: builds.replacedLongAgo },
  { time: ago(40), buildId: builds.live, previous: builds.rollbackTarget },
].map((r) => ({ ...r, time: r.time.toISOString(), action: 'deploy', area: 'marketing', by: 'ci', durationMs: 4000, routes: ['/'] }));

let site;
let ssr;
const write = async (rel, text = '') => {
  await fs.mkdir(path.dirname(rel), { recursive: true });
  await fs.writeFile(rel, text);
};

beforeEach(async () => {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'prune-'));
  site = path.join(base, 'site');
  ssr = path.join(base, 'ssr');
  for (const buildId of Object.values(builds)) {
    await write(path.join(site, 'mfe/marketing', buildId, 'remoteEntry.js'), 'export {}');
    await write(path.join(ssr, 'marketing', buildId, 'client-manifest.json'), '{}');
    // Published (the folder's time) long ago, except the recent one.
    const published = buildId === builds.unloggedRecent ? ago(1) : ago(90);
    await fs.utimes(path.join(site, 'mfe/marketing', buildId), published, published);
  }
  // A folder being published: not a build id, never touched.
  await write(path.join(site, 'mfe/marketing', `${builds.unloggedOld}.tmp-123-abcdef`, 'remoteEntry.js'), 'export {}');
  await write(
    path.join(site, 'remotes.json'),
    JSON.stringify({ marketing: { buildId: builds.live, entry: `/mfe/marketing/${builds.live}/remoteEntry.js` } }),
  );
  await write(path.join(site, 'releases.ndjson'), releases.map((r) => `${JSON.stringify(r)}\n`).join(''));
  await write(path.join(site, 'about/index.html'), `<link rel="modulepreload" href="/mfe/marketing/${builds.cached}/assets/x.js">`);
  // Another area's page: its boot data names a marketing build that was live when it was
  // rendered, but it loads marketing from remotes.json, so that is no reason to keep a build.
  await write(
    path.join(site, 'contact/index.html'),
    `<script type="application/json">{"marketing":{"entry":"/mfe/marketing/${builds.unloggedOld}/remoteEntry.js"}}</script>`,
  );
});
afterEach(() => fs.rm(path.dirname(site), { recursive: true, force: true }));

describe('prune old area builds', () => {
  it('removes only builds that are not live, not in the retained history, not loaded by any page and no longer live for longer than the retention', async () => {
    const removed = await pruneBuilds({ siteDir: site, ssrDir: ssr, keepDays: 30, keepReleases: 2, now });
    // oldest first
    expect(removed).toEqual([
      { area: 'marketing', buildId: builds.unloggedOld },
      { area: 'marketing', buildId: builds.replacedEvenEarlier },
      { area: 'marketing', buildId: builds.replacedLongAgo },
    ]);
    expect((await fs.readdir(path.join(site, 'mfe/marketing'))).sort()).toEqual(
      [builds.live, builds.rollbackTarget, builds.cached, builds.unloggedRecent, `${builds.unloggedOld}.tmp-123-abcdef`].sort(),
    );
    expect(await fs.readdir(path.join(ssr, 'marketing'))).not.toContain(builds.replacedLongAgo);
  });

  it('a longer retained history keeps more builds; the clock of a logged build is when it stopped being live', async () => {
    const removed = await pruneBuilds({ siteDir: site, ssrDir: ssr, keepDays: 30, keepReleases: 4, now, dryRun: true });
    expect(removed).toEqual([{ area: 'marketing', buildId: builds.unloggedOld }]);
    // 50 days: the build replaced 45 days ago is kept, the one replaced 60 days ago is not.
    const later = await pruneBuilds({ siteDir: site, ssrDir: ssr, keepDays: 50, keepReleases: 2, now, dryRun: true });
    expect(later).toEqual([
      { area: 'marketing', buildId: builds.unloggedOld },
      { area: 'marketing', buildId: builds.replacedEvenEarlier },
    ]);
  });

  it('a dry run removes nothing; without remotes.json nothing is known to be safe', async () => {
    expect(await pruneBuilds({ siteDir: site, ssrDir: ssr, keepDays: 30, keepReleases: 2, now, dryRun: true })).toHaveLength(3);
    expect(await fs.readdir(path.join(site, 'mfe/marketing'))).toHaveLength(8);
    await fs.rm(path.join(site, 'remotes.json'));
    expect(await pruneBuilds({ siteDir: site, ssrDir: ssr, keepDays: 0, now })).toEqual([]);
  });
});
