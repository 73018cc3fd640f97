import { Link } from '@meranti/platform';
import { css, styled } from 'styled-components';
import { theme } from '../../../theme/theme.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  readonly $variant?: ButtonVariant;
  readonly $size?: ButtonSize;
  /** Full width. */
  readonly $block?: boolean;
}

const c = theme.colors;
const s = theme.space;

/** Custom properties of each variant (primary is the default). */
const variants: Record<Exclude<ButtonVariant, 'primary'>, string> = {
  secondary: `--btn-bg: ${c.primary[50]}; --btn-fg: ${c.primary[800]}; --btn-border: ${c.primary[100]}; --btn-bg-hover: ${c.primary[100]}; --btn-border-hover: var(--btn-bg-hover); --btn-fg-hover: ${c.primary[900]};`,
  outline:
    '--btn-bg: transparent; --btn-fg: var(--ds-heading); --btn-border: var(--ds-border); --btn-bg-hover: var(--ds-hover); --btn-fg-hover: var(--ds-heading); --btn-border-hover: var(--ds-brand);',
  ghost:
    '--btn-bg: transparent; --btn-fg: var(--ds-brand); --btn-border: transparent; --btn-bg-hover: var(--ds-hover); --btn-border-hover: var(--btn-bg-hover); --btn-fg-hover: var(--ds-brand); box-shadow: none;',
  inverse: `--btn-bg: ${c.white}; --btn-fg: ${c.ink}; --btn-border: ${c.white}; --btn-bg-hover: ${c.primary[50]}; --btn-border-hover: var(--btn-bg-hover); --btn-fg-hover: ${c.ink};`,
  accent: `--btn-bg: ${c.accent[500]}; --btn-fg: ${c.ink}; --btn-border: ${c.accent[500]}; --btn-bg-hover: ${c.accent[400]}; --btn-border-hover: var(--btn-bg-hover); --btn-fg-hover: ${c.ink};`,
};

const sizes: Record<Exclude<ButtonSize, 'md'>, string> = {
  sm: `min-height: ${theme.sizes.controlSm}; padding: ${s[1.5]} ${s[4]}; font-size: ${theme.fontSizes.sm}; border-radius: ${theme.radii.sm};`,
  lg: `min-height: ${theme.sizes.controlLg}; padding: ${s[3]} ${s[8]}; font-size: ${theme.fontSizes.md}; border-radius: ${theme.radii.md};`,
};

const ease = (d: string) => `${d} ${theme.motion.ease}`;

/**
 * Shared look of Button and ButtonLink. Static CSS: one class for every button, the variant and
 * size chosen by data attributes (set from `$variant`, `$size`, `$block`), so the page carries
 * each rule once and rendering a button computes no styles.
 */
export const buttonStyles = css`
  --btn-bg: ${c.primary[700]};
  --btn-fg: ${c.white};
  --btn-border: ${c.primary[700]};
  --btn-bg-hover: ${c.primary[800]};
  --btn-border-hover: var(--btn-bg-hover);
  --btn-fg-hover: ${c.white};
  ${Object.entries(variants)
    .map(([name, vars]) => `&[data-variant='${name}'] { ${vars} }`)
    .join('\n')}
  min-height: ${theme.sizes.touch};
  padding: ${s[2]} ${s[6]};
  font-size: ${theme.fontSizes.md};
  border-radius: ${theme.radii.sm};
  ${Object.entries(sizes)
    .map(([name, rules]) => `&[data-size='${name}'] { ${rules} }`)
    .join('\n')}
  display: inline-flex;
  width: auto;
  &[data-block] {
    display: flex;
    width: 100%;
  }
  align-items: center;
  justify-content: center;
  gap: ${s[2]};
  border: ${theme.sizes.border} solid var(--btn-border);
  background: var(--btn-bg);
  color: var(--btn-fg);
  font-family: inherit;
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
  text-align: center;
  text-decoration: none;
  /* A long label wraps, balanced, rather than leave a button narrower than the phone's column. */
  max-width: 100%;
  text-wrap: balance;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${ease(theme.motion.fast)},
    border-color ${ease(theme.motion.fast)},
    color ${ease(theme.motion.fast)},
    box-shadow ${ease(theme.motion.base)},
    transform ${ease(theme.motion.base)};

  & > svg {
    flex-shrink: 0;
    transition: transform ${ease(theme.motion.base)};
  }

  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: var(--btn-bg-hover);
    color: var(--btn-fg-hover);
    border-color: var(--btn-border-hover);

    & > svg:last-child:not(:first-child) {
      transform: translateX(${theme.motion.nudge});
    }
  }

  &:active:not(:disabled):not([aria-disabled='true']) {
    transform: translateY(${theme.sizes.hairline});
  }

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** The data attributes that carry a button's variant, size and width. */
const buttonAttrs = ({ $variant, $size, $block }: ButtonStyleProps): Record<string, string | undefined> => ({
  'data-variant': $variant && $variant !== 'primary' ? $variant : undefined,
  'data-size': $size && $size !== 'md' ? $size : undefined,
  'data-block': $block ? '' : undefined,
});

export const StyledButton = styled.button.attrs<ButtonStyleProps>((p) => ({ type: p.type ?? 'button', ...buttonAttrs(p) }))`
  ${buttonStyles}
`;

export const StyledButtonLink = styled(Link).attrs<ButtonStyleProps>(buttonAttrs)`
  ${buttonStyles}
`;
