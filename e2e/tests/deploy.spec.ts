// Area releases (ADR 20), as a team does them against the running server: build an
// artifact, deploy exactly it, be refused with one line and nothing changed, roll back in seconds,
// read the release log — and visitors notice nothing: a deploy, a rollback and a deploy again run
// while a load generator fetches every route and a browser keeps loading pages.
// The tests run in order and leave the site as they found it (the area they deploy is rolled back
// to the build that was live before).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { routes } from '@meranti/platform';
import { expect, type Page, test } from '@playwright/test';
import { startLoad } from '../support/load';
import { hydrated, watchPage } from '../support/page-watch';
import { buildArtifactWith, editedArtifact, ROOT, readManifest, runScript, SITE_DIR, SSR_DIR, snapshot } from '../support/release';
import { pageRoutes } from '../support/routes';

test.describe.configure({ mode: 'serial' });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
let work: string;
let marketingArtifact: string;
const remotes = async (): Promise<Record<string, { buildId: string; entry: string }>> =>
  JSON.parse(await fs.readFile(path.join(SITE_DIR, 'remotes.json'), 'utf8'));
const releases = async () =>
  (await fs.readFile(path.join(SITE_DIR, 'releases.ndjson'), 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

test.beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'deploy-e2e-'));
});
test.afterAll(async () => {
  await fs.rm(work, { recursive: true, force: true });
});

test('build:area builds the bytes the full build published from the same sources', async () => {
  test.setTimeout(180_000);
  const first = path.join(work, 'marketing.tgz');
  // --rebuild: a second build of these sources, not the full build's artifact kept in .artifacts/.
  const run = await runScript('scripts/build-area.mjs', ['marketing', '--out', first, '--rebuild']);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toMatch(/\[build:area\] marketing build [0-9a-f]{12} /);
  marketingArtifact = first;

  const manifest = await readManifest(first);
  expect(manifest.area).toBe('marketing');
  // The same sources as the full build: the same build id, and the files that build published are
  // these bytes (a second build: the deploy shortcut's, below, gives the same archive byte for byte).
  expect(manifest.buildId).toBe((await remotes()).marketing?.buildId);
  expect(Object.values(manifest.known).flat().length).toBeGreaterThan(0);
  const published = {
    client: path.join(SITE_DIR, 'mfe/marketing', manifest.buildId),
    server: path.join(SSR_DIR, 'marketing', manifest.buildId),
  };
  const files = Object.entries(manifest.files);
  expect(files.length).toBeGreaterThan(10);
  for (const [rel, digest] of files) {
    const [part, ...rest] = rel.split('/');
    const bytes = await fs.readFile(path.join(published[part as 'client' | 'server'], ...rest));
    expect(sha256(bytes), rel).toBe(digest);
  }
  // The full build kept its artifact of this build id in .artifacts/ (or took one kept there): the
  // same archive, byte for byte, when it names this commit — one kept from an earlier commit with
  // the same build inputs names that commit, and so differs in its manifest only.
  const kept = path.join(ROOT, '.artifacts', `marketing-${manifest.buildId}.tgz`);
  const keptManifest = await readManifest(kept);
  expect(keptManifest.files).toEqual(manifest.files);
  if (keptManifest.commit === manifest.commit && keptManifest.dirty === manifest.dirty)
    expect(sha256(await fs.readFile(kept))).toBe(sha256(await fs.readFile(first)));
});

