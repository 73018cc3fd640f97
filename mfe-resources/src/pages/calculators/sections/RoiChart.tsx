import { SeriesChart } from '@meranti/design-system/charts';
import { formatMonths, type RoiResult, roiTimeline } from '../calculator-math';
import type { CalculatorsContent } from '../calculators.schema';

export interface RoiChartProps {
  readonly result: RoiResult;
  readonly chart: CalculatorsContent['roi']['chart'];
  /** The figure's caption (the live calculator's, or the hero's example). */
  readonly caption: string;
  /** The drawing's height in pixels. */
  readonly height?: number;
}

/**
 * The ROI calculator's results as a chart (docs/design/art-direction.md "Calculator results"):
 * cumulative savings (teal area) against the implementation investment (slate line) over the 12
 * months of its timeline, the payback month in amber. Drawn from `roiTimeline`, the same result as
 * the text figures beside it; the numbers are in the figure's table too.
 */
export function RoiChart({ result, chart, caption, height }: RoiChartProps) {
  const t = roiTimeline(result);
  const label = (template: string, n: number) => template.replace('{n}', String(n));
  return (
    <SeriesChart
      caption={caption}
      xLabels={t.months.map((m) => label(chart.month, m))}
      axisLabels={t.months.map((m) => label(chart.axisMonth, m))}
      series={[
        { label: chart.savingsLabel, values: t.cumulativeSavings, kind: 'area', tone: 'teal' },
        { label: chart.costLabel, values: t.cost, kind: 'line', tone: 'slate' },
      ]}
      {...(t.paybackIndex === null
        ? {}
        : { marker: { index: t.paybackIndex, label: chart.payback.replace('{months}', formatMonths(result.paybackMonths)) } })}
      format="currency"
      {...(height ? { height } : {})}
    />
  );
}
