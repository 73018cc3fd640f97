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
