import { deferred } from '@meranti/platform';

/**
 * The footer is below the fold on every page: its code (and copy) loads once the page has
 * hydrated and the footer nears the viewport or the browser is idle, then it hydrates against the
 * prerendered markup (ADR 21). The prerender preloads it (`loadDeferredChrome`).
 */
export const DeferredFooter = deferred(() => import('./Footer').then((m) => m.Footer));
