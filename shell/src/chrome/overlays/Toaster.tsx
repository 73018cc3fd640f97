import { Icon, theme } from '@meranti/design-system';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useToastStore } from '../../stores/toast-store';
import { overlayContent } from '../overlay.content';
import { StyledToast, StyledToastClose, StyledToastDescription, StyledToastTitle } from './styled/StyledToast';
import { type Box, placeToast } from './toast-placement';

/** A form's controls a toast must leave visible (the honeypot and other hidden inputs have no box). */
const CONTROLS = 'form :is(input, select, textarea, button)';

const boxOf = (el: Element): Box => {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
};

const visible = (b: Box) => b.width >= 4 && b.height >= 4;

/**
 * Puts the toast where it covers no form control on screen (toast-placement.ts), and scrolls the
 * page when there is no such place. `allowScroll`: only when the toast appears — later, as the
 * visitor scrolls or turns the phone, it only moves between its places.
 */
function place(toast: HTMLElement, allowScroll: boolean): void {
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const header = document.querySelector('header');
  const view = {
    width: document.documentElement.clientWidth,
    height: window.innerHeight,
    headerBottom: Math.max(0, header ? header.getBoundingClientRect().bottom : 0),
    margin: rem,
    cornerFrom: theme.breakpoints.md,
  };
  const onScreen = (b: Box) => b.top < view.height && b.top + b.height > 0;
  const controls = [...document.querySelectorAll(CONTROLS)].filter((el) => !toast.contains(el));
  const active = document.activeElement;
  const used = active && active !== document.body && !toast.contains(active) ? [active] : [];
  const obstacles = [...controls, ...used].map(boxOf).filter((b) => visible(b) && onScreen(b));
  const forms = controls.map(boxOf).filter(visible);
  const scrollRoom = allowScroll ? document.documentElement.scrollHeight - window.scrollY - view.height : 0;
  const { box, scrollBy } = placeToast({ width: toast.offsetWidth, height: toast.offsetHeight }, view, obstacles, forms, scrollRoom);
  toast.style.left = `${box.left}px`;
  toast.style.top = `${box.top}px`;
  toast.style.width = `${box.width}px`;
  if (scrollBy > 0) {
    const smooth = window.matchMedia('(prefers-reduced-motion: no-preference)').matches;
    window.scrollBy({ top: scrollBy, behavior: smooth ? 'smooth' : 'auto' });
  }
}

/**
 * The one toast system (docs/product-rules.md#site-chrome): one toast at a time, dismissible. Rendered inside the
 * always-present live region of `Overlays`, so screen readers announce it when it appears; placed
 * where it covers none of the page's form controls (above).
 */
export default function Toaster() {
  const toast = useToastStore((s) => s.toast);
  const dismiss = useToastStore((s) => s.dismiss);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!toast) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [toast, dismiss]);

  // Placed before it is painted; placed again (never scrolling) as the page scrolls or resizes.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!toast || !el) return;
    place(el, true);
    let frame = 0;
    const replace = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => place(el, false));
    };
    window.addEventListener('scroll', replace, { passive: true });
    window.addEventListener('resize', replace);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', replace);
      window.removeEventListener('resize', replace);
    };
  }, [toast]);

  if (!toast) return null;
  return (
    <StyledToast ref={ref} key={toast.id} role={toast.variant === 'destructive' ? 'alert' : 'status'} $variant={toast.variant ?? 'default'}>
      <div>
        <StyledToastTitle>{toast.title}</StyledToastTitle>
        {toast.description && <StyledToastDescription>{toast.description}</StyledToastDescription>}
      </div>
      <StyledToastClose type="button" aria-label={overlayContent.toastDismiss} onClick={dismiss}>
        <Icon name="X" size={18} />
      </StyledToastClose>
    </StyledToast>
  );
}
