import { Card, revealGroup } from '@meranti/design-system';
import { styled } from 'styled-components';
import { cardGrid } from '../../shared/cardGrid';

/** The card grid (`data-columns` from lg); cards enter one after another (`data-stagger`). */
export const StyledFeatureGrid = styled.ul`
  ${revealGroup(0.15)}
  &[data-stagger='fast'] {
    ${revealGroup(0.1)}
  }
  ${cardGrid}
`;

export const StyledFeatureCard = styled(Card)`
  gap: ${({ theme }) => theme.space[4]};

  /* Brand hairline across the top of the card. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: ${({ theme }) => theme.space[1]};
    background: linear-gradient(90deg, ${({ theme }) => theme.colors.primary[600]}, ${({ theme }) => theme.colors.primary[300]});
  }
`;

export const StyledFeatureHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledFeatureTitle = styled.h3`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const StyledFeatureText = styled.p`
  color: var(--ds-muted);
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const StyledFeatureFooter = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
`;
