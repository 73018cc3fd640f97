import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { StyledChip } from './styled/StyledChip.ts';

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-pressed'> {
  /** Selected state, exposed as aria-pressed. */
  readonly pressed: boolean;
  readonly children: ReactNode;
}

/** Toggle button for category filters. */
export function Chip({ pressed, children, ...rest }: ChipProps) {
  return (
    <StyledChip aria-pressed={pressed} {...rest}>
      {children}
    </StyledChip>
  );
}
