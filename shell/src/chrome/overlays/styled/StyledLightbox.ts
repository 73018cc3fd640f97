import { focusRing } from '@meranti/design-system';
import { keyframes, styled } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

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
`;

export const StyledLightboxCaption = styled.figcaption`
  margin-top: ${({ theme }) => theme.space[3]};
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
