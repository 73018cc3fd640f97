/**
 * Meranti design tokens. This is the ONLY file that may contain raw colours and pixel values;
 * components read everything from `theme` (or the CSS custom properties the surfaces set).
 */

const palette = {
  white: '#FFFFFF',
  ink: '#0B1B2B',
  ink800: '#132A3E',
  ink700: '#1E3A52',
  primary: {
    50: '#F0FAF8',
    100: '#CCF1EA',
    200: '#99E2D5',
    300: '#5ECBBA',
    400: '#2DB3A1',
    500: '#14988A',
    600: '#0D857A',
    700: '#0F766E',
    800: '#115E59',
    900: '#134E4A',
  },
  accent: {
    50: '#FFFBEB',
    100: '#FEF3C7',
    200: '#FDE68A',
    300: '#FCD34D',
    400: '#FBBF24',
    500: '#F59E0B',
    600: '#D97706',
    700: '#B45309',
    800: '#92400E',
    900: '#78350F',
  },
  slate: {
    50: '#F8FAFC',
    100: '#F1F5F9',
    200: '#E2E8F0',
    300: '#CBD5E1',
    400: '#94A3B8',
    500: '#64748B',
    600: '#475569',
    700: '#334155',
    800: '#1E293B',
    900: '#0F172A',
  },
} as const;

const colors = {
  ...palette,
  text: palette.ink,
  textMuted: palette.slate[600],
  textInverse: palette.white,
  textInverseMuted: '#C3D0DC',
  surface: palette.white,
  surfaceMuted: '#F5F8F7',
  border: palette.slate[200],
  borderStrong: palette.slate[300],
  overlay: 'rgba(11, 27, 43, 0.6)',
  success: '#15803D',
  successBg: '#DCFCE7',
  danger: '#B91C1C',
  dangerBg: '#FEE2E2',
  warning: '#B45309',
  warningBg: '#FEF3C7',
  focus: palette.primary[600],
  focusInverse: palette.accent[300],
} as const;

/**
 * Every surface (Section / Card tone) publishes the same CSS custom properties, so text, headings,
 * links and focus rings inside it adapt automatically.
 */
export interface SurfaceTokens {
  readonly bg: string;
  readonly text: string;
  readonly heading: string;
  readonly muted: string;
  readonly brand: string;
  readonly border: string;
  readonly hover: string;
  readonly focus: string;
}

const lightSurface = {
  bg: colors.surface,
  text: colors.text,
  heading: colors.ink,
  muted: colors.textMuted,
  brand: palette.primary[700],
  border: colors.border,
  hover: palette.primary[50],
  focus: colors.focus,
} as const satisfies SurfaceTokens;

const surfaces = {
  default: lightSurface,
  muted: { ...lightSurface, bg: colors.surfaceMuted, border: '#DCE5E2' },
  dark: {
    bg: palette.ink,
    text: '#E3EAF0',
    heading: palette.white,
    muted: colors.textInverseMuted,
    brand: palette.primary[300],
    border: 'rgba(255, 255, 255, 0.14)',
    hover: 'rgba(255, 255, 255, 0.08)',
    focus: colors.focusInverse,
  },
  brand: {
    bg: `linear-gradient(135deg, ${palette.primary[800]} 0%, ${palette.primary[700]} 55%, ${palette.primary[600]} 100%)`,
    text: '#E6F6F3',
    heading: palette.white,
    muted: '#BFE5DE',
    brand: palette.accent[300],
    border: 'rgba(255, 255, 255, 0.2)',
    hover: 'rgba(255, 255, 255, 0.1)',
    focus: colors.focusInverse,
  },
} as const satisfies Record<string, SurfaceTokens>;

export type SurfaceTone = keyof typeof surfaces;

