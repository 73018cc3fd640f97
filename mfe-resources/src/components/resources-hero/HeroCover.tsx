import { deferred } from '@meranti/platform';
import type { CoverOf } from './CoverPicture';

/**
 * A detail page's hero picture: its category's or industry's cover. The covers and their alt
 * texts stay out of the page's first load: the picture is in the prerendered HTML (an `<img>`,
 * fetched at once), its code arrives after hydration (ADR 21).
 */
export const HeroCover = deferred<CoverOf>(() => import('./CoverPicture').then((m) => m.CoverPicture));

/** For a page's `prefetch`: a navigation renders the page with its cover. */
export const preloadHeroCover = (): Promise<void> => HeroCover.preload();
