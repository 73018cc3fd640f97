/**
 * The canary judge (ADR 27): over the same minutes, is the candidate build of an area worse than
 * the live build? Figures in, a verdict out; no I/O, no clock. The caller (the canary loop) reads
 * the rollups of both builds, sums each side with `sideFigures` and asks `judge` at every check.
 *
 * Three one-sided exact tests, each against "the candidate is no worse than live":
 *   - errors per page view: the conditional test of two Poisson rates (given all the errors of
 *     both sides, the candidate's share is binomial with the candidate's share of page views);
 *   - LCP p75 and INP p75: Fisher's exact test on how many samples of each side lie above each
 *     bound of the histogram bucket holding the pooled p75, the smaller p-value doubled
 *     (Bonferroni); a vital must also be `minRelativeWorsening` worse
 *     at p75, so a real but tiny shift does not abort a release.
 * The judge is asked again and again, so the false-alarm rate of the whole canary is spent over the
 * looks (alpha · 6/(π²k²) at the k-th look, which sums to alpha) and split over the three tests:
 * a candidate no worse than live is aborted with probability at most alpha, over every look and
 * metric (union bound).
 */
import type { Channel } from '@meranti/contract/rum-beacon';
import { bucketCount, quantile } from '../rum/histogram';
import type { RollupGroup } from '../rum/telemetry-store';

/** The vitals the judge tests. */
export const JUDGED_VITALS = ['LCP', 'INP'] as const;
export type JudgedVital = (typeof JUDGED_VITALS)[number];
export type JudgedMetric = 'errors' | JudgedVital;

/** The rule in words, for the release log, the README and ADR 27. */
export const JUDGE_RULE =
  'A canary is aborted when its candidate is worse than live with evidence that would arise by chance at most 5 % of the time ' +
  'over the whole canary: errors per page view (exact conditional Poisson test), or LCP or INP p75 (Fisher exact test on the ' +
  'share of samples above either bound of the pooled p75 bucket, doubled, and the p75 at least 10 % higher). The 5 % is spent over the looks as 5 % · 6/(π²k²) ' +
  'at the k-th look and split equally over the three tests; no test runs until each side has 200 page views (100 samples ' +
  'per side for a vital).';

/** One side of the comparison (the candidate or live build) over the judged minutes. */
export interface SideFigures {
  pageViews: number;
  /** Client errors of every type. */
  errors: number;
  /** Histograms with `histogram.ts` bounds, `bucketCount(vital)` long. */
  vitals: Record<JudgedVital, number[]>;
}

export interface JudgeOptions {
  /** 1-based index of this look among the looks of this canary that had enough page views (a `too-few` look does not count). */
  look: number;
  /** The false-alarm rate of the whole canary, over every look and metric. Default 0.05. */
  alpha?: number;
  /** Page views each side needs before anything is tested. Default 200. */
  minPageViews?: number;
  /** Samples each side needs before a vital is tested. Default 100. */
  minVitals?: number;
  /** A vital is worse only if the candidate's p75 also exceeds live's by this fraction. Default 0.1. */
  minRelativeWorsening?: number;
}

export interface JudgeTest {
  metric: JudgedMetric;
  /** What was compared, for a person: "12 errors / 180 views (6.67 per 100)", "p75 375 ms (40 samples)". */
  candidate: string;
  live: string;
  /** Null when the test did not run (too few page views or samples). */
  pValue: number | null;
  /** The p-value at or under which this test finds the candidate worse, at this look. */
  threshold: number;
  worse: boolean;
  reason: string;
}

export type VerdictKind = 'worse' | 'no-evidence' | 'too-few';

export interface Verdict {
  verdict: VerdictKind;
  /** The share of alpha spent at this look (over all three tests). */
  alphaThisLook: number;
  tests: JudgeTest[];
  /** One line for the release log. */
  summary: string;
}

export const JUDGE_DEFAULTS = { alpha: 0.05, minPageViews: 200, minVitals: 100, minRelativeWorsening: 0.1 } as const;

const TESTS_PER_LOOK = 3;

