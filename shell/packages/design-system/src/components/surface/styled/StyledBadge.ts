import { type DefaultTheme, styled } from 'styled-components';

export type BadgeTone = 'brand' | 'accent' | 'neutral' | 'success' | 'dark';

const tones = (theme: DefaultTheme, tone: BadgeTone): readonly [string, string] => {
  const c = theme.colors;
  switch (tone) {
    case 'accent':
      return [c.accent[100], c.accent[800]];
    case 'neutral':
      return [c.slate[100], c.slate[700]];
    case 'success':
      return [c.successBg, c.success];
    case 'dark':
      return [c.ink, c.white];
    default:
      return [c.primary[50], c.primary[800]];
  }
};

export interface BadgeStyleProps {
  readonly $tone?: BadgeTone;
}

export const StyledBadge = styled.span<BadgeStyleProps>`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone = 'brand' }) => tones(theme, $tone)[0]};
  color: ${({ theme, $tone = 'brand' }) => tones(theme, $tone)[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  letter-spacing: 0.01em;
  white-space: nowrap;

  & > svg {
    flex-shrink: 0;
  }
`;
