const KB = 1024;

/**
 * Speculative prefetching (docs/decisions/0021-prefetching-and-deferred-sections.md): the most
 * a page may fetch ahead of a navigation on its own — links near the viewport, in the header and
 * footer, and the main pages (/services, /solutions, /contact, /about), in idle time — counted as
 * transferred (Resource Timing `transferSize`), once per page view. A link the visitor points at
 * (hover, focus, touch) is fetched regardless: they are about to follow it. The shell's
 * prefetcher spends it (shell/src/prefetch/link-prefetch.ts); `npm run bench` measures against it.
 */
export const PREFETCH_BUDGET = 100 * KB;

/**
 * Links in view (docs/decisions/0028-what-the-visitor-looks-at-is-ready.md): a link in `<main>`
 * that is on screen is prefetched from this budget, whatever the speculative budget has
 * left, and a speculative prefetch waits while one runs. It renews each time the visitor has
 * scrolled a screen's height further (a new screen of links, read), and with every page view. A
 * page of an area already loaded costs 2–10 KB, so a screen's links fit: a long list costs about
 * what the visitor reads of it.
 */
export const IN_VIEW_BUDGET = 48 * KB;
