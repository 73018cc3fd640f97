import { styled } from 'styled-components';

/**
 * Copy and visual side by side from lg — seven columns to five, both centred vertically (art
 * direction, "Heroes"); copy alone keeps to a readable width.
 */
export const StyledHeroGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;

  ${({ theme }) => theme.mq.lg} {
    &[data-aside='true'] {
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
      gap: ${({ theme }) => theme.space[12]};
    }
    &[data-aside='false'] > :first-child {
      max-width: calc(${({ theme }) => theme.sizes.measure} + ${({ theme }) => theme.space[24]});
    }
  }
`;

export const StyledHeroCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/** Below lg the visual follows the calls to action, full width up to 34rem. */
export const StyledHeroVisual = styled.div`
  width: 100%;
  max-width: 34rem;
  min-width: 0;

  ${({ theme }) => theme.mq.lg} {
    max-width: none;
  }
`;
