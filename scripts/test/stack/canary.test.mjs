// Releases that judge themselves (ADR 27) in `npm run stack`: two API instances behind Caddy, the
// telemetry in PostgreSQL, real Chromium visitors through the load balancer. The scenarios of
// e2e/tests/canary.spec.ts (which proves them on `npm start`), with the same scaled-down windows:
// a preview seen with its signed link only, on either instance; a candidate that breaks a page at a
// 20 % canary aborted within two minutes, never served outside the share; one 300 ms slower to
// answer a tap aborted on INP; a healthy one promoted through its stages, then rolled back so the
// checkout's site has the live build the other suites expect. The deploys are run as an operator
// runs them against a stack: DATA_DIR (the preview secret, the stack to reload) and DATABASE_URL
// (the telemetry the judge reads) of the stack; they write the checkout's site, which the stack
// copies for its instances. One stack for the file.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateArtifact,
  candidates,
  PREVIEW_COOKIE,
  releaseLines,
  runCanary,
  shareCheck,
  TEST_WINDOWS,
  webhook,
} from '../../../e2e/support/canary.ts';
import { hydrated } from '../../../e2e/support/page-watch.ts';
import { ROOT, runScript, SITE_DIR, SSR_DIR } from '../../../e2e/support/release.ts';
import { request, startStack, waitFor } from './harness.mjs';

const AREA = 'resources';
const ROUTES = ['/resources/calculators', '/resources', '/resources/guides'];
let stack;
let browser;
let hook;
let work;
let liveBuild;
let liveArtifact;

const liveBuildNow = async () => JSON.parse(await fs.readFile(path.join(SITE_DIR, 'remotes.json'), 'utf8'))[AREA].buildId;

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'meranti-stack-canary-'));
  liveBuild = await liveBuildNow();
  // The live build's artifact (kept by the build): each candidate is another build made from it.
  liveArtifact = path.join(ROOT, '.artifacts', `${AREA}-${liveBuild}.tgz`);
  await fs.access(liveArtifact);
  hook = await webhook();
  // Beacons flushed every half second; every visitor comes from 127.0.0.1, beyond one visitor's
  // allowance; a busy machine's event-loop delay must not shed the beacons the judge reads.
  stack = await startStack({
    env: { RUM_FLUSH_MS: '500', RUM_RATE_LIMIT_PER_MINUTE: '1000000', RUM_RATE_LIMIT_BURST: '1000000', RUM_SHED_LAG_MS: '0' },
  });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
});

afterAll(async () => {
  // Whatever a failed scenario left: no candidate, and the live build this file found.
  if (stack) {
    if ((await candidates(SITE_DIR))[AREA]) await runScript('scripts/rollback.mjs', [AREA], { env: env() });
    if (liveBuild && (await liveBuildNow()) !== liveBuild) await runScript('scripts/rollback.mjs', [AREA, liveBuild], { env: env() });
  }
  await browser?.close();
  await stack?.stop();
  await hook?.close();
  if (work) await fs.rm(work, { recursive: true, force: true });
});

/** The environment of a release script run against this stack, as its README says. */
const env = () => ({
  DATA_DIR: stack.dataDir,
  DATABASE_URL: stack.databaseUrl(),
  RELEASE_NOTIFY_WEBHOOK: hook.url,
  RELEASED_BY: 'stack-canary',
});

/** The channel the load balancer answers `route` with, for a visitor with `cookie`. */
const channelOf = async (route, cookie, base = stack.url) => {
  const res = await request(base, route, { headers: cookie ? { cookie } : {} });
  return { channel: res.headers['x-release-channel'], text: res.text };
};

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** A canary of `artifact` through the load balancer, with the test windows and visitors (e2e/support/canary.ts). */
const canary = (artifact, buildId, args, routes = ROUTES) =>
  runCanary({ browser, baseURL: stack.url, siteDir: SITE_DIR, artifact, buildId, args: [...args, ...TEST_WINDOWS], env: env(), routes });

/** The visitors outside the share never got the candidate; some inside got it. */
function expectOnlyTheShare(visits, candidate, share) {
  const check = shareCheck(visits, candidate, share);
  expect(check.outside).toBeGreaterThan(0);
  expect(check.outsideGotCandidate).toEqual([]);
  expect(check.insideGotCandidate).toBeGreaterThan(0);
}

