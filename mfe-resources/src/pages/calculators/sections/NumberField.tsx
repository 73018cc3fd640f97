import { Field, Input } from '@meranti/design-system/forms';
import type { NumberFieldContent } from '../calculators.schema';
import { StyledAdornedInput } from '../styled/StyledWorkspace';

export interface NumberFieldProps {
  readonly name: string;
  readonly field: NumberFieldContent;
  readonly value: string;
  readonly onChange: (name: string, value: string) => void;
  /** Whole numbers only (counts). */
  readonly integer?: boolean;
  readonly full?: boolean;
}

/** A labelled numeric input with optional $ prefix and unit suffix drawn inside it. */
export function NumberField({ name, field, value, onChange, integer, full }: NumberFieldProps) {
  return (
    <Field
      label={field.label}
      hint={field.hint}
      full={full}
      render={(id, describedBy) => (
        <StyledAdornedInput $prefix={Boolean(field.prefix)} $suffixCh={field.suffix?.length ?? 0}>
          {field.prefix && (
            <span data-adornment="prefix" aria-hidden="true">
              {field.prefix}
            </span>
          )}
          <Input
            id={id}
            aria-describedby={describedBy}
            name={name}
            type="number"
            inputMode={integer ? 'numeric' : 'decimal'}
            min={integer ? 1 : 0}
            step={integer ? 1 : 'any'}
            placeholder={field.placeholder}
            value={value}
            onChange={(e) => onChange(name, e.target.value)}
          />
          {field.suffix && (
            <span data-adornment="suffix" aria-hidden="true">
              {field.suffix}
            </span>
          )}
        </StyledAdornedInput>
      )}
    />
  );
}
