/**
 * How the built site is served, in one place: the API's static server (static-site.ts) applies
 * these rules per request. The load balancer (scripts/lib/stack/caddy-config.mjs, ADR 23) serves
 * only what `BALANCER_FILE_TARGET` names — content-addressed files under a plain path — with the
 * types, copies and cache lifetime below, and hands every other request to the API: the rules for
 * pages, redirects, detail routes, trailing slashes, never-served files and odd paths exist here
 * and in static-site.ts only, never a second time in the balancer's configuration.
 *   - content types by extension, and which types have brotli/gzip copies (Vary: Accept-Encoding);
 *   - cache lifetimes: hashed files under /assets/ and /mfe/ immutable for a year, HTML and the
 *     few files naming other files revalidated, everything else a day;
 *   - the two route files the build writes from the route table: `_redirects.json` and
 *     `_routes.json` (detail routes: pattern, rule for unknown values, fallback page);
 *   - what is never served by name (build bookkeeping under /_, the release log, the copies, /404).
 */
import path from 'node:path';
import { z } from 'zod';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Types worth compressing (the responses vary by Accept-Encoding). */
export const COMPRESSIBLE_TYPES = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/** The precompressed copies the build writes beside a file, best first. */
export const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  aDay: 'public, max-age=86400',
} as const;
/** Content-addressed folders: a file there never changes under its name. */
export const IMMUTABLE_PREFIXES = ['/assets/', '/mfe/'] as const;
/** Files naming other files (revalidated like HTML). */
export const NO_CACHE_FILES: ReadonlySet<string> = new Set(['/remotes.json', '/sitemap.xml', '/robots.txt']);

/**
 * The requests the load balancer answers from its copy of the site without asking the API, as a
 * regular expression over the raw request target (path and query as sent, before any decoding;
 * RE2 and JavaScript read it alike): a file under an immutable prefix whose path is plain —
 * segments of letters, digits, `_` and `-` with inner dots, so no percent-escape, no empty, dot or
 * `..` segment, no backslash — and that is not a precompressed copy by name
 * (`BALANCER_FILE_EXCLUDED`). The file must exist too (the balancer looks); anything else, however
 * it is spelled, goes to the API, which answers by the rules of static-site.ts.
 */
export const BALANCER_FILE_TARGET = `^(?:${IMMUTABLE_PREFIXES.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:[A-Za-z0-9_-][A-Za-z0-9._-]*/)*[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\\?.{0,1000})?$`;
/**
 * Request targets Node's HTTP parser refuses before any rule of ours (a bare 400, connection
 * closed): a byte outside visible ASCII — a control, DEL, or any byte above 0x7F sent raw instead
 * of percent-encoded. Go's server (the balancer's) would take them; the balancer refuses them the
 * same way, so both servers answer alike. (Over the raw target; a byte that is no UTF-8 reads as U+FFFD.)
 */
export const REFUSED_TARGET = '[^\\x21-\\x7E]';

/** Precompressed copies by name (never served: the API answers them 404). */
export const BALANCER_FILE_EXCLUDED = '\\.(?:br|gz)(?:\\?.*)?$';

/** Whether the load balancer answers this raw request target itself (when the file exists). */
export const servedByBalancer = (target: string): boolean =>
  new RegExp(BALANCER_FILE_TARGET).test(target) && !new RegExp(BALANCER_FILE_EXCLUDED).test(target);

export function cacheControlFor(urlPath: string): string {
  if (IMMUTABLE_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) return CACHE_CONTROL.immutable;
  if (urlPath.endsWith('.html') || NO_CACHE_FILES.has(urlPath)) return CACHE_CONTROL.revalidate;
  return CACHE_CONTROL.aDay;
}

export const contentTypeFor = (file: string): string => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? DEFAULT_CONTENT_TYPE;

/** The not-found page of the build, answered with status 404. */
export const NOT_FOUND_PAGE = '404.html';
/** The route files the build writes from the route table (not served). */
export const REDIRECTS_FILE = '_redirects.json';
export const DETAIL_ROUTES_FILE = '_routes.json';

/** The release log (scripts/lib/release-log.mjs): who deployed which build when. */
export const RELEASE_LOG_FILE = 'releases.ndjson';
/** Build bookkeeping (`/_redirects.json`, `/_routes.json`, `/_fallback/…`, the release log), not for visitors. */
export const isHidden = (urlPath: string): boolean => urlPath.startsWith('/_') || urlPath === `/${RELEASE_LOG_FILE}`;
/** Paths answered 404 though a file may lie there: the not-found page by name and the copies. */
export const isNeverServedByName = (urlPath: string): boolean =>
  urlPath === '/404' || urlPath === `/${NOT_FOUND_PAGE}` || isHidden(urlPath) || /\.(br|gz)$/.test(urlPath);

export const redirectsSchema = z.array(
  z.object({
    from: z.string().startsWith('/'),
    to: z.string().min(1),
    status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
  }),
);
export type Redirect = z.infer<typeof redirectsSchema>[number];

export const detailRoutesSchema = z.object({
  routes: z.record(
    z.string(),
    z.object({
      pattern: z.string().startsWith('/'),
      unknown: z.union([z.literal('not-found'), z.literal('lookup'), z.object({ redirect: z.string().startsWith('/') })]),
      fallback: z.string().nullable(),
    }),
  ),
});
export type DetailRouteRule = z.infer<typeof detailRoutesSchema>['routes'][string];

/** A redirect's source as matched: without trailing slashes (`/a/` is `/a`). */
export const redirectKey = (from: string): string => from.replace(/\/+$/, '') || '/';

/**
 * A detail route's pattern (`/blog/:id`) as a regular expression over the decoded path, one
 * capture group per parameter, and the parameters' names.
 */
export function patternToRegExp(pattern: string): { source: string; names: string[] } {
  const names: string[] = [];
  const body = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { source: `^${body}$`, names };
}
