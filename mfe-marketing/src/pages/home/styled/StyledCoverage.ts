import { styled } from 'styled-components';

export const StyledCoverageGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[10]};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[16]};
  }
`;

export const StyledCoverageCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[6]};

  & > header {
    margin-bottom: 0;
  }
`;

export const StyledListLabel = styled.h3`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

export const StyledMarkets = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

export const StyledCountryList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.sm} {
    gap: ${({ theme }) => theme.space[3]};
  }
`;

export const StyledCountry = styled.li<{ readonly $hq: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ theme, $hq }) => ($hq ? theme.colors.primary[300] : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $hq }) => ($hq ? theme.colors.primary[50] : theme.colors.surfaceMuted)};
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  & > svg {
    flex-shrink: 0;
    color: ${({ theme, $hq }) => ($hq ? theme.colors.primary[700] : theme.colors.primary[500])};
  }
`;

export const StyledHqNote = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary[700]};
  }
`;
