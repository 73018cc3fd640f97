import { css, styled } from 'styled-components';
import { surfaceVars } from '../../../theme/surface.ts';
import type { SurfaceTone } from '../../../theme/theme.ts';

export interface CardStyleProps {
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

  ${({ theme, $interactive }) =>
    $interactive &&
    css`
      transition:
        transform ${theme.motion.base} ${theme.motion.ease},
        box-shadow ${theme.motion.base} ${theme.motion.ease},
        border-color ${theme.motion.base} ${theme.motion.ease};

      &:hover,
      &:focus-within {
        transform: translateY(${theme.motion.lift});
        box-shadow: ${theme.shadows.lg};
        border-color: var(--ds-brand);
      }
    `}
`;
