import { styled } from 'styled-components';
import type { SpaceKey } from '../../../theme/theme.ts';
import { type FlexAlign, flexAlign } from './StyledStack.ts';

export interface ClusterStyleProps {
  readonly $gap?: SpaceKey;
  readonly $justify?: 'start' | 'center' | 'end' | 'between';
  readonly $align?: FlexAlign;
  /** Set false to keep everything on one line (e.g. icon + label). */
  readonly $wrap?: boolean;
}

export const StyledCluster = styled.div<ClusterStyleProps>`
  display: flex;
  flex-wrap: ${({ $wrap = true }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align = 'center' }) => flexAlign($align)};
  justify-content: ${({ $justify = 'start' }) => ($justify === 'between' ? 'space-between' : flexAlign($justify))};
  gap: ${({ theme, $gap = 3 }) => theme.space[$gap]};
`;
