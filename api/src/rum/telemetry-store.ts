/**
 * Where telemetry rollups live: the seam between the telemetry service (and `npm run vitals`,
 * `npm run errors`, and the canary judge) and its storage. Two implementations, as for
 * submissions:
 *   - FileTelemetryStore (rum/file-store.ts): day files under DATA_DIR/telemetry — the embedded default;
 *   - PgTelemetryStore (postgres/telemetry-store.ts): tables in PostgreSQL, shared by every
 *     instance — when DATABASE_URL is set.
 *
 * What is stored is already aggregated: per minute and per (route pattern, area, build, channel,
 * viewport class, connection class, metric) a count, a sum and, for a vital, its histogram; per
 * minute and error fingerprint a count; and per fingerprint and build one sample (message, stack,
 * first and last seen). Raw events never reach a store (ADR 24). Writes add up: several instances,
 * or several flushes of one minute, write the same key and the counts are summed.
 */
import type { Channel, Connection, ErrorType, RumArea, RumMetric, Viewport, Vital } from '@meranti/contract/rum-beacon';

/** One rollup cell: `minute` is the epoch ms of the minute's start. */
export interface RollupCell {
  minute: number;
  route: string;
  area: RumArea;
  build: string;
  channel: Channel;
  viewport: Viewport;
  connection: Connection;
  metric: RumMetric;
  count: number;
  /** Sum of the values (vitals: ms, CLS unitless); 0 for page views and errors. */
  sum: number;
  /** Vitals only: the histogram (histogram.ts bounds). */
  buckets?: number[];
}

/** How often one error fingerprint occurred in one minute, on one build and route. */
export interface ErrorCount {
  minute: number;
  fingerprint: string;
  area: RumArea;
  build: string;
  channel: Channel;
  route: string;
  count: number;
}

/** One example of an error fingerprint on one build: what `npm run errors` maps to sources. */
export interface ErrorSample {
  fingerprint: string;
  build: string;
  area: RumArea;
  type: ErrorType;
  /** Scrubbed (privacy.ts). */
  message: string;
  stack: string | undefined;
  route: string;
  firstSeen: number;
  lastSeen: number;
  count: number;
}

/**
 * web-vitals' attribution of the values that were not "good" (histogram.ts THRESHOLDS): which
 * element was the LCP, which the INP target, which shifted most — per minute, page and build.
 */
export interface TargetCount {
  minute: number;
  area: RumArea;
  build: string;
  channel: Channel;
  route: string;
  metric: Vital;
  /** A selector (web-vitals' attribution), scrubbed. */
  target: string;
  count: number;
  /** Sum of the values. */
  sum: number;
}

/** One flush of the aggregator. */
export interface TelemetryBatch {
  cells: RollupCell[];
  errors: ErrorCount[];
  samples: ErrorSample[];
  targets: TargetCount[];
}

/** A time window [from, to) (epoch ms) and optional filters. */
export interface TelemetryWindow {
  from: number;
  to: number;
  area?: RumArea | undefined;
  route?: string | undefined;
  build?: string | undefined;
  channel?: Channel | undefined;
  viewport?: Viewport | undefined;
  connection?: Connection | undefined;
}

/** Counts and histograms of one (area, build, channel, metric) — and route, when asked by route — over a window. */
export interface RollupGroup {
  area: RumArea;
  build: string;
  channel: Channel;
  /** Only with `byRoute`. */
  route?: string;
  metric: RumMetric;
  count: number;
  sum: number;
  buckets?: number[];
}

export interface ErrorGroup {
  fingerprint: string;
  area: RumArea;
  type: ErrorType;
  message: string;
  /** Occurrences in the window. */
  count: number;
  /** Over everything kept (30 days): when it was first and last seen, on any build. */
  firstSeen: number;
  lastSeen: number;
  /** Occurrences in the window, per build, most first. */
  builds: { build: string; count: number }[];
  routes: string[];
  /** One sample per build (the stack to map with that build's source maps). */
  samples: ErrorSample[];
}

/** A vital's element or target that was slow or shifting, summed over a window. */
export interface TargetGroup {
  metric: Vital;
  target: string;
  count: number;
  /** Mean of its values (ms; CLS unitless). */
  mean: number;
}

export interface TelemetryStore {
  /** Where it is kept, in words. */
  readonly description: string;
  /** Adds a flush to what is stored (counts add up with what is there for the same keys). */
  write(batch: TelemetryBatch): Promise<void>;
  /**
   * Counts, sums and histograms per (area, build, channel, metric) — plus route with `byRoute` —
   * over the window: one call answers "how does this build do against that one over these minutes".
   */
  rollups(window: TelemetryWindow, options?: { byRoute?: boolean }): Promise<RollupGroup[]>;
  /** Error fingerprints seen in the window, most frequent first (at most `limit`). */
  errorGroups(window: TelemetryWindow, options?: { limit?: number }): Promise<ErrorGroup[]>;
  /** The elements behind vitals that were not good, most frequent first per metric (at most `limit` per metric). */
  targets(window: TelemetryWindow, options?: { limit?: number }): Promise<TargetGroup[]>;
  /** Forgets everything older than `before` (epoch ms); how many records (rows or files' lines) went. */
  purge(before: number): Promise<number>;
  close(): Promise<void>;
}

/** How long telemetry is kept (README "Watching production"; RUM_RETENTION_DAYS). */
export const DEFAULT_RETENTION_DAYS = 30;

/** The key of a cell without its minute's values: for grouping. */
export const groupKey = (c: Pick<RollupCell, 'area' | 'build' | 'channel' | 'metric'> & { route?: string }, byRoute: boolean) =>
  `${c.area}|${c.build}|${c.channel}|${c.metric}${byRoute ? `|${c.route}` : ''}`;

/** Whether a cell (or error count) is inside the window and its filters. */
export function inWindow(
  c: Omit<RollupCell, 'metric' | 'count' | 'sum' | 'viewport' | 'connection'> & Partial<RollupCell>,
  w: TelemetryWindow,
) {
  return (
    c.minute >= w.from &&
    c.minute < w.to &&
    (w.area === undefined || c.area === w.area) &&
    (w.route === undefined || c.route === w.route) &&
    (w.build === undefined || c.build === w.build) &&
    (w.channel === undefined || c.channel === w.channel) &&
    (w.viewport === undefined || c.viewport === undefined || c.viewport === w.viewport) &&
    (w.connection === undefined || c.connection === undefined || c.connection === w.connection)
  );
}
