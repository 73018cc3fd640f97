import { styled } from 'styled-components';
import type { SpaceKey } from '../../../theme/theme.ts';

export const StyledChecklist = styled.ul<{ readonly $columns?: 1 | 2; readonly $gap?: SpaceKey }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap = 3 }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(${({ $columns = 1 }) => $columns}, minmax(0, 1fr));
  }
`;

export const StyledChecklistItem = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  color: var(--ds-text);
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const StyledCheckBullet = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.sizes.checkBullet};
  height: ${({ theme }) => theme.sizes.checkBullet};
  margin-top: 0.1em;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary[50]};
  color: ${({ theme }) => theme.colors.primary[700]};
`;
