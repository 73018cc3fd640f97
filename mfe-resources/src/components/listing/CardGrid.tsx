import { useReveal } from '@meranti/design-system';
import type { ReactNode } from 'react';
import { StyledCardGrid } from './styled/StyledListing';

export interface CardGridProps<T> {
  readonly items: readonly T[];
  readonly getKey: (item: T) => string;
  readonly renderItem: (item: T) => ReactNode;
  /** Columns from lg (1 on phones, 2 from md). */
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

/** A responsive grid of cards as a list, entering with a stagger when scrolled into view. */
export function CardGrid<T>({ items, getKey, renderItem, columns = 3, id, labelledBy, reveal = true }: CardGridProps<T>) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <StyledCardGrid ref={reveal ? ref : undefined} id={id} aria-labelledby={labelledBy} $columns={columns}>
      {items.map((item) => (
        <li key={getKey(item)}>{renderItem(item)}</li>
      ))}
    </StyledCardGrid>
  );
}
