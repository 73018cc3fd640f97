import type { HTMLAttributes } from 'react';
import { Icon } from '../icon/Icon.tsx';
import type { IconName } from '../icon/icon-names.ts';
import { type InlineChecksStyleProps, StyledInlineChecks } from './styled/StyledInlineChecks.ts';

/** A plain string gets the list's mark; an object names its own icon. */
export type InlineCheckItem = string | { readonly text: string; readonly icon: IconName };

export interface InlineChecksProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'>, InlineChecksStyleProps {
  readonly items: readonly InlineCheckItem[];
}

const marks: Record<NonNullable<InlineChecksStyleProps['marker']>, IconName> = { check: 'CheckCircle', cross: 'X', alert: 'AlertTriangle' };

/**
 * Short points in a row that wraps, each with an icon: assurances ("No commitment", a check) by
 * default, problems with `marker="cross"` or `"alert"` (in the danger colour).
 */
export function InlineChecks({ items, marker = 'check', ...rest }: InlineChecksProps) {
  return (
    <StyledInlineChecks marker={marker} data-marker={marker} {...rest}>
      {items.map((item) => {
        const { text, icon } = typeof item === 'string' ? { text: item, icon: marks[marker] } : item;
        return (
          <li key={text}>
            <Icon name={icon} size={16} />
            {text}
          </li>
        );
      })}
    </StyledInlineChecks>
  );
}
