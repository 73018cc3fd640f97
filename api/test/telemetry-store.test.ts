/**
 * The telemetry store behind its interface (ADR 24): on PostgreSQL, two instances flushing the same
 * minute add up, the window's counts and histograms per (area, build, channel) come in one call,
 * and retention forgets what is past it; the operator commands read either store —
 * `npm run vitals` side by side per build, `npm run errors` with the stack mapped to the source
 * file and line through the build's source map.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BeaconInput, RumEvent } from '@meranti/contract/rum-beacon';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config/env';
import { quantile } from '../src/rum/histogram';
import { API_DIR, closeAfterEach, createTestDatabase, REPO_DIR, sql, startApp, startPgApp, type TestApp, tmpDir } from './helpers';

const track = closeAfterEach();
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const live = { route: '/resources/calculators', area: 'resources', build: 'live00build1', channel: 'live' } as const;
const canary = { ...live, build: 'cand00build2', channel: 'candidate' } as const;
const rum = { ...defaultConfig().rum, shedLagMs: 0, flushMs: 600_000 };

const send = (app: Pick<TestApp, 'post'>, events: RumEvent[]) =>
  app.post(
    '/api/rum',
    JSON.stringify({
      v: 1,
      id: randomBytes(12).toString('base64url'),
      sentAt: Date.now(),
      shell: 'shell0build1',
      connection: 'unknown',
      viewport: 'desktop',
      events,
    } satisfies BeaconInput),
    { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
  );

/** `npm run vitals|errors -- <args>` (the scripts, run directly) in this environment. */
async function cli(name: 'vitals' | 'errors', env: Record<string, string>, ...args: string[]) {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(API_DIR, `src/cli/${name}.ts`), ...args], {
    cwd: REPO_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return stdout;
}

describe('PostgreSQL', () => {
  it('two instances flushing the same minute add up; one call gives each build and channel its counts and histograms', async () => {
    const databaseUrl = await createTestDatabase();
    const a = track(await startPgApp(databaseUrl, { instanceId: 'api-a', rum }));
    const b = track(await startPgApp(databaseUrl, { instanceId: 'api-b', rum }));
    for (const app of [a, b])
      await send(app, [
        { kind: 'pageview', ...live },
        { kind: 'vital', ...live, metric: 'INP', value: 120 },
        {
          kind: 'error',
          ...live,
          type: 'uncaught',
          message: 'boom',
          stack: 'at calc (http://x/mfe/resources/live00build1/assets/c-Ab12Cd34.js:1:10)',
        },
      ]);
    await send(b, [
      { kind: 'pageview', ...canary },
      { kind: 'vital', ...canary, metric: 'INP', value: 480, target: 'button.calculate' },
    ]);
    await Promise.all([a.meranti.telemetry.flush(), b.meranti.telemetry.flush()]);

    const window = { from: Date.now() - 600_000, to: Date.now() + 60_000, area: 'resources' as const };
    const groups = await a.meranti.telemetry.store.rollups(window);
    const find = (build: string, metric: string) => groups.find((g) => g.build === build && g.metric === metric);
    expect(find('live00build1', 'pageview')).toMatchObject({ channel: 'live', count: 2 });
    expect(find('live00build1', 'error')?.count).toBe(2);
    expect(find('live00build1', 'INP')).toMatchObject({ count: 2, sum: 240 });
    expect(quantile('INP', find('live00build1', 'INP')?.buckets ?? [], 0.75)).toBeLessThanOrEqual(150);
    expect(find('cand00build2', 'pageview')).toMatchObject({ channel: 'candidate', count: 1 });
    expect(quantile('INP', find('cand00build2', 'INP')?.buckets ?? [], 0.75)).toBeGreaterThan(400);
    // By route, and only the candidate.
    expect(await a.meranti.telemetry.store.rollups({ ...window, channel: 'candidate' }, { byRoute: true })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ build: 'cand00build2', route: '/resources/calculators', metric: 'INP', count: 1 }),
      ]),
    );
    const [error] = await b.meranti.telemetry.store.errorGroups(window);
    expect(error).toMatchObject({ count: 2, builds: [{ build: 'live00build1', count: 2 }], message: 'boom' });
    expect(await b.meranti.telemetry.store.targets(window)).toEqual([{ metric: 'INP', target: 'button.calculate', count: 1, mean: 480 }]);

    // The operator's view, from the database.
    const vitals = JSON.parse(
      await cli('vitals', { DATABASE_URL: databaseUrl, SITE_DIR: tmpDir('site') }, '--area', 'resources', '--since', '1h', '--json'),
    );
    const builds = vitals.areas[0].builds as { build: string; pageViews: number; errorsPer1000: number }[];
    expect(builds.map((x) => [x.build, x.pageViews, x.errorsPer1000])).toEqual([
      ['live00build1', 2, 1000],
      ['cand00build2', 1, 0],
    ]);

    // Retention: rows older than the window go.
    await sql(databaseUrl, "UPDATE meranti.rum_rollups SET minute = minute - interval '31 days' WHERE build = 'cand00build2'");
    expect(await a.meranti.telemetry.purge()).toBeGreaterThan(0);
    expect((await sql(databaseUrl, "SELECT count(*)::int AS n FROM meranti.rum_rollups WHERE build = 'cand00build2'"))[0]?.n).toBe(0);
    expect(
      (await sql(databaseUrl, "SELECT count(*)::int AS n FROM meranti.rum_rollups WHERE build = 'live00build1'"))[0]?.n,
    ).toBeGreaterThan(0);
  });
});

