/**
 * Grids that divide evenly at every width (docs/design/art-direction.md "Spacing and grid"): the
 * number of columns follows the number of items, and where a row would be left short the first
 * item leads, spanning the columns the last row would miss. Pure, unit-tested
 * (test/even-grid.test.ts).
 */

export interface GridAt {
  /** Columns of the grid. */
  readonly columns: number;
  /** Columns the first item spans (1: an item like the others). */
  readonly lead: number;
}

export interface EvenGrid {
  /** From `md` (768 px). Phones: one column. */
  readonly md: GridAt;
  /** From `lg` (1024 px). */
  readonly lg: GridAt;
}

/**
 * The layout of `count` items, with at most `maxColumns` columns from `lg` (3 for cover cards, 2
 * for long cards): 1 → 1; 2 → 2; 3 → 3; 4 → 2 × 2; 5 → a lead over two columns and 3; 6 → 3 × 2;
 * 7 → a lead over the row and 3 × 2; 8 → 4 × 2 (2 × 4 at `md`); 9 → 3 × 3… At `md` two columns, the
 * first item over both when the count is odd.
 */
export function evenGrid(count: number, maxColumns: 2 | 3 = 3): EvenGrid {
  const n = Math.max(0, Math.floor(count));
  const md: GridAt = n <= 1 ? { columns: 1, lead: 1 } : { columns: 2, lead: n % 2 === 1 ? 2 : 1 };
  if (maxColumns === 2 || n === 4) return { md, lg: md };
  if (n <= 3) return { md, lg: { columns: Math.max(1, n), lead: 1 } };
  if (n === 8) return { md, lg: { columns: 4, lead: 1 } };
  const rest = n % 3;
  return { md, lg: { columns: 3, lead: rest === 1 ? 3 : rest === 2 ? 2 : 1 } };
}

/** Cells a layout fills: every row full when this is a multiple of the columns. */
export const cellsOf = (count: number, at: GridAt): number => (count > 0 ? count - 1 + at.lead : 0);
