// Helpers of the canary and preview end-to-end tests (canary.spec.ts, ADR 27): candidate builds a
// test needs (another build of an area that behaves the same, one that breaks one page, one that
// is slower), simulated visitors (Chromium pages with a bucket cookie, and a load generator of
// first-time visitors), and a webhook the release notifications reach.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Browser, type BrowserContext, devices } from '@playwright/test';
import { editedArtifact, type Manifest, type Run, runScript } from './release';
import { telemetryStarted } from './telemetry';

export const BUCKET_COOKIE = 'meranti_bucket';
export const PREVIEW_COOKIE = 'meranti_preview';

/** Files of a build in which its id is written (its addresses); pictures and fonts hold none. */
const TEXT = /\.(js|mjs|json|html|css|map|txt)$/;

async function filesIn(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesIn(dir, child)));
    else out.push(child);
  }
  return out;
}

/**
 * Another build of the area in `artifact`, as its team's CI could have made it: the same files
 * under a new build id (every address that names the old one names the new one), with `prepend`
 * put in front of the browser files it names — the code that makes a candidate broken or slow.
 * Returns the new build id.
 */
export async function candidateArtifact(
  artifact: string,
  out: string,
  prepend: { readonly file: RegExp; readonly code: string } | null = null,
): Promise<string> {
  const buildId = randomBytes(6).toString('hex');
  let prepended = 0;
  await editedArtifact(artifact, out, async (dir: string, manifest: Manifest) => {
    const old = manifest.buildId;
    for (const rel of await filesIn(dir)) {
      if (rel === 'manifest.json' || !TEXT.test(rel)) continue;
      const file = path.join(dir, rel);
      let text = await fs.readFile(file, 'utf8');
      if (text.includes(old)) text = text.replaceAll(old, buildId);
      if (prepend && rel.startsWith('client/') && prepend.file.test(rel)) {
        text = `${prepend.code}\n${text}`;
        prepended++;
      }
      await fs.writeFile(file, text);
    }
    manifest.buildId = buildId;
  });
  if (prepend && prepended === 0) throw new Error(`no browser file of ${path.basename(artifact)} matches ${prepend.file}`);
  return buildId;
}

/** What one simulated visitor got: the channel the server answered with and the area build its page names. */
export interface Visit {
  readonly bucket: number | null;
  readonly channel: string;
  readonly build: string;
  /** The canary's share when the visit ended (it only grows during a canary), where known. */
  readonly share?: number;
}

/** The browser user agent of a visitor (headless Chromium's own is dropped by the telemetry as automation). */
export const VISITOR_USER_AGENT = devices['Desktop Chrome'].userAgent;

/**
 * One visit in `context` (a visitor's browser, its HTTP cache kept from earlier visits): with
 * `bucket` (the canary cookie) set, it opens `route`, waits for hydration and the telemetry client,
 * taps the page's heading (an interaction for INP), switches away from the tab (the page is told so
 * as a browser tells it: the vitals are final and the client sends what it holds) and waits until
 * that beacon has gone.
 */
export async function visitIn(
  context: BrowserContext,
  baseURL: string,
  route: string,
  { bucket = null, area = 'resources' }: { bucket?: number | null; area?: string } = {},
): Promise<Visit> {
  if (bucket === null) await context.clearCookies({ name: BUCKET_COOKIE });
  else await context.addCookies([{ name: BUCKET_COOKIE, value: String(bucket), url: baseURL }]);
  const page = await context.newPage();
  try {
    const response = await page.goto(new URL(route, baseURL).href);
    const channel = response?.headers()['x-release-channel'] ?? 'none';
    const build = await page.evaluate(
      (a) => JSON.parse(document.getElementById('__MERANTI_BOOT__')?.textContent ?? '{}').remotes?.[a]?.buildId as string,
      area,
    );
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.waitForFunction(telemetryStarted);
    await page.locator('h1').first().click();
    const beacon = page.waitForRequest((r) => r.url().endsWith('/api/rum') && r.method() === 'POST', { timeout: 10_000 });
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await beacon;
    return { bucket, channel, build };
  } finally {
    await page.close();
  }
}

/** A visitor's browser: a context of its own, with a browser's user agent (see VISITOR_USER_AGENT). */
export const visitorContext = (browser: Browser, baseURL: string) =>
  browser.newContext({ baseURL, userAgent: VISITOR_USER_AGENT, viewport: { width: 1280, height: 900 } });

/** One visit in a fresh browser (a first-time visitor's: nothing cached). */
export async function visit(
  browser: Browser,
  baseURL: string,
  route: string,
  options: { bucket?: number | null; area?: string } = {},
): Promise<Visit> {
  const context = await visitorContext(browser, baseURL);
  try {
    return await visitIn(context, baseURL, route, options);
  } finally {
    await context.close();
  }
}

/**
 * Visits, `parallel` browsers at a time, until `until()` is true: every other one from the canary's
 * share (a bucket below `share()`), the others from the rest, so both sides fill alike. Each
 * browser keeps its cache from one visit to the next, as returning visitors' do. Returns every visit.
 */
