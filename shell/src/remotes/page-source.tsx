import type { Area, PageComponent } from '@meranti/platform';
import { createContext } from 'react';
import type { Tracked } from './tracked';

/**
 * Where RemoteRoute gets page components from: on the server, the prerender hands in the one
 * page it already loaded; in the browser, the federation registry loads them.
 */
export interface PageSource {
  load(area: Area, page: string): Tracked<PageComponent>;
  /** Drop a failed load so a retry fetches again. */
  forget(area: Area, page: string): void;
  /** Fetch a page's module ahead of a navigation (idle time); never fails visibly. */
  prefetch(area: Area, page: string): void;
  /**
   * The prerendered markup of the first page, kept as-is when its remote could not be loaded in
   * time: the content stays readable and the rest of the page hydrates around it.
   */
  readonly frozen: { readonly pathname: string; readonly html: string } | null;
}

export const PageSourceContext = createContext<PageSource | null>(null);
