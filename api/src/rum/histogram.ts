/**
 * The vitals' distributions, kept as fixed-bucket histograms: one count per bucket, so rollups of
 * any number of minutes, routes or instances add up bucket by bucket, and a percentile is read
 * from the sums (linear within its bucket, as Prometheus' histogram_quantile does). The bounds
 * are tight around each vital's "good" and "poor" thresholds (web.dev), where decisions are made.
 */
import type { RumMetric, Vital } from '@meranti/contract/rum-beacon';

/** Upper bounds (inclusive) of the buckets, in milliseconds; the last bucket is everything above. */
const TIME_BOUNDS = [
  50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000,
  20000, 30000,
] as const;
/** CLS (unitless). */
const CLS_BOUNDS = [0.01, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2] as const;

export const BOUNDS: Readonly<Record<Vital, readonly number[]>> = {
  LCP: TIME_BOUNDS,
  INP: TIME_BOUNDS,
  FCP: TIME_BOUNDS,
  TTFB: TIME_BOUNDS,
  CLS: CLS_BOUNDS,
};

/** web.dev's thresholds: at or under `good` is good, over `poor` is poor (ms; CLS unitless). */
export const THRESHOLDS: Readonly<Record<Vital, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export const isVital = (metric: RumMetric): metric is Vital => metric in BOUNDS;

/** Buckets of `metric`: one more than its bounds (the overflow). */
export const bucketCount = (metric: Vital): number => BOUNDS[metric].length + 1;

/** The bucket `value` falls in. */
export function bucketOf(metric: Vital, value: number): number {
  const bounds = BOUNDS[metric];
  let lo = 0;
  let hi = bounds.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (value <= (bounds[mid] as number)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Adds `from` into `into` (same metric), bucket by bucket; returns `into`. */
export function addBuckets(into: number[], from: readonly number[]): number[] {
  for (let i = 0; i < from.length; i++) into[i] = (into[i] ?? 0) + (from[i] ?? 0);
  return into;
}

/**
 * The `q` quantile (0.75 for p75) of a histogram, interpolated linearly inside its bucket; the
 * overflow bucket answers its lower bound. Undefined for an empty histogram.
 */
export function quantile(metric: Vital, buckets: readonly number[], q: number): number | undefined {
  const total = buckets.reduce((a, b) => a + b, 0);
  if (total === 0) return undefined;
  const bounds = BOUNDS[metric];
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    const n = buckets[i] ?? 0;
    if (n > 0 && seen + n >= rank) {
      const lower = i === 0 ? 0 : (bounds[i - 1] as number);
      if (i >= bounds.length) return lower;
      const upper = bounds[i] as number;
      return lower + ((upper - lower) * (rank - seen)) / n;
    }
    seen += n;
  }
  return bounds.at(-1);
}

/** Sparse form for files: [[bucket, count], …] for the non-empty buckets. */
export const toSparse = (buckets: readonly number[]): [number, number][] =>
  buckets.flatMap((n, i) => (n > 0 ? [[i, n] as [number, number]] : []));

export function fromSparse(metric: Vital, sparse: readonly (readonly [number, number])[]): number[] {
  const out = new Array<number>(bucketCount(metric)).fill(0);
  for (const [i, n] of sparse) if (i >= 0 && i < out.length) out[i] = (out[i] as number) + n;
  return out;
}
