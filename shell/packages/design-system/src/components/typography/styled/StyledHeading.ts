import { styled } from 'styled-components';
import { type TextTone, toneColor } from './StyledText.ts';

export type HeadingSize = 'display' | 'xl' | 'lg' | 'md' | 'sm';

const scale = { display: 'display', xl: '4xl', lg: '3xl', md: '2xl', sm: 'xl' } as const;

export interface HeadingStyleProps {
  readonly $size?: HeadingSize;
  readonly $tone?: TextTone;
  readonly $align?: 'start' | 'center' | 'end';
}

export const StyledHeading = styled.h2<HeadingStyleProps>`
  font-size: ${({ theme, $size = 'lg' }) => theme.fontSizes[scale[$size]]};
  font-weight: ${({ theme, $size = 'lg' }) =>
    $size === 'display' ? theme.fontWeights.extrabold : $size === 'sm' ? theme.fontWeights.semibold : theme.fontWeights.bold};
  line-height: ${({ theme, $size = 'lg' }) => ($size === 'display' || $size === 'xl' ? theme.lineHeights.tight : theme.lineHeights.snug)};
  letter-spacing: ${({ theme, $size = 'lg' }) =>
    $size === 'display' || $size === 'xl'
      ? theme.letterSpacings.tight
      : $size === 'lg'
        ? theme.letterSpacings.snug
        : theme.letterSpacings.normal};
  color: ${({ theme, $tone = 'default' }) => toneColor(theme, $tone, 'var(--ds-heading)')};
  text-align: ${({ $align = 'start' }) => $align};
`;
