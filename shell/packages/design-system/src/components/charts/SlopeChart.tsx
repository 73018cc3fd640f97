import type { HTMLAttributes } from 'react';
import { ChartFigure, useChartCaptionId } from './ChartFigure.tsx';
import { type ChartFormatter, formatValue, pct, SLOPE, slopeLayout } from './geometry.ts';
import { StyledChartSvg } from './styled/StyledCharts.ts';

export interface SlopeSeries {
  readonly label: string;
  readonly from: number;
  readonly to: number;
  /** The printed values, when the copy writes them its own way. */
  readonly fromText?: string;
  readonly toText?: string;
}

export interface SlopeChartProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  readonly caption: string;
  /** The two moments compared ("Before", "After 90 days"): axis heads and table headers. */
  readonly fromLabel: string;
  readonly toLabel: string;
  /** Every series on one shared scale: use it for figures of one unit. */
  readonly series: readonly SlopeSeries[];
  /** How values print when no text is given (default `count`). */
  readonly format?: ChartFormatter;
  /** Show the table under the chart (default: for assistive technology only). */
  readonly tableHidden?: boolean;
}

/**
 * Several figures of one story from one moment to another: a line each between two axes, the
 * "before" value on the left, the "after" value and the series' name on the right. Labels are
 * spread apart so they never overlap.
 */
export function SlopeChart({ caption, fromLabel, toLabel, series, format = 'count', tableHidden = true, ...rest }: SlopeChartProps) {
  const texts = series.map((s) => ({ from: s.fromText ?? formatValue(s.from, format), to: s.toText ?? formatValue(s.to, format) }));
  const table = { columns: ['', fromLabel, toLabel], rows: series.map((s, i) => [s.label, texts[i]?.from ?? '', texts[i]?.to ?? '']) };
  return (
    <ChartFigure caption={caption} table={table} tableHidden={tableHidden} {...rest}>
      <Slopes series={series} texts={texts} fromLabel={fromLabel} toLabel={toLabel} />
    </ChartFigure>
  );
}

interface SlopesProps {
  readonly series: readonly SlopeSeries[];
  readonly texts: readonly { readonly from: string; readonly to: string }[];
  readonly fromLabel: string;
  readonly toLabel: string;
}

function Slopes({ series, texts, fromLabel, toLabel }: SlopesProps) {
  const captionId = useChartCaptionId();
  const { lines, height } = slopeLayout(series);
  const fromX = pct(SLOPE.fromX);
  const toX = pct(SLOPE.toX);
  return (
    <StyledChartSvg role="img" aria-labelledby={captionId} width="100%" height={height} data-chart="slope">
      <text className="axis" x={fromX} y="14" textAnchor="middle">
        {fromLabel}
      </text>
      <text className="axis" x={toX} y="14" textAnchor="middle">
        {toLabel}
      </text>
      <line className="grid" x1={fromX} x2={fromX} y1={SLOPE.header} y2={height} />
      <line className="grid" x1={toX} x2={toX} y1={SLOPE.header} y2={height} />
      <g data-draw="wipe">
        {lines.map((l, i) => (
          <line key={series[i]?.label} className="slope" x1={fromX} y1={l.fromY} x2={toX} y2={l.toY} />
        ))}
      </g>
      {lines.map((l, i) => {
        const s = series[i];
        const t = texts[i];
        if (!s || !t) return null;
        return (
          <g key={s.label}>
            <circle className="dot-before" cx={fromX} cy={l.fromY} r="5" />
            <circle className="dot-after" data-draw="fade" cx={toX} cy={l.toY} r="5" />
            <text className="value-muted" x={fromX} dx={-SLOPE.leftGap} y={l.fromLabelY + 5} textAnchor="end">
              {t.from}
            </text>
            <g data-draw="fade">
              {Math.abs(l.toLabelY - 4 - l.toY) > 3 && (
                // A leader from the point to its label when the label had to move away from it.
                <svg x={toX} y="0" width="1" height="1" overflow="visible" aria-hidden="true">
                  <line className="leader" x1="7" y1={l.toY} x2={SLOPE.leftGap - 3} y2={l.toLabelY - 4} />
                </svg>
              )}
              <text className="value" x={toX} dx={SLOPE.leftGap} y={l.toLabelY + 1}>
                {t.to}
              </text>
              <text x={toX} dx={SLOPE.leftGap} y={l.toLabelY + 17}>
                {s.label}
              </text>
            </g>
          </g>
        );
      })}
    </StyledChartSvg>
  );
}
