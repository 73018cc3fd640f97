import { useReveal } from '@meranti/design-system';
import { CardGrid as EvenGrid } from '@meranti/design-system/card-grid';
import type { ComponentProps, ComponentType, ReactNode, Ref } from 'react';
import { StyledCardList } from './styled/StyledListing';

/** React 19 passes `ref` to a function component as a prop; the design system's grid hands it to its list. */
const Grid = EvenGrid as ComponentType<ComponentProps<typeof EvenGrid> & { readonly ref?: Ref<HTMLUListElement> | undefined }>;

export interface CardGridProps<T> {
  readonly items: readonly T[];
  readonly getKey: (item: T) => string;
  readonly renderItem: (item: T) => ReactNode;
  readonly id?: string;
  /** Accessible name of the list (id of a heading). */
  readonly labelledBy?: string;
  /**
   * Staggered entrance when scrolled into view (default true). Turn it off for grids whose cards
   * open a dialog: the cards must not be mid-fade behind the open dialog.
   */
  readonly reveal?: boolean;
}

/**
 * The cards of a listing as a list: the design system's even grid (no card alone on a last row at
 * any width; a short row goes first, its cards wider), entering with a stagger when scrolled into view.
 */
export function CardGrid<T>({ items, getKey, renderItem, id, labelledBy, reveal = true }: CardGridProps<T>) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <StyledCardList>
      <Grid as="ul" ref={reveal ? ref : undefined} id={id} aria-labelledby={labelledBy} count={items.length}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </Grid>
    </StyledCardList>
  );
}
