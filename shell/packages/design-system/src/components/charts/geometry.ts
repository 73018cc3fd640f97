/**
 * The charts' arithmetic: scales, ticks, number formats, label placement and the geometry every
 * chart draws. Pure functions with no DOM, so a chart renders the same markup during prerender and
 * in the browser (no measuring, no hydration mismatch), and each rule is unit-tested.
 *
 * Horizontal positions are percentages of the chart's width (an SVG without a viewBox stretches
 * to its box, and `x="42%"` is exact at any width); vertical positions are pixels (the height is
 * fixed by the data, so the page never shifts). Paths that need both (lines and areas over a
 * series) use a nested SVG with a fixed viewBox `PLOT_WIDTH` wide, stretched to the chart's width.
 */

/** The number formats a chart can print. A function prints numbers its own way. */
export type ChartFormat = 'percent' | 'days' | 'count' | 'currency' | 'hours';
export type ChartFormatter = ChartFormat | ((value: number) => string);

/** The typographic minus sign (U+2212): a negative change reads as "−35%", not "-35%". */
export const MINUS = '\u2212';

/** A percentage for an SVG attribute, at most 3 decimals and no float noise ("33.333%"). */
export const pct = (fraction: number): string => `${round(fraction * 100, 3)}%`;

/** `value` rounded to `decimals` places, without "-0". */
export function round(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Clamp to [lo, hi]. */
export const clamp = (value: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, value));

/** A linear map of `domain` onto `range`; a zero-width domain maps everything to the range's middle. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** Digits grouped by thousands with commas (no Intl: no ICU start-up in the browser, ADR 21). */
export function groupThousands(value: number, decimals = 0): string {
  const fixed = Math.abs(round(value, decimals)).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = round(value, decimals) < 0 ? MINUS : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Decimals worth printing: whole numbers from 100 up, one place below (trailing zero dropped). */
const decimalsFor = (value: number): number => (Math.abs(value) >= 100 || Number.isInteger(round(value, 1)) ? 0 : 1);

/** A value as the text beside a chart prints it: "35%", "12 days", "1,250", "$48,000", "6 hours". */
export function formatValue(value: number, format: ChartFormatter = 'count'): string {
  if (typeof format === 'function') return format(value);
  const text = groupThousands(value, decimalsFor(value));
  switch (format) {
    case 'percent':
      return `${text}%`;
    case 'days':
      return `${text} ${Math.abs(value) === 1 ? 'day' : 'days'}`;
    case 'hours':
      return `${text} ${Math.abs(value) === 1 ? 'hour' : 'hours'}`;
    case 'currency':
      return value < 0 ? `${MINUS}$${text.slice(1)}` : `$${text}`;
    default:
      return text;
  }
}

/** A value as an axis tick prints it, short: "$12k", "1.5M", "30%", "12d", "6h". */
export function formatTick(value: number, format: ChartFormatter = 'count'): string {
  if (typeof format === 'function') return format(value);
  const abs = Math.abs(value);
  const sign = value < 0 ? MINUS : '';
  const [scaled, suffix] = abs >= 1e9 ? [abs / 1e9, 'B'] : abs >= 1e6 ? [abs / 1e6, 'M'] : abs >= 1e4 ? [abs / 1e3, 'k'] : [abs, ''];
  const number = `${sign}${groupThousands(scaled, Number.isInteger(round(scaled, 1)) ? 0 : 1)}${suffix}`;
  switch (format) {
    case 'percent':
      return `${number}%`;
    case 'days':
      return `${number}d`;
    case 'hours':
      return `${number}h`;
    case 'currency':
      return `${sign}$${number.slice(sign.length)}`;
    default:
      return number;
  }
}

/**
 * The change from `before` to `after` as a chip prints it: percentage points for percentages
 * ("+15 pts"), otherwise the relative change ("−35%"). "0%" when nothing changed or before is 0.
 */
export function formatChange(before: number, after: number, format: ChartFormatter = 'count'): string {
  if (format === 'percent') {
    const points = round(after - before, 1);
    return `${points > 0 ? '+' : points < 0 ? MINUS : ''}${groupThousands(Math.abs(points), decimalsFor(points))} pts`;
  }
  if (before === 0) return '0%';
  const change = round(((after - before) / Math.abs(before)) * 100);
  return `${change > 0 ? '+' : change < 0 ? MINUS : ''}${Math.abs(change)}%`;
}

/** Did the figure get better? Lower is better for costs, days and errors; higher for the rest. */
export const isImprovement = (before: number, after: number, lowerIsBetter = false): boolean =>
  lowerIsBetter ? after < before : after > before;

/**
 * "Nice" ticks covering [min, max]: steps of 1, 2, 2.5 or 5 × 10^k, about `count` of them, the
 * first ≤ min and the last ≥ max (so the axis always contains the data).
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (min === max) return max === 0 ? [0, 1] : niceTicks(Math.min(0, min), Math.max(0, max), count);
  const span = max - min;
  const raw = span / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let t = first; t < max + step / 2; t += step) ticks.push(round(t, 10));
  if ((ticks.at(-1) ?? max) < max) ticks.push(round((ticks.at(-1) ?? 0) + step, 10));
  return ticks;
}

/**
 * Moves label positions (pixels along one axis, in any order) apart so that neighbours are at
 * least `gap` apart, as little as possible, staying within [lo, hi] when they fit. Returns the
 * positions in the input's order.
 */
export function spreadLabels(positions: readonly number[], gap: number, lo: number, hi: number): number[] {
  const order = positions.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i);
  const placed = order.map(({ p }) => clamp(p, lo, hi));
  for (let k = 1; k < placed.length; k++) placed[k] = Math.max(placed[k] as number, (placed[k - 1] as number) + gap);
  const last = placed.length - 1;
  if (last >= 0 && (placed[last] as number) > hi) {
    placed[last] = hi;
    for (let k = last - 1; k >= 0; k--) placed[k] = Math.min(placed[k] as number, (placed[k + 1] as number) - gap);
  }
  // Too many to fit: spread them evenly over the whole range instead of crossing `lo`.
  if (placed.length > 1 && (placed[0] as number) < lo) {
    const step = (hi - lo) / last;
    for (let k = 0; k <= last; k++) placed[k] = lo + k * step;
  }
  const result = new Array<number>(positions.length);
  order.forEach(({ i }, k) => {
    result[i] = round(placed[k] as number, 2);
  });
  return result;
}

