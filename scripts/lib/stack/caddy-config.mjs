// The load balancer's configuration (Caddy 2.6, JSON), generated — never written by hand — from
// the site's two route files (`_redirects.json`, `_routes.json`, written by the build from the one
// route table, shell/packages/platform/src/routes.ts) and the serving rules the API's own static
// server applies (api/src/http/site-rules.ts, security.ts). ADR 19.
//
// What it serves:
//   /api, /api/*, /healthz, /metrics, and a `lookup` detail path with no file of its own → the API
//     instances (least connections, active health checks on /healthz, passive ones on errors;
//     X-Forwarded-For set to the connecting client's address, replacing what the client sent;
//     a request is retried on another instance only if no connection could be made, i.e. it was
//     never sent — or, for a GET, whatever the error);
//   everything else → the built site, from `siteRoot`, by the API's rules: GET/HEAD only (405),
//     no backslash/NUL (400), no dot or empty segments (404), the redirects (301), no trailing
//     slash (301), never the copies, `_…` or /404 by name (404), `/` and `<path>/index.html`, the
//     detail routes' rules (fallback page with 404, or 301), else the 404 page with status 404;
//     brotli/gzip copies by Accept-Encoding, the API's content types, cache lifetimes and
//     security headers.
import fs from 'node:fs';
import path from 'node:path';
import { securityHeaderList } from '../../../api/src/http/security.ts';
import {
  CACHE_CONTROL,
  COMPRESSIBLE_TYPES,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  DETAIL_ROUTES_FILE,
  detailRoutesSchema,
  ENCODINGS,
  IMMUTABLE_PREFIXES,
  NO_CACHE_FILES,
  NOT_FOUND_PAGE,
  patternToRegExp,
  REDIRECTS_FILE,
  RELEASE_LOG_FILE,
  redirectKey,
  redirectsSchema,
} from '../../../api/src/http/site-rules.ts';

/** How the load balancer checks and retries the API instances. */
/**
 * A draining instance answers 503 at once (out within a second); a slow answer only means busy, so
 * the timeout is long: a loaded instance is not taken out of the pool for being loaded (with one
 * instance that would turn latency into 503s). A dead one fails the connection at once (passive).
 */
