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

/**
 * Where the prerendered pages' styles are listed, relative to their area build's folder (beside
 * its remoteEntry.js): `{ [routePath]: file }`, each file relative to the list and named by its
 * content, so pages that render the same rules share one file. A file holds the styled-components
 * rules the page renders beyond the shell's own, collected by the prerender against that shell
 * build; the shell's prefetcher reads them ahead of a navigation (ADR 28). Keyed by the shell
 * build as well, because the design system's rules come from the shell: a pair of builds always
 * names the same list.
 */
export const pageStylesList = (shellBuild: string): string => `styles/${shellBuild}/pages.json`;
