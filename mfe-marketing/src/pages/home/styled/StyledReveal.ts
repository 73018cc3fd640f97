import { css, keyframes } from 'styled-components';
import type { RevealState } from '../useReveal';

const enter = keyframes`
  from { opacity: 0; transform: translateY(var(--home-reveal-shift)); }
  to { opacity: 1; transform: none; }
`;

export interface RevealStyleProps {
  readonly $reveal: RevealState;
  /** Position in its group: each card starts 0.1 s after the previous one. */
  readonly $index: number;
}

/**
 * Entrance of a card in a revealed group. Only ever applied after hydration and only with
 * motion allowed: the prerendered HTML (and every visitor without JavaScript) shows the card.
 * `backwards` fill so the hover lift still works once the animation has ended.
 */
export const revealStyles = css<RevealStyleProps>`
  --home-reveal-shift: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.mq.motionOk} {
    ${({ $reveal }) =>
      $reveal === 'pending' &&
      css`
        opacity: 0;
        transform: translateY(var(--home-reveal-shift));
      `}
    ${({ theme, $reveal, $index }) =>
      $reveal === 'shown' &&
      css`
        animation: ${enter} calc(${theme.motion.slow} * 2) ${theme.motion.ease} backwards;
        animation-delay: ${$index * 0.1}s;
      `}
  }
`;
