/**
 * The canary judge (ADR 27): its p-values against values worked out by hand, its verdicts on a
 * broken candidate, a slower one, an equal one and too small a sample, and — by simulation with a
 * seeded generator — its false-alarm rate over whole canaries of many looks and its power.
 */

import { describe, expect, it } from 'vitest';
import {
  alphaForLook,
  binomialUpperTail,
  hypergeometricUpperTail,
  type JudgedVital,
  judge,
  logGamma,
  type SideFigures,
  sideFigures,
} from '../src/releases/judge';
import { bucketCount, bucketOf } from '../src/rum/histogram';
import type { RollupGroup } from '../src/rum/telemetry-store';

const histogram = (vital: JudgedVital, values: number[]) => {
  const out = new Array<number>(bucketCount(vital)).fill(0);
  for (const v of values) out[bucketOf(vital, v)]! += 1;
  return out;
};
const repeat = (value: number, times: number) => new Array<number>(times).fill(value);
const side = (pageViews: number, errors: number, vitals: Partial<Record<JudgedVital, number[]>> = {}): SideFigures => ({
  pageViews,
  errors,
  vitals: { LCP: histogram('LCP', vitals.LCP ?? []), INP: histogram('INP', vitals.INP ?? []) },
});
const testOf = (verdict: ReturnType<typeof judge>, metric: string) => verdict.tests.find((t) => t.metric === metric)!;

describe('the p-values', () => {
  it('log-gamma matches known values, up to n = 1e6', () => {
    expect(Math.exp(logGamma(10))).toBeCloseTo(362_880, 6); // 9!
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(0.25)).toBeCloseTo(1.2880225246980774, 12); // ln Γ(1/4)
    expect(logGamma(1e6 + 1)).toBeCloseTo(12_815_518.384658169, 5); // ln(1e6!)
    expect(() => logGamma(0)).toThrow(RangeError);
  });

  it('binomial upper tails match exact sums, on both sides of the mode', () => {
    // P(X ≥ 8 | n = 10, p = 1/2) = (C(10,8) + C(10,9) + C(10,10)) / 2^10 = (45 + 10 + 1) / 1024.
    expect(binomialUpperTail(8, 10, 0.5)).toBeCloseTo(56 / 1024, 14);
    // P(X ≥ 5 | 10, 1/2) = (252 + 210 + 120 + 45 + 10 + 1) / 1024.
    expect(binomialUpperTail(5, 10, 0.5)).toBeCloseTo(638 / 1024, 14);
    // P(X ≥ 3 | 5, 0.2) = 10·0.2³·0.8² + 5·0.2⁴·0.8 + 0.2⁵ = 0.0512 + 0.0064 + 0.00032.
    expect(binomialUpperTail(3, 5, 0.2)).toBeCloseTo(0.05792, 14);
    expect(binomialUpperTail(0, 10, 0.3)).toBe(1);
    expect(binomialUpperTail(11, 10, 0.3)).toBe(0);
  });

  it("Fisher's exact test matches the lady tasting tea", () => {
    // 8 cups, 4 with the milk first; she names 4 as milk-first and 3 are right. Margins 4/4 and
    // 4/4: P(X ≥ 3) = (C(4,3)·C(4,1) + C(4,4)·C(4,0)) / C(8,4) = (16 + 1) / 70.
    expect(hypergeometricUpperTail(3, 8, 4, 4)).toBeCloseTo(17 / 70, 14);
    // P(X ≥ 2) = (C(4,2)·C(4,2) + 16 + 1) / 70 = 53 / 70 (below the mode: one minus the lower tail).
    expect(hypergeometricUpperTail(2, 8, 4, 4)).toBeCloseTo(53 / 70, 14);
    expect(hypergeometricUpperTail(0, 8, 4, 4)).toBe(1);
    expect(hypergeometricUpperTail(5, 8, 4, 4)).toBe(0);
  });

  it('stay in [0, 1] and accurate with a million trials', () => {
    // P(X ≥ n/2) = 1/2 + P(X = n/2)/2, and P(X = n/2) ≈ 1/√(π n/2) for n = 1e6.
    expect(binomialUpperTail(500_000, 1_000_000, 0.5)).toBeCloseTo(0.5 + 0.5 / Math.sqrt(Math.PI * 500_000), 8);
    // Hypergeometric, N = 2e6, K = n = 1e6: P(X = 5e5) ≈ 1/(√(2π)·σ), σ² = n·(K/N)·(1 − K/N)·(N − n)/(N − 1).
    const sigma = Math.sqrt((1e6 * 0.25 * 1e6) / (2e6 - 1));
    expect(hypergeometricUpperTail(500_000, 2_000_000, 1_000_000, 1_000_000)).toBeCloseTo(0.5 + 0.5 / (Math.sqrt(2 * Math.PI) * sigma), 6);
    for (const p of [
      binomialUpperTail(1_000_000, 1_000_000, 0.5),
      binomialUpperTail(10_000, 1_000_000, 0.001),
      binomialUpperTail(1, 1_000_000, 1e-9),
      hypergeometricUpperTail(1_000, 1_000_000, 1_000, 500_000),
      hypergeometricUpperTail(1, 1_000_000, 999_000, 500_000),
    ]) {
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
    }
    expect(binomialUpperTail(1_200, 1_000_000, 0.001)).toBeGreaterThan(0);
    expect(binomialUpperTail(1_200, 1_000_000, 0.001)).toBeLessThan(1e-8);
  });
});