/**
 * Sums the rollup groups of one build and channel — page views, errors and the judged vitals'
 * histograms — from `TelemetryStore` groups of the canary's area and minutes (by route or not).
 */
export function sideFigures(groups: readonly RollupGroup[], build: string, channel: Channel): SideFigures {
  const side: SideFigures = {
    pageViews: 0,
    errors: 0,
    vitals: { LCP: new Array<number>(bucketCount('LCP')).fill(0), INP: new Array<number>(bucketCount('INP')).fill(0) },
  };
  for (const g of groups) {
    if (g.build !== build || g.channel !== channel) continue;
    if (g.metric === 'pageview') side.pageViews += g.count;
    else if (g.metric === 'error') side.errors += g.count;
    else if (g.metric === 'LCP' || g.metric === 'INP') {
      const into = side.vitals[g.metric];
      const from = g.buckets ?? [];
      for (let i = 0; i < into.length; i++) into[i] = (into[i] as number) + (from[i] ?? 0);
    }
  }
  return side;
}

/** The share of `alpha` spent at the k-th look: alpha · 6/(π²k²), so that the looks together spend alpha. */
export function alphaForLook(alpha: number, look: number): number {
  if (!Number.isInteger(look) || look < 1) throw new RangeError(`look must be a positive integer, not ${look}`);
  return (alpha * 6) / (Math.PI * Math.PI * look * look);
}

// Lanczos' approximation (g = 7, nine coefficients): about 15 significant digits for x > 0.
const LANCZOS_G = 7;
const LANCZOS = [
  0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406, 12.507343278686905,
  -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
];
const HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`logGamma needs x > 0, not ${x}`);
  // Reflection keeps the approximation where it is accurate.
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] as number) / (z + i);
  const t = z + LANCZOS_G + 0.5;
  return HALF_LOG_TWO_PI + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** ln C(n, k). */
const logChoose = (n: number, k: number) => logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);

const clamp01 = (p: number) => Math.min(1, Math.max(0, p));

/**
 * Sums a unimodal probability mass function over [from, to], going outward from `from` (away
 * from the mode) with the ratio of consecutive terms, in units of the first term, whose log is
 * `logFirst`. Stops once the terms no longer matter. Returns the sum's log.
 */
function logTailSum(logFirst: number, from: number, to: number, ratio: (x: number) => number): number {
  const step = to >= from ? 1 : -1;
  let term = 1;
  let sum = 1;
  for (let x = from; x !== to; x += step) {
    term *= ratio(x);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return logFirst + Math.log(sum);
}

/** P(X ≥ k) for X ~ Binomial(n, p), in log space so that n may be in the millions. */
export function binomialUpperTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  const logP = Math.log(p);
  const logQ = Math.log1p(-p);
  const logPmf = (x: number) => logChoose(n, x) + x * logP + (n - x) * logQ;
  const odds = p / (1 - p);
  const mode = Math.floor((n + 1) * p);
  if (k > mode) {
    // Past the mode the terms fall: sum upward from k.
    return clamp01(Math.exp(logTailSum(logPmf(k), k, n, (x) => ((n - x) / (x + 1)) * odds)));
  }
  // At or before the mode: one minus the lower tail P(X ≤ k − 1), summed downward.
  return clamp01(1 - Math.exp(logTailSum(logPmf(k - 1), k - 1, 0, (x) => x / (n - x + 1) / odds)));
}

/**
 * P(X ≥ k) for X hypergeometric: `draws` taken without replacement from `population` items of
 * which `successes` are marked; X the marked ones drawn. In log space, as above.
 */
export function hypergeometricUpperTail(k: number, population: number, successes: number, draws: number): number {
  const lo = Math.max(0, draws + successes - population);
  const hi = Math.min(draws, successes);
  if (k <= lo) return 1;
  if (k > hi) return 0;
  const logPmf = (x: number) => logChoose(successes, x) + logChoose(population - successes, draws - x) - logChoose(population, draws);
  // P(X = x + 1) / P(X = x)
  const up = (x: number) => ((successes - x) * (draws - x)) / ((x + 1) * (population - successes - draws + x + 1));
  const mode = Math.floor(((draws + 1) * (successes + 1)) / (population + 2));
  if (k > mode) return clamp01(Math.exp(logTailSum(logPmf(k), k, hi, up)));
  return clamp01(1 - Math.exp(logTailSum(logPmf(k - 1), k - 1, lo, (x) => 1 / up(x - 1))));
}

