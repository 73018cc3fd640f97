import type { ComponentProps } from 'react';
import { keepCompounds } from '../typography/keepCompounds.tsx';
import { StyledHeroTitle } from './styled/StyledPageHero.ts';

/** The styled h1's props, `ref` included (React 19 passes it as a prop). */
export type HeroTitleProps = ComponentProps<typeof StyledHeroTitle>;

/** The page's one h1; hyphenated compounds in it never break across lines (keepCompounds). */
export function HeroTitle({ children, ...rest }: HeroTitleProps) {
  return <StyledHeroTitle {...rest}>{keepCompounds(children)}</StyledHeroTitle>;
}
