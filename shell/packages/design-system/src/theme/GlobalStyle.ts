import { createGlobalStyle } from 'styled-components';
import { surfaceVars } from './surface.ts';

/** Self-hosted Inter Variable (the shell serves the file), modern reset, base typography. */
export const GlobalStyle = createGlobalStyle`
  @font-face {
    font-family: 'Inter Variable';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url('/fonts/inter-latin-wght-normal.woff2') format('woff2');
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }

  *, *::before, *::after { box-sizing: border-box; }

  :root {
    ${surfaceVars('default', false)}
    color-scheme: light;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    -webkit-tap-highlight-color: transparent;
  }

  ${({ theme }) => theme.mq.motionOk} {
    html { scroll-behavior: smooth; }
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    font-feature-settings: 'cv11', 'ss01';
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd { margin: 0; }
  h1, h2, h3, h4, h5, h6 { text-wrap: balance; }
  p { text-wrap: pretty; }
  img, picture, video, canvas, svg { display: block; max-width: 100%; }
  img, video { height: auto; }
  input, button, textarea, select { font: inherit; color: inherit; }
  button { cursor: pointer; }
  a { color: inherit; text-underline-offset: 0.2em; }
  ul[role='list'], ol[role='list'] { list-style: none; margin: 0; padding: 0; }
  [id] { scroll-margin-top: ${({ theme }) => theme.sizes.scrollMarginTop}; }
  [hidden] { display: none !important; }

  :focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid var(--ds-focus);
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }
  [tabindex='-1']:focus-visible { outline: none; }

  ::selection {
    background: ${({ theme }) => theme.colors.primary[100]};
    color: ${({ theme }) => theme.colors.ink};
  }

  ${({ theme }) => theme.mq.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
