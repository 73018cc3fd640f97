import { type DefaultTheme, styled } from 'styled-components';

export type TextTone = 'default' | 'muted' | 'inverse' | 'brand';

export const toneColor = (theme: DefaultTheme, tone: TextTone, fallback: string) =>
  tone === 'muted' ? 'var(--ds-muted)' : tone === 'brand' ? 'var(--ds-brand)' : tone === 'inverse' ? theme.colors.textInverse : fallback;

export interface TextStyleProps {
  readonly $size?: 'lg' | 'md' | 'sm' | 'xs';
  readonly $tone?: TextTone;
  readonly $weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  readonly $align?: 'start' | 'center' | 'end';
  /** Limit line length to a comfortable reading measure. */
  readonly $measure?: boolean;
}

export const StyledText = styled.p<TextStyleProps>`
  font-size: ${({ theme, $size = 'md' }) => theme.fontSizes[$size]};
  line-height: ${({ theme, $size = 'md' }) => ($size === 'xs' ? theme.lineHeights.snug : theme.lineHeights.normal)};
  font-weight: ${({ theme, $weight = 'regular' }) => theme.fontWeights[$weight]};
  color: ${({ theme, $tone = 'default' }) => toneColor(theme, $tone, 'var(--ds-text)')};
  text-align: ${({ $align = 'start' }) => $align};
  ${({ theme, $measure }) => $measure && `max-width: ${theme.sizes.measure};`}
  ${({ $align }) => $align === 'center' && 'margin-inline: auto;'}
`;

export const StyledLead = styled.p<Pick<TextStyleProps, '$tone' | '$align'>>`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme, $tone = 'muted' }) => toneColor(theme, $tone, 'var(--ds-text)')};
  max-width: ${({ theme }) => theme.sizes.measure};
  text-align: ${({ $align = 'start' }) => $align};
  ${({ $align }) => $align === 'center' && 'margin-inline: auto;'}
`;

export const StyledEyebrow = styled.p<{ readonly $tone?: 'brand' | 'accent' | 'muted' | 'inverse' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-transform: uppercase;
  color: ${({ theme, $tone = 'brand' }) =>
    $tone === 'accent'
      ? theme.colors.accent[700]
      : $tone === 'muted'
        ? 'var(--ds-muted)'
        : $tone === 'inverse'
          ? theme.colors.textInverse
          : 'var(--ds-brand)'};
`;
