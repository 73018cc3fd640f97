import { Children, type HTMLAttributes } from 'react';
import type { SpaceKey } from '../../theme/theme.ts';
import { cardGridPlan } from './cardGridPlan.ts';
import { StyledCardGrid } from './styled/StyledCardGrid.ts';

export interface CardGridProps extends HTMLAttributes<HTMLElement> {
  /** The number of cards (default: the children counted). */
  readonly count?: number;
  /** The first card is the section's featured card: a full row, the plan applies to the rest. */
  readonly featured?: boolean;
  readonly $gap?: SpaceKey;
  /** Render as a list (`ul`/`ol`, give the children `li`s) or another element. Default `div`. */
  readonly as?: 'div' | 'ul' | 'ol' | 'section';
}

/**
 * A grid of cards that divides evenly for any number of cards at every width (cardGridPlan): no
 * card alone on a last row at 375, 768, 1280 or 1440 px.
 */
export function CardGrid({ count, featured = false, children, ...rest }: CardGridProps) {
  const cards = (count ?? Children.count(children)) - (featured ? 1 : 0);
  const plan = cardGridPlan(Math.max(0, cards));
  return (
    <StyledCardGrid $md={plan.md} $lg={plan.lg} $offset={featured ? 1 : 0} data-count={cards} {...rest}>
      {children}
    </StyledCardGrid>
  );
}
