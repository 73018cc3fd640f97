import { describe, expect, it } from 'vitest';
import { figureScale } from '../src/components/figures/scale';

describe('figureScale: what a headline figure is drawn against', () => {
  it('a percentage is its share of 100, a floor its value, a range its segment', () => {
    expect(figureScale('18%')).toEqual({ from: 0, to: 0.18 });
    expect(figureScale('99.1%')).toEqual({ from: 0, to: 0.991 });
    expect(figureScale('99%+')).toEqual({ from: 0, to: 0.99 });
    expect(figureScale('15-25%')).toEqual({ from: 0.15, to: 0.25 });
    expect(figureScale('50-70%')).toEqual({ from: 0.5, to: 0.7 });
  });

  it('anything that is not a share of 100 has no scale', () => {
    for (const v of ['$2.1M', '6 months', '4x', '23 → 8', '120%', '40-30%', '', '-22%']) expect(figureScale(v), v).toBeNull();
  });
});
