/**
 * Releases that judge themselves (ADR 27), end to end on the built site as `npm start` serves it,
 * with the windows scaled down (stages of seconds, a look every second or two, small minimum
 * samples): a team previews a candidate of its area with a signed link nobody else can use; a
 * candidate that breaks a page, or is 300 ms slower to answer a tap, is aborted by the judge within
 * two minutes from what simulated visitors' browsers reported; a healthy one is promoted through
 * its stages. Every decision is in the release log with its figures and reaches the team's webhook.
 * The same three, with two API instances behind Caddy: scripts/test/stack/canary.test.mjs.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import {
  candidateArtifact,
  candidates,
  PREVIEW_COOKIE,
  releaseLines,
  runCanary,
  shareCheck,
  TEST_WINDOWS,
  type Visit,
  webhook,
} from '../support/canary';
import { hydrated, watchPage } from '../support/page-watch';
import { ROOT, runScript, SITE_DIR, SSR_DIR } from '../support/release';

test.describe.configure({ mode: 'serial' });

const AREA = 'resources';
/** The e2e server's DATA_DIR (playwright.config.ts): the scripts read its telemetry and its preview secret. */
const DATA_DIR = path.join(ROOT, '.tmp/e2e-data');
const ROUTES = ['/resources/calculators', '/resources', '/resources/guides'];
let work: string;
let liveArtifact: string;
let liveBuild: string;
let hook: Awaited<ReturnType<typeof webhook>>;

test.beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'meranti-canary-'));
  const remotes = JSON.parse(await fs.readFile(path.join(SITE_DIR, 'remotes.json'), 'utf8')) as Record<string, { buildId: string }>;
  liveBuild = (remotes[AREA] as { buildId: string }).buildId;
  // The live build's artifact (kept by the build): each candidate is another build made from it.
  liveArtifact = path.join(ROOT, '.artifacts', `${AREA}-${liveBuild}.tgz`);
  await fs.access(liveArtifact);
  hook = await webhook();
});

test.afterAll(async () => {
  // Whatever a failed scenario left: no candidate, and the live build this file found.
  if ((await candidates(SITE_DIR))[AREA]) await runScript('scripts/rollback.mjs', [AREA], { env: env() });
  const remotes = JSON.parse(await fs.readFile(path.join(SITE_DIR, 'remotes.json'), 'utf8')) as Record<string, { buildId: string }>;
  if (liveBuild && remotes[AREA]?.buildId !== liveBuild) await runScript('scripts/rollback.mjs', [AREA, liveBuild], { env: env() });
  await hook?.close();
  await fs.rm(work, { recursive: true, force: true });
});

const env = () => ({ DATA_DIR, RELEASE_NOTIFY_WEBHOOK: hook.url, RELEASED_BY: 'e2e-canary' });

/** A canary of `artifact` on the e2e server, with the test windows and visitors (support/canary.ts). */
const canary = (browser: Browser, baseURL: string, artifact: string, buildId: string, args: string[], routes: readonly string[] = ROUTES) =>
  runCanary({ browser, baseURL, siteDir: SITE_DIR, artifact, buildId, args: [...args, ...TEST_WINDOWS], env: env(), routes });

/** The visitors outside the share never got the candidate; some inside got it. */
function expectOnlyTheShare(visits: Visit[], candidate: string, share: number) {
  const check = shareCheck(visits, candidate, share);
  expect(check.outside).toBeGreaterThan(0);
  expect(check.outsideGotCandidate).toEqual([]);
  expect(check.insideGotCandidate).toBeGreaterThan(0);
}

