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
}

/** A responsive grid of cards as a list, entering with a stagger when scrolled into view. */
export function CardGrid<T>({ items, getKey, renderItem, columns = 3, id, labelledBy }: CardGridProps<T>) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <StyledCardGrid ref={ref} id={id} aria-labelledby={labelledBy} $columns={columns}>
      {items.map((item) => (
        <li key={getKey(item)}>{renderItem(item)}</li>
      ))}
    </StyledCardGrid>
  );
}
