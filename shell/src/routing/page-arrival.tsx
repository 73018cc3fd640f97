import { brandTitle, company, matchRoute } from '@meranti/platform';
import { useEffect } from 'react';

/** The document title for a route before its page has rendered its own: the route's label. */
export const routeTitle = (path: string): string => brandTitle(matchRoute(path)?.entry.label ?? company.name);

/**
 * A page's <title> lives in the page (React hoists it into <head>) and leaves with it. While the
 * next page's code loads, this keeps a title in the document — never an empty one, which a
 * screen reader or the browser's history would pick up — until the page's own replaces it.
 */
export function PendingTitle({ path }: { readonly path: string }) {
  return <title>{routeTitle(path)}</title>;
}

/**
 * Called as a navigation to another page starts: the focused element (the link just tapped or
 * activated with Enter) is blurred if it is in the page that is about to go. Removing the focused
 * element makes the browser recalculate the style of the whole old document in the middle of the
 * new page's commit — 50–65 ms of a navigation on a phone at 4×, for a page that is then thrown
 * away (ADR 21 §8). Focus moves to the new page's h1 a moment later (`FocusOnArrival`).
 */
export function releaseFocusFromPage(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.closest('main')) active.blur();
}

/** Where focus goes when a page arrives: the element the address's #fragment names, else the page's h1. */
function arrivalTarget(): HTMLElement | null {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return (id && document.getElementById(id)) || document.querySelector<HTMLElement>('main h1');
}

/**
 * Rendered right after a page's content, inside its Suspense boundary, so its effect runs once the
 * page is on screen. On a client-side navigation it moves focus to the new page's h1 (or to the
 * #fragment's element, scrolled into view), so a screen reader announces the page and the next
 * Tab starts at its top. On the first page (hydration: the page is not marked hydrated yet) focus
 * stays where the browser put it.
 */
export function FocusOnArrival() {
  useEffect(() => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    const target = arrivalTarget();
    if (!target) return;
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    if (target.tagName === 'H1') target.focus({ preventScroll: true });
    else {
      target.scrollIntoView();
      target.focus({ preventScroll: true });
    }
  }, []);
  return null;
}