test('a preview is seen with its signed link, and by nobody else', async ({ baseURL, page }) => {
  test.setTimeout(180_000);
  const artifact = path.join(work, 'preview.tgz');
  const buildId = await candidateArtifact(liveArtifact, artifact);
  const run = await runScript('scripts/deploy.mjs', [AREA, '--artifact', artifact, '--preview', '--expires', '10m'], { env: env() });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const link = new URL(run.stdout.match(/^(http\S+\?preview=\S+)$/m)?.[1] ?? '');
  expect(link.pathname).toBe('/resources');

  // Nobody else: the page and remotes.json are the live ones, with or without a canary cookie.
  for (const cookie of [undefined, `meranti_bucket=0`]) {
    const res = await fetch(new URL('/resources', baseURL), { headers: cookie ? { cookie } : {} });
    expect(await res.text()).not.toContain(buildId);
    expect(res.headers.get('x-release-channel')).toBe('live');
  }

  // With the link: a cookie, the address without the token, the candidate composed into the whole site and a banner.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/resources$/);
  await hydrated(page);
  await expect(page.getByText(`Preview of ${AREA} ${buildId}`)).toBeVisible();
  const boot = await page.evaluate(() => JSON.parse(document.getElementById('__MERANTI_BOOT__')?.textContent ?? '{}'));
  expect(boot.remotes[AREA]).toMatchObject({ buildId, channel: 'preview' });
  const answer = await page.request.get('/resources/calculators');
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.headers()['x-robots-tag']).toContain('noindex');
  expect(await answer.text()).toContain(buildId);
  // Another area's page, in the same preview: the live area with the banner; remotes.json names the candidate.
  await page.goto('/about');
  await expect(page.getByText(`Preview of ${AREA} ${buildId}`)).toBeVisible();
  expect((await (await page.request.get('/remotes.json')).json())[AREA].buildId).toBe(buildId);
  // Leave preview: the live site again.
  await page.getByRole('link', { name: 'Leave preview' }).click();
  await expect(page.getByText(`Preview of ${AREA}`)).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === PREVIEW_COOKIE)).toBeUndefined();

  // A tampered, forged or expired link is refused, and sets nothing.
  const token = link.searchParams.get('preview') ?? '';
  const [payload, signature] = token.split('.') as [string, string];
  const expired = await runScript(
    '--input-type=module',
    [
      '-e',
      `const { previewLink } = await import('./scripts/lib/preview-link.mjs');
       const { url } = await previewLink({ area: 'resources', buildId: '${buildId}', validForMs: 1000, now: Date.now() - 60_000 });
       console.log(url);`,
    ],
    { env: env() },
  );
  const expiredToken = new URL(expired.stdout.trim()).searchParams.get('preview') ?? '';
  const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
  for (const [bad, why] of [
    [`${payload}.${flipped}`, /not valid/i],
    [
      `${Buffer.from(JSON.stringify({ area: AREA, buildId, expiresAt: Date.now() + 3_600_000 })).toString('base64url')}.${signature}`,
      /not valid/i,
    ],
    [expiredToken, /expired/i],
  ] as const) {
    const res = await fetch(new URL(`/resources?preview=${encodeURIComponent(bad)}`, baseURL), { redirect: 'manual' });
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(why);
    expect(res.headers.getSetCookie()).toEqual([]);
  }

  // The team ends the preview while a page of the candidate is open (skew): that document keeps
  // running the build it was rendered against — a navigation inside it loads the candidate's code,
  // which stays published — and the next page it loads whole is the live one.
  await page.goto(`${link.pathname}${link.search}`);
  const areaScripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/mfe/resources/')) areaScripts.push(r.url());
  });
  await page.goto('/resources/calculators');
  await hydrated(page);
  const watch = watchPage(page);
  const ended = await runScript('scripts/rollback.mjs', [AREA], { env: env() });
  expect(ended.code).toBe(0);
  const before = await page.locator('h1').first().textContent();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/resources/guides');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('h1').first()).not.toHaveText(before ?? '');
  await expect(page.locator('h1').first()).toBeVisible();
  expect(areaScripts.length).toBeGreaterThan(0);
  expect(areaScripts.filter((u) => !u.includes(`/mfe/resources/${buildId}/`))).toEqual([]);
  expect(watch.errors).toEqual([]);
  await page.reload();
  await hydrated(page);
  expect(
    (await page.evaluate(() => JSON.parse(document.getElementById('__MERANTI_BOOT__')?.textContent ?? '{}'))).remotes[AREA].buildId,
  ).toBe(liveBuild);
  await expect(page.getByText(`Preview of ${AREA}`)).toHaveCount(0);
  expect(ended.stdout).toContain(`the preview of ${AREA} build ${buildId} is aborted`);
  expect((await candidates(SITE_DIR))[AREA]).toBeUndefined();
  const lines = await releaseLines(SITE_DIR, AREA, 0);
  expect(lines.slice(-2).map((l) => [l.action, l.buildId])).toEqual([
    ['preview', buildId],
    ['abort', buildId],
  ]);
});

