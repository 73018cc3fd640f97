/**
 * POST /api/rum (ADR 24) against the real app on files: beacons become per-minute rollups in
 * DATA_DIR/telemetry and metrics on /metrics; nothing personal is kept (an e-mail-shaped string is
 * stripped, or its event refused); bots and replays are dropped; the endpoint's own limits (size,
 * per client) hold and never touch the enquiry endpoints' limit; retention is 30 days.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { BeaconInput, RumEvent } from '@meranti/contract/rum-beacon';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config/env';
import { FileTelemetryStore } from '../src/rum/file-store';
import { quantile } from '../src/rum/histogram';
import { liveBuilds, readSiteBuilds } from '../src/rum/live-builds';
import { closeAfterEach, minimalEnquiry, startApp, type TestApp, tmpDir, waitFor } from './helpers';

const track = closeAfterEach();

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const page = { route: '/blog/:id', area: 'resources', build: 'abc123def456', channel: 'live' } as const;

const beacon = (events: RumEvent[], overrides: Partial<BeaconInput> = {}): BeaconInput => ({
  v: 1,
  id: randomBytes(12).toString('base64url'),
  sentAt: Date.now(),
  shell: 'shell0build1',
  connection: '4g',
  viewport: 'phone',
  events,
  ...overrides,
});

/** POST a beacon as sendBeacon does: a JSON string, text/plain. */
const send = (app: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  app.post('/api/rum', typeof body === 'string' ? body : JSON.stringify(body), {
    'content-type': 'text/plain;charset=UTF-8',
    'user-agent': BROWSER,
    ...headers,
  });

const rum = (overrides: Partial<ReturnType<typeof defaultConfig>['rum']> = {}) => ({
  ...defaultConfig().rum,
  shedLagMs: 0,
  flushMs: 600_000,
  ...overrides,
});

async function app(options: Parameters<typeof startApp>[0] = {}) {
  return track(await startApp({ rum: rum(), ...options }));
}

const window = () => ({ from: Date.now() - 3_600_000, to: Date.now() + 60_000 });

/** Every file the telemetry store wrote, as text. */
async function storedText(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'telemetry');
  const names = await fs.readdir(dir);
  return (await Promise.all(names.map((n) => fs.readFile(path.join(dir, n), 'utf8')))).join('\n');
}

