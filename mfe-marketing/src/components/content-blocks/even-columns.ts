/**
 * Columns that divide a list evenly (art direction, "Grids divide evenly at every width"): the most
 * columns up to `max` that `count` divides into full rows; 1 when none does (a prime count over
 * `max`, e.g. 5 or 7 from an API record), so no card is ever left alone on a last row.
 */
export function evenColumns(count: number, max: number): number {
  for (let c = Math.min(max, count); c > 1; c--) if (count % c === 0) return c;
  return 1;
}
