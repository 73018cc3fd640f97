import { Icon } from '@meranti/design-system';
import { calculateRoi, formatMoney, formatMonths, formatPercent, type RoiInputs } from '../calculator-math';
import type { CalculatorsContent } from '../calculators.schema';
import { StyledDrivingNote } from '../styled/StyledWorkspace';
import { CalculatorShell } from './CalculatorShell';
import { NumberField } from './NumberField';
import { RoiChart } from './RoiChart';

export interface RoiCalculatorProps {
  readonly roi: CalculatorsContent['roi'];
  readonly labels: CalculatorsContent['calculators'];
  readonly values: RoiInputs;
  readonly onValuesChange: (values: RoiInputs) => void;
  readonly onDownload: (resourceTitle: string) => void;
}

const fieldOrder = ['monthlyLogisticsSpend', 'shipmentVolume', 'averageShipmentCost', 'onTimePercentage', 'warehouseCosts'] as const;

/** 4PL ROI calculator [docs/product-rules.md#calculators]: results recompute live from the monthly spend. */
export function RoiCalculator({ roi, labels, values, onValuesChange, onDownload }: RoiCalculatorProps) {
  const onChange = (name: string, value: string) => onValuesChange({ ...values, [name]: value });
  const r = calculateRoi(values);
  const { results } = roi;

  return (
    <CalculatorShell
      labels={labels}
      heading={roi.heading}
      intro={roi.intro}
      fields={fieldOrder.map((name) => (
        <NumberField
          key={name}
          name={name}
          field={roi.fields[name]}
          value={values[name]}
          onChange={onChange}
          integer={name === 'shipmentVolume'}
          full={name === 'monthlyLogisticsSpend'}
        />
      ))}
      fieldsNote={
        <StyledDrivingNote>
          <Icon name="Info" size={16} />
          {roi.drivingInputNote}
        </StyledDrivingNote>
      }
      results={[
        { key: 'netSavings', ...results.netSavings, value: formatMoney(r.netSavings), featured: true },
        { key: 'annualSpend', ...results.annualSpend, value: formatMoney(r.annualSpend) },
        { key: 'potentialSavings', ...results.potentialSavings, value: formatMoney(r.potentialSavings) },
        { key: 'implementationCost', ...results.implementationCost, value: formatMoney(r.implementationCost) },
        { key: 'roi', ...results.roi, value: formatPercent(r.roiPercent) },
        { key: 'payback', ...results.payback, value: `${formatMonths(r.paybackMonths)} ${roi.monthsUnit}` },
      ]}
      chart={<RoiChart result={r} chart={roi.chart} caption={roi.chart.caption} />}
      assumptions={roi.assumptions}
      download={roi.download}
      onDownload={() => onDownload(roi.download.resourceTitle)}
    />
  );
}