describe('npm run errors', () => {
  it("maps a stack to the source file and line through that build's source map, kept beside its Node build", async () => {
    const dataDir = tmpDir('data');
    const ssrDir = tmpDir('ssr');
    // A build's minified chunk, and its map as the build keeps it (SSR_DIR/<area>/<build>/client-maps/).
    const map = new SourceMapGenerator({ file: 'Calculators-Ab12Cd34.js' });
    map.addMapping({
      generated: { line: 1, column: 4711 },
      original: { line: 42, column: 8 },
      source: 'mfe-resources/src/pages/calculators/roi.ts',
      name: 'paybackMonths',
    });
    map.setSourceContent(
      'mfe-resources/src/pages/calculators/roi.ts',
      `${'\n'.repeat(41)}  if (!(savings > 0)) throw new RangeError('savings must be positive');\n`,
    );
    const mapsDir = path.join(ssrDir, 'resources', 'live00build1', 'client-maps', 'assets');
    await fs.mkdir(mapsDir, { recursive: true });
    await fs.writeFile(path.join(mapsDir, 'Calculators-Ab12Cd34.js.map'), map.toString());

    const a = track(await startApp({ dataDir, rum }));
    await send(a, [
      {
        kind: 'error',
        ...live,
        type: 'window',
        message: 'RangeError: savings must be positive',
        stack:
          'paybackMonths@http://127.0.0.1:3000/mfe/resources/live00build1/assets/Calculators-Ab12Cd34.js:1:4712\nonChange@http://127.0.0.1:3000/mfe/resources/live00build1/assets/Calculators-Ab12Cd34.js:1:9',
      },
    ]);
    await a.meranti.telemetry.flush();

    const env = { DATA_DIR: dataDir, SSR_DIR: ssrDir };
    const text = await cli('errors', env, '--area', 'resources');
    expect(text).toContain('RangeError: savings must be positive');
    expect(text).toContain('builds: live00build1 (1)');
    expect(text).toContain(
      "at mfe-resources/src/pages/calculators/roi.ts:42:9  if (!(savings > 0)) throw new RangeError('savings must be positive');",
    );
    // The frame without a map entry as the browser wrote it.
    expect(text).toContain('at onChange (http://127.0.0.1:3000/mfe/resources/live00build1/assets/Calculators-Ab12Cd34.js:1:9)');
    const json = JSON.parse(await cli('errors', env, '--build', 'live00build1', '--json'));
    expect(json.errors[0].sample.frames[0].source).toMatchObject({ file: 'mfe-resources/src/pages/calculators/roi.ts', line: 42 });
    // Another build's errors: none.
    expect(await a.meranti.telemetry.store.errorGroups({ from: 0, to: Date.now() + 60_000, build: 'cand00build2' })).toEqual([]);
  });
});
