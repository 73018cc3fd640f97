import { createGlobalStyle } from 'styled-components';
import { surfaceVars } from './surface.ts';

/**
 * Modern reset and base typography. The @font-face rules are static CSS in the document head
 * (`fontFaceCss` in ./fonts.ts), not here.
 */
export const GlobalStyle = createGlobalStyle`
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

  /* A section that hydrates when it nears the viewport (@meranti/platform deferred): its wrapper has no box. */
  [data-deferred] { display: contents; }

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
