import { useReveal } from '@meranti/design-system';
import type { ReactNode } from 'react';
import { evenGrid } from './even-grid';
import { StyledCardGrid } from './styled/StyledListing';

export interface CardGridProps<T> {
  readonly items: readonly T[];
  readonly getKey: (item: T) => string;
  readonly renderItem: (item: T) => ReactNode;
  /**
   * The most columns from `lg` (1 on phones, 2 from `md`): 3 for cover cards, 2 for long ones. The
   * grid divides evenly at every width: the first item leads where a row would be short (even-grid.ts).
   */
  readonly columns?: 2 | 3;
  readonly id?: string;
  /** Accessible name of the list (id of a heading). */
  readonly labelledBy?: string;
  /**
   * Staggered entrance when scrolled into view (default true). Turn it off for grids whose cards
   * open a dialog: the cards must not be mid-fade behind the open dialog.
   */
  readonly reveal?: boolean;
}

/** A responsive grid of cards as a list, without orphans, entering with a stagger when scrolled into view. */
export function CardGrid<T>({ items, getKey, renderItem, columns = 3, id, labelledBy, reveal = true }: CardGridProps<T>) {
  const ref = useReveal<HTMLUListElement>();
  const grid = evenGrid(items.length, columns);
  return (
    <StyledCardGrid ref={reveal ? ref : undefined} id={id} aria-labelledby={labelledBy} $md={grid.md} $lg={grid.lg}>
      {items.map((item) => (
        <li key={getKey(item)}>{renderItem(item)}</li>
      ))}
    </StyledCardGrid>
  );
}