describe('the α of the whole canary', () => {
  it('is spent over the looks as α·6/(π²k²) and split over three tests', () => {
    expect(alphaForLook(0.05, 1)).toBeCloseTo((0.05 * 6) / Math.PI ** 2, 15);
    let spent = 0;
    for (let k = 1; k <= 100_000; k++) spent += alphaForLook(0.05, k);
    expect(spent).toBeLessThanOrEqual(0.05);
    expect(spent).toBeGreaterThan(0.04999);
    const verdict = judge(side(500, 5), side(500, 5), { look: 4 });
    expect(verdict.alphaThisLook).toBeCloseTo(alphaForLook(0.05, 4), 15);
    for (const t of verdict.tests) expect(t.threshold).toBeCloseTo(alphaForLook(0.05, 4) / 3, 15);
    expect(() => judge(side(500, 5), side(500, 5), { look: 0 })).toThrow(RangeError);
  });
});

describe('sideFigures', () => {
  const group = (g: Partial<RollupGroup>): RollupGroup => ({
    area: 'resources',
    build: 'cand00build2',
    channel: 'candidate',
    metric: 'pageview',
    count: 0,
    sum: 0,
    ...g,
  });

  it('sums the groups of one build and channel, and nothing else', () => {
    const inp = histogram('INP', [80, 380]);
    const groups = [
      group({ route: '/a', count: 100 }),
      group({ route: '/b', count: 50 }),
      group({ metric: 'error', count: 7 }),
      group({ metric: 'INP', count: 2, buckets: inp }),
      group({ route: '/b', metric: 'INP', count: 2, buckets: inp }),
      group({ metric: 'CLS', count: 1, buckets: [1] }),
      group({ channel: 'live', count: 1000 }),
      group({ build: 'live00build1', channel: 'candidate', count: 1000 }),
    ];
    const figures = sideFigures(groups, 'cand00build2', 'candidate');
    expect(figures.pageViews).toBe(150);
    expect(figures.errors).toBe(7);
    expect(figures.vitals.INP).toEqual(inp.map((n) => 2 * n));
    expect(figures.vitals.LCP).toEqual(new Array(bucketCount('LCP')).fill(0));
  });

  it('gives zeros, with full-length histograms, for a build without figures', () => {
    expect(sideFigures([], 'cand00build2', 'candidate')).toEqual({
      pageViews: 0,
      errors: 0,
      vitals: { LCP: new Array(bucketCount('LCP')).fill(0), INP: new Array(bucketCount('INP')).fill(0) },
    });
  });
});