test.describe('refused before the switch, in one line, with nothing changed', () => {
  const aboutPage = routes.about.page;
  const cases: [string, (dir: string, manifest: Awaited<ReturnType<typeof readManifest>>) => Promise<void> | void, RegExp][] = [
    [
      'built against another major of @meranti/platform',
      (_dir, m) => {
        m.builtWith.platform = '99.0.0';
        const seam = m.builtWith.shared['@meranti/platform'];
        if (seam) seam.version = '99.0.0';
      },
      /^\[deploy\] refused: marketing build [0-9a-f]{12} does not fit the live shell: built against @meranti\/platform 99\.0\.0, the live shell has \d+\.\d+\.\d+ \(another major version\)$/,
    ],
    [
      "built against a shared singleton outside the shell's range",
      (_dir, m) => {
        const react = m.builtWith.shared.react;
        if (react) react.version = '20.0.0';
      },
      /^\[deploy\] refused: marketing build [0-9a-f]{12} does not fit the live shell: built against react 20\.0\.0, outside the live shell's range \^19\.\d+\.\d+$/,
    ],
    [
      'a page that fails to prerender',
      (dir) =>
        fs.appendFile(
          path.join(dir, 'server/ssr.js'),
          `\npages[${JSON.stringify(aboutPage)}] = async () => { throw new Error('the About chunk is corrupt'); };\n`,
        ),
      /^\[deploy\] refused: marketing build [0-9a-f]{12} fails to prerender: \/about: the About chunk is corrupt$/,
    ],
    [
      'a page that fails the site check (no title, description or <h1>)',
      (dir) =>
        fs.appendFile(
          path.join(dir, 'server/ssr.js'),
          `\npages[${JSON.stringify(aboutPage)}] = async () => { const { createElement } = await import('react'); ` +
            `return { default: () => createElement('p', null, 'About us, without a heading') }; };\n`,
        ),
      /^\[deploy\] refused: marketing build [0-9a-f]{12} fails the site check \(\d+ problems\): \/about: expected one <title> in <head>, found 0; expected one meta description, found 0; .* \(\d+ more\)$/,
    ],
  ];

  for (const [what, edit, refusal] of cases) {
    test(what, async () => {
      test.setTimeout(120_000);
      const broken = await editedArtifact(marketingArtifact, path.join(work, 'broken.tgz'), edit);
      const before = await snapshot([SITE_DIR, SSR_DIR]);
      const run = await runScript('scripts/deploy.mjs', ['marketing', '--artifact', broken]);
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toMatch(refusal);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(await snapshot([SITE_DIR, SSR_DIR])).toEqual(before);
    });
  }

  test('an artifact of another area', async () => {
    const before = await snapshot([SITE_DIR, SSR_DIR]);
    const run = await runScript('scripts/deploy.mjs', ['contact', '--artifact', marketingArtifact]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`[deploy] refused: ${path.basename(marketingArtifact)} is a build of marketing, not of contact`);
    expect(await snapshot([SITE_DIR, SSR_DIR])).toEqual(before);
  });
});

/** A new blog post: a detail value the live build does not have. */
const NEW_POST = 'release-drill-carrier-scorecard';
const NEW_POST_PATH = `/resources/blogs/${NEW_POST}`;
const NEW_POST_TITLE = 'Release Drill: Reading a Carrier Scorecard in Five Minutes';
const newPostFile = `---
id: 9001
slug: ${NEW_POST}
title: "${NEW_POST_TITLE}"
excerpt: "A short worked example of reading a carrier scorecard: the three numbers that matter most and what each one asks of an operations team."
description: "A worked example of reading a carrier scorecard in five minutes: on-time rate, first-attempt delivery and claims, and what each number asks of you."
author: "Priya Nair"
authorTitle: "Director of Operations, Meranti 4PL"
readTime: 3
category: Operations
publishDate: 2024-11-05
featured: false
tags: [Operations, Carrier Management]
keywords: [carrier scorecard, on-time delivery rate, first-attempt delivery]
relatedPosts: []
---

A carrier scorecard has three numbers that matter most: the on-time rate, the first-attempt delivery rate and the claims rate.

## On-time rate

Delivered by the promised date, over all delivered parcels. Below 95% for two weeks running is worth a call.

## First-attempt delivery

Delivered on the first attempt, over all delivered. Every failed attempt costs a second trip and a customer contact.

## Claims rate

Damage and loss claims per thousand parcels. A rising claims rate usually shows up in packaging or hand-offs first.
`;

