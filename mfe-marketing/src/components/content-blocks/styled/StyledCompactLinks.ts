import { focusRing, revealGroup } from '@meranti/design-system';
import { styled } from 'styled-components';

export const StyledCompactLinks = styled.ul`
  ${revealGroup(0.1)}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.md} {
    &[data-columns='2'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

/** A row: hairline card; the title's link covers the whole row, which lifts on hover and shows the focus ring. */
export const StyledCompactLink = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.ease},
    box-shadow ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.ease},
    border-color ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.ease};

  & > svg {
    color: ${({ theme }) => theme.colors.primary[700]};
    transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.ease};
  }

  &:hover,
  &:focus-within {
    transform: translateY(${({ theme }) => theme.motion.lift});
    border-color: ${({ theme }) => theme.colors.primary[700]};
    box-shadow: ${({ theme }) => theme.shadows.md};

    & > svg {
      transform: translateX(${({ theme }) => theme.motion.nudge});
    }
  }

  &:has(a:focus-visible) {
    ${focusRing}
  }

  ${({ theme }) => theme.mq.reducedMotion} {
    &,
    & > svg {
      transition: none;
    }
    &:hover,
    &:focus-within {
      transform: none;
      & > svg {
        transform: none;
      }
    }
  }
`;

export const StyledCompactText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  h3 {
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  a {
    color: inherit;
    text-decoration: none;

    /* The link covers the row. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }

    &:focus-visible {
      outline: none;
    }
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;
