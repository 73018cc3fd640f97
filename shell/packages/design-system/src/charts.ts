// @meranti/design-system/charts — numbers as graphics (docs/design/art-direction.md), bundled by the
// pages that use them, not part of the boot singleton (ADR 15, ADR 25).
export { BeforeAfterBars, type BeforeAfterBarsProps, type BeforeAfterMetric } from './components/charts/BeforeAfterBars.tsx';
export { ChartFigure, type ChartFigureProps, type ChartTable, useChartCaptionId } from './components/charts/ChartFigure.tsx';
export { type ChartFormat, type ChartFormatter, formatChange, formatTick, formatValue } from './components/charts/geometry.ts';
export { ScaleBar, type ScaleBarProps } from './components/charts/ScaleBar.tsx';
export { type Series, SeriesChart, type SeriesChartProps, type SeriesTone } from './components/charts/SeriesChart.tsx';
export { SlopeChart, type SlopeChartProps, type SlopeSeries } from './components/charts/SlopeChart.tsx';
export { Timeline, type TimelineProps, type TimelineStep } from './components/charts/Timeline.tsx';
