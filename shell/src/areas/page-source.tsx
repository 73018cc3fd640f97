import type { Area, PageComponent } from '@meranti/platform';
import { createContext } from 'react';
import type { Tracked } from './tracked';

/**
 * Where AreaRoute gets page components from: on the server, the prerender hands in the one
 * page it already loaded; in the browser, the federation registry loads them.
 */
export interface PageSource {
  /**
   * The page's component. With `params` (a navigation), once its module and what its `prefetch`
   * loads for those params are here, so it renders in full; without (the landing page, which
   * hydrates), once its module is.
   */
  load(area: Area, page: string, params?: Readonly<Record<string, string>>): Tracked<PageComponent>;
  /**
   * Whether a navigation to the page with these params would render at once: its module and its
   * `prefetch` are done (a link prefetch, or an earlier visit).
   */
  isReady(area: Area, page: string, params: Readonly<Record<string, string>>): boolean;
  /** Drop a failed load so a retry fetches again. */
  forget(area: Area, page: string): void;
  /**
   * Fetch what a navigation to the page with these params needs (its module, its `prefetch`)
   * ahead of it. Settles when done; the caller decides what a failure means.
   */
  prefetch(area: Area, page: string, params: Readonly<Record<string, string>>): Promise<void>;
  /**
   * The prerendered markup of the first page, kept as-is when its area could not be loaded in
   * time: the content stays readable and the rest of the page hydrates around it.
   */
  readonly frozen: { readonly pathname: string; readonly html: string } | null;
}

export const PageSourceContext = createContext<PageSource | null>(null);
