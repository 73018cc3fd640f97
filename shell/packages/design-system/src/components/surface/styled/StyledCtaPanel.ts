import { styled } from 'styled-components';
import { surfaceVars } from '../../../theme/surface.ts';

/**
 * The closing call to action of a page: a brand-coloured panel, copy on the left and the actions
 * on the right from `lg` (stacked on phones), with concentric rings in the corner.
 */
export const StyledCtaPanel = styled.div`
  ${surfaceVars('brand')}
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
  isolation: isolate;

  &::before {
    content: '';
    position: absolute;
    right: calc(-1 * ${({ theme }) => theme.space[24]});
    top: calc(-1 * ${({ theme }) => theme.space[24]});
    z-index: -1;
    width: calc(${({ theme }) => theme.space[24]} * 4);
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.round};
    background: repeating-radial-gradient(
      circle,
      transparent 0 ${({ theme }) => theme.space[8]},
      var(--ds-border) ${({ theme }) => theme.space[8]} calc(${({ theme }) => theme.space[8]} + ${({ theme }) => theme.sizes.hairline})
    );
    opacity: 0.6;
  }

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space[12]} ${theme.space[10]}`};
  }

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space[16]};
    padding: ${({ theme }) => theme.space[16]};
  }
`;

/** The copy column of a CTA panel (eyebrow, heading, text). */
export const StyledCtaCopy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The actions column of a CTA panel. */
export const StyledCtaActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
