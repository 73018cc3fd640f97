import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtAt, pruneBuilds } from '../lib/prune.mjs';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 22);
const id = (daysAgo, tag) => `${(now - daysAgo * DAY).toString(36)}-${tag}`;
const builds = {
  live: id(90, 'aaaaaa'), // live, however old
  cached: id(60, 'bbbbbb'), // an HTML page still refers to it
  recent: id(3, 'cccccc'), // replaced, but recent
  old: id(45, 'dddddd'), // replaced long ago, unused
};

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
  }
  await write(
    path.join(site, 'remotes.json'),
    JSON.stringify({ marketing: { buildId: builds.live, entry: `/mfe/marketing/${builds.live}/remoteEntry.js` } }),
  );
  await write(path.join(site, 'about/index.html'), `<link rel="modulepreload" href="/mfe/marketing/${builds.cached}/assets/x.js">`);
  // Another area's page: its boot data names the marketing build that was live when it was
  // rendered, but it loads marketing from remotes.json, so that is no reason to keep a build.
  await write(
    path.join(site, 'contact/index.html'),
    `<script type="application/json">{"marketing":{"entry":"/mfe/marketing/${builds.old}/remoteEntry.js"}}</script>`,
  );
});
afterEach(() => fs.rm(path.dirname(site), { recursive: true, force: true }));

describe('prune old remote builds', () => {
  it('reads the build time from the build id', () => {
    expect(builtAt(builds.old)).toBe(now - 45 * DAY);
  });

  it('removes only builds that are not live, not referenced by any page and older than the retention', async () => {
    const removed = await pruneBuilds({ siteDir: site, ssrDir: ssr, keepDays: 30, now });
    expect(removed).toEqual([{ area: 'marketing', buildId: builds.old }]);
    expect((await fs.readdir(path.join(site, 'mfe/marketing'))).sort()).toEqual([builds.live, builds.cached, builds.recent].sort());
    expect(await fs.readdir(path.join(ssr, 'marketing'))).not.toContain(builds.old);
  });

  it('a dry run removes nothing; without remotes.json nothing is known to be safe', async () => {
    expect(await pruneBuilds({ siteDir: site, ssrDir: ssr, keepDays: 30, now, dryRun: true })).toHaveLength(1);
    expect(await fs.readdir(path.join(site, 'mfe/marketing'))).toHaveLength(4);
    await fs.rm(path.join(site, 'remotes.json'));
    expect(await pruneBuilds({ siteDir: site, ssrDir: ssr, keepDays: 0, now })).toEqual([]);
  });
});
