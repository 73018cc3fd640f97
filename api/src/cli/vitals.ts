/**
 * `npm run vitals -- [--area resources] [--route /blog/:id] [--since 24h] [--viewport phone] [--json]`:
 * what visitors' browsers reported (ADR 24), per area: the p75 of each web vital and the errors per
 * 1,000 page views, one column per build of the area side by side (the live build first), and the
 * elements behind the values that were not good. Reads the telemetry store of this environment
 * (DATA_DIR/telemetry, or PostgreSQL with DATABASE_URL).
 */

import { AREAS, type RumArea, VITALS, type Vital } from '@meranti/contract/rum-beacon';
import { quantile, THRESHOLDS } from '../rum/histogram';
import { readSiteBuilds } from '../rum/live-builds';
import type { RollupGroup } from '../rum/telemetry-store';
import { parseOptions, runTelemetryCommand, table, when } from './telemetry-cli';

const USAGE = `Usage: npm run vitals -- [--area marketing|resources|contact|shell] [--route <pattern>] [--build <id>]
                        [--since 24h] [--viewport phone|tablet|desktop] [--json]
  p75 of LCP, INP, CLS, FCP and TTFB and errors per 1,000 page views, one column per build of each area`;

type Rating = 'good' | 'needs improvement' | 'poor';
const rate = (metric: Vital, value: number): Rating =>
  value <= THRESHOLDS[metric].good ? 'good' : value <= THRESHOLDS[metric].poor ? 'needs improvement' : 'poor';
const MARK: Record<Rating, string> = { good: '✓', 'needs improvement': '~', poor: '✗' };

export interface BuildColumn {
  build: string;
  channel: string;
  live: boolean;
  pageViews: number;
  errors: number;
  errorsPer1000: number | null;
  vitals: Partial<Record<Vital, { p75: number; count: number; rating: Rating }>>;
}

/** The columns of one area: a build (and channel) each, the live one first, then by page views. */
export function buildColumns(groups: RollupGroup[], live: string | undefined): BuildColumn[] {
  const columns = new Map<string, BuildColumn>();
  for (const g of groups) {
    const key = `${g.build}|${g.channel}`;
    let c = columns.get(key);
    if (!c) {
      c = { build: g.build, channel: g.channel, live: g.build === live, pageViews: 0, errors: 0, errorsPer1000: null, vitals: {} };
      columns.set(key, c);
    }
    if (g.metric === 'pageview') c.pageViews += g.count;
    else if (g.metric === 'error') c.errors += g.count;
    else {
      const p75 = quantile(g.metric, g.buckets ?? [], 0.75);
      if (p75 !== undefined) c.vitals[g.metric] = { p75, count: g.count, rating: rate(g.metric, p75) };
    }
  }
  for (const c of columns.values()) c.errorsPer1000 = c.pageViews > 0 ? (c.errors * 1000) / c.pageViews : null;
  return [...columns.values()].sort((a, b) => Number(b.live) - Number(a.live) || b.pageViews - a.pageViews);
}

const shown = (metric: Vital, v: number) =>
  metric === 'CLS' ? v.toFixed(3) : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`;

await runTelemetryCommand(USAGE, async (store, config) => {
  const options = parseOptions(process.argv.slice(2), ['area', 'route', 'build', 'since', 'viewport'], '24h');
  const { window } = options;
  const [groups, targets] = await Promise.all([store.rollups(window), store.targets(window, { limit: 3 })]);
  const site = readSiteBuilds(config.siteDir);
  const areas = AREAS.filter((a) => (window.area ? a === window.area : groups.some((g) => g.area === a)));
  const report = areas.map((area: RumArea) => ({
    area,
    builds: buildColumns(
      groups.filter((g) => g.area === area),
      site.get(area)?.live,
    ),
  }));

  if (options.json) {
    console.log(
      JSON.stringify(
        { from: when(window.from), to: when(window.to), filters: { ...window, from: undefined, to: undefined }, areas: report, targets },
        null,
        2,
      ),
    );
    return 0;
  }
  const scope = [window.route ?? 'all routes', window.viewport ?? 'all viewports', window.build ? `build ${window.build}` : ''].filter(
    Boolean,
  );
  console.log(`Real-user telemetry since ${when(window.from)} (${options.sinceText}), ${scope.join(', ')} — ${store.description}`);
  if (report.every((r) => r.builds.length === 0)) {
    console.log('No telemetry in this window.');
    return 0;
  }
  for (const { area, builds } of report) {
    if (!builds.length) continue;
    const rows: string[][] = [
      [area, ...builds.map((b) => `${b.build}${b.live ? ' (live)' : ''}${b.channel !== 'live' ? ` [${b.channel}]` : ''}`)],
      ['page views', ...builds.map((b) => String(b.pageViews))],
      ['errors per 1,000 page views', ...builds.map((b) => (b.errorsPer1000 === null ? `${b.errors} errors` : b.errorsPer1000.toFixed(1)))],
      ...VITALS.map((metric) => [
        `${metric} p75`,
        ...builds.map((b) => {
          const v = b.vitals[metric];
          return v ? `${shown(metric, v.p75)} ${MARK[v.rating]} (n=${v.count})` : '—';
        }),
      ]),
    ];
    console.log(`\n${table(rows)}`);
  }
  if (targets.length) {
    console.log('\nElements behind values that were not good (web-vitals attribution), most frequent first:');
    for (const t of targets)
      console.log(`  ${t.metric.padEnd(4)}  ${String(t.count).padStart(5)} ×  mean ${shown(t.metric, t.mean).padStart(8)}  ${t.target}`);
  }
  console.log(`\n✓ good  ~ needs improvement  ✗ poor (web.dev thresholds); p75 from histograms (api/src/rum/histogram.ts)`);
  return 0;
});
