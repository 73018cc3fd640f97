import { matchRoute } from '@meranti/platform';
import type { PageSource } from '../remotes/page-source';

/** Pages the spec prefetches from every page (spec 000 §2). */
const PREFETCH = ['/services', '/solutions', '/contact', '/about'] as const;

/**
 * Prefetches the code of the spec's main pages, so a click on them renders at once. Navigation
 * is client-side, so what is worth fetching ahead is each page's module, not its HTML. Skipped
 * when the visitor asked to save data.
 */
export function warmUp(source: PageSource, currentPath: string) {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  for (const path of PREFETCH) {
    const entry = matchRoute(path)?.entry;
    if (!entry?.built || path === currentPath) continue;
    const { area, page } = entry;
    if (area === 'shell') continue;
    source.prefetch(area, page);
  }
}
