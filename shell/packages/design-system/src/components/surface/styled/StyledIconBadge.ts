import { type DefaultTheme, styled } from 'styled-components';

export type IconBadgeTone = 'brand' | 'accent' | 'neutral' | 'dark' | 'inverse' | 'solid';
export type IconBadgeSize = 'sm' | 'md' | 'lg';

const tones = (theme: DefaultTheme, tone: IconBadgeTone): readonly [string, string] => {
  const c = theme.colors;
  switch (tone) {
    case 'accent':
      return [c.accent[100], c.accent[700]];
    case 'neutral':
      return [c.slate[100], c.slate[700]];
    case 'dark':
      return [c.ink, c.primary[300]];
    case 'inverse':
      return [theme.surfaces.dark.hover, c.accent[300]];
    case 'solid':
      return [c.primary[700], c.white];
    default:
      return [c.primary[50], c.primary[700]];
  }
};

export interface IconBadgeStyleProps {
  readonly $tone?: IconBadgeTone;
  readonly $size?: IconBadgeSize;
  readonly $shape?: 'square' | 'circle';
}

export const StyledIconBadge = styled.span<IconBadgeStyleProps>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ theme, $size = 'md' }) => theme.sizes.iconBadge[$size]};
  height: ${({ theme, $size = 'md' }) => theme.sizes.iconBadge[$size]};
  border-radius: ${({ theme, $shape = 'square', $size = 'md' }) =>
    $shape === 'circle' ? theme.radii.round : $size === 'sm' ? theme.radii.sm : theme.radii.md};
  background: ${({ theme, $tone = 'brand' }) => tones(theme, $tone)[0]};
  color: ${({ theme, $tone = 'brand' }) => tones(theme, $tone)[1]};
`;