/* ----------------------------------------------------------------------------------------------
 * Before / after bars
 * -------------------------------------------------------------------------------------------- */

/** Pixel rhythm of the before/after bars (font sizes are the theme's sm and xs). */
export const BARS = { labelRow: 24, bar: 14, barGap: 6, blockGap: 24, valueGap: 8, maxBar: 0.72, minBar: 0.006 } as const;

export interface BarRow {
  /** Top of the metric's block (its label row). */
  readonly y: number;
  readonly labelY: number;
  readonly beforeY: number;
  readonly afterY: number;
  /** Bar lengths as a fraction of the chart's width (the longer bar of a metric is `BARS.maxBar`). */
  readonly before: number;
  readonly after: number;
}

/** Where each metric's label and two bars go; each metric has its own scale (units differ). */
export function barLayout(metrics: readonly { readonly before: number; readonly after: number }[]): {
  rows: BarRow[];
  height: number;
} {
  const block = BARS.labelRow + BARS.bar * 2 + BARS.barGap;
  const rows = metrics.map((m, i) => {
    const y = i * (block + BARS.blockGap);
    const top = Math.max(Math.abs(m.before), Math.abs(m.after));
    const length = (v: number) => (top === 0 ? BARS.minBar : Math.max(BARS.minBar, round((Math.abs(v) / top) * BARS.maxBar, 5)));
    return {
      y,
      labelY: y + 16,
      beforeY: y + BARS.labelRow,
      afterY: y + BARS.labelRow + BARS.bar + BARS.barGap,
      before: length(m.before),
      after: length(m.after),
    };
  });
  return { rows, height: metrics.length ? metrics.length * block + (metrics.length - 1) * BARS.blockGap : 0 };
}

/* ----------------------------------------------------------------------------------------------
 * Slope chart
 * -------------------------------------------------------------------------------------------- */

/** Pixel rhythm of the slope chart; its two axes sit at `fromX` and `toX` of the width. */
export const SLOPE = {
  header: 28,
  top: 44,
  minPlot: 140,
  perSeries: 44,
  bottom: 20,
  fromX: 0.2,
  toX: 0.58,
  leftGap: 14,
  rightGap: 36,
} as const;

export interface SlopeLine {
  readonly fromY: number;
  readonly toY: number;
  /** Where its labels go once spread apart (left value; right value with its label under it). */
  readonly fromLabelY: number;
  readonly toLabelY: number;
}

/** Both ends of every series on one shared scale, and label positions that never overlap. */
export function slopeLayout(series: readonly { readonly from: number; readonly to: number }[]): { lines: SlopeLine[]; height: number } {
  const values = series.flatMap((s) => [s.from, s.to]);
  const plot = Math.max(SLOPE.minPlot, series.length * SLOPE.perSeries);
  const height = SLOPE.top + plot + SLOPE.bottom;
  const y = linearScale([Math.min(...values), Math.max(...values)], [SLOPE.top + plot, SLOPE.top]);
  const fromYs = series.map((s) => round(y(s.from), 2));
  const toYs = series.map((s) => round(y(s.to), 2));
  const fromLabels = spreadLabels(fromYs, 20, SLOPE.top, SLOPE.top + plot);
  const toLabels = spreadLabels(toYs, SLOPE.rightGap, SLOPE.top, SLOPE.top + plot);
  return {
    lines: series.map((_, i) => ({
      fromY: fromYs[i] as number,
      toY: toYs[i] as number,
      fromLabelY: fromLabels[i] as number,
      toLabelY: toLabels[i] as number,
    })),
    height,
  };
}

