import type { HTMLAttributes } from 'react';
import { Icon } from '../icon/Icon.tsx';
import { StyledInlineChecks } from './styled/StyledInlineChecks.ts';

export interface InlineChecksProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  readonly items: readonly string[];
}

/** Short assurances in a row that wraps, each with a check mark ("No commitment", …). */
export function InlineChecks({ items, ...rest }: InlineChecksProps) {
  return (
    <StyledInlineChecks {...rest}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="CheckCircle" size={16} />
          {item}
        </li>
      ))}
    </StyledInlineChecks>
  );
}
