import { Stat, useReveal } from '@meranti/design-system';
import type { StatItem } from '../content.schema';
import { StyledStatItem, StyledStatStrip } from './styled/StyledStatStrip';

export interface StatStripProps {
  readonly stats: readonly StatItem[];
  /** `cards`: each figure in its own tile (default); `divided`: one band split by hairlines. */
  readonly variant?: 'cards' | 'divided';
  /** Accessible name of the list, when the surrounding heading does not say what it is. */
  readonly 'aria-label'?: string;
}

/**
 * A strip of headline figures (2 to 6): two columns on phones, one row from lg. Adapts to the
 * surface it sits on (light, muted, dark or brand sections).
 */
export function StatStrip({ stats, variant = 'cards', 'aria-label': ariaLabel }: StatStripProps) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <StyledStatStrip ref={ref} data-count={stats.length} data-variant={variant} aria-label={ariaLabel}>
      {stats.map((stat) => (
        <StyledStatItem key={stat.label}>
          <Stat value={stat.value} label={stat.label} description={stat.description} $tone="brand" />
        </StyledStatItem>
      ))}
    </StyledStatStrip>
  );
}