/** Prints how long a rollback took (a figure, not an assertion: timings belong to benchmarks). */
function reportRollback(when: string, run: { stdout: string; seconds: number }) {
  const liveIn = /live in ([\d.]+) s/.exec(run.stdout)?.[1];
  const line = `rollback ${when}: live ${liveIn} s after the command started; the command took ${run.seconds.toFixed(1)} s`;
  console.log(`[deploy e2e] ${line}`);
  test.info().annotations.push({ type: 'rollback', description: line });
}

/** Loads pages one after another until stopped, collecting what a visitor's browser reports. */
function startBrowsing(page: Page, paths: readonly string[]) {
  const problems: string[] = [];
  let loads = 0;
  let abandoned = 0;
  let running = true;
  // Between leaving a page and the next one's load, the old page's requests still under way (an
  // idle-time prefetch) are cancelled by the browser: that is the visitor moving on, not a failure.
  let leaving = false;
  const watch = watchPage(page);
  page.on('requestfailed', (r) => {
    const reason = r.failure()?.errorText;
    if (leaving && reason === 'net::ERR_ABORTED' && !r.isNavigationRequest()) abandoned++;
    else problems.push(`${r.url()}: ${reason}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && r.request().resourceType() !== 'document') problems.push(`${r.url()}: HTTP ${r.status()}`);
  });
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const target = paths[i % paths.length] as string;
      leaving = true;
      const response = await page.goto(target);
      leaving = false;
      if (response?.status() !== 200) problems.push(`${target}: HTTP ${response?.status()}`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      loads++;
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { loads, abandoned, problems: [...problems, ...watch.errors, ...watch.hydrationProblems()] };
    },
  };
}

test('a deploy that adds a detail value, a rollback and the deploy again, under load: routes follow, nobody notices', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(480_000);
  const started = performance.now();
  const live = (await remotes()).resources?.buildId as string;
  const newBuild = path.join(work, 'resources-new-post.tgz');
  const built = await buildArtifactWith('resources', { [`mfe-resources/src/content/blog-posts/${NEW_POST}.md`]: newPostFile }, newBuild);
  expect(built.code, built.stderr).toBe(0);
  const manifest = await readManifest(newBuild);
  expect(manifest.buildId).not.toBe(live);
  expect(manifest.known.blogPost).toContain(NEW_POST_PATH);

  const status = async (p: string) => (await fetch(`${baseURL}${p}`, { redirect: 'manual' })).status;
  const pagesBefore = pageRoutes();
  const blogsBefore = await (await fetch(`${baseURL}/resources/blogs`)).text();
  expect(await status(NEW_POST_PATH)).toBe(404);

  const load = startLoad({
    baseURL: baseURL as string,
    routes: pagesBefore,
    statusOf: (r) => (r === routes.notFound.path ? 404 : 200),
    clients: 2,
  });
  const browsing = startBrowsing(page, [...pagesBefore.filter((p) => p.startsWith('/resources')), '/', '/contact']);
  try {
    // 1. Deploy: the running server answers the new value at once (it was the route's 404).
    const deploy = await runScript('scripts/deploy.mjs', ['resources', '--artifact', newBuild], { env: { RELEASED_BY: 'ci-resources' } });
    expect(deploy.code, deploy.stderr).toBe(0);
    expect(deploy.stdout).toContain(`[deploy] resources build ${manifest.buildId} is live (was ${live})`);
    expect(await status(NEW_POST_PATH)).toBe(200);
    expect(await (await fetch(`${baseURL}${NEW_POST_PATH}`)).text()).toContain(NEW_POST_TITLE);
    expect(await (await fetch(`${baseURL}/sitemap.xml`)).text()).toContain(NEW_POST_PATH);

    // A page prerendered before the deploy (as a browser or CDN cache holds it) still hydrates,
    // with the build it was rendered against.
    const cached = await context.newPage();
    await cached.route('**/resources/blogs', (route) => route.fulfill({ body: blogsBefore, contentType: 'text/html' }));
    const cachedWatch = watchPage(cached);
    const loaded: string[] = [];
    cached.on('request', (r) => loaded.push(new URL(r.url()).pathname));
    await cached.goto('/resources/blogs');
    await hydrated(cached);
    await cached.waitForLoadState('networkidle');
    expect(cachedWatch.errors).toEqual([]);
    const resourcesFiles = loaded.filter((p) => p.startsWith('/mfe/resources/'));
    expect(resourcesFiles.length).toBeGreaterThan(0);
    expect(resourcesFiles.every((p) => p.startsWith(`/mfe/resources/${live}/`))).toBe(true);
    await cached.close();

    // 2. Rollback to the build that was live: no build, seconds; the new value answers 404 again.
    const rollback = await runScript('scripts/rollback.mjs', ['resources'], { env: { RELEASED_BY: 'on-call' } });
    expect(rollback.code, rollback.stderr).toBe(0);
    expect(rollback.stdout).toContain(`[rollback] resources is back on build ${live} (was ${manifest.buildId})`);
    expect(await status(NEW_POST_PATH)).toBe(404);
    reportRollback('under load', rollback);

    // 3. The same artifact again: its build is still published, so nothing is built or copied.
    const again = await runScript('scripts/deploy.mjs', ['resources', '--artifact', newBuild], { env: { RELEASED_BY: 'ci-resources' } });
    expect(again.code, again.stderr).toBe(0);
    expect(await status(NEW_POST_PATH)).toBe(200);
  } finally {
    const report = await load.stop();
    const visitor = await browsing.stop();
    console.log(
      `[deploy e2e] under load: ${report.requests} requests (${report.pages} pages, ${report.scripts} scripts), ` +
        `${visitor.loads} page loads in the browser (${visitor.abandoned} requests cancelled by leaving a page), ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    expect(report.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
    expect(report.pages).toBeGreaterThan(pagesBefore.length);
    expect(visitor.loads).toBeGreaterThan(3);
    // Leave the site as it was found (a rollback by name, without the load).
    const back = await runScript('scripts/rollback.mjs', ['resources', live], { env: { RELEASED_BY: 'e2e' } });
    expect(back.code, back.stderr).toBe(0);
    reportRollback('without load', back);
  }

  // The release log: one line per deploy and rollback, and the table.
  const lines = (await releases()).slice(-4);
  expect(lines.map((l) => [l.action, l.area, l.buildId, l.previous, l.by])).toEqual([
    ['deploy', 'resources', manifest.buildId, live, 'ci-resources'],
    ['rollback', 'resources', live, manifest.buildId, 'on-call'],
    ['deploy', 'resources', manifest.buildId, live, 'ci-resources'],
    ['rollback', 'resources', live, manifest.buildId, 'e2e'],
  ]);
  expect(lines[0]?.commit).toBe(manifest.commit);
  expect(lines[0]?.routes).toContain(NEW_POST_PATH);
  expect(lines[0]?.artifact).toMatch(/^sha256:[0-9a-f]{64}$/);
  const table = await runScript('scripts/releases.mjs', ['resources']);
  // Columns padded to the widest cell of the history (a canary's "canary 20 %" widens the action's).
  expect(table.stdout).toMatch(new RegExp(`resources {2}deploy +${manifest.buildId} {2}${live} +[0-9a-f]{10} {2}ci-resources`));
  expect(table.stdout).toContain(`live now: resources ${live}`);
  expect(await status('/releases.ndjson')).toBe(404);
});

test("deploy.mjs <area> alone takes the checkout's artifact (kept from the full build, or built) and deploys those bytes", async () => {
  test.setTimeout(240_000);
  const before = (await remotes()).marketing?.buildId;
  const run = await runScript('scripts/deploy.mjs', ['marketing']);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toContain(`[deploy] marketing build ${before} is live`);
  const last = (await releases()).at(-1);
  // Exactly the checkout's artifact for this build id, the one the full build kept in .artifacts/
  // (the first test: the same files as build:area built from these sources, and the same bytes
  // when it was built from this commit).
  expect(last?.artifact).toBe(`sha256:${sha256(await fs.readFile(path.join(ROOT, '.artifacts', `marketing-${before}.tgz`)))}`);
  expect((await remotes()).marketing?.buildId).toBe(before);
});