const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  belowSm: `@media (max-width: ${breakpoints.sm - 0.02}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  belowLg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
  hover: '@media (hover: hover) and (pointer: fine)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  motionOk: '@media (prefers-reduced-motion: no-preference)',
} as const;

/** 4 px base spacing scale (rem so it follows the user's font size). */
const space = {
  0: '0',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
} as const;

export type SpaceKey = keyof typeof space;

export const theme = {
  colors,
  surfaces,
  fonts: {
    body: "'Inter Variable', 'Inter Fallback', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  /** Fluid type scale: min at 375 px, max by ~1280 px. */
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: 'clamp(1.0625rem, 1rem + 0.3vw, 1.25rem)',
    xl: 'clamp(1.125rem, 1.05rem + 0.35vw, 1.3125rem)',
    '2xl': 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
    '3xl': 'clamp(1.625rem, 1.3rem + 1.4vw, 2.25rem)',
    '4xl': 'clamp(2rem, 1.5rem + 2.2vw, 3rem)',
    display: 'clamp(2.375rem, 1.6rem + 3.6vw, 4rem)',
    stat: 'clamp(2rem, 1.6rem + 1.8vw, 2.75rem)',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 },
  lineHeights: { tight: 1.1, snug: 1.25, normal: 1.6, relaxed: 1.7 },
  letterSpacings: { tight: '-0.025em', snug: '-0.015em', normal: '0', wide: '0.08em' },
  space,
  /** Vertical rhythm of page sections. */
  sectionSpace: {
    sm: 'clamp(2.5rem, 2rem + 2vw, 3.5rem)',
    md: 'clamp(3.5rem, 2.5rem + 4vw, 6rem)',
    lg: 'clamp(4.5rem, 3rem + 6vw, 8rem)',
  },
  sizes: {
    container: '75rem',
    gutter: 'clamp(1rem, 0.4rem + 2.6vw, 2rem)',
    measure: '65ch',
    touch: '2.75rem',
    controlSm: '2.5rem',
    controlLg: '3.25rem',
    dialog: '35rem',
    hairline: '1px',
    border: '1px',
    borderThick: '2px',
    focusRing: '3px',
    focusOffset: '2px',
    iconBadge: { sm: '2.25rem', md: '3rem', lg: '3.5rem' },
    spinner: { sm: '1rem', md: '1.5rem', lg: '2.5rem' },
    checkBullet: '1.375rem',
    textareaMin: '8rem',
    scrollMarginTop: '5.5rem',
    /** The least height a placeholder holds while its content loads (no jump when it arrives). */
    placeholderMin: '20rem',
  },
  radii: { none: '0', xs: '4px', sm: '8px', md: '12px', lg: '16px', pill: '999px', round: '50%' },
  shadows: {
    xs: '0 1px 2px rgba(11, 27, 43, 0.06)',
    sm: '0 1px 2px rgba(11, 27, 43, 0.05), 0 2px 6px rgba(11, 27, 43, 0.06)',
    md: '0 2px 4px rgba(11, 27, 43, 0.04), 0 8px 24px rgba(11, 27, 43, 0.08)',
    lg: '0 4px 8px rgba(11, 27, 43, 0.05), 0 18px 44px rgba(11, 27, 43, 0.14)',
    xl: '0 8px 16px rgba(11, 27, 43, 0.08), 0 32px 72px rgba(11, 27, 43, 0.22)',
    inset: 'inset 0 1px 2px rgba(11, 27, 43, 0.06)',
    focusControl: '0 0 0 1px #0D857A, 0 0 0 4px #CCF1EA',
    focusControlInvalid: '0 0 0 1px #B91C1C, 0 0 0 4px #FEE2E2',
  },
  motion: {
    fast: '120ms',
    base: '200ms',
    slow: '320ms',
    ease: 'cubic-bezier(0.2, 0, 0, 1)',
    lift: '-3px',
    nudge: '3px',
  },
  zIndices: { base: 0, raised: 10, header: 100, dropdown: 200, overlay: 1000, dialog: 1010, toast: 1100, skipLink: 1200 },
  breakpoints,
  mq,
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
