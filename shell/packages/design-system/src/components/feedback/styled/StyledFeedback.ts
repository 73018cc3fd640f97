import { keyframes, styled } from 'styled-components';
import { visuallyHidden } from '../../../theme/surface.ts';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export type SpinnerSize = 'sm' | 'md' | 'lg';

export const StyledSpinner = styled.span<{ readonly $size?: SpinnerSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;

  &::before {
    content: '';
    display: block;
    width: ${({ theme, $size = 'md' }) => theme.sizes.spinner[$size]};
    height: ${({ theme, $size = 'md' }) => theme.sizes.spinner[$size]};
    border: ${({ theme }) => theme.sizes.focusRing} solid var(--ds-border);
    border-top-color: var(--ds-brand);
    border-radius: ${({ theme }) => theme.radii.round};
    animation: ${spin} 0.8s linear infinite;
  }

  ${({ theme }) => theme.mq.reducedMotion} {
    &::before {
      animation-duration: 2.4s !important;
      animation-iteration-count: infinite !important;
    }
  }
`;

export const StyledVisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export const StyledSkipLink = styled.a`
  ${visuallyHidden}

  &:focus,
  &:focus-visible {
    position: fixed !important;
    top: ${({ theme }) => theme.space[3]};
    left: ${({ theme }) => theme.space[3]};
    z-index: ${({ theme }) => theme.zIndices.skipLink};
    width: auto;
    height: auto;
    margin: 0;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
    clip: auto;
    clip-path: none;
    overflow: visible;
    white-space: nowrap;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    box-shadow: ${({ theme }) => theme.shadows.lg};
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusInverse};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }
`;
