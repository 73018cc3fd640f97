import { Accordion } from '@meranti/design-system/accordion';
import { styled } from 'styled-components';

/** The accordion on a card (put it in a narrow container for reading width). */
export const StyledFaq = styled(Accordion)`
  padding-inline: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  & > div:last-child {
    border-bottom: 0;
  }

  ${({ theme }) => theme.mq.md} {
    padding-inline: ${({ theme }) => theme.space[8]};
  }
`;
