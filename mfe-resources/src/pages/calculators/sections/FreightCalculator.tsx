import { calculateFreight, type FreightInputs, formatMoney } from '../calculator-math';
import type { CalculatorsContent } from '../calculators.schema';
import { CalculatorShell } from './CalculatorShell';
import { NumberField } from './NumberField';

export interface FreightCalculatorProps {
  readonly freight: CalculatorsContent['freight'];
  readonly labels: CalculatorsContent['calculators'];
  readonly values: FreightInputs;
  readonly onValuesChange: (values: FreightInputs) => void;
  readonly onDownload: (resourceTitle: string) => void;
}

const fieldOrder = ['currentFreightSpend', 'numberOfCarriers', 'manualProcessTime', 'employeeCost'] as const;

/** Freight savings calculator [docs/product-rules.md#calculators]: freight + labour + carrier management savings. */
export function FreightCalculator({ freight, labels, values, onValuesChange, onDownload }: FreightCalculatorProps) {
  const onChange = (name: string, value: string) => onValuesChange({ ...values, [name]: value });
  const r = calculateFreight(values);
  const { results } = freight;

  return (
    <CalculatorShell
      labels={labels}
      heading={freight.heading}
      intro={freight.intro}
      fields={fieldOrder.map((name) => (
        <NumberField
          key={name}
          name={name}
          field={freight.fields[name]}
          value={values[name]}
          onChange={onChange}
          integer={name === 'numberOfCarriers'}
          full={name === 'currentFreightSpend'}
        />
      ))}
      results={[
        { key: 'totalSavings', ...results.totalSavings, value: formatMoney(r.totalSavings), featured: true },
        { key: 'freightSavings', ...results.freightSavings, value: formatMoney(r.freightSavings) },
        { key: 'laborSavings', ...results.laborSavings, value: formatMoney(r.laborSavings) },
        { key: 'carrierManagementSavings', ...results.carrierManagementSavings, value: formatMoney(r.carrierManagementSavings) },
      ]}
      assumptions={freight.assumptions}
      download={freight.download}
      onDownload={() => onDownload(freight.download.resourceTitle)}
    />
  );
}
