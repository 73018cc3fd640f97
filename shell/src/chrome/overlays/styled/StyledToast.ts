import { keyframes, styled } from 'styled-components';

const arrive = keyframes`
  from { opacity: 0; transform: translateY(var(--toast-rise)); }
  to { opacity: 1; transform: none; }
`;

/**
 * A toast: fixed on screen, 26rem wide from `md`, full width less the margins on phones. Where it
 * sits is set when it appears (Toaster: never over a form control).
 */
export const StyledToast = styled.div<{ $variant: 'default' | 'destructive' }>`
  --toast-rise: ${({ theme }) => theme.space[2]};
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  width: min(26rem, calc(100vw - 2 * ${({ theme }) => theme.space[4]}));
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.border)};
  border-left: ${({ theme }) => theme.space[1]} solid ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.primary[500])};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.xl};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.textInverse : theme.colors.text)};

  > div {
    flex: 1;
  }

  ${({ theme }) => theme.mq.motionOk} {
    animation: ${arrive} ${({ theme }) => `${theme.motion.slow} ${theme.motion.ease}`};
  }
`;

export const StyledToastTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledToastDescription = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  opacity: 0.9;
`;

export const StyledToastClose = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  border: 0;
  background: transparent;
  color: inherit;
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.xs};
  cursor: pointer;
`;
