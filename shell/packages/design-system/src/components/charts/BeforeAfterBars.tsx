import type { HTMLAttributes } from 'react';
import { ChartFigure, useChartCaptionId } from './ChartFigure.tsx';
import { ChartLegend } from './ChartLegend.tsx';
import { BARS, barLayout, type ChartFormatter, formatChange, formatValue, isImprovement, pct } from './geometry.ts';
import { StyledChartSvg } from './styled/StyledCharts.ts';

export interface BeforeAfterMetric {
  readonly label: string;
  readonly before: number;
  readonly after: number;
  /** How the numbers print (default `count`); a function prints them its own way. */
  readonly format?: ChartFormatter;
  /** The printed values, when the copy writes them its own way ("15-30%", "< 24 h"). */
  readonly beforeText?: string;
  readonly afterText?: string;
  /** The chip's text; default the change computed from the numbers ("−35%", "+15 pts"). */
  readonly changeText?: string;
  /** This metric's own direction, when it differs from the chart's. */
  readonly lowerIsBetter?: boolean;
}

export interface BeforeAfterBarsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  readonly caption: string;
  /** The series' names ("Before Meranti", "With Meranti"): legend and table headers. */
  readonly beforeLabel: string;
  readonly afterLabel: string;
  readonly metrics: readonly BeforeAfterMetric[];
  /** Lower figures are better (costs, days, errors): the chip is green when the figure falls. */
  readonly lowerIsBetter?: boolean;
  /** The table's header of the change column; without it the table has no change column. */
  readonly changeLabel?: string;
  /** Show the table under the bars (default: for assistive technology only, the bars print every value). */
  readonly tableHidden?: boolean;
}

/** Printed texts of one metric: values at the bar ends and the change chip. */
export function beforeAfterTexts(m: BeforeAfterMetric, lowerIsBetter = false) {
  return {
    before: m.beforeText ?? formatValue(m.before, m.format),
    after: m.afterText ?? formatValue(m.after, m.format),
    change: m.changeText ?? formatChange(m.before, m.after, m.format),
    good: isImprovement(m.before, m.after, m.lowerIsBetter ?? lowerIsBetter),
  };
}

/** Chip width from its text (digits and signs are about 0.62em of the 12 px chip font). */
const chipWidth = (text: string) => Math.round(text.length * 7.4 + 16);

/**
 * Before/after metrics as paired horizontal bars: slate "before", teal "after", the value at each
 * bar's end and the change as a chip. Each metric has its own scale (their units differ).
 */
export function BeforeAfterBars({
  caption,
  beforeLabel,
  afterLabel,
  metrics,
  lowerIsBetter = false,
  changeLabel,
  tableHidden = true,
  ...rest
}: BeforeAfterBarsProps) {
  const texts = metrics.map((m) => beforeAfterTexts(m, lowerIsBetter));
  const table = {
    columns: ['', beforeLabel, afterLabel, ...(changeLabel ? [changeLabel] : [])],
    rows: metrics.map((m, i) => {
      const t = texts[i] as (typeof texts)[number];
      return [m.label, t.before, t.after, ...(changeLabel ? [t.change] : [])];
    }),
  };
  return (
    <ChartFigure caption={caption} table={table} tableHidden={tableHidden} {...rest}>
      <ChartLegend
        items={[
          { label: beforeLabel, swatch: 'before' },
          { label: afterLabel, swatch: 'after' },
        ]}
      />
      <Bars metrics={metrics} texts={texts} />
    </ChartFigure>
  );
}

function Bars({
  metrics,
  texts,
}: {
  readonly metrics: readonly BeforeAfterMetric[];
  readonly texts: ReturnType<typeof beforeAfterTexts>[];
}) {
  const captionId = useChartCaptionId();
  const { rows, height } = barLayout(metrics);
  return (
    <StyledChartSvg role="img" aria-labelledby={captionId} width="100%" height={height} data-chart="before-after">
      {metrics.map((m, i) => {
        const row = rows[i];
        const t = texts[i];
        if (!row || !t) return null;
        const chip = chipWidth(t.change);
        return (
          <g key={m.label}>
            <text className="label" x="0" y={row.labelY}>
              {m.label}
            </text>
            {/* The chip, right-aligned: a 1 px anchor at the right edge, drawn leftwards. */}
            <svg x="100%" y={row.y} width="1" height="1" overflow="visible" aria-hidden="true" data-draw="fade">
              <rect className={t.good ? 'chip-good' : 'chip-bad'} x={-chip} y="0" width={chip} height="20" rx="10" />
              <text className="chip-text" x={-chip / 2} y="14" textAnchor="middle">
                {t.change}
              </text>
            </svg>
            <rect className="before" data-draw="grow" x="0" y={row.beforeY} width={pct(row.before)} height={BARS.bar} rx="3" />
            <text className="value-muted" data-draw="fade" x={pct(row.before)} dx={BARS.valueGap} y={row.beforeY + 11}>
              {t.before}
            </text>
            <rect className="after" data-draw="grow" x="0" y={row.afterY} width={pct(row.after)} height={BARS.bar} rx="3" />
            <text className="value" data-draw="fade" x={pct(row.after)} dx={BARS.valueGap} y={row.afterY + 11}>
              {t.after}
            </text>
          </g>
        );
      })}
    </StyledChartSvg>
  );
}
