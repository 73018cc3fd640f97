// The routes the site-wide walks visit, from the route table and what the build prerendered for
// detail routes (`_routes.json`, ADR 10), so new pages and new slugs are covered without edits.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FALLBACK_PARAM, fillPath, prerenderPaths } from '@meranti/platform';

interface DetailRoute {
  readonly pattern: string;
  readonly fallback: string | null;
  readonly known: readonly string[];
}

const siteDir = process.env.SITE_DIR
  ? path.resolve(process.env.SITE_DIR)
  : path.resolve(fileURLToPath(new URL('../..', import.meta.url)), '.site');

function details(): DetailRoute[] {
  try {
    return Object.values(JSON.parse(readFileSync(path.join(siteDir, '_routes.json'), 'utf8')).routes as Record<string, DetailRoute>);
  } catch {
    return [];
  }
}

/** Every prerendered page: the fixed routes and every known value of every detail route. */
export const pageRoutes = (): string[] => [...prerenderPaths(), ...details().flatMap((d) => d.known)];

/**
 * One page per layout: the fixed routes and the first known value of each detail route (the
 * other values share its component; the costly walks — every control from the keyboard, motion —
 * visit these).
 */
export const layoutRoutes = (): string[] => [...prerenderPaths(), ...details().flatMap((d) => d.known.slice(0, 1))];

/** A value no record has, for each detail route that answers unknown values with a page of its own. */
export const fallbackRoutes = (): string[] =>
  details()
    .filter((d) => d.fallback)
    .map((d) => fillPath(d.pattern, { slug: `${FALLBACK_PARAM}-x7q`, id: `${FALLBACK_PARAM}-x7q` }));

/** The paths of the built site's sitemap (`sitemap.xml`), in its order. */
export const sitemapRoutes = (): string[] => {
  try {
    const xml = readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
  } catch {
    return [];
  }
};

/** An address no page has: the not-found page. */
export const NOT_FOUND_ROUTE = '/this-page-does-not-exist';