export const HEALTH = { uri: '/healthz', interval: '1s', timeout: '10s' };
/** A dial error (never sent) is retried on another instance for this long. */
export const TRY_DURATION = '5s';

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Caddy expands `{placeholders}` in these values: a literal brace is percent-encoded (URLs) or refused. */
const urlValue = (url) => url.replace(/[{}\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
function literal(value, what) {
  if (/[{}]/.test(value)) throw new Error(`${what} may not contain { or }: ${value}`);
  return value;
}

/** A matcher on the decoded request path (exact, case-sensitive: as the API compares it). */
const pathMatches = (pattern, name) => ({ vars_regexp: { '{http.request.uri.path}': { ...(name ? { name } : {}), pattern } } });
const headers = (set, deferred = false) => ({ handler: 'headers', response: { set, ...(deferred ? { deferred: true } : {}) } });
const text = (status, body, extra = {}) => ({
  handler: 'static_response',
  status_code: status,
  headers: { 'Content-Type': ['text/plain; charset=utf-8'], ...extra },
  body,
});
const redirect = (status, location) => ({ handler: 'static_response', status_code: status, headers: { Location: [location] } });

/**
 * Reads the route files of a built site (as the API does at start), and which of the pages they
 * name exist. A route file that is missing counts as empty; one that is malformed is an error
 * (a deploy must not go live with rules it cannot read).
 */
export function readSiteRoutes(siteDir) {
  const read = (name, schema, empty) => {
    let raw;
    try {
      raw = fs.readFileSync(path.join(siteDir, name), 'utf8');
    } catch (err) {
      if (err.code === 'ENOENT') return empty;
      throw err;
    }
    const parsed = schema.safeParse(JSON.parse(raw));
    if (!parsed.success) throw new Error(`${path.join(siteDir, name)} is not valid: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  };
  const exists = (relative) => fs.statSync(path.join(siteDir, relative), { throwIfNoEntry: false })?.isFile() ?? false;
  const detailRoutes = read(DETAIL_ROUTES_FILE, detailRoutesSchema, { routes: {} }).routes;
  return {
    redirects: read(REDIRECTS_FILE, redirectsSchema, []),
    // A fallback page that is not there answers like no fallback: the 404 page (as the API does).
    detailRoutes: Object.fromEntries(
      Object.entries(detailRoutes).map(([id, r]) => [id, { ...r, fallback: r.fallback && exists(r.fallback) ? r.fallback : null }]),
    ),
    hasNotFoundPage: exists(NOT_FOUND_PAGE),
  };
}

/**
 * The whole Caddy configuration.
 * @param {object} o
 * @param {string[]} o.listen            addresses for the site, e.g. [':3000']
 * @param {string} o.siteRoot            the folder served (the stack's `current` release)
 * @param {string[]} o.upstreams         API instances, 'host:port'
 * @param {string} o.adminSocket         Caddy's admin endpoint (a unix socket: reloads go there)
 * @param {string} o.storageDir          Caddy's own storage (unused without TLS, kept out of $HOME)
 * @param {ReturnType<typeof readSiteRoutes>} o.site
 * @param {string} o.siteUrl             SITE_URL (HSTS when https)
 * @param {string} [o.assetsBase]        ASSETS_BASE_URL (the CSP's media origin)
 * @param {string} [o.metricsListen]     where Caddy serves its own Prometheus metrics (a loopback address), for the stack's Prometheus
 */
export function caddyConfig({ listen, siteRoot, upstreams, adminSocket, storageDir, site, siteUrl, assetsBase, metricsListen }) {
  if (upstreams.length === 0) throw new Error('at least one API instance is needed');
  const security = Object.fromEntries(securityHeaderList(siteUrl, assetsBase).map(([name, value]) => [name, [literal(value, name)]]));
  const secured = (...handlers) => [headers(security), ...handlers];

  // ---- files: content type, Vary, cache lifetime by the (rewritten) path, then the file itself
  const compressibleExts = Object.entries(CONTENT_TYPES)
    .filter(([, type]) => COMPRESSIBLE_TYPES.test(type))
    .map(([ext]) => escapeRegExp(ext.slice(1)));
  const compressibleTypes = [...new Set(Object.values(CONTENT_TYPES).filter((type) => COMPRESSIBLE_TYPES.test(type)))];
  const serveFile = (status) => ({
    handler: 'subroute',
    routes: [
      // Set as the response is written, outside the on-the-fly compression (which adds its own):
      // one Vary, whether a copy, a compressed or a plain file went out.
      { match: [pathMatches(`(?i)\\.(${compressibleExts.join('|')})$`)], handle: [headers({ Vary: ['Accept-Encoding'] }, true)] },
      {
        handle: [
          // A file without a fresh copy is compressed on the fly, as the API does (over 1 KB).
          {
            handler: 'encode',
            encodings: { gzip: {} },
            prefer: ['gzip'],
            minimum_length: 1024,
            match: { headers: { 'Content-Type': compressibleTypes } },
          },
          {
            handler: 'map',
            source: '{http.request.uri.path.file.ext}',
            destinations: ['{lb.content_type}'],
            mappings: Object.entries(CONTENT_TYPES).map(([ext, type]) => ({
              input_regexp: `(?i)^${escapeRegExp(ext)}$`,
              outputs: [literal(type, 'content type')],
            })),
            defaults: [DEFAULT_CONTENT_TYPE],
          },
          headers({ 'Content-Type': ['{lb.content_type}'], 'Cache-Control': [CACHE_CONTROL.aDay] }),
        ],
      },
      {
        match: [pathMatches(`\\.html$|^(${[...NO_CACHE_FILES].map(escapeRegExp).join('|')})$`)],
        handle: [headers({ 'Cache-Control': [CACHE_CONTROL.revalidate] })],
      },
      {
        match: [pathMatches(`^(${IMMUTABLE_PREFIXES.map(escapeRegExp).join('|')})`)],
        handle: [headers({ 'Cache-Control': [CACHE_CONTROL.immutable] })],
      },
      {
        handle: [
          {
            handler: 'file_server',
            root: siteRoot,
            precompressed: Object.fromEntries(ENCODINGS.map(({ encoding }) => [encoding, {}])),
            precompressed_order: ENCODINGS.map(({ encoding }) => encoding),
            index_names: [],
            canonical_uris: false,
            ...(status === 200 ? {} : { status_code: status }),
          },
        ],
      },
    ],
  });
  const notFound = () =>
    site.hasNotFoundPage ? [{ handler: 'rewrite', uri: `/${NOT_FOUND_PAGE}` }, serveFile(404)] : [text(404, 'Not Found')];
  const fileOfPath = {
    file: { root: siteRoot, try_files: ['{http.request.uri.path}', '{http.request.uri.path}/index.html'], try_policy: 'first_exist' },
  };

  // ---- the API: its paths, and lookup detail paths without a file of their own
  const lookupPatterns = Object.values(site.detailRoutes)
    .filter((r) => r.unknown === 'lookup')
    .map((r) => patternToRegExp(r.pattern).source);
  const apiProxy = {
    handler: 'reverse_proxy',
    upstreams: upstreams.map((dial) => ({ dial })),
    load_balancing: { selection_policy: { policy: 'least_conn' }, try_duration: TRY_DURATION, try_interval: '100ms' },
    health_checks: {
      active: { uri: HEALTH.uri, interval: HEALTH.interval, timeout: HEALTH.timeout, expect_status: 200 },
      passive: { fail_duration: '2s', max_fails: 1 },
    },
    headers: {
      request: {
        set: {
          // The connecting client's address, replacing whatever the client sent (the API trusts
          // this header from the load balancer's address only: TRUST_PROXY).
          'X-Forwarded-For': ['{http.request.remote.host}'],
          'X-Forwarded-Proto': ['{http.request.scheme}'],
          'X-Forwarded-Host': ['{http.request.host}'],
        },
      },
    },
    // Idle connections to an instance are dropped before the instance would drop them (Node's
    // keep-alive timeout is 5 s), so a request is never written onto a connection being closed.
    transport: { protocol: 'http', dial_timeout: '1s', keep_alive: { idle_timeout: '2s' } },
  };
  const apiPaths = pathMatches('(?i)^/(api(/.*)?|healthz/?|metrics/?)$');

  // ---- the site, in the order the API's static server applies its rules
  const staticRoutes = [
    {
      match: [{ not: [{ method: ['GET', 'HEAD'] }] }],
      handle: secured(text(405, 'Method Not Allowed', { Allow: ['GET, HEAD'] })),
    },
    // Backslash, NUL, or bytes that are not UTF-8 (Go reads them as U+FFFD): the API cannot decode those either.
    { match: [pathMatches('[\\\\\\x00\\x{FFFD}]')], handle: secured(text(400, 'Bad Request')) },
    // "//host" would be an open redirect once a trailing slash is taken off; dot and empty
    // segments never name a file we serve.
    { match: [pathMatches('//|/\\.')], handle: secured(...notFound()) },
    ...site.redirects.map((r) => ({
      match: [pathMatches(`^${escapeRegExp(redirectKey(r.from))}/*$`)],
      handle: secured(redirect(r.status, urlValue(r.to))),
    })),
    {
      match: [{ vars_regexp: { '{http.request.uri}': { name: 'slash', pattern: '^(?P<path>/[^?]*[^/?])/+(?P<query>\\?.*)?$' } } }],
      handle: secured(redirect(301, '{http.regexp.slash.path}{http.regexp.slash.query}')),
    },
    {
      match: [
        pathMatches(
          `^/404$|^/${escapeRegExp(NOT_FOUND_PAGE)}$|^/${escapeRegExp(RELEASE_LOG_FILE)}$|^/_|\\.(${ENCODINGS.map((e) => e.suffix.slice(1)).join('|')})$`,
        ),
      ],
      handle: secured(...notFound()),
    },
    { match: [pathMatches('^/$')], handle: secured({ handler: 'rewrite', uri: '/index.html' }, serveFile(200)) },
    { match: [fileOfPath], handle: secured({ handler: 'rewrite', uri: '{http.matchers.file.relative}' }, serveFile(200)) },
    ...Object.values(site.detailRoutes).flatMap((r) => {
      const match = [pathMatches(patternToRegExp(r.pattern).source)];
      if (typeof r.unknown === 'object') return [{ match, handle: secured(redirect(301, urlValue(r.unknown.redirect))) }];
      if (r.unknown === 'not-found' && r.fallback)
        return [{ match, handle: secured({ handler: 'rewrite', uri: `/${r.fallback}` }, serveFile(404)) }];
      return []; // no fallback page: the 404 page; `lookup` paths went to the API above
    }),
    { handle: secured(...notFound()) },
  ];

  const routes = [
    {
      match: [apiPaths, ...lookupPatterns.map((pattern) => ({ ...pathMatches(pattern), not: [fileOfPath] }))],
      handle: [apiProxy],
      terminal: true,
    },
    { handle: [{ handler: 'subroute', routes: staticRoutes.map((r) => ({ ...r, terminal: true })) }], terminal: true },
  ];
  // Errors of the handlers above: an API request no instance could take (503, or 502 when the
  // instance failed after the request reached it) answers the API's JSON envelope, with
  // Retry-After; anything else a plain status.
  const errorRoutes = [
    {
      match: [apiPaths],
      handle: [
        {
          handler: 'static_response',
          status_code: '{http.error.status_code}',
          headers: { 'Content-Type': ['application/json; charset=utf-8'], 'Cache-Control': ['no-store'], 'Retry-After': ['5'] },
          body: JSON.stringify({ success: false, error: 'The service is briefly unavailable: please try again in a moment' }),
        },
      ],
      terminal: true,
    },
    { handle: secured(text('{http.error.status_code}', '{http.error.status_text}', { 'Retry-After': ['5'] })), terminal: true },
  ];

  return {
    admin: { listen: `unix/${adminSocket}`, origins: ['localhost'], config: { persist: false } },
    logging: { logs: { default: { level: 'WARN' } } },
    storage: { module: 'file_system', root: storageDir },
    apps: {
      http: {
        grace_period: '10s',
        servers: {
          site: {
            listen,
            automatic_https: { disable: true },
            // No "Server: Caddy": the API sends none either.
            routes: [{ handle: [{ handler: 'headers', response: { delete: ['Server'] } }] }, ...routes],
            errors: { routes: errorRoutes },
          },
          // Its own metrics, on a loopback port of their own: never on the site's listener.
          ...(metricsListen ? { metrics: { listen: [metricsListen], routes: [{ handle: [{ handler: 'metrics' }] }] } } : {}),
        },
      },
    },
  };
}
