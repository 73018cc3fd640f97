import { describe, expect, it } from 'vitest';
import {
  anchorFor,
  BARS,
  barLayout,
  formatChange,
  formatTick,
  formatValue,
  groupThousands,
  isImprovement,
  linearScale,
  MINUS,
  niceTicks,
  PLOT_WIDTH,
  pct,
  SERIES,
  SLOPE,
  seriesGeometry,
  slopeLayout,
  spreadLabels,
  timelineLayout,
  timelineScale,
} from '../src/components/charts/geometry.ts';

describe('numbers', () => {
  it('percentages for SVG attributes: at most three decimals, no float noise', () => {
    expect(pct(1 / 3)).toBe('33.333%');
    expect(pct(0.72)).toBe('72%');
    expect(pct(0.1 + 0.2)).toBe('30%');
  });

  it('linear scale maps the domain onto the range, a flat domain onto its middle', () => {
    const y = linearScale([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(25)).toBe(150);
    expect(linearScale([5, 5], [0, 10])(5)).toBe(5);
  });

  it('groups thousands without Intl, with a typographic minus', () => {
    expect(groupThousands(1234567)).toBe('1,234,567');
    expect(groupThousands(-1200)).toBe(`${MINUS}1,200`);
    expect(groupThousands(999.95, 1)).toBe('1,000.0');
  });

  it('formats values per kind', () => {
    expect(formatValue(97, 'percent')).toBe('97%');
    expect(formatValue(6.5, 'percent')).toBe('6.5%');
    expect(formatValue(1, 'days')).toBe('1 day');
    expect(formatValue(21, 'days')).toBe('21 days');
    expect(formatValue(48000, 'currency')).toBe('$48,000');
    expect(formatValue(-2500, 'currency')).toBe(`${MINUS}$2,500`);
    expect(formatValue(1250)).toBe('1,250');
    expect(formatValue(3, 'hours')).toBe('3 hours');
    expect(formatValue(14.2, (v) => `$${v.toFixed(2)}`)).toBe('$14.20');
  });

  it('formats axis ticks short', () => {
    expect(formatTick(150000, 'currency')).toBe('$150k');
    expect(formatTick(1_500_000, 'currency')).toBe('$1.5M');
    expect(formatTick(-20000, 'currency')).toBe(`${MINUS}$20k`);
    expect(formatTick(5000)).toBe('5,000');
    expect(formatTick(30, 'percent')).toBe('30%');
    expect(formatTick(12, 'days')).toBe('12d');
  });

  it('prints a change as points for percentages and as a relative change otherwise', () => {
    expect(formatChange(82, 97, 'percent')).toBe('+15 pts');
    expect(formatChange(6.5, 0.8, 'percent')).toBe(`${MINUS}5.7 pts`);
    expect(formatChange(14.2, 11.1)).toBe(`${MINUS}22%`);
    expect(formatChange(21, 5, 'days')).toBe(`${MINUS}76%`);
    expect(formatChange(100, 150)).toBe('+50%');
    expect(formatChange(0, 10)).toBe('0%');
    expect(formatChange(10, 10)).toBe('0%');
  });

  it('an improvement follows the metric’s direction', () => {
    expect(isImprovement(82, 97)).toBe(true);
    expect(isImprovement(14, 11)).toBe(false);
    expect(isImprovement(14, 11, true)).toBe(true);
  });

  it('nice ticks contain the data and step by 1, 2, 2.5 or 5 × 10^k', () => {
    expect(niceTicks(0, 112800)).toEqual([0, 50000, 100000, 150000]);
    expect(niceTicks(0, 100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(-30, 70)).toEqual([-50, -25, 0, 25, 50, 75]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
    for (const [lo, hi] of [
      [0, 7],
      [3, 19],
      [0, 1.3],
      [-12, 480],
    ] as const) {
      const t = niceTicks(lo, hi);
      expect(t[0]).toBeLessThanOrEqual(lo);
      expect(t.at(-1)).toBeGreaterThanOrEqual(hi);
      expect(t.length).toBeGreaterThanOrEqual(2);
      expect(t.length).toBeLessThanOrEqual(7);
    }
  });
});

describe('label placement', () => {
  it('leaves labels that are far enough apart where they are', () => {
    expect(spreadLabels([10, 50, 90], 20, 0, 100)).toEqual([10, 50, 90]);
  });

  it('moves crowded labels apart by at least the gap, keeping their order and the input order', () => {
    const placed = spreadLabels([52, 50, 51, 90], 20, 0, 200);
    const sorted = [...placed].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) expect((sorted[i] as number) - (sorted[i - 1] as number)).toBeGreaterThanOrEqual(20);
    // 50 (index 1) stays first, 51 (index 2) next, 52 (index 0) third.
    expect(placed[1]).toBeLessThan(placed[2] as number);
    expect(placed[2]).toBeLessThan(placed[0] as number);
  });

  it('pushes back from the far end when the labels would leave the range', () => {
    const placed = spreadLabels([95, 96, 97], 10, 0, 100);
    expect(Math.max(...placed)).toBeLessThanOrEqual(100);
    expect(placed).toEqual([80, 90, 100]);
  });

  it('spreads evenly over the range when they cannot fit', () => {
    expect(spreadLabels([5, 5, 5], 100, 0, 100)).toEqual([0, 50, 100]);
  });

  it('keeps a label near an edge inside the chart', () => {
    expect(anchorFor(0.01)).toBe('start');
    expect(anchorFor(0.5)).toBe('middle');
    expect(anchorFor(0.99)).toBe('end');
  });
});

describe('before/after bars', () => {
  it('scales each metric on its own: the larger bar is the longest a bar gets', () => {
    const { rows, height } = barLayout([
      { before: 82, after: 97 },
      { before: 21, after: 5 },
    ]);
    expect(rows[0]?.after).toBe(BARS.maxBar);
    expect(rows[0]?.before).toBeCloseTo((82 / 97) * BARS.maxBar, 4);
    expect(rows[1]?.before).toBe(BARS.maxBar);
    expect(rows[1]?.after).toBeCloseTo((5 / 21) * BARS.maxBar, 4);
    // Blocks stack without overlapping; the height covers the last bar.
    expect(rows[1]?.y).toBeGreaterThan((rows[0]?.afterY ?? 0) + BARS.bar);
    expect(height).toBe((rows[1]?.afterY ?? 0) + BARS.bar);
  });

  it('draws a stub for a zero, never a negative or missing bar', () => {
    const { rows } = barLayout([{ before: 0, after: 0 }]);
    expect(rows[0]?.before).toBe(BARS.minBar);
    expect(rows[0]?.after).toBe(BARS.minBar);
  });
});

describe('slope chart', () => {
  it('puts every series on one scale: higher values higher up', () => {
    const { lines, height } = slopeLayout([
      { from: 91, to: 98 },
      { from: 76, to: 93 },
    ]);
    expect(lines[0]?.fromY).toBeLessThan(lines[1]?.fromY as number);
    expect(lines[0]?.toY).toBe(SLOPE.top); // the largest value at the top
    expect(lines[1]?.fromY).toBe(height - SLOPE.bottom); // the smallest at the bottom
  });

  it('spreads right-hand labels (two lines each) so they never overlap', () => {
    const { lines } = slopeLayout([93, 94, 95, 96, 98].map((to) => ({ from: 80, to })));
    const ys = lines.map((l) => l.toLabelY).sort((a, b) => a - b);
    for (let i = 1; i < ys.length; i++) expect((ys[i] as number) - (ys[i - 1] as number)).toBeGreaterThanOrEqual(SLOPE.rightGap);
  });
});

describe('series chart', () => {
  it('places points across the width, paths in plot coordinates, the axis from zero', () => {
    const g = seriesGeometry(12, [{ values: Array.from({ length: 12 }, (_, i) => (i + 1) * 10) }], 260);
    expect(g.xs[0]).toBe(SERIES.inset);
    expect(g.xs.at(-1)).toBe(1 - SERIES.inset);
    expect(g.ticks[0]?.value).toBe(0);
    expect(g.ticks.at(-1)?.value).toBeGreaterThanOrEqual(120);
    expect(g.plotHeight).toBe(260 - SERIES.top - SERIES.bottom);
    const line = g.series[0]?.line ?? '';
    expect(line.startsWith(`M${SERIES.inset * PLOT_WIDTH} `)).toBe(true);
    expect(line.match(/L/g)).toHaveLength(11);
    // The area closes down to the zero line.
    expect(g.series[0]?.area.endsWith('Z')).toBe(true);
    // A point's y in px: the last (largest) value is the highest point.
    expect(Math.min(...(g.series[0]?.ys ?? []))).toBe(g.series[0]?.ys.at(-1));
  });

  it('the same input gives the same markup (prerender and hydration agree)', () => {
    const a = seriesGeometry(5, [{ values: [1, 2, 3, 4, 5] }], 200);
    const b = seriesGeometry(5, [{ values: [1, 2, 3, 4, 5] }], 200);
    expect(a).toEqual(b);
  });

  it('includes negative values in the axis', () => {
    const g = seriesGeometry(3, [{ values: [-20, 10, 40] }], 200);
    expect(g.ticks[0]?.value).toBeLessThanOrEqual(-20);
  });
});

describe('timeline', () => {
  it('draws durations to scale: days 1-30, 31-60, 61-90 are thirds', () => {
    const segs = timelineScale([
      { start: 1, end: 30 },
      { start: 31, end: 60 },
      { start: 61, end: 90 },
    ]);
    expect(segs?.map((s) => [s.x, s.width])).toEqual([
      [0, 0.33333],
      [0.33333, 0.33333],
      [0.66667, 0.33333],
    ]);
  });

  it('weeks 1-2, 3-6, 7-12 and an open-ended last phase', () => {
    const segs = timelineScale([{ start: 1, end: 2 }, { start: 3, end: 6 }, { start: 7, end: 12 }, { start: 13 }]);
    expect(segs).not.toBeNull();
    const [a, b, c, d] = segs ?? [];
    expect((b?.width ?? 0) / (a?.width ?? 1)).toBeCloseTo(2, 3);
    expect((c?.width ?? 0) / (a?.width ?? 1)).toBeCloseTo(3, 3);
    expect(d?.open).toBe(true);
    expect((d?.x ?? 0) + (d?.width ?? 0)).toBeCloseTo(1, 5);
    expect(c?.endValue).toBe(12);
  });

  it('is not drawn to scale unless every phase has its numbers, in order', () => {
    expect(timelineScale([{ start: 1, end: 30 }, {}])).toBeNull();
    expect(timelineScale([{ start: 1 }, { start: 5, end: 9 }])).toBeNull();
    expect(
      timelineScale([
        { start: 31, end: 60 },
        { start: 1, end: 30 },
      ]),
    ).toBeNull();
    expect(timelineScale([])).toBeNull();
  });

  it('lies in a row from md up to four phases, from lg up to six, never beyond', () => {
    expect(timelineLayout(3)).toBe('md');
    expect(timelineLayout(4)).toBe('md');
    expect(timelineLayout(6)).toBe('lg');
    expect(timelineLayout(7)).toBe('vertical');
  });
});
