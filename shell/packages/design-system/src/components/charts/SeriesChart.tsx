import { type HTMLAttributes, useId } from 'react';
import { ChartFigure, useChartCaptionId } from './ChartFigure.tsx';
import { ChartLegend } from './ChartLegend.tsx';
import { anchorFor, type ChartFormatter, formatTick, formatValue, PLOT_WIDTH, pct, SERIES, seriesGeometry } from './geometry.ts';
import { StyledChartSvg, StyledSeriesPlot } from './styled/StyledCharts.ts';

export type SeriesTone = 'teal' | 'slate' | 'amber';

export interface Series {
  readonly label: string;
  /** One value per x label. */
  readonly values: readonly number[];
  /** `area` (filled, the series the story is about) or `line`. */
  readonly kind: 'area' | 'line';
  readonly tone: SeriesTone;
}

export interface SeriesChartProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  readonly caption: string;
  /** The x positions' names ("Month 1" …): the table's rows; the axis prints them as given. */
  readonly xLabels: readonly string[];
  readonly series: readonly Series[];
  /** One moment marked in amber (the payback month): a dashed rule, a dot and its label. */
  readonly marker?: { readonly index: number; readonly label: string };
  /** How values print: full in the table, short on the axis. */
  readonly format: ChartFormatter;
  /** Short x labels for the axis, when `xLabels` are long ("M1" for "Month 1"). */
  readonly axisLabels?: readonly string[];
  /** The drawing's height in pixels (default 260). */
  readonly height?: number;
  /** Show the table under the chart (default: for assistive technology only). */
  readonly tableHidden?: boolean;
}

/** A value per x position for a few series: e.g. cumulative savings (area) against cost (line). */
export function SeriesChart({
  caption,
  xLabels,
  series,
  marker,
  format,
  axisLabels,
  height = 260,
  tableHidden = true,
  ...rest
}: SeriesChartProps) {
  const table = {
    columns: ['', ...series.map((s) => s.label)],
    rows: xLabels.map((x, i) => [x, ...series.map((s) => formatValue(s.values[i] ?? 0, format))]),
  };
  return (
    <ChartFigure caption={caption} table={table} tableHidden={tableHidden} {...rest}>
      <ChartLegend items={series.map((s) => ({ label: s.label, swatch: s.kind === 'area' ? s.tone : (`line-${s.tone}` as const) }))} />
      <Plot xLabels={axisLabels ?? xLabels} series={series} marker={marker} format={format} height={height} />
    </ChartFigure>
  );
}

interface PlotProps {
  readonly xLabels: readonly string[];
  readonly series: readonly Series[];
  readonly marker: SeriesChartProps['marker'];
  readonly format: ChartFormatter;
  readonly height: number;
}

function Plot({ xLabels, series, marker, format, height }: PlotProps) {
  const captionId = useChartCaptionId();
  const gradientBase = `ds-series-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const g = seriesGeometry(xLabels.length, series, height);
  const plotBottom = g.plotTop + g.plotHeight;
  const markerX = marker ? g.xs[marker.index] : undefined;
  const markerY = marker ? g.series[0]?.ys[marker.index] : undefined;
  return (
    <StyledSeriesPlot>
      {/* The y axis in a column of its own, so its labels never sit on the data. */}
      <StyledChartSvg aria-hidden="true" width={SERIES.axis} height={height}>
        {g.ticks.map((t) => (
          <text key={t.value} x={SERIES.axis - 10} y={t.y + 4} textAnchor="end">
            {formatTick(t.value, format)}
          </text>
        ))}
      </StyledChartSvg>
      <StyledChartSvg role="img" aria-labelledby={captionId} width="100%" height={height} data-chart="series">
        <defs>
          {series.map((s, i) =>
            s.kind === 'area' ? (
              <linearGradient key={s.label} id={`${gradientBase}-${i}`} x1="0" y1="0" x2="0" y2="1">
                <stop className={`stop-${s.tone}`} offset="0" stopOpacity="0.38" />
                <stop className={`stop-${s.tone}`} offset="1" stopOpacity="0.04" />
              </linearGradient>
            ) : null,
          )}
        </defs>
        {g.ticks.map((t) => (
          <line key={t.value} className="grid" x1="0" x2="100%" y1={t.y} y2={t.y} />
        ))}
        <svg
          x="0"
          y={g.plotTop}
          width="100%"
          height={g.plotHeight}
          viewBox={`0 0 ${PLOT_WIDTH} ${g.plotHeight}`}
          preserveAspectRatio="none"
          overflow="visible"
          aria-hidden="true"
        >
          <g data-draw="wipe">
            {series.map((s, i) =>
              s.kind === 'area' ? <path key={s.label} d={g.series[i]?.area} fill={`url(#${gradientBase}-${i})`} stroke="none" /> : null,
            )}
            {series.map((s, i) => (
              <path key={s.label} className={`line-${s.tone}`} d={g.series[i]?.line} vectorEffect="non-scaling-stroke" />
            ))}
          </g>
        </svg>
        {marker && markerX !== undefined && (
          <g data-draw="fade">
            <line className="marker" x1={pct(markerX)} x2={pct(markerX)} y1={g.plotTop - 10} y2={plotBottom} />
            {markerY !== undefined && <circle className="marker-dot" cx={pct(markerX)} cy={markerY} r="6" />}
            <text className="marker-label" x={pct(markerX)} y={g.plotTop - 16} textAnchor={anchorFor(markerX)}>
              {marker.label}
            </text>
          </g>
        )}
        {xLabels.map((label, i) => {
          const x = g.xs[i] ?? 0;
          const minor = xLabels.length > 7 && i % 2 === 1;
          return (
            <text key={label} x={pct(x)} y={height - 8} textAnchor={anchorFor(x)} data-minor={minor || undefined}>
              {label}
            </text>
          );
        })}
      </StyledChartSvg>
    </StyledSeriesPlot>
  );
}
