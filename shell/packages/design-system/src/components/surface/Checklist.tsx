import type { HTMLAttributes, ReactNode } from 'react';
import type { SpaceKey } from '../../theme/theme.ts';
import { Icon } from '../icon/Icon.tsx';
import type { IconName } from '../icon/icon-names.ts';
import { StyledCheckBullet, StyledChecklist, StyledChecklistItem } from './styled/StyledChecklist.ts';

/**
 * What a list's items are, and so their mark: `check` for what is included or achieved (brand
 * teal), `cross` for a problem or a cost (red ×), `alert` for a risk (red triangle), `dot` for a
 * neutral point. Never a check mark on a pain point (docs/design/art-direction.md).
 */
export type ListMarker = 'check' | 'cross' | 'alert' | 'dot';

export const markerIcons: Record<Exclude<ListMarker, 'dot'>, IconName> = { check: 'Check', cross: 'X', alert: 'AlertTriangle' };

export interface ChecklistProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  readonly items: readonly ReactNode[];
  /** Two columns from md when 2. Default 1. */
  readonly $columns?: 1 | 2;
  readonly $gap?: SpaceKey;
  /** The items' mark (default `check`); `cross` or `alert` for pain points and costs. */
  readonly marker?: ListMarker;
}

/** A list with a mark per item. Items are static content, so their index is a stable key. */
export function Checklist({ items, marker = 'check', ...rest }: ChecklistProps) {
  return (
    <StyledChecklist role="list" data-marker={marker} {...rest}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
        <StyledChecklistItem key={i}>
          <StyledCheckBullet $marker={marker}>
            {marker !== 'dot' && <Icon name={markerIcons[marker]} size={marker === 'alert' ? 13 : 14} strokeWidth={3} />}
          </StyledCheckBullet>
          <span>{item}</span>
        </StyledChecklistItem>
      ))}
    </StyledChecklist>
  );
}
