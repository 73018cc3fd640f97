import type { LinkProps } from '@meranti/platform';
import { Icon } from '../icon/Icon.tsx';
import { StyledTextLink } from './styled/StyledTextLink.ts';

export interface TextLinkProps extends LinkProps {
  /** Append a → arrow that nudges on hover. */
  readonly arrow?: boolean;
  /** Inherit the surrounding text colour instead of the brand colour. */
  readonly $subtle?: boolean;
}

/** Inline link (platform Link: client-side for internal paths, plain anchor otherwise). */
export function TextLink({ arrow = false, children, ...rest }: TextLinkProps) {
  return (
    <StyledTextLink {...rest}>
      {children}
      {arrow && <Icon name="ArrowRight" size={16} />}
    </StyledTextLink>
  );
}
