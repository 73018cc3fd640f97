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

export const StyledCheckBullet = styled.span<{ readonly $marker?: 'check' | 'cross' | 'alert' | 'dot' }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.sizes.checkBullet};
  height: ${({ theme }) => theme.sizes.checkBullet};
  margin-top: 0.1em;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $marker = 'check' }) =>
    $marker === 'cross' || $marker === 'alert' ? theme.colors.dangerBg : $marker === 'dot' ? 'transparent' : theme.colors.primary[50]};
  color: ${({ theme, $marker = 'check' }) => ($marker === 'cross' || $marker === 'alert' ? theme.colors.danger : theme.colors.primary[700])};

  /* A neutral point: a small dot in the bullet's place. */
  ${({ theme, $marker }) =>
    $marker === 'dot' &&
    `&::before { content: ''; width: ${theme.space[1.5]}; height: ${theme.space[1.5]}; border-radius: ${theme.radii.round}; background: ${theme.colors.primary[400]}; }`}
`;