test('a person decides: npm run promote makes a staged candidate live, npm run rollback goes back', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const artifact = path.join(work, 'by-hand.tgz');
  const buildId = await candidateArtifact(liveArtifact, artifact);
  expect((await runScript('scripts/deploy.mjs', [AREA, '--artifact', artifact, '--preview'], { env: env() })).code).toBe(0);
  const hooksBefore = hook.received.length;
  const promoted = await runScript('scripts/promote.mjs', [AREA], { env: env() });
  expect(promoted.code, promoted.stderr).toBe(0);
  expect(promoted.stdout).toContain(`[promote] ${AREA} build ${buildId} is live (was ${liveBuild})`);
  expect((await candidates(SITE_DIR))[AREA]).toBeUndefined();
  const remotes = JSON.parse(await fs.readFile(path.join(SITE_DIR, 'remotes.json'), 'utf8'));
  expect(remotes[AREA].buildId).toBe(buildId);
  expect(await (await fetch(new URL('/resources', baseURL))).text()).toContain(buildId);
  expect(hook.received.slice(hooksBefore)).toEqual([
    expect.objectContaining({ action: 'promote', buildId, reason: 'promoted by hand (e2e-canary)' }),
  ]);
  expect((await releaseLines(SITE_DIR, AREA, 0)).at(-1)).toMatchObject({
    action: 'promote',
    buildId,
    previous: liveBuild,
    by: 'e2e-canary',
  });
  // Nothing to promote any more: refused in one line.
  const again = await runScript('scripts/promote.mjs', [AREA], { env: env() });
  expect(again.code).toBe(1);
  expect(again.stderr.trim()).toBe(`[promote] refused: ${AREA} has no candidate to promote`);
  const back = await runScript('scripts/rollback.mjs', [AREA], { env: env() });
  expect(back.code, back.stderr).toBe(0);
  expect(back.stdout).toContain(`[rollback] ${AREA} is back on build ${liveBuild} (was ${buildId})`);
});

test('a candidate that breaks a page at a 20 % canary is aborted within two minutes, and only the share ever got it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const artifact = path.join(work, 'broken.tgz');
  // The calculators page's code throws as the page hydrates (only in the browser: the prerender is fine).
  const buildId = await candidateArtifact(liveArtifact, artifact, {
    file: /^client\/assets\/calculators-[\w-]+\.js$/,
    code: "if (typeof document !== 'undefined') throw new Error('candidate: the calculators page breaks while hydrating');",
  });
  const hooksBefore = hook.received.length;
  // Visitors come to the page that breaks.
  const { run, visits, newcomers, started, decidedAfterMs } = await canary(
    browser,
    baseURL ?? '',
    artifact,
    buildId,
    ['--canary', '20'],
    ['/resources/calculators'],
  );
  expect(run.code, run.stdout + run.stderr).toBe(3);
  expect(decidedAfterMs).toBeLessThan(120_000);
  expectOnlyTheShare(visits, buildId, 20);
  // First-time visitors got a bucket while the canary ran. None from 20 up ever got the candidate;
  // those below 20 got it until the judge's last look, when the abort began.
  const bucketed = newcomers.filter((v) => v.bucket !== null);
  expect(bucketed.length).toBeGreaterThan(20);
  expect(bucketed.filter((v) => (v.bucket as number) >= 20 && v.channel !== 'live')).toEqual([]);
  const lastLook = Date.parse(JSON.parse(await fs.readFile(path.join(SSR_DIR, 'canary', `${AREA}.json`), 'utf8')).at);
  const inShare = bucketed.filter((v) => (v.bucket as number) < 20 && v.at < lastLook);
  expect(inShare.length).toBeGreaterThan(0);
  expect(inShare.filter((v) => v.channel !== 'candidate')).toEqual([]);
  expect(newcomers.filter((v) => v.bucket === null && v.channel !== 'live')).toEqual([]);
  // Aborted: nothing of it is served; the live build is untouched.
  expect((await candidates(SITE_DIR))[AREA]).toBeUndefined();
  const remotes = JSON.parse(await fs.readFile(path.join(SITE_DIR, 'remotes.json'), 'utf8'));
  expect(remotes[AREA].buildId).toBe(liveBuild);
  // The release log says why, with the figures; the team was told.
  const abort = (await releaseLines(SITE_DIR, AREA, started)).find((l) => l.action === 'abort');
  expect(abort).toMatchObject({ buildId, live: liveBuild, by: 'e2e-canary' });
  expect(String(abort?.reason)).toMatch(/errors/);
  const errorsTest = ((abort?.tests ?? []) as { metric: string; worse: boolean; pValue: number }[]).find((t) => t.metric === 'errors');
  expect(errorsTest?.worse).toBe(true);
  expect(hook.received.slice(hooksBefore).map((h) => [h.action, h.buildId])).toContainEqual(['abort', buildId]);
  // A visitor of the share gets the live build on the next page.
  const after = await fetch(new URL('/resources/calculators', baseURL), { headers: { cookie: 'meranti_bucket=3' } });
  expect(after.headers.get('x-release-channel')).toBe('live');
  expect(await after.text()).not.toContain(buildId);
});

