const KB = 1024;

/**
 * Speculative prefetching (docs/decisions/0021-prefetching-and-deferred-sections.md): the most
 * a page may fetch ahead of a navigation on its own — links in view and the main pages (/services, /solutions, /contact, /about), in
 * idle time — counted as transferred (Resource Timing `transferSize`). A link the visitor points
 * at (hover, focus, touch) is fetched regardless: they are about to follow it. The shell's
 * prefetcher spends it (shell/src/prefetch/link-prefetch.ts); `npm run bench` measures against it.
 */
export const PREFETCH_BUDGET = 100 * KB;
