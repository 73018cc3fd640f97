import { surfaceVars } from '@meranti/design-system';
import { styled } from 'styled-components';
import { type RevealStyleProps, revealStyles } from './StyledReveal';

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

export const StyledStatList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 0;
  }
`;

export const StyledStatItem = styled.li<RevealStyleProps>`
  ${revealStyles}
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.md};
  background: var(--ds-hover);

  /* Five figures on two columns: the last one spans the row. */
  &:last-child {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.mq.md} {
    &:last-child {
      grid-column: auto;
    }
  }

  ${({ theme }) => theme.mq.lg} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
    border: 0;
    border-radius: 0;
    background: none;

    & + & {
      border-left: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
    }
  }
`;
