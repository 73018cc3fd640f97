import { styled } from 'styled-components';
import type { SpaceKey } from '../../../theme/theme.ts';

const ratios = { '1:1': '1fr 1fr', '3:2': '3fr 2fr', '2:3': '2fr 3fr', '2:1': '2fr 1fr', '1:2': '1fr 2fr' } as const;

export interface SplitStyleProps {
  readonly $ratio?: keyof typeof ratios;
  readonly $gap?: SpaceKey;
  readonly $align?: 'start' | 'center' | 'end' | 'stretch';
  /** Put the second child first on desktop (stacking order on phones is unchanged). */
  readonly $reverse?: boolean;
}

export const StyledSplit = styled.div<SplitStyleProps>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap = 10 }) => theme.space[$gap]};
  align-items: ${({ $align = 'center' }) => $align};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: ${({ $ratio = '1:1' }) =>
      ratios[$ratio]
        .split(' ')
        .map((fr) => `minmax(0, ${fr})`)
        .join(' ')};
    gap: ${({ theme, $gap = 16 }) => theme.space[$gap]};
    ${({ $reverse }) => ($reverse ? '& > :first-child { order: 2; }' : '')}
  }
`;
