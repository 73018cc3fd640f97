import { useEffect, useRef, useState } from 'react';

/**
 * 'static' — as prerendered: everything visible, no animation (also without JavaScript, with
 *            reduced motion, and for groups already on screen when the page hydrates).
 * 'pending' — below the fold after hydration: cards wait, slightly faded, for the visitor to scroll.
 * 'shown'   — scrolled into view: cards fade and slide in, staggered.
 */
export type RevealState = 'static' | 'pending' | 'shown';

/**
 * Scroll-triggered entrance for a group of cards. The server and the first client render both
 * say 'static' (no hydration mismatch); only a group that is still below the viewport once the
 * page runs is held back, so content is never hidden before JavaScript or on screen.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (el.getBoundingClientRect().top < window.innerHeight) return;

    setState('pending');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return { ref, state } as const;
}
