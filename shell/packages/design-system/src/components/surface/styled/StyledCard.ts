import { css, type DefaultTheme, styled } from 'styled-components';
import { surfaceVars } from '../../../theme/surface.ts';
import type { SurfaceTone } from '../../../theme/theme.ts';

/**
 * Card tiers (docs/design/art-direction.md): `featured`, the one card a section leads with (a full
 * row, a brand rule on top); `standard`, the default (hairline
 * border, no coloured top border); `compact`, a row for long lists and related links.
 */
export type CardVariant = 'featured' | 'standard' | 'compact';

export interface CardStyleProps {
  /** The card's tier. Default `standard`. */
  readonly $variant?: CardVariant;
  readonly $padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Hover lift + shadow (use when the whole card is clickable or contains the primary link). */
  readonly $interactive?: boolean;
  readonly $tone?: SurfaceTone;
  /** Draw the hairline border (default true for light tones). */
  readonly $bordered?: boolean;
}

const paddings = { none: 0, sm: 5, md: 6, lg: 8 } as const;

export const StyledCard = styled.div<CardStyleProps>`
  ${({ $tone = 'default' }) => surfaceVars($tone)}
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme, $padding = 'md' }) => theme.space[paddings[$padding]]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ $tone = 'default', $bordered }) => (($bordered ?? ($tone === 'default' || $tone === 'muted')) ? 'var(--ds-border)' : 'transparent')};
  box-shadow: ${({ theme, $tone = 'default' }) => ($tone === 'default' ? theme.shadows.sm : 'none')};
  overflow: hidden;

  & > :is(a, button) {
    align-self: flex-start;
  }

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme, $padding = 'md' }) => theme.space[$padding === 'lg' ? 10 : $padding === 'md' ? 8 : paddings[$padding]]};
  }

  ${({ theme, $variant }) => $variant === 'featured' && featured(theme)}
  ${({ theme, $variant }) => $variant === 'compact' && compact(theme)}

  ${({ theme, $interactive, $variant }) =>
    $interactive &&
    css`
      transition:
        transform ${theme.motion.base} ${theme.motion.ease},
        box-shadow ${theme.motion.base} ${theme.motion.ease},
        border-color ${theme.motion.base} ${theme.motion.ease};

      &:hover,
      &:focus-within {
        transform: translateY(${theme.motion.lift});
        box-shadow: ${$variant === 'featured' ? theme.shadows.lg : theme.shadows.md};
        border-color: var(--ds-brand);
      }
    `}
`;

const featured = (theme: DefaultTheme) => css`
  grid-column: 1 / -1;
  gap: ${theme.space[5]};

  /* The brand rule on top: featured cards and callouts only. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: ${theme.space[1]};
    background: linear-gradient(90deg, ${theme.colors.primary[700]}, ${theme.colors.primary[400]});
  }
`;

const compact = (theme: DefaultTheme) => css`
  flex-direction: row;
  align-items: center;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]} ${theme.space[5]};

  ${theme.mq.md} {
    padding: ${theme.space[4]} ${theme.space[5]};
  }

  /* A trailing chevron sits at the far end. */
  & > svg:last-child {
    flex-shrink: 0;
    margin-inline-start: auto;
    color: var(--ds-brand);
  }
`;
