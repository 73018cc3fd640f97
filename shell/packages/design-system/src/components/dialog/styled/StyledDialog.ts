import { keyframes, styled } from 'styled-components';
import { surfaceVars } from '../../../theme/surface.ts';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(var(--ds-dialog-rise)) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

export const StyledDialogRoot = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: stretch;
  justify-content: center;

  ${({ theme }) => theme.mq.sm} {
    align-items: center;
    padding: ${({ theme }) => theme.space[8]};
  }
`;

export const StyledBackdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`};
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
