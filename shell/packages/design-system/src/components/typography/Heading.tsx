import type { HTMLAttributes } from 'react';
import { keepCompounds } from './keepCompounds.tsx';
import { type HeadingSize, type HeadingStyleProps, StyledHeading } from './styled/StyledHeading.ts';

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement>, HeadingStyleProps {
  /** Semantic level. Default 'h2'. The visual size is independent ($size). */
  readonly as?: HeadingLevel | 'p' | 'span' | 'div';
}

const defaultSize: Record<string, HeadingSize> = { h1: 'xl', h2: 'lg', h3: 'md', h4: 'sm', h5: 'sm', h6: 'sm' };

/** A heading; hyphenated compounds in it never break across lines (keepCompounds). */
export function Heading({ as = 'h2', $size, children, ...rest }: HeadingProps) {
  return (
    <StyledHeading as={as} $size={$size ?? defaultSize[as] ?? 'md'} {...rest}>
      {keepCompounds(children)}
    </StyledHeading>
  );
}
