import { css, keyframes, styled } from 'styled-components';
import { visuallyHidden } from '../../../theme/surface.ts';

/* Draw-in, once, when the figure scrolls into view (data-reveal, set by useReveal). Keyframes
   cannot read the theme; none of these needs it. */
const growX = keyframes`
  from { transform: scaleX(0); }
  to { transform: none; }
`;
const wipe = keyframes`
  from { clip-path: inset(0 100% 0 0); }
  to { clip-path: inset(0 0 0 0); }
`;
const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * `data-draw` on a part of a drawing says how it arrives: `grow` (a bar from its start), `wipe`
 * (a line or area from the left), `fade` (labels and dots, after the shapes). Nothing is hidden
 * unless the figure is waiting below the viewport (`data-reveal="pending"`) with motion allowed.
 */
const drawIn = css`
  ${({ theme }) => theme.mq.motionOk} {
    &[data-reveal='pending'] [data-draw='grow'] {
      transform: scaleX(0);
    }
    &[data-reveal='pending'] [data-draw='wipe'] {
      clip-path: inset(0 100% 0 0);
    }
    &[data-reveal='pending'] [data-draw='fade'] {
      opacity: 0;
    }
    &[data-reveal='shown'] [data-draw='grow'] {
      animation: ${growX} calc(${({ theme }) => theme.motion.slow} * 2.5) ${({ theme }) => theme.motion.ease} backwards;
    }
    &[data-reveal='shown'] [data-draw='wipe'] {
      animation: ${wipe} calc(${({ theme }) => theme.motion.slow} * 3) ${({ theme }) => theme.motion.ease} backwards;
    }
    &[data-reveal='shown'] [data-draw='fade'] {
      animation: ${fade} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.ease} backwards;
      animation-delay: calc(${({ theme }) => theme.motion.slow} * 2);
    }
  }
`;

export const StyledChartFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  ${drawIn}
`;

export const StyledChartCaption = styled.figcaption`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const StyledChartTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* Numbers in a column: the one place for tabular figures. */
  font-variant-numeric: tabular-nums;

  & :is(th, td) {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: ${({ theme }) => theme.sizes.hairline} solid var(--ds-border);
    text-align: end;
  }
  & :is(th[scope='row'], thead > tr > :first-child) {
    text-align: start;
  }
  & th {
    color: var(--ds-heading);
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & thead th {
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }
`;

/**
 * A table for assistive technology only. A block around it, not the table itself, is hidden: a
 * table ignores the 1 px box and its rows would still widen the page.
 */
export const StyledHiddenTable = styled.div`
  ${visuallyHidden}
`;

/** The legend above a drawing: swatches with their labels (the table names them for AT). */
export const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[5]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const StyledSwatch = styled.span<{ readonly $swatch: string }>`
  flex-shrink: 0;
  width: ${({ theme }) => theme.space[3]};
  height: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.xs};
  background: ${({ theme, $swatch }) =>
    ({
      before: theme.colors.slate[300],
      slate: theme.colors.slate[300],
      after: theme.colors.primary[500],
      teal: theme.colors.primary[400],
      amber: theme.colors.accent[400],
      'line-teal': theme.colors.primary[500],
      'line-slate': theme.colors.slate[400],
      'line-amber': theme.colors.accent[500],
    })[$swatch] ?? theme.colors.slate[300]};

  ${({ $swatch, theme }) =>
    $swatch.startsWith('line-') &&
    css`
      width: ${theme.space[4]};
      height: ${theme.sizes.borderThick};
      border-radius: ${theme.radii.pill};
    `}