describe('releases that judge themselves, in the stack', () => {
  it('a preview is seen with its signed link only, on either instance', async () => {
    const t0 = Date.now();
    const artifact = path.join(work, 'preview.tgz');
    const buildId = await candidateArtifact(liveArtifact, artifact);
    const run = await runScript('scripts/deploy.mjs', [AREA, '--artifact', artifact, '--preview', '--expires', '10m'], { env: env() });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const link = new URL(run.stdout.match(/^(http\S+\?preview=\S+)$/m)?.[1] ?? '');
    expect(link.pathname).toBe('/resources');

    // Nobody else: the live page, with or without a canary cookie.
    for (const cookie of [undefined, 'meranti_bucket=0']) {
      const { channel, text } = await channelOf('/resources', cookie);
      expect(channel).toBe('live');
      expect(text).not.toContain(buildId);
    }

    // With the link, through Caddy: a cookie, the address without the token, the candidate composed into the site and a banner.
    const context = await browser.newContext({ baseURL: stack.url });
    try {
      const page = await context.newPage();
      await page.goto(`${link.pathname}${link.search}`);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/resources');
      await hydrated(page);
      await page.getByText(`Preview of ${AREA} ${buildId}`).waitFor();
      const boot = await page.evaluate(() => JSON.parse(document.getElementById('__MERANTI_BOOT__')?.textContent ?? '{}'));
      expect(boot.remotes[AREA]).toMatchObject({ buildId, channel: 'preview' });
      expect((await (await page.request.get('/remotes.json')).json())[AREA].buildId).toBe(buildId);
      // Either instance honours the cookie the other set (one secret in DATA_DIR, one staged site).
      const cookie = (await context.cookies()).find((c) => c.name === PREVIEW_COOKIE);
      expect(cookie).toBeDefined();
      for (const id of ['api-1', 'api-2']) {
        const direct = await channelOf(
          '/resources/calculators',
          `${PREVIEW_COOKIE}=${cookie.value}`,
          `http://127.0.0.1:${stack.process(id).port}`,
        );
        expect(`${id} ${direct.channel}`).toBe(`${id} preview`);
        expect(direct.text).toContain(buildId);
      }
      // A tampered link is refused and sets nothing.
      const token = link.searchParams.get('preview') ?? '';
      const tampered = await request(
        stack.url,
        `/resources?preview=${encodeURIComponent(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)}`,
      );
      expect(tampered.status).toBe(403);
      expect(tampered.headers['set-cookie']).toBeUndefined();

      // The team ends the preview: the cookie no longer shows anything of it.
      const ended = await runScript('scripts/rollback.mjs', [AREA], { env: env() });
      expect(ended.code, ended.stderr).toBe(0);
      expect(ended.stdout).toContain(`the preview of ${AREA} build ${buildId} is aborted`);
      await waitFor(async () => (await channelOf('/resources', `${PREVIEW_COOKIE}=${cookie.value}`)).channel === 'live', {
        what: 'the preview to end in the stack',
      });
    } finally {
      await context.close();
    }
    expect((await candidates(SITE_DIR))[AREA]).toBeUndefined();
    console.log(`[stack canary] preview: ${seconds(Date.now() - t0)} in all`);
  }, 180_000);

  it('a candidate that breaks a page at a 20 % canary is aborted within two minutes, and only the share ever got it', async () => {
    const artifact = path.join(work, 'broken.tgz');
    // The calculators page's code throws as the page hydrates (only in the browser: the prerender is fine).
    const buildId = await candidateArtifact(liveArtifact, artifact, {
      file: /^client\/assets\/calculators-[\w-]+\.js$/,
      code: "if (typeof document !== 'undefined') throw new Error('candidate: the calculators page breaks while hydrating');",
    });
    const hooksBefore = hook.received.length;
    const { run, visits, newcomers, started, stagedAt, decidedAfterMs } = await canary(
      artifact,
      buildId,
      ['--canary', '20'],
      ['/resources/calculators'],
    );
    console.log(
      `[stack canary] broken: staged in ${seconds(stagedAt - started)}, aborted ${seconds(decidedAfterMs)} after, ${visits.length} Chromium visits, ${newcomers.length} first-time requests`,
    );
    expect(run.code, run.stdout + run.stderr).toBe(3);
    expect(decidedAfterMs).toBeLessThan(120_000);
    expectOnlyTheShare(visits, buildId, 20);
    // First-time visitors got a bucket from either instance while the canary ran: none from 20 up
    // ever got the candidate; those below 20 got it until the judge's last look.
    const bucketed = newcomers.filter((v) => v.bucket !== null);
    expect(bucketed.length).toBeGreaterThan(20);
    expect(bucketed.filter((v) => v.bucket >= 20 && v.channel !== 'live')).toEqual([]);
    const lastLook = Date.parse(JSON.parse(await fs.readFile(path.join(SSR_DIR, 'canary', `${AREA}.json`), 'utf8')).at);
    const inShare = bucketed.filter((v) => v.bucket < 20 && v.at < lastLook);
    expect(inShare.length).toBeGreaterThan(0);
    expect(inShare.filter((v) => v.channel !== 'candidate')).toEqual([]);
    expect(newcomers.filter((v) => v.bucket === null && v.channel !== 'live')).toEqual([]);
    // Aborted: nothing of it is served; the live build is untouched.
    expect((await candidates(SITE_DIR))[AREA]).toBeUndefined();
    expect(await liveBuildNow()).toBe(liveBuild);
    // The release log says why, with the figures; the team was told.
    const abort = (await releaseLines(SITE_DIR, AREA, started)).find((l) => l.action === 'abort');
    expect(abort).toMatchObject({ buildId, live: liveBuild, by: 'stack-canary' });
    expect(String(abort?.reason)).toMatch(/errors/);
    const errorsTest = (abort?.tests ?? []).find((t) => t.metric === 'errors');
    expect(errorsTest).toMatchObject({ worse: true, pValue: expect.any(Number), threshold: expect.any(Number) });
    expect(abort?.candidate?.errors).toBeGreaterThan(0);
    expect(hook.received.slice(hooksBefore).map((h) => [h.action, h.buildId])).toContainEqual(['abort', buildId]);
    // A visitor of the share gets the live build on the next page, from either instance.
    await waitFor(
      async () => {
        const answers = await Promise.all([1, 2].map(() => channelOf('/resources/calculators', 'meranti_bucket=3')));
        return answers.every((a) => a.channel === 'live' && !a.text.includes(buildId));
      },
      { what: 'the stack to serve the live build to the share again' },
    );
  }, 300_000);

  it('a candidate 300 ms slower to answer a tap is aborted on INP', async () => {
    const artifact = path.join(work, 'slow.tgz');
    // 300 ms of main-thread work on every tap, on every page of the area (its entry runs on each).
    const buildId = await candidateArtifact(liveArtifact, artifact, {
      file: /^client\/remoteEntry\.js$/,
      code: "if (typeof document !== 'undefined') document.addEventListener('pointerdown', () => { const t = performance.now(); while (performance.now() - t < 300); }, true);",
    });
    const { run, visits, started, stagedAt, decidedAfterMs } = await canary(artifact, buildId, ['--canary', '20']);
    console.log(
      `[stack canary] slower: staged in ${seconds(stagedAt - started)}, aborted ${seconds(decidedAfterMs)} after, ${visits.length} Chromium visits`,
    );
    expect(run.code, run.stdout + run.stderr).toBe(3);
    expect(decidedAfterMs).toBeLessThan(120_000);
    expectOnlyTheShare(visits, buildId, 20);
    const abort = (await releaseLines(SITE_DIR, AREA, started)).find((l) => l.action === 'abort');
    expect(String(abort?.reason)).toMatch(/INP/);
    expect((abort?.tests ?? []).find((t) => t.metric === 'INP')?.worse).toBe(true);
    expect((await candidates(SITE_DIR))[AREA]).toBeUndefined();
    expect(await liveBuildNow()).toBe(liveBuild);
  }, 300_000);

  it('a healthy candidate is promoted through its stages, then rolled back to the build the other suites expect', async () => {
    const artifact = path.join(work, 'healthy.tgz');
    const buildId = await candidateArtifact(liveArtifact, artifact);
    const hooksBefore = hook.received.length;
    const { run, visits, started, stagedAt, decidedAfterMs } = await canary(artifact, buildId, ['--stages', '20,50,100']);
    console.log(
      `[stack canary] healthy: staged in ${seconds(stagedAt - started)}, promoted ${seconds(decidedAfterMs)} after, ${visits.length} Chromium visits`,
    );
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(`promoted: ${AREA} build ${buildId} is live`);
    const lines = await releaseLines(SITE_DIR, AREA, started);
    expect(lines.map((l) => [l.action, l.share ?? null])).toEqual([
      ['canary', 20],
      ['stage', 50],
      ['stage', 100],
      ['promote', null],
    ]);
    expect(lines.at(-1)).toMatchObject({ buildId, previous: liveBuild });
    expect(visits.filter((v) => v.build === buildId).length).toBeGreaterThan(0);
    expect(await liveBuildNow()).toBe(buildId);
    expect((await candidates(SITE_DIR))[AREA]).toBeUndefined();
    expect(hook.received.slice(hooksBefore).map((h) => h.action)).toEqual(['stage', 'stage', 'promote']);
    // Every visitor, bucket or not, now gets the promoted build as live.
    for (const cookie of [undefined, 'meranti_bucket=90']) {
      const { channel, text } = await channelOf('/resources/calculators', cookie);
      expect(channel).toBe('live');
      expect(text).toContain(buildId);
    }

    // Back to the build the other suites expect, served by the stack again.
    const back = await runScript('scripts/rollback.mjs', [AREA], { env: env() });
    expect(back.code, back.stderr).toBe(0);
    expect(await liveBuildNow()).toBe(liveBuild);
    expect((await channelOf('/resources/calculators')).text).toContain(liveBuild);
  }, 300_000);
});