const total = (buckets: readonly number[]) => buckets.reduce((a, b) => a + b, 0);
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const fmtP = (p: number) => (p === 0 ? '0' : p.toPrecision(2));
const per100 = (errors: number, views: number) => ((100 * errors) / views).toFixed(2);
const describeErrors = (s: SideFigures) =>
  `${integer.format(s.errors)} errors / ${integer.format(s.pageViews)} views (${s.pageViews > 0 ? per100(s.errors, s.pageViews) : '–'} per 100)`;
const describeVital = (vital: JudgedVital, buckets: readonly number[]) => {
  const p75 = quantile(vital, buckets, 0.75);
  const n = integer.format(total(buckets));
  return p75 === undefined ? 'no samples' : `p75 ${integer.format(p75)} ms (${n} samples)`;
};

/**
 * The bucket holding the pooled p75 (both sides added). Its two bounds are the vital test's splits:
 * a function of the pooled histogram alone, so the test at either stays exact when both sides draw
 * from one distribution.
 */
function pooledP75Bucket(pooled: readonly number[]): number {
  const rank = 0.75 * total(pooled);
  let seen = 0;
  for (let i = 0; i < pooled.length; i++) {
    const n = pooled[i] as number;
    if (n > 0 && seen + n >= rank) return i;
    seen += n;
  }
  return pooled.length - 1;
}

/** Fisher's exact test, one-sided: are the candidate's samples from bucket `from` up more than chance would put there? */
function fisherAbove(c: readonly number[], pooled: readonly number[], from: number): number {
  const nC = total(c);
  return hypergeometricUpperTail(total(c.slice(from)), total(pooled), total(pooled.slice(from)), nC);
}

/** The errors test: candidate errors ~ Binomial(all errors, candidate's share of page views) when rates are equal. */
function errorsTest(candidate: SideFigures, live: SideFigures, threshold: number): JudgeTest {
  const base = { metric: 'errors' as const, candidate: describeErrors(candidate), live: describeErrors(live), threshold };
  const share = candidate.pageViews / (candidate.pageViews + live.pageViews);
  const pValue = binomialUpperTail(candidate.errors, candidate.errors + live.errors, share);
  const higher = candidate.errors / candidate.pageViews > live.errors / live.pageViews;
  const worse = pValue <= threshold && higher;
  const reason = worse
    ? `errors per 100 views ${per100(candidate.errors, candidate.pageViews)} against live's ${per100(live.errors, live.pageViews)}, p = ${fmtP(pValue)} ≤ ${fmtP(threshold)}`
    : `p = ${fmtP(pValue)} > ${fmtP(threshold)}`;
  return { ...base, pValue, worse, reason };
}