`;

/**
 * The drawing. No viewBox: it is as wide as its box and as tall as its `height` attribute (fixed by
 * the data, so nothing moves when it hydrates); parts are placed in % across and px down.
 */
export const StyledChartSvg = styled.svg`
  display: block;
  width: 100%;
  overflow: visible;
  font-family: inherit;

  & text {
    fill: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  & .label {
    fill: var(--ds-heading);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & .value {
    fill: var(--ds-heading);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  & .value-muted {
    fill: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & .axis {
    fill: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }
  & .grid {
    stroke: var(--ds-border);
    stroke-width: ${({ theme }) => theme.sizes.hairline};
  }
  & .before {
    fill: ${({ theme }) => theme.colors.slate[300]};
  }
  & .after {
    fill: ${({ theme }) => theme.colors.primary[500]};
  }
  & [data-draw='grow'] {
    transform-box: fill-box;
    transform-origin: 0 50%;
  }
  & .chip-good {
    fill: ${({ theme }) => theme.colors.successBg};
  }
  & .chip-good + text {
    fill: ${({ theme }) => theme.colors.success};
  }
  & .chip-bad {
    fill: ${({ theme }) => theme.colors.dangerBg};
  }
  & .chip-bad + text {
    fill: ${({ theme }) => theme.colors.danger};
  }
  & .chip-text {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  & .slope {
    stroke: ${({ theme }) => theme.colors.primary[500]};
    stroke-width: ${({ theme }) => theme.sizes.borderThick};
    stroke-linecap: round;
  }
  & .leader {
    stroke: ${({ theme }) => theme.colors.slate[300]};
    stroke-width: ${({ theme }) => theme.sizes.hairline};
  }
  & .dot-before {
    fill: ${({ theme }) => theme.colors.slate[400]};
  }
  & .dot-after {
    fill: ${({ theme }) => theme.colors.primary[500]};
  }
  & .line-teal {
    stroke: ${({ theme }) => theme.colors.primary[500]};
  }
  & .line-slate {
    stroke: ${({ theme }) => theme.colors.slate[400]};
  }
  & .line-amber {
    stroke: ${({ theme }) => theme.colors.accent[500]};
  }
  & :is(.line-teal, .line-slate, .line-amber) {
    fill: none;
    stroke-width: 2.5;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
  & .stop-teal {
    stop-color: ${({ theme }) => theme.colors.primary[400]};
  }
  & .stop-slate {
    stop-color: ${({ theme }) => theme.colors.slate[300]};
  }
  & .stop-amber {
    stop-color: ${({ theme }) => theme.colors.accent[300]};
  }
  & .marker {
    stroke: ${({ theme }) => theme.colors.accent[500]};
    stroke-width: ${({ theme }) => theme.sizes.borderThick};
    stroke-dasharray: 4 4;
  }
  & .marker-dot {
    fill: ${({ theme }) => theme.colors.accent[400]};
    stroke: ${({ theme }) => theme.colors.white};
    stroke-width: ${({ theme }) => theme.sizes.borderThick};
  }
  & .marker-label {
    fill: var(--ds-heading);
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  /* A narrow chart (a phone, a card beside a hero): every other x label, so they never run into
     each other. */
  @container series-plot (max-width: 30rem) {
    & [data-minor] {
      display: none;
    }
  }
`;

/** A series chart: its y axis's labels in their own column, the plot beside them. */
export const StyledSeriesPlot = styled.div`
  container: series-plot / inline-size;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
`;

/* ----------------------------------------------------------------------------------------------
 * ScaleBar: a headline figure with a bar that shows its scale.
 * -------------------------------------------------------------------------------------------- */

export const StyledScaleBar = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  ${drawIn}
`;

export const StyledScaleValue = styled.p`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.stat};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  /* A headline figure: proportional figures, so "15-30%" keeps a narrow hyphen. */
  font-variant-numeric: proportional-nums;
  overflow-wrap: anywhere;
`;

export const StyledScaleTrack = styled.svg`
  display: block;
  width: 100%;
  overflow: visible;

  & .track {
    fill: ${({ theme }) => theme.colors.slate[200]};
  }
  & .fill {
    fill: ${({ theme }) => theme.colors.primary[500]};
  }
  & .end {
    fill: ${({ theme }) => theme.colors.accent[400]};
    stroke: ${({ theme }) => theme.colors.white};
    stroke-width: ${({ theme }) => theme.sizes.borderThick};
  }
  & [data-draw='grow'] {
    transform-box: fill-box;
    transform-origin: 0 50%;
  }
`;

export const StyledScaleCaption = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  & > span + span {
    color: var(--ds-muted);
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
