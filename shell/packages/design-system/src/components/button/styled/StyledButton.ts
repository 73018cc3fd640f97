import { Link } from '@meranti/platform';
import { css, type DefaultTheme, styled } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  readonly $variant?: ButtonVariant;
  readonly $size?: ButtonSize;
  /** Full width. */
  readonly $block?: boolean;
}

const variantStyles = (theme: DefaultTheme, variant: ButtonVariant) => {
  const c = theme.colors;
  switch (variant) {
    case 'secondary':
      return css`
        --btn-bg: ${c.primary[50]};
        --btn-fg: ${c.primary[800]};
        --btn-border: ${c.primary[100]};
        --btn-bg-hover: ${c.primary[100]};
        --btn-border-hover: var(--btn-bg-hover);
        --btn-fg-hover: ${c.primary[900]};
      `;
    case 'outline':
      return css`
        --btn-bg: transparent;
        --btn-fg: var(--ds-heading);
        --btn-border: var(--ds-border);
        --btn-bg-hover: var(--ds-hover);
        --btn-fg-hover: var(--ds-heading);
        --btn-border-hover: var(--ds-brand);
      `;
    case 'ghost':
      return css`
        --btn-bg: transparent;
        --btn-fg: var(--ds-brand);
        --btn-border: transparent;
        --btn-bg-hover: var(--ds-hover);
        --btn-border-hover: var(--btn-bg-hover);
        --btn-fg-hover: var(--ds-brand);
        box-shadow: none;
      `;
    case 'inverse':
      return css`
        --btn-bg: ${c.white};
        --btn-fg: ${c.ink};
        --btn-border: ${c.white};
        --btn-bg-hover: ${c.primary[50]};
        --btn-border-hover: var(--btn-bg-hover);
        --btn-fg-hover: ${c.ink};
      `;
    case 'accent':
      return css`
        --btn-bg: ${c.accent[500]};
        --btn-fg: ${c.ink};
        --btn-border: ${c.accent[500]};
        --btn-bg-hover: ${c.accent[400]};
        --btn-border-hover: var(--btn-bg-hover);
        --btn-fg-hover: ${c.ink};
      `;
    default:
      return css`
        --btn-bg: ${c.primary[700]};
        --btn-fg: ${c.white};
        --btn-border: ${c.primary[700]};
        --btn-bg-hover: ${c.primary[800]};
        --btn-border-hover: var(--btn-bg-hover);
        --btn-fg-hover: ${c.white};
      `;
  }
};

const sizeStyles = (theme: DefaultTheme, size: ButtonSize) => {
  const s = theme.space;
  if (size === 'sm') {
    return css`
      min-height: ${theme.sizes.controlSm};
      padding: ${s[1.5]} ${s[4]};
      font-size: ${theme.fontSizes.sm};
      border-radius: ${theme.radii.sm};
    `;
  }
  if (size === 'lg') {
    return css`
      min-height: ${theme.sizes.controlLg};
      padding: ${s[3]} ${s[8]};
      font-size: ${theme.fontSizes.md};
      border-radius: ${theme.radii.md};
    `;
  }
  return css`
    min-height: ${theme.sizes.touch};
    padding: ${s[2]} ${s[6]};
    font-size: ${theme.fontSizes.md};
    border-radius: ${theme.radii.sm};
  `;
};

/** Shared look of Button and ButtonLink. */
export const buttonStyles = css<ButtonStyleProps>`
  ${({ theme, $variant = 'primary' }) => variantStyles(theme, $variant)}
  ${({ theme, $size = 'md' }) => sizeStyles(theme, $size)}
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => theme.sizes.border} solid var(--btn-border);
  background: var(--btn-bg);
  color: var(--btn-fg);
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`},
    border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`},
    color ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`},
    box-shadow ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`},
    transform ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`};

  & > svg {
    flex-shrink: 0;
    transition: transform ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`};
  }

  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: var(--btn-bg-hover);
    color: var(--btn-fg-hover);
    border-color: var(--btn-border-hover);

    & > svg:last-child:not(:first-child) {
      transform: translateX(${({ theme }) => theme.motion.nudge});
    }
  }

  &:active:not(:disabled):not([aria-disabled='true']) {
    transform: translateY(${({ theme }) => theme.sizes.hairline});
  }

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const StyledButton = styled.button.attrs<ButtonStyleProps>((p) => ({ type: p.type ?? 'button' }))<ButtonStyleProps>`
  ${buttonStyles}
`;

export const StyledButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
