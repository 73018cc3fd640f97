import { Dialog } from '@meranti/design-system/dialog';
import { css, styled } from 'styled-components';

/**
 * The design system's media dialog, with what the lightbox adds: the media hidden while it loads
 * (the spinner shows instead, the layout keeps its size), and pan mode — an image too small to read
 * when fitted to the screen (a phone) fills the screen's height instead, on ink, in a stage that
 * pans sideways (StyledLightboxStage).
 */
export const StyledLightbox = styled(Dialog)<{ readonly $loading: boolean; readonly $pan: boolean }>`
  ${({ $loading }) =>
    $loading &&
    css`
      figure :is(img, video) {
        opacity: 0;
      }
    `}

  ${({ $pan, theme }) =>
    $pan &&
    css`
      && {
        padding: ${theme.space[16]} 0 ${theme.space[4]};
        background: ${theme.colors.ink};
      }

      figure {
        width: 100%;
        max-width: none;
        height: 100%;
      }
    `}
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
