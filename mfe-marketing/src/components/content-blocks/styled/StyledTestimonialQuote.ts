import { Card } from '@meranti/design-system';
import { styled } from 'styled-components';

export const StyledQuote = styled(Card)`
  margin: 0;
  gap: ${({ theme }) => theme.space[5]};
  color: var(--ds-brand);

  blockquote {
    margin: 0;
  }
`;

export const StyledQuoteText = styled.p`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

export const StyledQuoteSource = styled.figcaption`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: var(--ds-heading);
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
