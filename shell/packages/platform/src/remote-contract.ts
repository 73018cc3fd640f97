import type { ComponentType } from 'react';

/** Props the shell gives every page a remote renders. */
export interface PageProps {
  /** Route params (`:slug`, `:id`). */
  readonly params: Readonly<Record<string, string>>;
  /** The canonical path of the page (an alias passes its target's path). */
  readonly canonicalPath: string;
}

export type PageComponent = ComponentType<PageProps>;
export type PageLoader = () => Promise<{ readonly default: PageComponent }>;

/**
 * What each remote exposes as `./pages`: page id → lazy page module. One small expose per
 * remote; each page is its own chunk inside the remote.
 */
export interface RemotePagesModule {
  readonly pages: Readonly<Record<string, PageLoader>>;
}

/**
 * Every known value of a detail page's params (`{ slug }`, `{ id }`), by page id: each is
 * prerendered to its own HTML file and listed in the sitemap. Read at build time only.
 */
export type KnownParams = Readonly<Record<string, () => readonly Readonly<Record<string, string>>[]>>;

/** What each remote's SSR build (`src/ssr.ts`) exports for the prerender. */
export interface RemoteSsrModule extends RemotePagesModule {
  readonly knownParams?: KnownParams;
}
