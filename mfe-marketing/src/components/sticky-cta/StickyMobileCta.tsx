import { ButtonLink, Icon } from '@meranti/design-system';
import { useEffect, useRef } from 'react';
import type { CtaLink } from '../content.schema';
import { linkHref } from '../links';
import { StyledStickyCta } from './styled/StyledStickyCta';

export interface StickyMobileCtaProps {
  readonly link: CtaLink;
  /** Share of the page's height to scroll past before it shows. Default 0.2 (docs/product-rules.md#site-chrome). */
  readonly threshold?: number;
}

/** Scrolled past the threshold, and the footer not yet on screen (it would cover the footer). */
function shouldShow(threshold: number, footer: Element | null): boolean {
  const doc = document.documentElement;
  if (window.scrollY <= doc.scrollHeight * threshold) return false;
  return !footer || footer.getBoundingClientRect().top > window.innerHeight;
}

/**
 * A call to action fixed to the bottom of the screen below the desktop breakpoint, shown once the
 * visitor has scrolled past 20 % of the page's height and hidden again above it. Its state is a
 * data attribute written on scroll (no React state: no re-render, nothing changes at hydration);
 * hidden, it is out of the tab order and the accessibility tree.
 */
export function StickyMobileCta({ link, threshold = 0.2 }: StickyMobileCtaProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const footer = document.querySelector('footer');
    let frame = 0;
    const update = () => {
      frame = 0;
      el.dataset.visible = String(shouldShow(threshold, footer));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [threshold]);
  return (
    <StyledStickyCta ref={ref} data-visible="false" data-sticky-cta="">
      <ButtonLink href={linkHref(link)} $variant="accent" $size="lg" $block>
        {link.label}
        <Icon name="ArrowRight" size={18} />
      </ButtonLink>
    </StyledStickyCta>
  );
}