test('a candidate 300 ms slower to answer a tap is aborted on INP', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const artifact = path.join(work, 'slow.tgz');
  // 300 ms of main-thread work on every tap, on every page of the area (its entry runs on each).
  const buildId = await candidateArtifact(liveArtifact, artifact, {
    file: /^client\/remoteEntry\.js$/,
    code: "if (typeof document !== 'undefined') document.addEventListener('pointerdown', () => { const t = performance.now(); while (performance.now() - t < 300); }, true);",
  });
  const { run, visits, started, decidedAfterMs } = await canary(browser, baseURL ?? '', artifact, buildId, ['--canary', '20']);
  expect(run.code, run.stdout + run.stderr).toBe(3);
  expect(decidedAfterMs).toBeLessThan(120_000);
  expectOnlyTheShare(visits, buildId, 20);
  const abort = (await releaseLines(SITE_DIR, AREA, started)).find((l) => l.action === 'abort');
  expect(String(abort?.reason)).toMatch(/INP/);
  expect(((abort?.tests ?? []) as { metric: string; worse: boolean }[]).find((t) => t.metric === 'INP')?.worse).toBe(true);
  expect((await candidates(SITE_DIR))[AREA]).toBeUndefined();
});

test('a healthy candidate is promoted through its stages, and npm run releases -- canary showed the comparison', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const artifact = path.join(work, 'healthy.tgz');
  const buildId = await candidateArtifact(liveArtifact, artifact);
  const hooksBefore = hook.received.length;
  // Once the canary is at its second stage, the team looks at the running comparison.
  const report = (async () => {
    await expect.poll(async () => (await candidates(SITE_DIR))[AREA]?.share, { timeout: 150_000, intervals: [500] }).toBe(50);
    return (await runScript('scripts/releases.mjs', ['canary'], { env: env() })).stdout;
  })();
  const { run, visits, started } = await canary(browser, baseURL ?? '', artifact, buildId, ['--stages', '20,50,100']);
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
  const remotes = JSON.parse(await fs.readFile(path.join(SITE_DIR, 'remotes.json'), 'utf8'));
  expect(remotes[AREA].buildId).toBe(buildId);
  expect((await candidates(SITE_DIR))[AREA]).toBeUndefined();
  expect(hook.received.slice(hooksBefore).map((h) => h.action)).toEqual(['stage', 'stage', 'promote']);
  const shown = await report;
  expect(shown).toMatch(
    new RegExp(`${AREA}: canary of build ${buildId} at (50|100) % of visitors \\(stage [23] of 3: 20, 50, 100 %\\), live ${liveBuild}`),
  );
  expect(shown).toMatch(/the judge looked \d+ s ago \(look \d+\): no-evidence/);
  expect(shown).toMatch(/errors\s+\d+/);
  // Back to the build the rest of the suites expect.
  const back = await runScript('scripts/rollback.mjs', [AREA], { env: env() });
  expect(back.code, back.stderr).toBe(0);
});
