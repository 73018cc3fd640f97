import { styled } from 'styled-components';

export const StyledToast = styled.div<{ $variant: 'default' | 'destructive' }>`
  pointer-events: auto;
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  width: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.xl};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.textInverse : theme.colors.text)};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.border)};
  > div {
    flex: 1;
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
  border: 0;
  background: transparent;
  color: inherit;
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.xs};
  cursor: pointer;
`;
