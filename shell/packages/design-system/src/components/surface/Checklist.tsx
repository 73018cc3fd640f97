import type { HTMLAttributes, ReactNode } from 'react';
import type { SpaceKey } from '../../theme/theme.ts';
import { Icon } from '../icon/Icon.tsx';
import { StyledCheckBullet, StyledChecklist, StyledChecklistItem } from './styled/StyledChecklist.ts';

export interface ChecklistProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  readonly items: readonly ReactNode[];
  /** Two columns from md when 2. Default 1. */
  readonly $columns?: 1 | 2;
  readonly $gap?: SpaceKey;
}

/** A list with check marks. Items are static content, so their index is a stable key. */
export function Checklist({ items, ...rest }: ChecklistProps) {
  return (
    <StyledChecklist role="list" {...rest}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
        <StyledChecklistItem key={i}>
          <StyledCheckBullet>
            <Icon name="Check" size={14} strokeWidth={3} />
          </StyledCheckBullet>
          <span>{item}</span>
        </StyledChecklistItem>
      ))}
    </StyledChecklist>
  );
}
