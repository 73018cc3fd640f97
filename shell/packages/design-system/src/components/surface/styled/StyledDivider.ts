import { styled } from 'styled-components';
import type { SpaceKey } from '../../../theme/theme.ts';

export const StyledDivider = styled.hr<{ readonly $space?: SpaceKey }>`
  width: 100%;
  height: 0;
  margin: ${({ theme, $space = 0 }) => theme.space[$space]} 0;
  border: 0;
  border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
`;
