import type { HTMLAttributes, ReactNode } from 'react';
import { type StatTone, StyledStat, StyledStatDescription, StyledStatLabel, StyledStatValue } from './styled/StyledStat.ts';

export interface StatProps extends HTMLAttributes<HTMLDivElement> {
  /** The figure, e.g. "35%" or "S$2.4M". */
  readonly value: ReactNode;
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly $tone?: StatTone;
  readonly $align?: 'start' | 'center';
  /** Tabular figures, for stats whose figures align in a column (default proportional). */
  readonly $tabular?: boolean;
}

/** A headline figure with its label (and optional one-line description). */
export function Stat({ value, label, description, $tone, $align, $tabular, ...rest }: StatProps) {
  return (
    <StyledStat $align={$align} {...rest}>
      <StyledStatValue $tone={$tone} $tabular={$tabular}>
        {value}
      </StyledStatValue>
      <StyledStatLabel>{label}</StyledStatLabel>
      {description !== undefined && description !== null && <StyledStatDescription>{description}</StyledStatDescription>}
    </StyledStat>
  );
}
