import { interFallbackMetrics } from './font-metrics.ts';

/**
 * The site's one web font: Inter Variable (latin), self-hosted by the shell at this path. A
 * separate entry of the package (`@meranti/design-system/fonts`) with no dependencies, so the
 * prerender can write the @font-face rules into the document head as plain CSS.
 */
export const FONT_PATH = '/fonts/inter-latin-wght-normal.woff2';

export const FONT_FAMILY = 'Inter Variable';
/** Arial with Inter's metrics (measured by `npm run font-metrics`): the swap moves nothing. */
export const FALLBACK_FAMILY = 'Inter Fallback';

const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * The @font-face rules, as static CSS for the document head. They live outside styled-components
 * on purpose: a font face that moves between style sheets (styled-components swaps its
 * server-rendered sheet for its own at start-up) makes the browser lay out every text again.
 */
export const fontFaceCss = [
  `@font-face{font-family:'${FONT_FAMILY}';font-style:normal;font-display:swap;font-weight:100 900;src:url('${FONT_PATH}') format('woff2');unicode-range:${LATIN_RANGE}}`,
  `@font-face{font-family:'${FALLBACK_FAMILY}';src:local('Arial'),local('ArialMT'),local('Helvetica'),local('Liberation Sans');size-adjust:${interFallbackMetrics.sizeAdjust};ascent-override:${interFallbackMetrics.ascentOverride};descent-override:${interFallbackMetrics.descentOverride};line-gap-override:${interFallbackMetrics.lineGapOverride}}`,
].join('\n');
