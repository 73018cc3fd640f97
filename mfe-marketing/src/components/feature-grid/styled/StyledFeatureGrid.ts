import { Card, revealGroup } from '@meranti/design-system';
import { styled } from 'styled-components';
import { cardGrid } from '../../shared/cardGrid';

/**
 * The card grid (`data-columns` from lg); cards enter one after another (`data-stagger`). With a
 * featured card (`data-featured`), it spans the first row from md, and from lg either two rows of
 * the first column (`tall`: 5 cards = featured + 2 × 2) or the whole first row (`row`).
 */
export const StyledFeatureGrid = styled.ul`
  ${revealGroup(0.15)}
  &[data-stagger='fast'] {
    ${revealGroup(0.1)}
  }
  ${cardGrid}

  ${({ theme }) => theme.mq.md} {
    &[data-featured] > li:first-child {
      grid-column: 1 / -1;
    }
  }

  ${({ theme }) => theme.mq.lg} {
    &[data-featured='tall'] > li:first-child {
      grid-column: auto;
      grid-row: span 2;
    }
  }

  &[data-variant='compact'] {
    gap: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * Standard card: hairline border, radius lg, a soft shadow that lifts on hover (no coloured rule:
 * that belongs to the featured card and to callouts). Featured: a brand rule on top, a larger title,
 * its visual first. Compact: one row.
 */
export const StyledFeatureCard = styled(Card)`
  gap: ${({ theme }) => theme.space[5]};

  &[data-tier='featured'] {
    padding: 0;
    border-color: var(--ds-border);
    box-shadow: ${({ theme }) => theme.shadows.md};

    &::before {
      content: '';
      position: absolute;
      z-index: 1;
      inset: 0 0 auto;
      height: ${({ theme }) => theme.space[1]};
      background: linear-gradient(90deg, ${({ theme }) => theme.colors.primary[600]}, ${({ theme }) => theme.colors.primary[300]});
    }
  }

  &[data-tier='compact'] {
    padding: ${({ theme }) => theme.space[5]};
  }

  ${({ theme }) => theme.mq.lg} {
    [data-featured='row'] > &[data-tier='featured'] {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      align-items: center;
      gap: 0;
    }
  }
`;

/** The featured card's picture: full bleed at the top (or the left half when the card spans a row). */
export const StyledFeatureVisual = styled.div`
  display: grid;
  place-items: center;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]} ${theme.space[2]}`};
  background:
    radial-gradient(ellipse 70% 70% at 50% 40%, ${({ theme }) => theme.colors.primary[100]} 0%, transparent 70%),
    ${({ theme }) => theme.colors.primary[50]};

  & > img {
    max-width: 26rem;
  }

  ${({ theme }) => theme.mq.lg} {
    [data-featured='row'] & {
      align-self: stretch;
      padding: ${({ theme }) => theme.space[8]};
    }
  }
`;

export const StyledFeatureBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  [data-tier='featured'] > & {
    padding: ${({ theme }) => theme.space[6]};

    ${({ theme }) => theme.mq.md} {
      padding: ${({ theme }) => theme.space[8]};
    }
  }

  [data-tier='compact'] > & {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    column-gap: ${({ theme }) => theme.space[4]};
    row-gap: ${({ theme }) => theme.space[1]};
  }
`;

export const StyledFeatureHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  [data-tier='compact'] & {
    grid-row: 1 / span 2;
  }
`;

export const StyledFeatureTitle = styled.h3`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-wrap: balance;

  [data-tier='featured'] & {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  [data-tier='compact'] & {
    grid-column: 2;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const StyledFeatureText = styled.p`
  color: var(--ds-muted);
  line-height: ${({ theme }) => theme.lineHeights.normal};

  [data-tier='featured'] & {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  [data-tier='compact'] & {
    grid-column: 2;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const StyledFeatureFooter = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);

  [data-tier='compact'] & {
    grid-column: 3;
    grid-row: 1 / span 2;
    margin: 0;
    padding: 0;
    border: 0;
  }
`;
