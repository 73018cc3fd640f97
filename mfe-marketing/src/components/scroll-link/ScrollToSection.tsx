import { ButtonLink, type ButtonVariant, Icon } from '@meranti/design-system';
import type { MouseEvent } from 'react';

export interface ScrollToSectionProps {
  /** Id of the section to bring into view (give that section `focusTarget`). */
  readonly targetId: string;
  readonly label: string;
  readonly variant?: ButtonVariant;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A hero button that brings a section of the same page into view: smoothly, or at once for
 * visitors who prefer reduced motion; then focus moves to the section, so keyboard and screen
 * reader users continue from there. A real `#id` link, so it also works before hydration.
 */
export function ScrollToSection({ targetId, label, variant = 'outline' }: ScrollToSectionProps) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    e.preventDefault();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <ButtonLink href={`#${targetId}`} onClick={onClick} $size="lg" $variant={variant}>
      {label}
      <Icon name="ChevronDown" size={18} />
    </ButtonLink>
  );
}
