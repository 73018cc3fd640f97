import { calculateRoi, formatMoney } from '../calculator-math';
import { calculatorsContent } from '../calculators.content';
import { RoiChart } from './RoiChart';

const { roi } = calculatorsContent;
const example = roi.fields.monthlyLogisticsSpend.defaultValue;

/**
 * The hero's picture: the ROI calculator's results chart for the figures its fields start with
 * (a deferred section, ADR 21: prerendered, its code out of the page's first load).
 */
export function HeroChart() {
  return (
    <RoiChart
      result={calculateRoi({ monthlyLogisticsSpend: example })}
      chart={roi.chart}
      caption={roi.chart.exampleCaption.replace('{spend}', formatMoney(Number(example)))}
      height={220}
    />
  );
}
