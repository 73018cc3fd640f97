import { surfaceVars } from '@meranti/design-system';
import { styled } from 'styled-components';

export const StyledClosingPanel = styled.div`
  ${surfaceVars('brand')}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space[12]};
    padding: ${({ theme }) => `${theme.space[12]} ${theme.space[12]}`};
  }
`;

export const StyledClosingCopy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledClosingPoints = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
    color: var(--ds-text);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  & > li > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.accent[300]};
  }
`;

export const StyledClosingActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
