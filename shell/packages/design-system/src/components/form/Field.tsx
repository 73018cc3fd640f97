import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import { Icon } from '../icon/Icon.tsx';
import { StyledError, StyledField, StyledHint, StyledLabel } from './styled/StyledControl.ts';

export interface FieldProps {
  /** Visible label, rendered exactly as given. */
  readonly label: ReactNode;
  /** Control id. Defaults to the child's own id, else a React useId() id. */
  readonly id?: string;
  /** Alias of `id`. */
  readonly htmlFor?: string;
  /** Adds aria-required to the control (no native `required`, no asterisk: the label is shown as given). */
  readonly required?: boolean;
  readonly hint?: ReactNode;
  /** Error message: shown with role="alert"; the control gets aria-invalid. */
  readonly error?: ReactNode;
  /** Span both columns inside a FormGrid. */
  readonly full?: boolean;
  readonly className?: string;
  /** A single control element (Input, Select, Textarea…); id/aria props are injected. */
  readonly children?: ReactElement;
  /** Alternative to children for custom controls: wire `id` and `aria-describedby` yourself. */
  readonly render?: (id: string, describedBy: string | undefined) => ReactNode;
}

type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean;
};

const hasContent = (n: ReactNode) => n !== undefined && n !== null && n !== false && n !== '';

/** Label + control + hint + error, with id / aria-describedby / aria-invalid wiring. */
export function Field({ label, id: idProp, htmlFor, required, hint, error, full, className, children, render }: FieldProps) {
  const auto = useId();
  const child = isValidElement<ControlProps>(children) ? children : null;
  const id = idProp ?? htmlFor ?? child?.props.id ?? `${auto}c`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasHint = hasContent(hint);
  const hasError = hasContent(error);
  const describedBy = [child?.props['aria-describedby'], hasHint && hintId, hasError && errorId].filter(Boolean).join(' ') || undefined;

  let control: ReactNode = null;
  if (render) control = render(id, describedBy);
  else if (child) {
    const injected: ControlProps = { id, 'aria-describedby': describedBy };
    if (hasError) injected['aria-invalid'] = true;
    if (required) injected['aria-required'] = true;
    control = cloneElement(child, injected);
  }

  return (
    <StyledField className={className} data-full={full ? '' : undefined}>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {hasHint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {control}
      {hasError && (
        <StyledError id={errorId} role="alert">
          <Icon name="AlertTriangle" size={16} />
          <span>{error}</span>
        </StyledError>
      )}
    </StyledField>
  );
}