/* ----------------------------------------------------------------------------------------------
 * Series chart (area and line over x labels)
 * -------------------------------------------------------------------------------------------- */

/** The series paths' own coordinate width (stretched to the chart's width, strokes not scaled). */
export const PLOT_WIDTH = 1000;
/**
 * Pixel rhythm of the series chart; points sit between `inset` and `1 - inset` of the plot's width,
 * the y axis's labels in a column `axis` pixels wide beside it.
 */
export const SERIES = { top: 36, bottom: 30, inset: 0.015, axis: 52 } as const;

export interface SeriesGeometry {
  readonly ticks: { readonly value: number; readonly y: number }[];
  /** Each point's x as a fraction of the chart's width. */
  readonly xs: number[];
  readonly plotTop: number;
  readonly plotHeight: number;
  /** y (pixels) of each series' points, and its line and area paths in plot coordinates. */
  readonly series: { readonly ys: number[]; readonly line: string; readonly area: string }[];
}

/** Ticks, point positions and paths of series drawn over `count` x positions in `height` pixels. */
export function seriesGeometry(count: number, series: readonly { readonly values: readonly number[] }[], height: number): SeriesGeometry {
  const plotTop = SERIES.top;
  const plotHeight = Math.max(40, height - SERIES.top - SERIES.bottom);
  const values = series.flatMap((s) => s.values).filter(Number.isFinite);
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values), 4);
  const lo = ticks[0] ?? 0;
  const hi = ticks.at(-1) ?? 1;
  const y = linearScale([lo, hi], [plotHeight, 0]);
  const xFraction = (i: number) => (count <= 1 ? 0.5 : SERIES.inset + (i / (count - 1)) * (1 - 2 * SERIES.inset));
  const xs = Array.from({ length: count }, (_, i) => round(xFraction(i), 5));
  const baseline = round(y(clamp(0, lo, hi)), 2);
  return {
    ticks: ticks.map((value) => ({ value, y: round(plotTop + y(value), 2) })),
    xs,
    plotTop,
    plotHeight,
    series: series.map((s) => {
      const points = s.values.slice(0, count).map((v, i) => [round((xs[i] as number) * PLOT_WIDTH, 2), round(y(v), 2)] as const);
      const line = points.map(([px, py], i) => `${i ? 'L' : 'M'}${px} ${py}`).join('');
      const first = points[0];
      const last = points.at(-1);
      const area = first && last ? `${line}L${last[0]} ${baseline}L${first[0]} ${baseline}Z` : '';
      return { ys: points.map(([, py]) => round(plotTop + py, 2)), line, area };
    }),
  };
}

/** Where a label centred on `x` (a fraction of the width) is anchored so it stays inside the chart. */
export const anchorFor = (x: number): 'start' | 'middle' | 'end' => (x < 0.12 ? 'start' : x > 0.88 ? 'end' : 'middle');

/* ----------------------------------------------------------------------------------------------
 * Timeline
 * -------------------------------------------------------------------------------------------- */

export interface TimelineSegment {
  /** Start and width as fractions of the track; `open` for a phase without an end ("ongoing"). */
  readonly x: number;
  readonly width: number;
  readonly open: boolean;
  /** The unit count at the segment's end (a tick label), null when open. */
  readonly endValue: number | null;
}

/** Share of the track an open-ended last phase takes. */
const OPEN_SHARE = 0.14;

/**
 * Phases drawn to scale: `start`/`end` are inclusive unit numbers ("days 1-30" is 1 and 30). Null
 * unless every phase has a start and every phase but the last an end, in order.
 */
export function timelineScale(steps: readonly { readonly start?: number; readonly end?: number }[]): TimelineSegment[] | null {
  if (steps.length === 0) return null;
  const ok = steps.every(
    (s, i) =>
      typeof s.start === 'number' &&
      (typeof s.end === 'number' ? s.end >= s.start : i === steps.length - 1) &&
      (i === 0 || (s.start ?? 0) > (steps[i - 1]?.start ?? 0)),
  );
  if (!ok) return null;
  const first = (steps[0]?.start ?? 1) - 1;
  const closed = steps.filter((s) => typeof s.end === 'number');
  const last = Math.max(...closed.map((s) => s.end as number), first + 1);
  const open = typeof steps.at(-1)?.end !== 'number';
  const closedShare = open ? 1 - OPEN_SHARE : 1;
  const x = linearScale([first, last], [0, closedShare]);
  return steps.map((s) => {
    const start = x((s.start as number) - 1);
    const end = typeof s.end === 'number' ? x(s.end) : 1;
    return { x: round(start, 5), width: round(end - start, 5), open: typeof s.end !== 'number', endValue: s.end ?? null };
  });
}

/** From which width a timeline of `count` phases lies in a row (below that it is vertical). */
export const timelineLayout = (count: number): 'md' | 'lg' | 'vertical' => (count <= 4 ? 'md' : count <= 6 ? 'lg' : 'vertical');
