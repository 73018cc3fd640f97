import { focusRing } from '@meranti/design-system';
import { styled } from 'styled-components';
import { cardGrid } from '../../../components/shared/cardGrid';

/** The screenshot with its caption, followed by the figures strip (not part of the figure). */
export const StyledShowcase = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  & > figcaption {
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
  }
`;

/** The screenshot as a button: a framed image that lifts on hover and shows an expand badge. */
export const StyledShot = styled.button`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.xl};
  overflow: hidden;
  cursor: zoom-in;
  transition: transform ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`};

  & img {
    display: block;
    width: 100%;
    height: auto;
  }

  &:hover {
    transform: translateY(${({ theme }) => theme.motion.lift});
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export const StyledExpand = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[3]};
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.touch};
  height: ${({ theme }) => theme.sizes.touch};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const StyledVideoGrid = styled.ul`
  ${cardGrid}
`;

export const StyledVideoTile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const StyledPlay = styled.span`
  position: absolute;
  inset: 0;
  margin: auto;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[20]};
  height: ${({ theme }) => theme.space[20]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accent[500]};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transition: transform ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`};

  button:hover > & {
    transform: scale(1.08);
  }
`;

/**
 * A clip: the video inside the button that opens it full screen, and the Play/Pause control over
 * its lower left corner. While the clip plays (data-playing), the big play sign gives way to the
 * expand badge.
 */
export const StyledClipFrame = styled.div`
  position: relative;

  & > button:first-child {
    position: relative;
    display: block;
    width: 100%;
    padding: 0;
    border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.ink};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    overflow: hidden;
    cursor: zoom-in;
  }

  & > button:first-child:focus-visible {
    ${focusRing}
  }

  /* The still gives the frame its 3:2 box; the video lies over it (transparent until it has a picture). */
  & img {
    display: block;
    width: 100%;
    height: auto;
  }

  & video {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &[data-playing='true'] ${StyledPlay}, &[data-playing='false'] ${StyledExpand} {
    display: none;
  }
`;

/** Play/Pause for the clip on the page: a pill with icon and word, at least a touch target high. */
export const StyledClipToggle = styled.button`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[3]};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;

export const StyledVideoBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  & > h3 {
    color: var(--ds-heading);
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  & > p {
    color: var(--ds-muted);
  }

  & > span {
    color: var(--ds-brand);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }
`;
