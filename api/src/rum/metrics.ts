/**
 * The telemetry on /metrics, beside the pipeline's (same registry). Labels are bounded: `area`
 * (the three areas and the shell), `build` (the area's live or candidate build, else `other`:
 * ./live-builds.ts), `route` (the route table's patterns), `metric` (the five vitals) and the
 * beacon `outcome`. Per-route distributions stay in the rollups (`npm run vitals -- --route`): the
 * histograms here are per area and build, which is what the alerts read.
 *
 *   meranti_rum_beacons_total{outcome}              accepted | bot | replay | invalid | too_large | rate_limited | shed
 *   meranti_rum_events_invalid_total                events dropped from an accepted beacon (not a route of the site …)
 *   meranti_rum_page_views_total{area,build,route}
 *   meranti_rum_errors_total{area,build,route}
 *   meranti_rum_vital_seconds{area,build,metric}    LCP, INP, FCP, TTFB (histogram, seconds)
 *   meranti_rum_cls{area,build}                     CLS (histogram)
 *   meranti_rum_flush_failures_total                flushes the telemetry store did not take (kept, tried again)
 */
import { Counter, Histogram, type Registry } from 'prom-client';
import type { LiveBuilds } from './live-builds';
import type { RumEvent } from './schema';

export type BeaconOutcome = 'accepted' | 'bot' | 'replay' | 'invalid' | 'too_large' | 'rate_limited' | 'shed';
const OUTCOMES: readonly BeaconOutcome[] = ['accepted', 'bot', 'replay', 'invalid', 'too_large', 'rate_limited', 'shed'];

export interface RumMetrics {
  beacon(outcome: BeaconOutcome): void;
  invalidEvents(n: number): void;
  event(e: RumEvent): void;
  flushFailed(): void;
}

export function createRumMetrics(registry: Registry, builds: LiveBuilds): RumMetrics {
  const beacons = new Counter({
    name: 'meranti_rum_beacons_total',
    help: 'Telemetry beacons by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  for (const outcome of OUTCOMES) beacons.inc({ outcome }, 0);
  const invalid = new Counter({
    name: 'meranti_rum_events_invalid_total',
    help: 'Events dropped from accepted beacons (not valid on their own)',
    registers: [registry],
  });
  const pageViews = new Counter({
    name: 'meranti_rum_page_views_total',
    help: "Page views visitors' browsers reported",
    labelNames: ['area', 'build', 'route'],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'meranti_rum_errors_total',
    help: "Client errors visitors' browsers reported (uncaught, rejections, React, remote and chunk loads, deferred sections)",
    labelNames: ['area', 'build', 'route'],
    registers: [registry],
  });
  const vitals = new Histogram({
    name: 'meranti_rum_vital_seconds',
    help: "Web vitals visitors' browsers reported (LCP, INP, FCP, TTFB)",
    labelNames: ['area', 'build', 'metric'],
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10],
    registers: [registry],
  });
  const cls = new Histogram({
    name: 'meranti_rum_cls',
    help: "Cumulative layout shift visitors' browsers reported",
    labelNames: ['area', 'build'],
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    registers: [registry],
  });
  const flushFailures = new Counter({
    name: 'meranti_rum_flush_failures_total',
    help: 'Telemetry flushes the store did not take (the rollups are kept and written with the next)',
    registers: [registry],
  });

  // Bound children by label values: no label lookup per event.
  const children = new Map<string, { inc(): void } | { observe(v: number): void }>();
  const child = <T>(key: string, make: () => T): T => {
    let c = children.get(key) as T | undefined;
    if (!c) {
      c = make();
      children.set(key, c as never);
    }
    return c;
  };
  const byOutcome = new Map(OUTCOMES.map((o) => [o, beacons.labels(o)]));

  return {
    beacon: (outcome) => byOutcome.get(outcome)?.inc(),
    invalidEvents: (n) => invalid.inc(n),
    flushFailed: () => flushFailures.inc(),
    event(e) {
      const build = builds.label(e.area, e.build);
      if (e.kind === 'pageview') child(`p|${e.area}|${build}|${e.route}`, () => pageViews.labels(e.area, build, e.route)).inc();
      else if (e.kind === 'error') child(`e|${e.area}|${build}|${e.route}`, () => errors.labels(e.area, build, e.route)).inc();
      else if (e.metric === 'CLS') child(`c|${e.area}|${build}`, () => cls.labels(e.area, build)).observe(e.value);
      else child(`v|${e.area}|${build}|${e.metric}`, () => vitals.labels(e.area, build, e.metric)).observe(e.value / 1000);
    },
  };
}