export async function visitUntil(
  browser: Browser,
  baseURL: string,
  {
    routes,
    share,
    until,
    parallel = 3,
    deadlineMs,
  }: { routes: readonly string[]; share: () => number; until: () => boolean; parallel?: number; deadlineMs: number },
): Promise<Visit[]> {
  const visits: Visit[] = [];
  const deadline = Date.now() + deadlineMs;
  let n = 0;
  const worker = async () => {
    const context = await visitorContext(browser, baseURL);
    try {
      while (!until() && Date.now() < deadline) {
        const i = n++;
        const s = share();
        // Below the share: 0 … s−1; above it: s … 99 (spread over the range).
        const bucket = i % 2 === 0 ? (i * 7) % Math.max(1, s) : s + ((i * 13) % Math.max(1, 100 - s));
        const seen = await visitIn(context, baseURL, routes[i % routes.length] as string, { bucket: Math.min(bucket, 99) });
        visits.push({ ...seen, share: share() });
      }
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return visits;
}

/** First-time visitors (no cookie) fetching a page over and over: the bucket the server gives each, and what it served. */
export function firstTimeVisitors(baseURL: string, route: string) {
  const seen: { at: number; bucket: number | null; channel: string }[] = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const at = Date.now();
      const res = await fetch(new URL(route, baseURL), { redirect: 'manual' });
      await res.arrayBuffer();
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${BUCKET_COOKIE}=`));
      seen.push({
        at,
        bucket: cookie ? Number(cookie.slice(BUCKET_COOKIE.length + 1).split(';')[0]) : null,
        channel: res.headers.get('x-release-channel') ?? 'none',
      });
    }
  };
  const loops = [loop(), loop()];
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return seen;
    },
  };
}

/** A team's webhook: it records what the release notifications POST. */
export async function webhook(): Promise<{ url: string; received: Record<string, unknown>[]; close: () => Promise<void> }> {
  const received: Record<string, unknown>[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/release-hook`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** `_candidates.json` of the site, or an empty state. */
export async function candidates(
  siteDir: string,
): Promise<Record<string, { buildId: string; share: number; mode: string; stage?: number }>> {
  const text = await fs.readFile(path.join(siteDir, '_candidates.json'), 'utf8').catch(() => '{"candidates":{}}');
  return (JSON.parse(text) as { candidates: Record<string, { buildId: string; share: number; mode: string }> }).candidates;
}

/** Release log lines of `area` after `since` (ms). */
export async function releaseLines(siteDir: string, area: string, since: number): Promise<Record<string, unknown>[]> {
  const text = await fs.readFile(path.join(siteDir, 'releases.ndjson'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.area === area && Date.parse(String(l.time)) >= since);
}

/** The scaled-down windows of the tests: a look every second, a stage of 8 s, at least 8 page views (and 6 INP values) a side. */
export const TEST_WINDOWS = ['--check-every', '1s', '--stage-time', '8s', '--min-page-views', '8', '--min-vitals', '6'] as const;

/**
 * Runs a canary of `artifact` (`npm run deploy -- <area> --artifact … <args>`, with `env`) until the
 * judge decides, Chromium visitors coming to `routes` once the site at `baseURL` serves the
 * candidate (to a visitor of the first bucket), and first-time visitors (a load generator of plain
 * requests) meanwhile. `siteDir`: where the deploy writes `_candidates.json` (its share is followed).
 */
export async function runCanary({
  browser,
  baseURL,
  siteDir,
  artifact,
  buildId,
  args,
  env,
  routes,
  area = 'resources',
}: {
  browser: Browser;
  baseURL: string;
  siteDir: string;
  artifact: string;
  buildId: string;
  args: readonly string[];
  env: Record<string, string>;
  routes: readonly string[];
  area?: string;
}) {
  const started = Date.now();
  let done = false;
  const deploy = runScript('scripts/deploy.mjs', [area, '--artifact', artifact, ...args], { env }).finally(() => {
    done = true;
  });
  // Staged (prerendered and checked) and served: a visitor of the first bucket gets it.
  const probe = new URL(routes[0] as string, baseURL);
  for (;;) {
    if (done) break;
    const res = await fetch(probe, { headers: { cookie: `${BUCKET_COOKIE}=0` } });
    if ((await res.text()).includes(buildId)) break;
    if (Date.now() - started > 120_000) throw new Error(`${baseURL} did not serve candidate ${buildId} within 2 minutes`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const stagedAt = Date.now();
  let share = (await candidates(siteDir))[area]?.share ?? 0;
  const follow = setInterval(async () => {
    share = (await candidates(siteDir))[area]?.share ?? share;
  }, 100);
  const newcomers = firstTimeVisitors(baseURL, routes[0] as string);
  try {
    const visits = await visitUntil(browser, baseURL, { routes, share: () => share, until: () => done, deadlineMs: 150_000 });
    const run: Run = await deploy;
    return { run, visits, newcomers: await newcomers.stop(), started, stagedAt, decidedAfterMs: Date.now() - stagedAt };
  } finally {
    clearInterval(follow);
    await newcomers.stop();
  }
}

/**
 * Which visits broke the canary's promise: from outside the share (a bucket at or above the share
 * of the moment, `share` when the visit does not say) and given the candidate. Also how many
 * visits came from outside the share, and how many inside it got the candidate.
 */
export function shareCheck(visits: readonly Visit[], candidate: string, share: number) {
  const shareOf = (v: Visit) => Math.max(share, v.share ?? 0);
  const outside = visits.filter((v) => v.bucket !== null && v.bucket >= shareOf(v));
  const inside = visits.filter((v) => v.bucket !== null && v.bucket < shareOf(v));
  return {
    outside: outside.length,
    outsideGotCandidate: outside.filter((v) => v.build === candidate || v.channel !== 'live'),
    insideGotCandidate: inside.filter((v) => v.build === candidate && v.channel === 'candidate').length,
  };
}