/** The p75 test of one vital (Fisher's exact test, one-sided, above a bound at the pooled p75). */
function vitalTest(
  vital: JudgedVital,
  candidate: SideFigures,
  live: SideFigures,
  threshold: number,
  minVitals: number,
  minRelativeWorsening: number,
): JudgeTest {
  const c = candidate.vitals[vital];
  const l = live.vitals[vital];
  const base = { metric: vital, candidate: describeVital(vital, c), live: describeVital(vital, l), threshold };
  const nC = total(c);
  const nL = total(l);
  if (nC < minVitals || nL < minVitals) {
    const short = [nC < minVitals ? `candidate ${nC} of ${minVitals}` : '', nL < minVitals ? `live ${nL} of ${minVitals}` : '']
      .filter(Boolean)
      .join(', ');
    return { ...base, pValue: null, worse: false, reason: `too few ${vital} samples (${short})` };
  }
  // Split at both bounds of the pooled p75's bucket and keep the stronger evidence, doubled
  // (Bonferroni): a candidate whose values all fall in that bucket, above live's, shows at its
  // lower bound; one spread above it, at its upper bound.
  const pooled = c.map((n, i) => n + (l[i] ?? 0));
  const bucket = pooledP75Bucket(pooled);
  const pValue = Math.min(1, 2 * Math.min(fisherAbove(c, pooled, bucket), fisherAbove(c, pooled, bucket + 1)));
  const p75C = quantile(vital, c, 0.75) as number;
  const p75L = quantile(vital, l, 0.75) as number;
  const enough = p75C > p75L * (1 + minRelativeWorsening);
  const worse = pValue <= threshold && enough;
  const margin = `${Math.round(minRelativeWorsening * 100)} %`;
  const reason = worse
    ? `p75 ${integer.format(p75C)} ms against live's ${integer.format(p75L)} ms, p = ${fmtP(pValue)} ≤ ${fmtP(threshold)}`
    : pValue <= threshold
      ? `p = ${fmtP(pValue)} ≤ ${fmtP(threshold)}, but p75 ${integer.format(p75C)} ms is not ${margin} above live's ${integer.format(p75L)} ms`
      : `p = ${fmtP(pValue)} > ${fmtP(threshold)}`;
  return { ...base, pValue, worse, reason };
}

/**
 * Is the candidate worse than live, on the figures of the same minutes? `look` counts the looks of
 * this canary that had enough page views, from 1, across all its stages (a `too-few` verdict does
 * not count); re-judging figures that have not changed still spends a look.
 */
export function judge(candidate: SideFigures, live: SideFigures, options: JudgeOptions): Verdict {
  const alpha = options.alpha ?? JUDGE_DEFAULTS.alpha;
  const minPageViews = options.minPageViews ?? JUDGE_DEFAULTS.minPageViews;
  const minVitals = options.minVitals ?? JUDGE_DEFAULTS.minVitals;
  const minRelativeWorsening = options.minRelativeWorsening ?? JUDGE_DEFAULTS.minRelativeWorsening;
  const alphaThisLook = alphaForLook(alpha, options.look);
  const threshold = alphaThisLook / TESTS_PER_LOOK;

  const shortSides = [
    candidate.pageViews < minPageViews ? `candidate ${candidate.pageViews} of ${minPageViews}` : '',
    live.pageViews < minPageViews ? `live ${live.pageViews} of ${minPageViews}` : '',
  ].filter(Boolean);
  if (shortSides.length > 0) {
    const reason = `too few page views (${shortSides.join(', ')})`;
    const tests: JudgeTest[] = [
      { metric: 'errors', candidate: describeErrors(candidate), live: describeErrors(live), pValue: null, threshold, worse: false, reason },
      ...JUDGED_VITALS.map((v) => ({
        metric: v,
        candidate: describeVital(v, candidate.vitals[v]),
        live: describeVital(v, live.vitals[v]),
        pValue: null,
        threshold,
        worse: false,
        reason,
      })),
    ];
    return { verdict: 'too-few', alphaThisLook, tests, summary: `too few to judge: ${reason}` };
  }

  const tests = [
    errorsTest(candidate, live, threshold),
    ...JUDGED_VITALS.map((v) => vitalTest(v, candidate, live, threshold, minVitals, minRelativeWorsening)),
  ];
  const worse = tests.filter((t) => t.worse);
  const at = `look ${options.look}, α ${fmtP(alphaThisLook)}`;
  if (worse.length > 0) {
    const what = worse.map((t) => `${t.metric}: ${t.candidate} against ${t.live} (p = ${fmtP(t.pValue as number)})`).join('; ');
    return { verdict: 'worse', alphaThisLook, tests, summary: `worse (${at}): ${what}` };
  }
  const ps = tests.map((t) => `${t.metric} ${t.pValue === null ? 'too few samples' : `p = ${fmtP(t.pValue)}`}`).join(', ');
  return { verdict: 'no-evidence', alphaThisLook, tests, summary: `no evidence the candidate is worse (${at}): ${ps}` };
}
