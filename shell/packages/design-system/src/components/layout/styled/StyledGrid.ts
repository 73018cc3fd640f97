import { css, styled } from 'styled-components';
import type { SpaceKey } from '../../../theme/theme.ts';

export interface GridStyleProps {
  /** Columns from lg (1024 px) up; 1 column on phones, 2 from md when ≥ 2. Default 3. */
  readonly $columns?: number;
  /** Optional auto-fit minimum column width (e.g. '16rem'); overrides $columns. */
  readonly $min?: string;
  readonly $gap?: SpaceKey;
}

export const StyledGrid = styled.div<GridStyleProps>`
  display: grid;
  gap: ${({ theme, $gap = 6 }) => theme.space[$gap]};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme, $columns = 3, $min }) =>
    $min
      ? css`
          grid-template-columns: repeat(auto-fit, minmax(min(100%, ${$min}), 1fr));
        `
      : $columns >= 2 &&
        css`
          ${theme.mq.md} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
          ${theme.mq.lg} {
            grid-template-columns: repeat(${$columns}, minmax(0, 1fr));
          }
        `}
`;
