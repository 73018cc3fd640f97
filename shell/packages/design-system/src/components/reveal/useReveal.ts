import { type RefObject, useEffect, useRef } from 'react';

/**
 * Scroll-triggered, staggered entrance for a group of cards (pair it with `revealGroup` styles).
 *
 * Nothing is hidden in the prerendered HTML, without JavaScript, with reduced motion, or for a
 * group already on screen when the page hydrates. Only a group still below the viewport is held
 * back (`data-reveal="pending"`) and played when scrolled into view (`"shown"`). The state is a
 * data attribute set on the element itself — never React state — so it causes no re-render and no
 * new style rules after hydration (all the rules are in the page's CSS from the start).
 */
export function useReveal<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (el.getBoundingClientRect().top < window.innerHeight) return;
    el.dataset.reveal = 'pending';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        el.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return ref;
}
