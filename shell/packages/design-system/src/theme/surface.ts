import { css } from 'styled-components';
import type { SurfaceTone } from './theme.ts';

/**
 * Publishes a surface's tokens as CSS custom properties (and sets colour/background) so
 * everything inside — text, headings, links, borders, focus rings — adapts to the tone.
 */
export const surfaceVars = (tone: SurfaceTone, paintBackground = true) => css`
  --ds-text: ${({ theme }) => theme.surfaces[tone].text};
  --ds-heading: ${({ theme }) => theme.surfaces[tone].heading};
  --ds-muted: ${({ theme }) => theme.surfaces[tone].muted};
  --ds-brand: ${({ theme }) => theme.surfaces[tone].brand};
  --ds-border: ${({ theme }) => theme.surfaces[tone].border};
  --ds-hover: ${({ theme }) => theme.surfaces[tone].hover};
  --ds-focus: ${({ theme }) => theme.surfaces[tone].focus};
  color: var(--ds-text);
  ${paintBackground && css`background: ${({ theme }) => theme.surfaces[tone].bg};`}
`;

/** Visually hidden but available to assistive technology. */
export const visuallyHidden = css`
  position: absolute !important;
  width: ${({ theme }) => theme.sizes.hairline};
  height: ${({ theme }) => theme.sizes.hairline};
  padding: 0;
  margin: calc(-1 * ${({ theme }) => theme.sizes.hairline});
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** The house focus ring (colour follows the surface). */
export const focusRing = css`
  outline: ${({ theme }) => theme.sizes.focusRing} solid var(--ds-focus);
  outline-offset: ${({ theme }) => theme.sizes.focusOffset};
`;
