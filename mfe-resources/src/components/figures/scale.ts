/**
 * The scale a headline figure is drawn against (docs/design/art-direction.md "A headline figure"):
 * a percentage as a share of 100 ("18%" → 0–0.18), a range as its segment ("15-25%" → 0.15–0.25),
 * a floor as its value ("99%+" → 0–0.99). Anything else ("$2.1M", "6 months") has no scale. Pure,
 * unit-tested (test/figure-scale.test.ts).
 */
export interface FigureScale {
  readonly from: number;
  readonly to: number;
}

const PERCENT = /^(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?%\+?$/;

export function figureScale(value: string): FigureScale | null {
  const m = PERCENT.exec(value.trim());
  if (!m) return null;
  const a = Number(m[1]) / 100;
  const b = m[2] === undefined ? undefined : Number(m[2]) / 100;
  if (a > 1 || (b !== undefined && (b > 1 || b < a))) return null;
  return b === undefined ? { from: 0, to: a } : { from: a, to: b };
}
