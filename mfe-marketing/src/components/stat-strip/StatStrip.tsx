import { useReveal } from '@meranti/design-system';
import { ScaleBar } from '@meranti/design-system/charts';
import { Stat } from '@meranti/design-system/stat';
import type { StatItem } from '../content.schema';
import { StyledStatDescription, StyledStatItem, StyledStatStrip } from './styled/StyledStatStrip';

export interface StatStripProps {
  readonly stats: readonly StatItem[];
  /** `cards`: each figure in its own tile (default); `divided`: one band split by hairlines. */
  readonly variant?: 'cards' | 'divided';
  /** Accessible name of the list, when the surrounding heading does not say what it is. */
  readonly 'aria-label'?: string;
}

/**
 * A strip of headline figures (2 to 6): two columns on phones, one row from lg (six: two rows of
 * three). Adapts to the surface it sits on (light, muted, dark or brand sections). A figure with a
 * true scale (`scale`: 99 of 100 %) is drawn with a bar that shows it (the design system's
 * ScaleBar); the figure stays text, once.
 */
export function StatStrip({ stats, variant = 'cards', 'aria-label': ariaLabel }: StatStripProps) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <StyledStatStrip
      ref={ref}
      data-count={stats.length}
      data-variant={variant}
      data-scaled={stats.some((s) => s.scale) || undefined}
      aria-label={ariaLabel}
    >
      {stats.map((stat) => (
        <StyledStatItem key={stat.label}>
          {stat.scale ? (
            <>
              <ScaleBar
                value={stat.scale.value}
                max={stat.scale.max}
                label={stat.label}
                valueText={stat.value}
                maxText={stat.scale.maxText}
              />
              {stat.description && <StyledStatDescription>{stat.description}</StyledStatDescription>}
            </>
          ) : (
            <Stat value={stat.value} label={stat.label} description={stat.description} $tone="brand" />
          )}
        </StyledStatItem>
      ))}
    </StyledStatStrip>
  );
}
