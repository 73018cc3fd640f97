import { styled } from 'styled-components';

/** Copy and visual side by side from lg; copy alone keeps to a readable width. */
export const StyledHeroGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[12]};
  align-items: center;

  ${({ theme }) => theme.mq.lg} {
    &[data-aside='true'] {
      grid-template-columns: minmax(0, 1.12fr) minmax(0, 0.88fr);
      gap: ${({ theme }) => theme.space[16]};
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

export const StyledHeroVisual = styled.div`
  min-width: 0;
`;
