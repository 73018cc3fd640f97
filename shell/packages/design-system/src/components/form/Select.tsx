import type { Ref, SelectHTMLAttributes } from 'react';
import { Icon } from '../icon/Icon.tsx';
import { StyledSelect, StyledSelectWrap } from './styled/StyledControl.ts';

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { readonly ref?: Ref<HTMLSelectElement> };

/** Native <select> with the house control look and a chevron. Pass <option>s as children. */
export function Select({ className, ...rest }: SelectProps) {
  return (
    <StyledSelectWrap className={className}>
      <StyledSelect {...rest} />
      <Icon name="ChevronDown" size={18} />
    </StyledSelectWrap>
  );
}
