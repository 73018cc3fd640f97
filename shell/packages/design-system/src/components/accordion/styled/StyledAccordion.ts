import { styled } from 'styled-components';

export const StyledAccordion = styled.div`
  border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
`;

export const StyledAccordionItem = styled.div`
  border-bottom: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
`;

export const StyledAccordionHeading = styled.h3`
  margin: 0;
  font-size: inherit;
`;

export const StyledAccordionButton = styled.button.attrs({ type: 'button' as const })`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: ${({ theme }) => `${theme.space[5]} 0`};
  border: 0;
  background: transparent;
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: start;
  transition: color ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`};

  &:hover {
    color: var(--ds-brand);
  }

  & > svg {
    flex-shrink: 0;
    color: var(--ds-brand);
    transition: transform ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`};
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

export const StyledAccordionPanel = styled.div`
  padding-bottom: ${({ theme }) => theme.space[6]};
  padding-right: ${({ theme }) => theme.space[10]};
  color: var(--ds-muted);
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;