describe('POST /api/rum', () => {
  it('counts page views, vitals and errors into per-minute rollups, kept as counts and histograms', async () => {
    const a = await app();
    const lcps = [1200, 1900, 2400, 3100];
    const res = await send(
      a,
      beacon([
        { kind: 'pageview', ...page },
        ...lcps.map((value) => ({ kind: 'vital' as const, ...page, metric: 'LCP' as const, value, target: 'main > h1' })),
        { kind: 'vital', ...page, metric: 'CLS', value: 0.02 },
        {
          kind: 'error',
          ...page,
          type: 'window',
          message: 'TypeError: x is undefined',
          stack: 'f@http://127.0.0.1/mfe/resources/abc123def456/assets/Blog-AbCd1234.js:1:200',
        },
      ]),
    );
    expect(res.status).toBe(204);
    await a.meranti.telemetry.flush();

    const groups = await a.meranti.telemetry.store.rollups({ ...window(), area: 'resources' });
    const of = (metric: string) => groups.find((g) => g.metric === metric);
    expect(of('pageview')).toMatchObject({ build: 'abc123def456', channel: 'live', count: 1 });
    expect(of('error')).toMatchObject({ count: 1 });
    const lcp = of('LCP');
    expect(lcp?.count).toBe(4);
    expect(lcp?.sum).toBe(lcps.reduce((x, y) => x + y));
    // p75 of 1200, 1900, 2400, 3100 falls in the 2000–2500 bucket.
    const p75 = quantile('LCP', lcp?.buckets ?? [], 0.75) ?? 0;
    expect(p75).toBeGreaterThan(2000);
    expect(p75).toBeLessThanOrEqual(2500);

    const [error] = await a.meranti.telemetry.store.errorGroups(window());
    expect(error).toMatchObject({
      area: 'resources',
      type: 'window',
      count: 1,
      builds: [{ build: 'abc123def456', count: 1 }],
      routes: ['/blog/:id'],
    });
    expect(error?.samples[0]?.stack).toContain('Blog-AbCd1234.js:1:200');

    // The LCP element of the values that were not good (over 2.5 s): one of four.
    expect(await a.meranti.telemetry.store.targets(window())).toEqual([{ metric: 'LCP', target: 'main > h1', count: 1, mean: 3100 }]);

    // Nothing but aggregates on disk: no user agent, no beacon id, no address.
    const stored = await storedText(a.dataDir);
    expect(stored).not.toContain('iPhone');
    expect(stored).not.toContain('127.0.0.1"');
  });

  it('keeps no personal data: e-mail-shaped strings are stripped from texts, and an event carrying one where a pattern belongs is refused', async () => {
    const a = await app();
    const email = 'wei.ling.tan@lioncity-apparel.example';
    const res = await send(
      a,
      beacon([
        {
          kind: 'error',
          ...page,
          type: 'rejection',
          message: `Invalid address ${email} for +65 9123 4567`,
          stack: `Error: ${email}\n    at submit (http://127.0.0.1/assets/shell-Ab12Cd34.js:1:99)`,
        },
        { kind: 'vital', ...page, metric: 'INP', value: 640, target: `input[value="${email}"]` },
        { kind: 'pageview', ...page, route: `/contact?email=${email}` } as unknown as RumEvent,
        { kind: 'pageview', ...page, build: email } as unknown as RumEvent,
      ]),
    );
    expect(res.status).toBe(204);
    await a.meranti.telemetry.flush();

    const stored = await storedText(a.dataDir);
    expect(stored).not.toContain(email);
    expect(stored).not.toMatch(/@lioncity/);
    expect(stored).not.toContain('9123');
    expect(stored).toContain('Invalid address [email] for [number]');
    // The two page views with an address where a route pattern or a build id belongs were not counted.
    const groups = await a.meranti.telemetry.store.rollups(window());
    expect(groups.find((g) => g.metric === 'pageview')).toBeUndefined();
    const metrics = await (await fetch(`${a.url}/metrics`)).text();
    expect(metrics).toMatch(/^meranti_rum_events_invalid_total 2$/m);
  });

  it('keeps the build id and content hash of our own files in a stack, digits and all (else its source maps are not found)', async () => {
    const a = await app();
    // A build id and a file hash that hold seven digits in a row, as some do.
    const frame = 'http://127.0.0.1/mfe/resources/b3a1234567c0/assets/BlogIndexPage-1234567A.js:1:4711';
    await send(
      a,
      beacon([{ kind: 'error', ...page, type: 'window', message: 'Call +65 9123 4567 now', stack: `Error\n    at f (${frame})` }]),
    );
    await a.meranti.telemetry.flush();
    const stored = await storedText(a.dataDir);
    expect(stored).toContain(frame);
    expect(stored).toContain('Call [number] now');
  });

  it('drops bots and replays, answering 204 and counting nothing', async () => {
    const a = await app();
    const view = beacon([{ kind: 'pageview', ...page }]);
    expect((await send(a, view, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).status).toBe(
      204,
    );
    expect((await send(a, beacon([{ kind: 'pageview', ...page }]), { 'user-agent': 'Mozilla/5.0 (Linux) Chrome-Lighthouse' })).status).toBe(
      204,
    );
    expect((await send(a, view)).status).toBe(204);
    expect((await send(a, view)).status).toBe(204); // the same beacon again: a replay
    // A beacon sent (by its own clock) two days ago: a replay of old traffic.
    expect((await send(a, beacon([{ kind: 'pageview', ...page }], { sentAt: Date.now() - 2 * 86_400_000 }))).status).toBe(204);
    await a.meranti.telemetry.flush();
    const groups = await a.meranti.telemetry.store.rollups(window());
    expect(groups.find((g) => g.metric === 'pageview')?.count).toBe(1);
    const metrics = await (await fetch(`${a.url}/metrics`)).text();
    expect(metrics).toMatch(/^meranti_rum_beacons_total\{outcome="bot"\} 2$/m);
    expect(metrics).toMatch(/^meranti_rum_beacons_total\{outcome="replay"\} 2$/m);
    expect(metrics).toMatch(/^meranti_rum_beacons_total\{outcome="accepted"\} 1$/m);
  });

  it('refuses what is not a beacon: too large (413), not JSON (400), wrong envelope (400), wrong type (415), another site (403)', async () => {
    const a = await app({ rum: rum({ maxBytes: 2048 }) });
    const big = beacon([{ kind: 'error', ...page, type: 'window', message: 'x'.repeat(400), stack: 'y'.repeat(3000) }]);
    expect((await send(a, big)).status).toBe(413);
    expect((await send(a, '{"v":1,')).status).toBe(400);
    expect((await send(a, { ...beacon([{ kind: 'pageview', ...page }]), v: 2 })).status).toBe(400);
    expect((await send(a, beacon([]))).status).toBe(400);
    expect((await send(a, beacon([{ kind: 'pageview', ...page }]), { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(
      415,
    );
    expect(
      (await send(a, beacon([{ kind: 'pageview', ...page }]), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
    const get = await fetch(`${a.url}/api/rum`);
    expect(get.status).toBe(405);
  });

  it('has its own per-client limit (429), which leaves the enquiry endpoints alone', async () => {
    const a = await app({ rum: rum({ perClientPerMinute: 6, perClientBurst: 3 }), rateLimitPerMinute: 10, rateLimitBurst: 10 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(a, beacon([{ kind: 'pageview', ...page }]))).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    // The same client's enquiry still goes through: beacons never use up the form's allowance.
    expect((await a.post('/api/contact', minimalEnquiry())).status).toBe(200);
  });

  describe('enquiries go first', () => {
    /** An enquiry whose body has only begun to arrive: in flight until `finish()`; `answered` is its status. */
    function enquiryInFlight(a: TestApp) {
      const body = JSON.stringify(minimalEnquiry());
      const req = http.request(`${a.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise<number>((resolve, reject) => {
        req.once('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.once('error', reject);
      });
      req.write(body.slice(0, 10));
      return { answered, finish: () => req.end(body.slice(10)) };
    }
    /** Resolves once the app counts a submission in flight (its first bytes have reached the app). */
    const arrived = (a: TestApp) =>
      waitFor(async () => (await (await fetch(`${a.url}/metrics`)).text()).includes('meranti_submissions_in_flight 1'), {
        what: 'the enquiry in flight',
      });

    it('a beacon that comes while an enquiry is in flight is taken after the enquiry is answered', async () => {
      // A wait longer than the test's steps take on a busy machine.
      const a = await app({ rum: rum({ waitForEnquiriesMs: 10_000 }) });
      const enquiry = enquiryInFlight(a);
      await arrived(a);
      const order: string[] = [];
      const beaconDone = send(a, beacon([{ kind: 'pageview', ...page }])).then((res) => {
        order.push('beacon');
        return res.status;
      });
      const enquiryDone = enquiry.answered.then((status) => {
        order.push('enquiry');
        return status;
      });
      await waitFor(async () => (await (await fetch(`${a.url}/metrics`)).text()).includes('meranti_rum_beacons_waiting 1'), {
        what: 'the beacon waiting',
      });
      expect(order).toEqual([]);
      enquiry.finish();
      expect(await enquiryDone).toBe(200);
      expect(await beaconDone).toBe(204);
      expect(order).toEqual(['enquiry', 'beacon']);
      expect(await (await fetch(`${a.url}/metrics`)).text()).toContain('meranti_rum_beacons_waiting 0');
      await a.meranti.telemetry.flush();
      expect(await storedText(a.dataDir)).toContain('"metric":"pageview"');
    });

    it('a beacon waits RUM_WAIT_FOR_ENQUIRIES_MS at most (250 ms by default): an enquiry that never finishes does not hold it', async () => {
      const a = await app();
      expect(a.meranti.config.rum.waitForEnquiriesMs).toBe(250);
      const enquiry = enquiryInFlight(a);
      await arrived(a);
      expect((await send(a, beacon([{ kind: 'pageview', ...page }]))).status).toBe(204);
      enquiry.finish();
      expect(await enquiry.answered).toBe(200);
    });
  });

  it('labels metrics with the live build, anything else as "other", and bounds routes to the table', async () => {
    const siteDir = tmpDir('site');
    await fs.writeFile(path.join(siteDir, 'remotes.json'), JSON.stringify({ resources: { buildId: 'abc123def456', entry: '/x' } }));
    const a = await app({ siteDir });
    await send(
      a,
      beacon([
        { kind: 'pageview', ...page },
        { kind: 'pageview', ...page, build: 'old000build0' },
        { kind: 'vital', ...page, metric: 'LCP', value: 1800 },
        { kind: 'error', ...page, type: 'chunk-load', message: 'Failed to fetch dynamically imported module' },
      ]),
    );
    const metrics = await (await fetch(`${a.url}/metrics`)).text();
    expect(metrics).toContain('meranti_rum_page_views_total{area="resources",build="abc123def456",route="/blog/:id"} 1');
    expect(metrics).toContain('meranti_rum_page_views_total{area="resources",build="other",route="/blog/:id"} 1');
    expect(metrics).toContain('meranti_rum_errors_total{area="resources",build="abc123def456",route="/blog/:id"} 1');
    expect(metrics).toContain('meranti_rum_vital_seconds_bucket{le="1.8",area="resources",build="abc123def456",metric="LCP"} 1');
    expect(metrics).toMatch(/^meranti_data_dir_free_bytes \d+/m);
  });

  it('labels a staged candidate build (_candidates.json) with its own id, and nothing once it is withdrawn', async () => {
    const siteDir = tmpDir('site');
    await fs.writeFile(path.join(siteDir, 'remotes.json'), JSON.stringify({ resources: { buildId: 'abc123def456', entry: '/x' } }));
    const candidates = path.join(siteDir, '_candidates.json');
    const candidate = {
      buildId: 'cafe00000001',
      entry: '/mfe/resources/cafe00000001/remoteEntry.js',
      live: 'abc123def456',
      mode: 'canary',
      pages: '_candidates/resources/cafe00000001',
      share: 5,
      stages: [5, 50, 100],
      stage: 0,
      since: '2026-11-29T10:00:00.000Z',
      stageSince: '2026-11-29T10:00:00.000Z',
      by: 'ci-resources',
    };
    await fs.writeFile(candidates, JSON.stringify({ version: 1, candidates: { resources: candidate } }));
    expect(readSiteBuilds(siteDir).get('resources')).toEqual({ live: 'abc123def456', candidate: 'cafe00000001' });
    let now = 0;
    const builds = liveBuilds(siteDir, () => now);
    expect(builds.label('resources', 'cafe00000001')).toBe('cafe00000001');
    expect(builds.label('resources', 'abc123def456')).toBe('abc123def456');
    expect(builds.label('contact', 'cafe00000001')).toBe('other');
    // remotes.json's own fields never name a candidate.
    await fs.writeFile(
      path.join(siteDir, 'remotes.json'),
      JSON.stringify({ resources: { buildId: 'abc123def456', entry: '/x', candidate: { buildId: 'beef00000002' } } }),
    );
    await fs.writeFile(candidates, JSON.stringify({ version: 1, candidates: {} }));
    now += 60_000;
    expect(builds.label('resources', 'cafe00000001')).toBe('other');
    expect(builds.label('resources', 'beef00000002')).toBe('other');
    expect(readSiteBuilds(siteDir).get('resources')).toEqual({ live: 'abc123def456' });
  });
});

describe('retention', () => {
  it('keeps telemetry 30 days by default: older day files and samples are forgotten, newer ones kept', async () => {
    expect(defaultConfig().rum.retentionMs).toBe(30 * 86_400_000);
    const store = new FileTelemetryStore(path.join(tmpDir('telemetry'), 'telemetry'));
    const day = 86_400_000;
    const now = Date.parse('2026-11-27T12:00:00Z');
    const cell = (minute: number) =>
      ({ minute, ...page, viewport: 'phone', connection: '4g', metric: 'pageview', count: 1, sum: 0 }) as const;
    const sample = (at: number, fingerprint: string) =>
      ({
        fingerprint,
        build: page.build,
        area: page.area,
        type: 'window',
        message: 'm',
        stack: undefined,
        route: page.route,
        firstSeen: at,
        lastSeen: at,
        count: 1,
      }) as const;
    for (const age of [40, 31, 29, 1]) {
      const at = now - age * day;
      await store.write({ cells: [cell(at)], errors: [], samples: [sample(at, `fp-${age}`)], targets: [] });
    }
    await store.purge(now - defaultConfig().rum.retentionMs);
    const left = await store.rollups({ from: 0, to: now });
    expect(left.find((g) => g.metric === 'pageview')?.count).toBe(2);
    const files = await fs.readdir(store.dir);
    expect(files.filter((f) => f.startsWith('rollups-')).sort()).toEqual(['rollups-2026-10-29.ndjson', 'rollups-2026-11-26.ndjson']);
    const samples = JSON.parse(await fs.readFile(path.join(store.dir, 'error-samples.json'), 'utf8')) as { fingerprint: string }[];
    expect(samples.map((s) => s.fingerprint).sort()).toEqual(['fp-1', 'fp-29']);
  });
});
