import { describe, expect, it } from 'vitest';
import { cellsOf, evenGrid } from '../src/components/listing/even-grid';

describe('evenGrid: every row full at every width', () => {
  for (const max of [2, 3] as const) {
    for (let n = 1; n <= 12; n++) {
      it(`${n} items, at most ${max} columns`, () => {
        const grid = evenGrid(n, max);
        for (const at of [grid.md, grid.lg]) {
          expect(at.lead).toBeLessThanOrEqual(at.columns);
          expect(cellsOf(n, at) % at.columns).toBe(0);
          expect(at.columns).toBeLessThanOrEqual(max === 2 ? 2 : 4);
        }
      });
    }
  }

  it('follows the art direction: 4 → 2 × 2, 5 → lead + 3, 6 → 3 × 2, 7 → lead + 3 × 2, 8 → 4 × 2', () => {
    expect(evenGrid(4).lg).toEqual({ columns: 2, lead: 1 });
    expect(evenGrid(5).lg).toEqual({ columns: 3, lead: 2 });
    expect(evenGrid(6).lg).toEqual({ columns: 3, lead: 1 });
    expect(evenGrid(7).lg).toEqual({ columns: 3, lead: 3 });
    expect(evenGrid(8).lg).toEqual({ columns: 4, lead: 1 });
    expect(evenGrid(7).md).toEqual({ columns: 2, lead: 2 });
    expect(evenGrid(1)).toEqual({ md: { columns: 1, lead: 1 }, lg: { columns: 1, lead: 1 } });
  });
});