describe('verdicts', () => {
  it('a broken candidate (errors on 30 % of its views, none on live) is worse at the first look and the twentieth', () => {
    const candidate = side(60, 18);
    const live = side(240, 0);
    for (const look of [1, 20]) {
      const verdict = judge(candidate, live, { look, minPageViews: 50 });
      expect(verdict.verdict).toBe('worse');
      const errors = testOf(verdict, 'errors');
      expect(errors.worse).toBe(true);
      // Given 18 errors in all, each is the candidate's with probability 60/300: P(all 18) = 0.2^18.
      expect(errors.pValue).toBeCloseTo(0.2 ** 18, 20);
      expect(errors.candidate).toBe('18 errors / 60 views (30.00 per 100)');
      expect(errors.live).toBe('0 errors / 240 views (0.00 per 100)');
      expect(verdict.summary).toMatch(/^worse \(look \d+, .*\): errors: 18 errors \/ 60 views/);
    }
    // With the default minimum (200 page views a side) the same figures are too few to judge.
    const early = judge(candidate, live, { look: 1 });
    expect(early.verdict).toBe('too-few');
    expect(early.tests.map((t) => [t.metric, t.pValue, t.worse, t.reason])).toEqual([
      ['errors', null, false, 'too few page views (candidate 60 of 200)'],
      ['LCP', null, false, 'too few page views (candidate 60 of 200)'],
      ['INP', null, false, 'too few page views (candidate 60 of 200)'],
    ]);
    expect(early.summary).toBe('too few to judge: too few page views (candidate 60 of 200)');
  });

  // 40 samples a side: the candidate's INP all near 380 ms, live's mostly under 100 ms; LCP alike on both.
  const lcp = [...repeat(900, 10), ...repeat(1400, 10), ...repeat(1900, 10), ...repeat(2600, 10)];
  const slowInp = side(250, 3, { LCP: lcp, INP: repeat(380, 40) });
  const liveInp = side(250, 3, { LCP: lcp, INP: [...repeat(80, 36), ...repeat(130, 4)] });

  it('a candidate whose INP is 300 ms slower is worse on INP, not on LCP or errors', () => {
    const verdict = judge(slowInp, liveInp, { look: 1, minVitals: 40 });
    expect(verdict.verdict).toBe('worse');
    expect(testOf(verdict, 'INP').worse).toBe(true);
    expect(testOf(verdict, 'INP').pValue).toBeLessThan(1e-20);
    expect(testOf(verdict, 'INP').candidate).toBe('p75 375 ms (40 samples)');
    expect(testOf(verdict, 'LCP').worse).toBe(false);
    expect(testOf(verdict, 'LCP').pValue).toBeGreaterThan(0.5);
    expect(testOf(verdict, 'errors').worse).toBe(false);
    expect(verdict.summary).toContain('INP: p75 375 ms (40 samples) against p75');
  });

  it('a vital with fewer samples than the minimum is not tested, while errors still are', () => {
    const verdict = judge(slowInp, liveInp, { look: 1 });
    expect(verdict.verdict).toBe('no-evidence');
    expect(testOf(verdict, 'INP')).toMatchObject({
      pValue: null,
      worse: false,
      reason: 'too few INP samples (candidate 40 of 100, live 40 of 100)',
    });
    expect(testOf(verdict, 'errors').pValue).not.toBeNull();
  });

  it('the same LCP shift on the candidate is worse on LCP, and its INP alike on both is not', () => {
    const inp = [...repeat(80, 36), ...repeat(130, 4)];
    const verdict = judge(side(250, 3, { LCP: repeat(3800, 40), INP: inp }), side(250, 3, { LCP: repeat(1400, 40), INP: inp }), {
      look: 1,
      minVitals: 40,
    });
    expect(testOf(verdict, 'LCP').worse).toBe(true);
    expect(testOf(verdict, 'INP').worse).toBe(false);
  });

  it('a slower candidate whose values all share the pooled p75 bucket is seen at that bucket’s lower bound', () => {
    // As measured in the end-to-end canary: 25 candidate INP values of 354–391 ms (one histogram
    // bucket, which also holds the pooled p75) against 21 live values around 80 ms. Split only at
    // that bucket's upper bound, nothing lies above it on either side and the test sees nothing.
    const candidate = side(25, 0, { LCP: repeat(1100, 25), INP: [...repeat(354, 17), ...repeat(391, 8)] });
    const live = side(21, 0, { LCP: repeat(1300, 21), INP: [...repeat(80, 17), ...repeat(130, 4)] });
    const verdict = judge(candidate, live, { look: 8, minPageViews: 8, minVitals: 6 });
    expect(testOf(verdict, 'INP').worse).toBe(true);
    expect(testOf(verdict, 'INP').pValue).toBeLessThan(1e-6);
    expect(verdict.verdict).toBe('worse');
  });

  it('equal candidate and live figures are no evidence, at any look', () => {
    const figures = side(1_000, 20, { LCP: lcp.concat(lcp, lcp), INP: [...repeat(80, 90), ...repeat(380, 30)] });
    for (const look of [1, 5, 50]) {
      const verdict = judge(figures, figures, { look });
      expect(verdict.verdict).toBe('no-evidence');
      for (const t of verdict.tests) {
        expect(t.worse).toBe(false);
        expect(t.pValue).toBeGreaterThan(0.3);
      }
      expect(verdict.summary).toMatch(/^no evidence the candidate is worse \(look \d+, α .*\): errors p = .*, LCP p = .*, INP p = /);
    }
  });

  it('a p75 that is clearly but only slightly higher (under 10 %) is not worse', () => {
    // 10,000 samples a side: 35 % of the candidate's LCP above 2 s against 30 % of live's.
    const candidate = side(10_000, 100, { LCP: [...repeat(1900, 6_500), ...repeat(2200, 3_500)] });
    const live = side(10_000, 100, { LCP: [...repeat(1900, 7_000), ...repeat(2200, 3_000)] });
    const verdict = judge(candidate, live, { look: 1 });
    const test = testOf(verdict, 'LCP');
    expect(test.pValue).toBeLessThan(1e-6);
    expect(test.worse).toBe(false);
    expect(test.reason).toMatch(/but p75 2,143 ms is not 10 % above live's 2,083 ms/);
    expect(verdict.verdict).toBe('no-evidence');
    // Asked for a 2 % margin, the same figures are worse.
    expect(judge(candidate, live, { look: 1, minRelativeWorsening: 0.02 }).verdict).toBe('worse');
  });

  it('either side under the minimum of page views is too few, and nothing is tested', () => {
    expect(judge(side(199, 50), side(5_000, 0), { look: 1 }).verdict).toBe('too-few');
    const verdict = judge(side(5_000, 50), side(150, 0), { look: 3 });
    expect(verdict.verdict).toBe('too-few');
    expect(verdict.tests.every((t) => t.pValue === null && !t.worse)).toBe(true);
    expect(testOf(verdict, 'errors').reason).toBe('too few page views (live 150 of 200)');
  });
});

// --- Simulated canaries -------------------------------------------------------------------------

/** mulberry32: a small seeded generator, so the simulated figures are the same on every run. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Population {
  errorRate: number;
  /** Lognormal vitals: median (ms) and σ of the log. */
  lcp: { median: number; sigma: number };
  inp: { median: number; sigma: number };
}
const SAME: Population = { errorRate: 0.02, lcp: { median: 1_800, sigma: 0.5 }, inp: { median: 120, sigma: 0.8 } };
/** A share of page views that report an INP (the visitor interacted). */
const INP_SHARE = 0.6;

