import { styled } from 'styled-components';
import { cardGrid } from '../../shared/cardGrid';

export const StyledOfferGrid = styled.ul`
  ${cardGrid}
`;

export const StyledOffer = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  &[data-featured='true'] {
    border: ${({ theme }) => theme.sizes.borderThick} solid ${({ theme }) => theme.colors.primary[600]};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

export const StyledOfferHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledOfferName = styled.h3`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const StyledOfferSummary = styled.p`
  color: var(--ds-muted);
`;

export const StyledOfferBestFor = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & strong {
    color: var(--ds-heading);
  }
`;

export const StyledOfferLabel = styled.p`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

export const StyledOfferPricing = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary[50]};
  color: ${({ theme }) => theme.colors.primary[900]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary[700]};
  }
`;
