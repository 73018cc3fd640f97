import { Card } from '@meranti/design-system';
import { styled } from 'styled-components';
import { type RevealStyleProps, revealStyles } from './StyledReveal';

export const StyledAudienceGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const StyledAudienceCard = styled(Card)<RevealStyleProps>`
  ${revealStyles}
  gap: ${({ theme }) => theme.space[5]};

  /* Brand hairline across the top of the card. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: ${({ theme }) => theme.space[1]};
    background: linear-gradient(90deg, ${({ theme }) => theme.colors.primary[600]}, ${({ theme }) => theme.colors.primary[300]});
  }
`;

export const StyledAudienceTitle = styled.h3`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const StyledAudienceText = styled.p`
  color: var(--ds-muted);
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const StyledCardFooter = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
`;
