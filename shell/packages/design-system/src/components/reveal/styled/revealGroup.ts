import { css, keyframes } from 'styled-components';
import { theme } from '../../../theme/theme.ts';

const enter = keyframes`
  from { opacity: 0; transform: translateY(${theme.space[6]}); }
  to { opacity: 1; transform: none; }
`;

/** Children given their own delay; later ones share the last delay. */
const STAGGERED_CHILDREN = 12;

/**
 * Styles of a group revealed by `useReveal`: its direct children enter one after another, each
 * `staggerSeconds` after the previous one (0.15 s on the services and solutions pages, 0.1 s on
 * the use-case list — docs/product-rules.md#site-chrome). Static CSS: the same rules for every state, chosen by the
 * group's `data-reveal` attribute.
 */
export const revealGroup = (staggerSeconds: number) => css`
  ${theme.mq.motionOk} {
    &[data-reveal='pending'] > * {
      opacity: 0;
      transform: translateY(${theme.space[6]});
    }
    &[data-reveal='shown'] > * {
      animation: ${enter} calc(${theme.motion.slow} * 2) ${theme.motion.ease} backwards;
    }
    ${Array.from(
      { length: STAGGERED_CHILDREN - 1 },
      (_, i) => `&[data-reveal='shown'] > :nth-child(${i + 2}) { animation-delay: ${((i + 1) * staggerSeconds).toFixed(2)}s; }`,
    ).join('\n')}
    &[data-reveal='shown'] > :nth-child(n + ${STAGGERED_CHILDREN + 1}) {
      animation-delay: ${(STAGGERED_CHILDREN * staggerSeconds).toFixed(2)}s;
    }
  }
`;
