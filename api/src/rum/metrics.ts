/**
 * The telemetry on /metrics, beside the pipeline's (same registry). Labels are bounded: `area`
 * (the three areas and the shell), `build` (the area's live or candidate build, else `other`:
 * ./live-builds.ts), `route` (the route table's patterns), `metric` (the vitals) and the beacon
 * `outcome`. Per-route distributions stay in the rollups (`npm run vitals -- --route`): the
 * histograms here are per area and build, which is what the alerts read.
 *
 *   meranti_rum_beacons_total{outcome}              accepted | bot | replay | invalid | too_large | rate_limited | shed
 *   meranti_rum_events_invalid_total                events dropped from an accepted beacon (not a route of the site …)
 *   meranti_rum_page_views_total{area,build,route}
 *   meranti_rum_errors_total{area,build,route}
 *   meranti_rum_vital_seconds{area,build,metric}    LCP, INP, FCP, TTFB (histogram, seconds)
 *   meranti_rum_cls{area,build}                     CLS (histogram)
 *   meranti_rum_flush_failures_total                flushes the telemetry store did not take (kept, tried again)
 *
 * Counted per event, thousands of times a second: in plain maps (a key, an increment), written out
 * in the text format when scraped — prom-client's own metrics validate and hash their labels on
 * every increment, which cost more than the rest of a beacon's handling.
 */

import type { RumEvent } from '@meranti/contract/rum-beacon';
import type { Registry } from 'prom-client';
import type { LiveBuilds } from './live-builds';

export type BeaconOutcome = 'accepted' | 'bot' | 'replay' | 'invalid' | 'too_large' | 'rate_limited' | 'shed';
const OUTCOMES: readonly BeaconOutcome[] = ['accepted', 'bot', 'replay', 'invalid', 'too_large', 'rate_limited', 'shed'];

export interface RumMetrics {
  beacon(outcome: BeaconOutcome): void;
  invalidEvents(n: number): void;
  event(e: RumEvent): void;
  flushFailed(): void;
}

type Labels = Record<string, string>;
interface Value {
  labels: Labels;
  value: number;
  metricName?: string;
}

/** A counter (or several, by label values) in a map, as prom-client's registry writes any metric that has `get()`. */
class Counts {
  readonly type = 'counter';
  readonly aggregator = 'sum';
  private series = new Map<string, { labels: Labels; value: number }>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly string[],
  ) {}

  inc(values: readonly string[], by = 1): void {
    const key = values.join('\u0001');
    const s = this.series.get(key);
    if (s) s.value += by;
    else this.series.set(key, { labels: Object.fromEntries(this.labelNames.map((n, i) => [n, values[i] as string])), value: by });
  }

  get() {
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values: [...this.series.values()] as Value[] };
  }
}

/** A histogram by label values: cumulative `le` buckets, `_sum` and `_count` when scraped. */
class Buckets {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly string[],
    private readonly bounds: readonly number[],
  ) {}

  observe(values: readonly string[], value: number): void {
    const key = values.join('\u0001');
    let s = this.series.get(key);
    if (!s) {
      s = {
        labels: Object.fromEntries(this.labelNames.map((n, i) => [n, values[i] as string])),
        counts: new Array<number>(this.bounds.length).fill(0),
        sum: 0,
        count: 0,
      };
      this.series.set(key, s);
    }
    s.sum += value;
    s.count++;
    const i = this.bounds.findIndex((b) => value <= b);
    if (i >= 0) s.counts[i] = (s.counts[i] as number) + 1;
  }

  get() {
    const values: Value[] = [];
    for (const s of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((le, i) => {
        cumulative += s.counts[i] as number;
        values.push({ labels: { le: String(le), ...s.labels }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...s.labels }, value: s.count, metricName: `${this.name}_bucket` });
      values.push({ labels: s.labels, value: s.sum, metricName: `${this.name}_sum` });
      values.push({ labels: s.labels, value: s.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}

export function createRumMetrics(registry: Registry, builds: LiveBuilds): RumMetrics {
  const beacons = new Counts('meranti_rum_beacons_total', 'Telemetry beacons by outcome', ['outcome']);
  for (const outcome of OUTCOMES) beacons.inc([outcome], 0);
  const invalid = new Counts('meranti_rum_events_invalid_total', 'Events dropped from accepted beacons (not valid on their own)', []);
  invalid.inc([], 0);
  const pageViews = new Counts('meranti_rum_page_views_total', "Page views visitors' browsers reported", ['area', 'build', 'route']);
  const errors = new Counts(
    'meranti_rum_errors_total',
    "Client errors visitors' browsers reported (uncaught, rejections, React, remote and chunk loads, deferred sections)",
    ['area', 'build', 'route'],
  );
  const vitals = new Buckets(
    'meranti_rum_vital_seconds',
    "Web vitals visitors' browsers reported (LCP, INP, FCP, TTFB)",
    ['area', 'build', 'metric'],
    [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10],
  );
  const cls = new Buckets(
    'meranti_rum_cls',
    "Cumulative layout shift visitors' browsers reported",
    ['area', 'build'],
    [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  );
  const flushFailures = new Counts(
    'meranti_rum_flush_failures_total',
    'Telemetry flushes the store did not take (the rollups are kept and written with the next)',
    [],
  );
  flushFailures.inc([], 0);
  for (const metric of [beacons, invalid, pageViews, errors, vitals, cls, flushFailures]) registry.registerMetric(metric as never);

  return {
    beacon: (outcome) => beacons.inc([outcome]),
    invalidEvents: (n) => invalid.inc([], n),
    flushFailed: () => flushFailures.inc([]),
    event(e) {
      const build = builds.label(e.area, e.build);
      if (e.kind === 'pageview') pageViews.inc([e.area, build, e.route]);
      else if (e.kind === 'error') errors.inc([e.area, build, e.route]);
      else if (e.metric === 'CLS') cls.observe([e.area, build], e.value);
      else vitals.observe([e.area, build, e.metric], e.value / 1000);
    },
  };
}
