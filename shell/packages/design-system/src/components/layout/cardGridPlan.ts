/**
 * How a grid of cards divides at each width so no card is left alone on a last row (the art
 * direction's rule): the number of columns follows the number of cards, and when they do not fill
 * the last row the short row comes FIRST, its cards wider (5 → 2 + 3, 7 → 1 + 3 × 2). One column
 * on phones. Spans are twelfths, so every split is exact.
 */
export interface CardGridStep {
  /** Columns of the full rows. */
  readonly columns: number;
  /** Cards in the first, shorter row (0 when the rows are full), each spanning 12 / lead twelfths. */
  readonly lead: number;
}

export interface CardGridPlan {
  readonly md: CardGridStep;
  readonly lg: CardGridStep;
}

/** Columns from lg (1024 px): up to four side by side, four for 8, 12 …, otherwise three. */
export function lgColumns(count: number): number {
  if (count <= 4) return Math.max(1, count);
  return count % 4 === 0 ? 4 : 3;
}

/** Columns from md (768 px): three for 3, 9, 15 … (an odd multiple of three), otherwise two. */
export function mdColumns(count: number): number {
  if (count <= 1) return 1;
  return count % 3 === 0 && count % 2 === 1 ? 3 : 2;
}

const step = (count: number, columns: number): CardGridStep => ({ columns, lead: count % columns });

export function cardGridPlan(count: number): CardGridPlan {
  return { md: step(count, mdColumns(count)), lg: step(count, lgColumns(count)) };
}

/** The rows a plan makes: how many cards each row holds, first row first. */
export function rowsOf({ columns, lead }: CardGridStep, count: number): number[] {
  const rows = lead ? [lead] : [];
  for (let left = count - lead; left > 0; left -= columns) rows.push(Math.min(columns, left));
  return rows;
}
