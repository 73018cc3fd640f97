import { Link } from '@meranti/platform';
import { styled } from 'styled-components';

export const StyledServiceGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

export const StyledServiceItem = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  transition:
    transform ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`},
    box-shadow ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`},
    border-color ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`};

  &:hover,
  &:has(a:focus-visible) {
    transform: translateY(${({ theme }) => theme.motion.lift});
    box-shadow: ${({ theme }) => theme.shadows.md};
    border-color: var(--ds-brand);
  }

  &:has(a:focus-visible) {
    outline: ${({ theme }) => theme.sizes.focusRing} solid var(--ds-focus);
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }

  /* Small screens: a compact row with the icon beside the text. */
  ${({ theme }) => theme.mq.belowSm} {
    flex-direction: row;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[4]};
  }
`;

export const StyledServiceBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/** The title is the link; its ::after covers the whole card so the card is one big target. */
export const StyledServiceLink = styled(Link)`
  display: inline-flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:focus-visible {
    outline: none;
  }

  & > svg {
    flex-shrink: 0;
    margin-top: ${({ theme }) => theme.space[0.5]};
    color: var(--ds-brand);
    transition: transform ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`};
  }

  li:hover & > svg {
    transform: translateX(${({ theme }) => theme.motion.nudge});
  }
`;

export const StyledServiceText = styled.p`
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
