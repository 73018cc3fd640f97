import { styled } from 'styled-components';
import type { SpaceKey } from '../../../theme/theme.ts';

export type FlexAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';

export const flexAlign = (a: FlexAlign) => (a === 'start' || a === 'end' ? `flex-${a}` : a);

export interface StackStyleProps {
  readonly $gap?: SpaceKey;
  readonly $align?: FlexAlign;
}

export const StyledStack = styled.div<StackStyleProps>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align = 'stretch' }) => flexAlign($align)};
  gap: ${({ theme, $gap = 4 }) => theme.space[$gap]};
  min-width: 0;

  /* Buttons and links keep their natural width in a stretched stack ($block buttons stay full width). */
  ${({ $align = 'stretch' }) => $align === 'stretch' && '& > :is(a, button) { align-self: flex-start; }'}
`;
