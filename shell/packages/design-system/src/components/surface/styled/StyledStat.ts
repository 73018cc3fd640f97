import { styled } from 'styled-components';

export type StatTone = 'default' | 'brand' | 'accent' | 'inverse';

export const StyledStat = styled.div<{ readonly $align?: 'start' | 'center' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  align-items: ${({ $align = 'start' }) => ($align === 'center' ? 'center' : 'flex-start')};
  text-align: ${({ $align = 'start' }) => $align};
  min-width: 0;
`;

export const StyledStatValue = styled.span<{ readonly $tone?: StatTone; readonly $tabular?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.stat};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  /* A headline figure: proportional figures, so a range keeps a narrow hyphen ("15-30%", not
     "15 - 30%"); tabular only where figures align in a column ($tabular). */
  font-variant-numeric: ${({ $tabular }) => ($tabular ? 'tabular-nums' : 'proportional-nums')};
  color: ${({ theme, $tone = 'default' }) =>
    $tone === 'brand'
      ? 'var(--ds-brand)'
      : $tone === 'accent'
        ? theme.colors.accent[500]
        : $tone === 'inverse'
          ? theme.colors.white
          : 'var(--ds-heading)'};
`;

export const StyledStatLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: var(--ds-heading);
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const StyledStatDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: var(--ds-muted);
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
