import type { HTMLAttributes } from 'react';
import { type SpinnerSize, StyledSpinner, StyledVisuallyHidden } from './styled/StyledFeedback.ts';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Announced to screen readers (role="status"). */
  readonly label: string;
  readonly $size?: SpinnerSize;
}

export function Spinner({ label, ...rest }: SpinnerProps) {
  return (
    <StyledSpinner role="status" {...rest}>
      <StyledVisuallyHidden>{label}</StyledVisuallyHidden>
    </StyledSpinner>
  );
}
