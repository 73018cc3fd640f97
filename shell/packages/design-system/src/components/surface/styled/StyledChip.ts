import { styled } from 'styled-components';

export const StyledChip = styled.button.attrs({ type: 'button' as const })`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  background: transparent;
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  white-space: nowrap;
  transition:
    background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`},
    border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`},
    color ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`};

  &:hover {
    border-color: var(--ds-brand);
    background: var(--ds-hover);
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary[700]};
    border-color: ${({ theme }) => theme.colors.primary[700]};
    color: ${({ theme }) => theme.colors.white};
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  & > svg {
    flex-shrink: 0;
  }
`;
