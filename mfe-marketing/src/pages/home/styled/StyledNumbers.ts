import { surfaceVars } from '@meranti/design-system';
import { styled } from 'styled-components';

export const StyledNumbers = styled.section`
  ${surfaceVars('dark')}
  padding-block: ${({ theme }) => theme.sectionSpace.md};
  position: relative;
  overflow: hidden;
  isolation: isolate;

  /* A soft teal glow behind the figures. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background:
      radial-gradient(ellipse 50% 80% at 50% 120%, ${({ theme }) => theme.colors.primary[900]} 0%, transparent 70%),
      radial-gradient(ellipse 35% 60% at 0% 0%, ${({ theme }) => theme.colors.ink700} 0%, transparent 70%);
  }
`;
