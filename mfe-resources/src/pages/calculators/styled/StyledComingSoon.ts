import { Card } from '@meranti/design-system';
import { styled } from 'styled-components';

export const StyledComingSoon = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  background:
    radial-gradient(ellipse 60% 70% at 100% 0%, ${({ theme }) => theme.colors.accent[50]} 0%, transparent 70%),
    ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
    gap: ${({ theme }) => theme.space[12]};
    align-items: center;
  }
`;

export const StyledComingSoonCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};

  & > button {
    margin-top: ${({ theme }) => theme.space[2]};
  }

  ${({ theme }) => theme.mq.belowSm} {
    & > button {
      width: 100%;
    }
  }
`;

export const StyledComingSoonFeatures = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.primary[200]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary[50]};
`;
