import { type ComponentType, createElement, lazy } from 'react';

type NotFoundModule = typeof import('../pages/not-found/not-found');

/** The page component, once its chunk has loaded. */
let loadedPage: ComponentType | null = null;

/**
 * Loads the not-found page's chunk. The browser entry awaits it before hydrating a 404 page, and
 * the prerender before rendering one, so that page renders without suspending.
 */
export const loadNotFoundPage = (): Promise<NotFoundModule> =>
  import('../pages/not-found/not-found').then((m) => {
    loadedPage = m.NotFoundPage;
    return m;
  });

const LazyNotFoundPage = lazy(async () => ({ default: (await loadNotFoundPage()).NotFoundPage }));

/**
 * The not-found page: rendered at once when its chunk is already loaded (so the prerendered
 * 404.html holds the page, not an empty client-render placeholder), otherwise loaded on use.
 */
export function NotFoundPage() {
  return createElement(loadedPage ?? LazyNotFoundPage);
}
