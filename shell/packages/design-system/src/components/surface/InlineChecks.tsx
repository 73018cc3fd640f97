import type { HTMLAttributes } from 'react';
import { Icon } from '../icon/Icon.tsx';
import type { IconName } from '../icon/icon-names.ts';
import { type InlineChecksStyleProps, StyledInlineChecks } from './styled/StyledInlineChecks.ts';

/** A plain string gets a check mark; an object names its own icon. */
export type InlineCheckItem = string | { readonly text: string; readonly icon: IconName };

export interface InlineChecksProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'>, InlineChecksStyleProps {
  readonly items: readonly InlineCheckItem[];
}

/** Short assurances in a row that wraps, each with an icon ("No commitment", …). */
export function InlineChecks({ items, ...rest }: InlineChecksProps) {
  return (
    <StyledInlineChecks {...rest}>
      {items.map((item) => {
        const { text, icon } = typeof item === 'string' ? { text: item, icon: 'CheckCircle' as const } : item;
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
