/**
 * What a headline figure means, read from its own words (art direction, "Numbers as graphics": the
 * picture comes from the same text the visitor reads, so the two cannot disagree). Pure; the
 * case studies (including records the API sends), the use cases and the persona and audience
 * pages all draw their figures from it.
 *
 * - a share of a whole: "98%", "99%+", "20-50%" (a range), "99.6%"
 * - a change against before, indexed to 100: "-27%", "−45%", "40%" with "Lower …", "Fewer …",
 *   "… savings", "Reduction …", "+140%", "500%" with "… growth", "Up to 15%" with "Lower …"
 * - a change between two stated values: "14 → 5", "4 days" with "…, down from 9", "0.2%" with
 *   "…, down from 3%"
 * - a multiple: "3.2x", "10x", "12x"
 * - anything else (a count, an amount, a duration): no graphic, the numeral alone
 */

export type FigureGraphic =
  | { readonly kind: 'share'; readonly from: number; readonly to: number }
  | { readonly kind: 'change'; readonly before: number; readonly after: number; readonly unit: string; readonly indexed: boolean }
  | { readonly kind: 'multiple'; readonly factor: number }
  | { readonly kind: 'none' };

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const num = (s: string) => Number(s.replace(',', '.'));

const FALLING = /\b(lower|fewer|less|reduc|saving|savings|cut|faster|shorter|down|decrease|drop)/i;
const RISING = /\b(growth|grow|more|higher|increase|up\b|faster growth)/i;
/** Figures about failures are shares too, but a high one is bad: they are drawn in the problem colour. */
export const isProblemFigure = (label: string): boolean => /\b(error|errors|overcharge|damage|lost|delay|excursion|breakage)/i.test(label);

export function figureGraphic(value: string, label: string): FigureGraphic {
  const v = value.trim().replace(/\s+/g, ' ');
  // "14 → 5", "9 → 4 days"
  const arrow = new RegExp(`^${NUM}\\s*(?:→|->)\\s*${NUM}\\s*(.*)$`).exec(v);
  if (arrow)
    return { kind: 'change', before: num(arrow[1] ?? '0'), after: num(arrow[2] ?? '0'), unit: (arrow[3] ?? '').trim(), indexed: false };

  // "4 days" / "0.2%" with "…, down from 9" / "…, down from 3%"
  const from = new RegExp(`down from ${NUM}`, 'i').exec(label);
  const plain = new RegExp(`^${NUM}\\s*(%|[a-z]+)?$`, 'i').exec(v);
  if (from && plain)
    return { kind: 'change', before: num(from[1] ?? '0'), after: num(plain[1] ?? '0'), unit: (plain[2] ?? '').trim(), indexed: false };

  // "3.2x", "10x"
  const times = new RegExp(`^${NUM}\\s*[x×]$`, 'i').exec(v);
  if (times) return { kind: 'multiple', factor: num(times[1] ?? '1') };

  // percentages: "-27%", "+140%", "~15%", "Up to 15%", "20-50%", "99%+"
  const pct = new RegExp(`^(up to |about |~)?([-+−])?${NUM}(?:\\s*[-–]\\s*${NUM})?%(\\+)?$`, 'i').exec(v);
  if (!pct) return { kind: 'none' };
  const [, , sign, a, b] = pct;
  const low = num(a ?? '0');
  const high = b === undefined ? low : num(b);
  const mid = (low + high) / 2;
  const falling = sign === '-' || sign === '−' || (!sign && FALLING.test(label));
  const rising = sign === '+' || (!sign && !falling && RISING.test(label));
  if (falling) return { kind: 'change', before: 100, after: Math.max(0, 100 - mid), unit: '', indexed: true };
  if (rising) return { kind: 'change', before: 100, after: 100 + mid, unit: '', indexed: true };
  if (high > 100) return { kind: 'none' };
  return { kind: 'share', from: b === undefined ? 0 : low, to: high };
}

/** A headline figure as the copy gives it. */
export interface FigureText {
  readonly value: string;
  readonly label: string;
  readonly description?: string | undefined;
}

/** What the before/after chart draws of one figure (the design system's BeforeAfterBars metric). */
export interface FigureChange {
  readonly label: string;
  readonly before: number;
  readonly after: number;
  readonly beforeText: string;
  readonly afterText: string;
  readonly changeText?: string;
  readonly lowerIsBetter: boolean;
}

const MINUS = '\u2212';
const trimNumber = (n: number) => String(Math.round(n * 10) / 10);
const withUnit = (n: number, unit: string) => (unit === '%' ? `${trimNumber(n)}%` : unit ? `${trimNumber(n)} ${unit}` : trimNumber(n));

/**
 * The figures a section draws as before and after: every change and multiple among them, in order.
 * A percentage change is drawn against a before of 100 and keeps its own words as the chip ("−27%",
 * "−20-50%"), so the chart says exactly what the numeral beside it says.
 */
export function figureChanges(figures: readonly FigureText[]): FigureChange[] {
  return figures.flatMap((f): FigureChange[] => {
    const g = figureGraphic(f.value, f.label);
    if (g.kind === 'multiple')
      return [
        { label: f.label, before: 1, after: g.factor, beforeText: '1x', afterText: `${trimNumber(g.factor)}x`, lowerIsBetter: false },
      ];
    if (g.kind !== 'change') return [];
    const lowerIsBetter = g.after < g.before;
    if (!g.indexed)
      return [
        {
          label: f.label,
          before: g.before,
          after: g.after,
          beforeText: withUnit(g.before, g.unit),
          afterText: withUnit(g.after, g.unit),
          lowerIsBetter,
        },
      ];
    // The copy's own words with the direction's sign: "−27%", "+140%", "~−15%", "Up to −15%".
    const [, qualifier = '', rest = ''] = /^(up to |about |~)?(.*)$/i.exec(f.value.trim()) ?? [];
    const words = `${qualifier}${lowerIsBetter ? MINUS : '+'}${rest.replace(/^[-−+]/, '')}`;
    return [
      {
        label: f.label,
        before: 100,
        after: g.after,
        beforeText: '100',
        afterText: trimNumber(g.after),
        changeText: words,
        lowerIsBetter,
      },
    ];
  });
}
