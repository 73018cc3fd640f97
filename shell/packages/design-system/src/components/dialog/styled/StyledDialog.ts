import { css, keyframes, styled } from 'styled-components';
import { focusRing, surfaceVars, visuallyHidden } from '../../../theme/surface.ts';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(var(--ds-dialog-rise)) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

type Variant = { readonly $variant: 'panel' | 'media' };

export const StyledDialogRoot = styled.div<Variant>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: stretch;
  justify-content: center;

  ${({ theme, $variant }) =>
    $variant === 'panel' &&
    css`
      ${theme.mq.sm} {
        align-items: center;
        padding: ${theme.space[8]};
      }
    `}
`;

export const StyledBackdrop = styled.div<Variant>`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`};
  ${({ theme, $variant }) => $variant === 'media' && `backdrop-filter: blur(${theme.space[1]});`}
`;

export const StyledDialogPanel = styled.div`
  ${surfaceVars('default')}
  /* The rise-in distance; keyframes cannot read the theme, so the panel hands it over. */
  --ds-dialog-rise: ${({ theme }) => theme.space[4]};
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  max-height: 100dvh;
  box-shadow: ${({ theme }) => theme.shadows.xl};
  animation: ${riseIn} ${({ theme }) => `${theme.motion.slow} ${theme.motion.ease}`};

  &:focus-visible {
    outline: none;
  }

  ${({ theme }) => theme.mq.sm} {
    width: min(100%, ${({ theme }) => theme.sizes.dialog});
    height: auto;
    max-height: calc(100dvh - 2 * ${({ theme }) => theme.space[8]});
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

export const StyledDialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[5]} ${theme.space[3]}`};

  ${({ theme }) => theme.mq.sm} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} ${theme.space[3]}`};
  }
`;

export const StyledDialogTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: var(--ds-heading);
`;

export const StyledDialogDescription = styled.p`
  margin-top: ${({ theme }) => theme.space[1.5]};
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledDialogBody = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]} ${theme.space[6]}`};

  ${({ theme }) => theme.mq.sm} {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]} ${theme.space[8]}`};
  }
`;

export const StyledCloseButton = styled.button.attrs({ type: 'button' as const })`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.sizes.touch};
  height: ${({ theme }) => theme.sizes.touch};
  margin: calc(-1 * ${({ theme }) => theme.space[2]}) calc(-1 * ${({ theme }) => theme.space[2]}) 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: var(--ds-muted);
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`};

  &:hover {
    background: var(--ds-hover);
    color: var(--ds-heading);
  }
`;

/*
 * The media variant (an image or a video shown large): the panel is the whole screen, transparent
 * over the backdrop, with the media centred in it; the × sits at the screen's top right.
 */

export const StyledMediaPanel = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[16]} ${theme.space[4]} ${theme.space[6]}`};
  overscroll-behavior: contain;
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`};

  &:focus-visible {
    outline: none;
  }
`;

/** The dialog's name, for screen readers (the media speaks for itself on screen). */
export const StyledMediaTitle = styled.h2`
  ${visuallyHidden}
`;

export const StyledMediaFigure = styled.figure`
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

  video:focus-visible {
    ${focusRing}
  }
`;

export const StyledMediaCaption = styled.figcaption`
  margin-top: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textInverse};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledMediaClose = styled.button.attrs({ type: 'button' as const })`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  z-index: 1;
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
