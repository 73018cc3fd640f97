import { styled } from 'styled-components';
import { surfaceVars } from '../../../theme/surface.ts';
import type { SurfaceTone } from '../../../theme/theme.ts';

export interface SectionStyleProps {
  readonly $tone?: SurfaceTone;
  readonly $space?: 'none' | 'sm' | 'md' | 'lg';
}

export const StyledSection = styled.section<SectionStyleProps>`
  ${({ $tone = 'default' }) => surfaceVars($tone)}
  position: relative;
  padding-block: ${({ theme, $space = 'md' }) => ($space === 'none' ? '0' : theme.sectionSpace[$space])};
`;
