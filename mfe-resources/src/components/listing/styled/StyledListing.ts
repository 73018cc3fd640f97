import { Card, revealGroup } from '@meranti/design-system';
import { Link } from '@meranti/platform';
import { css, styled } from 'styled-components';

/** Around the design system's even grid: the cards' staggered entrance, and equal heights in a row. */
export const StyledCardList = styled.div`
  & > ul {
    ${revealGroup(0.1)}
  }

  & > ul > li {
    display: flex;
    min-width: 0;
  }
`;

/** A card's box: a size container, so a card laid out wide (a grid's lead, a featured row) puts its cover beside its text. */
export const StyledCardFrame = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  container: card / inline-size;
`;

/** How wide a card must be to put its cover beside its text. */
const WIDE_CARD = '44rem';

export const StyledListingCard = styled(Card)`
  flex: 1;
  scroll-margin-top: ${({ theme }) => theme.sizes.scrollMarginTop};
  justify-content: space-between;

  &[data-cover] {
    gap: 0;
  }

  @container card (min-width: ${WIDE_CARD}) {
    &[data-cover] {
      flex-direction: row;
      align-items: stretch;
    }

    &[data-cover] h2,
    &[data-cover] h3 {
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
    }
  }
`;

/** The cover: flush with the card's top edge, or its left half where the card is wide. */
export const StyledCover = styled.div`
  flex: none;
  overflow: hidden;
  border-bottom: ${({ theme }) => theme.sizes.border} solid var(--ds-border);

  & > img {
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }

  @container card (min-width: ${WIDE_CARD}) {
    flex: 0 0 54%;
    border-bottom: 0;
    border-right: ${({ theme }) => theme.sizes.border} solid var(--ds-border);

    & > img {
      height: 100%;
    }
  }
`;

/** Text and actions of a card; padded on its own when the card has a cover. */
export const StyledCardContent = styled.div<{ $padded: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  ${({ $padded, theme }) =>
    $padded &&
    css`
      padding: ${theme.space[6]};

      @container card (min-width: ${WIDE_CARD}) {
        justify-content: center;
        padding: ${theme.space[8]};
      }
    `}
`;

export const StyledCardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The title link; its ::after covers the card so the whole card is the hit area. */
export const StyledCardTitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:hover {
    color: var(--ds-brand);
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: ${({ theme }) => theme.sizes.focusRing} solid var(--ds-focus);
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRing});
  }
`;

export const StyledMeta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
  }
`;

/** Excerpts are clamped to 3 lines [docs/product-rules.md#listings-and-filters]. */
export const StyledExcerpt = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const StyledTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
    border-radius: ${({ theme }) => theme.radii.xs};
    background: ${({ theme }) => theme.colors.slate[100]};
    color: ${({ theme }) => theme.colors.slate[700]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** Footer actions sit above the stretched title link. */
export const StyledCardFooter = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.measure};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.slate[300]};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
`;

export const StyledEmptyIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.iconBadge.lg};
  height: ${({ theme }) => theme.sizes.iconBadge.lg};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary[50]};
  color: ${({ theme }) => theme.colors.primary[700]};
`;