function simulator(seed: number) {
  const random = mulberry32(seed);
  // Box–Muller, both values used.
  let spare: number | undefined;
  const normal = () => {
    if (spare !== undefined) {
      const z = spare;
      spare = undefined;
      return z;
    }
    const r = Math.sqrt(-2 * Math.log(1 - random()));
    const theta = 2 * Math.PI * random();
    spare = r * Math.sin(theta);
    return r * Math.cos(theta);
  };
  const lognormal = (d: { median: number; sigma: number }) => d.median * Math.exp(d.sigma * normal());
  /** Adds `views` page views drawn from `pop` to `s`. */
  return (s: SideFigures, pop: Population, views: number) => {
    s.pageViews += views;
    for (let i = 0; i < views; i++) {
      if (random() < pop.errorRate) s.errors++;
      s.vitals.LCP[bucketOf('LCP', lognormal(pop.lcp))]! += 1;
      if (random() < INP_SHARE) s.vitals.INP[bucketOf('INP', lognormal(pop.inp))]! += 1;
    }
  };
}

/**
 * `canaries` canaries, each checked until the judge has had `looks` looks (checks with too few page
 * views do not count, as in the canary loop), the candidate gaining `candidateViews` and live
 * `liveViews` page views a check. Returns the share of canaries aborted and which tests aborted them.
 */
