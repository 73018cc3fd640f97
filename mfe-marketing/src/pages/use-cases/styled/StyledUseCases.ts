import { Card, Cluster, revealGroup } from '@meranti/design-system';
import { styled } from 'styled-components';
import { cardGrid } from '../../../components/shared/cardGrid';

/** The filter buttons and the count under them. */
export const StyledFilterBar = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

export const StyledCount = styled.p`
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The case-study cards; they enter 0.1 s apart [docs/product-rules.md#site-chrome]. Their count decides the grid
 * (`listingLayout`): an odd count leads with a featured card across the row, the rest fill two
 * columns from md and `data-columns` from lg, so no card is left alone on a last row.
 */
export const StyledUseCaseGrid = styled.ul`
  ${revealGroup(0.1)}
  ${cardGrid}

  ${({ theme }) => theme.mq.md} {
    &[data-featured] > li:first-child {
      grid-column: 1 / -1;
    }
  }
`;

/** A cover card: the cover on top (beside the facts when the card leads, from md). */
export const StyledUseCaseCard = styled(Card)`
  gap: 0;
  min-width: 0;

  ${({ theme }) => theme.mq.md} {
    &[data-tier='featured'] {
      display: grid;
      grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
      box-shadow: ${({ theme }) => theme.shadows.md};
    }
  }
`;

export const StyledCardCover = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.ink};

  & > img {
    height: 100%;
    object-fit: cover;
  }

  /* Leading the grid, the cover stands beside the facts at its own 16:9 shape, centred on ink. */
  ${({ theme }) => theme.mq.md} {
    [data-tier='featured'] > & {
      display: grid;
      align-content: center;
      aspect-ratio: auto;

      & > img {
        height: auto;
      }
    }
  }
`;

export const StyledCardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.mq.md} {
    [data-tier='featured'] > & {
      padding: ${({ theme }) => theme.space[8]};
    }
  }
`;

/** Industry and the first two tags: a wrapping row of badges (a list). */
export const StyledCardTags = styled(Cluster)`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledCardTitle = styled.h3`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-wrap: balance;

  [data-tier='featured'] & {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

/** Challenge and result: a small label over the text. */
export const StyledCardFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  dt {
    color: var(--ds-brand);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }

  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: var(--ds-muted);
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

/** The three metrics in a row: value over label. */
export const StyledCardMetrics = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);

  & > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }

  dt {
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.primary[700]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

export const StyledCardFooter = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
`;
