import type { AnchorHTMLAttributes } from 'react';
import { StyledSkipLink } from './styled/StyledFeedback.ts';

export interface SkipLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  /** Visible text when focused, e.g. "Skip to main content". */
  readonly label: string;
  /** Target. Default '#main'. */
  readonly href?: string;
}

/** First focusable element on the page; visible only when focused. */
export function SkipLink({ label, href = '#main', ...rest }: SkipLinkProps) {
  return (
    <StyledSkipLink href={href} {...rest}>
      {label}
    </StyledSkipLink>
  );
}