function simulate(o: { seed: number; canaries: number; looks: number; candidateViews: number; liveViews: number; candidate: Population }) {
  const add = simulator(o.seed);
  let aborted = 0;
  const by = new Map<JudgedVital | 'errors', number>();
  for (let c = 0; c < o.canaries; c++) {
    const cand = side(0, 0);
    const live = side(0, 0);
    let looks = 0;
    while (looks < o.looks) {
      add(cand, o.candidate, o.candidateViews);
      add(live, SAME, o.liveViews);
      const verdict = judge(cand, live, { look: looks + 1 });
      if (verdict.verdict === 'too-few') continue;
      looks++;
      if (verdict.verdict === 'worse') {
        aborted++;
        for (const t of verdict.tests) if (t.worse) by.set(t.metric, (by.get(t.metric) ?? 0) + 1);
        break;
      }
    }
  }
  return { rate: aborted / o.canaries, by: Object.fromEntries(by) };
}

describe('whole canaries, simulated (seeded)', () => {
  // A 20 % canary, +30 candidate and +120 live page views a check: the first 6 checks are too few
  // (under 200 candidate views), then 20 looks, up to 780 and 3,120 page views.
  const shape = { canaries: 2_000, looks: 20, candidateViews: 30, liveViews: 120 };

  it('aborts at most 5 % of canaries whose candidate is the same as live (observed rate logged)', () => {
    const { rate, by } = simulate({ seed: 27, ...shape, candidate: SAME });
    console.log(`false alarms: ${(rate * 100).toFixed(2)} % of ${shape.canaries} equal canaries`, by);
    expect(rate).toBeLessThanOrEqual(0.05);
    expect(rate).toBeLessThan(0.03);
  });

  it('aborts at least 90 % of canaries whose candidate has three times the errors, on errors, within 20 looks (observed rate logged)', () => {
    const { rate, by } = simulate({ seed: 28, ...shape, candidate: { ...SAME, errorRate: 3 * SAME.errorRate } });
    const onErrors = (by.errors ?? 0) / shape.canaries;
    console.log(`power: ${(onErrors * 100).toFixed(2)} % of ${shape.canaries} canaries with 3× errors aborted on errors`, by);
    expect(onErrors).toBeGreaterThanOrEqual(0.9);
    expect(rate).toBeGreaterThanOrEqual(onErrors);
  });
});
