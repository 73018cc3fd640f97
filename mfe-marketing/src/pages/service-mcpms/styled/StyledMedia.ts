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

/**
 * The screenshot as a button: a framed window onto the dashboard's left part (4:3, its sidebar,
 * figures and chart at a readable size), and under it a bar with the view's name and the expand
 * sign, so no control covers the dashboard. It lifts on hover.
 */
export const StyledShot = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
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
    aspect-ratio: 4 / 3;
    object-fit: cover;
    object-position: left top;
  }

  &:hover {
    transform: translateY(${({ theme }) => theme.motion.lift});
  }

  &:focus-visible {
    ${focusRing}
  }
`;

/** The bar under the screenshot: the expand sign and its word, on the right. */
export const StyledExpandBar = styled.span`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.ink700};
  color: ${({ theme }) => theme.colors.textInverseMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: start;

  & > span:last-child {
    display: inline-flex;
    flex-shrink: 0;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
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

/**
 * A clip tile: the clip; under it its title with the Play/Pause control beside it, then its text
 * across the tile's width.
 */
export const StyledVideoTile = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'clip clip' 'title toggle' 'text text' 'meta meta';
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  min-width: 0;

  & > :first-child {
    grid-area: clip;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  & > button {
    grid-area: toggle;
  }
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
 * A clip: the video inside the button that opens it full screen (its Play/Pause control is beside
 * the clip's title, never over the clip). While the clip plays (data-playing), the big play sign
 * gives way to the expand badge, shown on hover or focus only.
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

  & ${StyledExpand} {
    opacity: 0;
    transition: opacity ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`};
  }
  & > button:first-child:is(:hover, :focus-visible) ${StyledExpand} {
    opacity: 1;
  }
`;

/** Play/Pause for the clip on the page, beside its title: a pill with icon and word, a touch target high. */
export const StyledClipToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;

/** The clip's title, text and length: placed in the tile's grid (title beside the control). */
export const StyledVideoBody = styled.div`
  display: contents;

  & > h3 {
    grid-area: title;
    color: var(--ds-heading);
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  & > p {
    grid-area: text;
    color: var(--ds-muted);
  }

  & > span {
    grid-area: meta;
    color: var(--ds-brand);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }
`;
