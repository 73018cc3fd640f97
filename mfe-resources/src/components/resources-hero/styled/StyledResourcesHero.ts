import { styled } from 'styled-components';

/**
 * Copy in 7 of 12 columns, the picture in 5, from `lg` (docs/design/art-direction.md); below, the
 * picture follows the copy, full width up to 34rem. One component for both cells (first-load bytes).
 */
export const StyledHeroGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;

  & > :first-child {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[5]};
    min-width: 0;
  }

  & > :first-child > h1:focus {
    outline: none;
  }

  & > :last-child {
    width: 100%;
    max-width: 34rem;
    min-width: 0;
  }

  /* A drawn picture is a window onto its own ground: rounded, lifted off the hero's wash. */
  & > :last-child img {
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  /*
   * A deferred picture (a detail page's cover). While a client-side navigation renders the page, a
   * deferred section holds a screen's height for a frame (ADR 21 §6); here it holds the cover's box.
   */
  & > :last-child > [data-deferred] > [data-deferred-pending] {
    min-height: 0 !important;
    aspect-ratio: 16 / 9;
  }

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[8]};

    & > :first-child {
      grid-column: span 7;
    }

    & > :last-child {
      grid-column: span 5;
      max-width: none;
    }
  }
`;

export const StyledHeroExtra = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
