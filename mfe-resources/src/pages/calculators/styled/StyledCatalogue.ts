import { Card } from '@meranti/design-system';
import { styled } from 'styled-components';

export const StyledCardGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.mq.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const StyledCalculatorCard = styled(Card)`
  height: 100%;
  scroll-margin-top: ${({ theme }) => theme.sizes.scrollMarginTop};
`;

export const StyledCardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledListLabel = styled.p`
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

export const StyledMetricList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.slate[100]};
    color: ${({ theme }) => theme.colors.slate[700]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
`;

/** Pushes the action to the bottom of every card so the buttons line up. */
export const StyledCardAction = styled.div`
  display: flex;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};

  & > button {
    width: 100%;
  }
`;
