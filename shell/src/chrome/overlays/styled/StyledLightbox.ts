import { focusRing } from '@meranti/design-system';
import { keyframes, styled } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * The overlay. `data-pan`: an image too small to read when fitted to the screen (a phone) fills the
 * screen's height instead, in a stage that pans sideways (StyledLightboxStage).
 */
export const StyledLightbox = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[16]} ${theme.space[4]} ${theme.space[6]}`};
  background: ${({ theme }) => theme.colors.overlay};
  backdrop-filter: blur(${({ theme }) => theme.space[1]});
  overscroll-behavior: contain;

  ${({ theme }) => theme.mq.motionOk} {
    animation: ${appear} ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`};
  }

  &[data-pan] {
    padding: ${({ theme }) => `${theme.space[16]} 0 ${theme.space[4]}`};
    background: ${({ theme }) => theme.colors.ink};
  }
`;

export const StyledLightboxFigure = styled.figure`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  margin: 0;
  max-width: min(100%, ${({ theme }) => theme.sizes.container});

  img,
  video {
    display: block;
    max-width: 100%;
    max-height: calc(100vh - ${({ theme }) => theme.space[24]} - ${({ theme }) => theme.space[12]});
    width: auto;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.ink};
    box-shadow: ${({ theme }) => theme.shadows.xl};
  }

  /* Hidden until loaded (the spinner shows instead), without losing the layout size. */
  [data-status='loading'] & :is(img, video) {
    opacity: 0;
  }

  video:focus-visible {
    ${focusRing}
  }

  [data-pan] & {
    width: 100%;
    max-width: none;
    height: 100%;
  }
`;

/**
 * The panning stage: the screen's width, the height left by the close button and the caption; the
 * image at that height (never below a readable 36rem: a phone on its side scrolls down too),
 * as wide as it comes out.
 */
export const StyledLightboxStage = styled.div`
  flex: 1 1 auto;
  align-self: stretch;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  touch-action: pan-x pan-y pinch-zoom;
  scrollbar-width: thin;

  picture {
    display: block;
    height: 100%;
  }

  && img {
    height: 100%;
    min-height: 36rem;
    width: auto;
    max-width: none;
    max-height: none;
    border-radius: 0;
    box-shadow: none;
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusInverse};
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRing});
  }
`;

/** "Swipe to see the whole image": over the stage's foot until the first pan. */
export const StyledPanHint = styled.p`
  position: absolute;
  left: 50%;
  bottom: ${({ theme }) => theme.space[16]};
  transform: translateX(-50%);
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  pointer-events: none;
`;

export const StyledLightboxCaption = styled.figcaption`
  margin-top: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textInverse};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledLightboxClose = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.touch};
  height: ${({ theme }) => theme.sizes.touch};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusInverse};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }
`;

export const StyledLightboxSpinner = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textInverse};
`;

export const StyledLightboxError = styled.p`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textInverse};
  text-align: center;
`;
