import type { ComponentType } from 'react';

/** Props the shell gives every page an area renders. */
export interface PageProps {
  /** Route params (`:slug`, `:id`). */
  readonly params: Readonly<Record<string, string>>;
  /** The canonical path of the page (an alias passes its target's path). */
  readonly canonicalPath: string;
}

export type PageComponent = ComponentType<PageProps>;

/**
 * Loads what a page needs to render in full beyond its own module — its deferred sections'
 * code (`deferred`, `preloadAll`) and its data — for the route's params. The shell calls it
 * ahead of a navigation (prefetching) and before rendering the page on one; the prerender before
 * rendering the page. Not called for the page a visitor lands on: that page's sections load
 * when they near the viewport.
 */
export type PagePrefetch = (params: Readonly<Record<string, string>>) => Promise<unknown>;

/** A page's module: the page as its default export, and optionally its `prefetch`. */
export interface PageModule {
  readonly default: PageComponent;
  readonly prefetch?: PagePrefetch;
}
export type PageLoader = () => Promise<PageModule>;

/**
 * What each area exposes as `./pages`: page id → lazy page module. One small expose per
 * area; each page is its own chunk inside the area.
 */
export interface AreaPagesModule {
  readonly pages: Readonly<Record<string, PageLoader>>;
}

/**
 * Every known value of a detail page's params (`{ slug }`, `{ id }`), by page id: each is
 * prerendered to its own HTML file and listed in the sitemap. Read at build time only.
 */
export type KnownParams = Readonly<Record<string, () => readonly Readonly<Record<string, string>>[]>>;

/** What each area's SSR build (`src/ssr.ts`) exports for the prerender. */
export interface AreaSsrModule extends AreaPagesModule {
  readonly knownParams?: KnownParams;
}
