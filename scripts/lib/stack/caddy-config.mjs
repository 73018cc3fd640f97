// The load balancer's configuration (Caddy 2.6, JSON), generated — never written by hand — from
// the serving rules of the API (api/src/http/site-rules.ts, security.ts). ADR 19, ADR 23.
//
// What it serves (ADR 23: the rules for pages exist once, in the API):
//   a content-addressed file under /assets/ or /mfe/ asked for by a plain path (site-rules.ts,
//     BALANCER_FILE_TARGET: no escapes, no dot or empty segments, not a copy by name) that exists
//     in `siteRoot` → the file itself, GET/HEAD: its brotli/gzip copy by Accept-Encoding, the API's
//     content type, Vary, immutable cache lifetime and security headers;
//   everything else — pages, redirects, detail routes, /api, /healthz, /metrics, not-found and
//     every odd spelling of a path → the API instances (least connections, active health checks on
//     /healthz, passive ones on errors; X-Forwarded-For set to the connecting client's address,
//     replacing what the client sent; a request is retried on another instance only if no
//     connection could be made, i.e. it was never sent — or, for a GET, whatever the error).
import fs from 'node:fs';
import path from 'node:path';
import { securityHeaderList } from '../../../api/src/http/security.ts';
import {
  BALANCER_FILE_EXCLUDED,
  BALANCER_FILE_TARGET,
  CACHE_CONTROL,
  COMPRESSIBLE_TYPES,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  DETAIL_ROUTES_FILE,
  detailRoutesSchema,
  ENCODINGS,
  REDIRECTS_FILE,
  REFUSED_TARGET,
  redirectsSchema,
} from '../../../api/src/http/site-rules.ts';
import { BALANCER_HEADER } from '../../../api/src/http/trust.ts';

/**
 * How the load balancer checks and retries the API instances. A draining instance answers 503 at
 * once (out within a second); a slow answer only means busy, so the timeout is long: a loaded
 * instance is not taken out of the pool for being loaded (with one instance that would turn
 * latency into 503s). A dead one fails the connection at once (passive).
 */
export const HEALTH = { uri: '/healthz', interval: '1s', timeout: '10s' };
/** A dial error (never sent) is retried on another instance for this long. */
export const TRY_DURATION = '5s';

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function literal(value, what) {
  if (/[{}]/.test(value)) throw new Error(`${what} may not contain { or }: ${value}`);
  return value;
}

/** A matcher on the decoded request path. */
const pathMatches = (pattern) => ({ vars_regexp: { '{http.request.uri.path}': { pattern } } });
/** A matcher on the raw request target (path and query as sent). */
const targetMatches = (pattern) => ({ vars_regexp: { '{http.request.uri}': { pattern } } });
const headers = (set, deferred = false) => ({ handler: 'headers', response: { set, ...(deferred ? { deferred: true } : {}) } });
const text = (status, body, extra = {}) => ({
  handler: 'static_response',
  status_code: status,
  headers: { 'Content-Type': ['text/plain; charset=utf-8'], ...extra },
  body,
});

/**
 * Checks the route files of a built site before it goes live (the API reads them; a deploy must
 * not switch to rules the API would ignore): a missing file counts as empty, a malformed one is an
 * error naming it.
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
  return {
    redirects: read(REDIRECTS_FILE, redirectsSchema, []),
    detailRoutes: read(DETAIL_ROUTES_FILE, detailRoutesSchema, { routes: {} }).routes,
  };
}

/**
 * The whole Caddy configuration.
 * @param {object} o
 * @param {string[]} o.listen            addresses for the site, e.g. [':3000']
 * @param {string} o.siteRoot            the folder whose immutable files it serves (the stack's `current` release)
 * @param {string[]} o.upstreams         API instances, 'host:port'
 * @param {string} [o.balancerSecret]    BALANCER_SECRET of the instances: sent as X-Meranti-Balancer with every
 *                                       request and health check (a balancer on the instances' machine)
 * @param {string} o.adminSocket         Caddy's admin endpoint (a unix socket: reloads go there)
 * @param {string} o.storageDir          Caddy's own storage (unused without TLS, kept out of $HOME)
 * @param {string} o.siteUrl             SITE_URL (HSTS when https)
 * @param {string} [o.assetsBase]        ASSETS_BASE_URL (the CSP's media origin)
 * @param {string} [o.metricsListen]     where Caddy serves its own Prometheus metrics (a loopback address), for the stack's Prometheus
 */
export function caddyConfig({ listen, siteRoot, upstreams, adminSocket, storageDir, siteUrl, assetsBase, balancerSecret, metricsListen }) {
  if (upstreams.length === 0) throw new Error('at least one API instance is needed');
  const security = Object.fromEntries(securityHeaderList(siteUrl, assetsBase).map(([name, value]) => [name, [literal(value, name)]]));

  // ---- the immutable files it serves itself: content type, Vary, cache lifetime, then the file
  const compressibleExts = Object.entries(CONTENT_TYPES)
    .filter(([, type]) => COMPRESSIBLE_TYPES.test(type))
    .map(([ext]) => escapeRegExp(ext.slice(1)));
  const compressibleTypes = [...new Set(Object.values(CONTENT_TYPES).filter((type) => COMPRESSIBLE_TYPES.test(type)))];
  const serveFile = {
    handler: 'subroute',
    routes: [
      { handle: [headers(security)] },
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
          headers({ 'Content-Type': ['{lb.content_type}'], 'Cache-Control': [CACHE_CONTROL.immutable] }),
          {
            handler: 'file_server',
            root: siteRoot,
            precompressed: Object.fromEntries(ENCODINGS.map(({ encoding }) => [encoding, {}])),
            precompressed_order: ENCODINGS.map(({ encoding }) => encoding),
            index_names: [],
            canonical_uris: false,
          },
        ],
      },
    ],
  };
  const balancerFile = {
    method: ['GET', 'HEAD'],
    ...targetMatches(BALANCER_FILE_TARGET),
    not: [targetMatches(BALANCER_FILE_EXCLUDED)],
    file: { root: siteRoot, try_files: ['{http.request.uri.path}'], try_policy: 'first_exist' },
  };

  // ---- everything else: the API instances
  const proof = balancerSecret ? { [BALANCER_HEADER]: [literal(balancerSecret, 'the balancer secret')] } : {};
  const apiProxy = {
    handler: 'reverse_proxy',
    upstreams: upstreams.map((dial) => ({ dial })),
    load_balancing: { selection_policy: { policy: 'least_conn' }, try_duration: TRY_DURATION, try_interval: '100ms' },
    health_checks: {
      active: {
        uri: HEALTH.uri,
        interval: HEALTH.interval,
        timeout: HEALTH.timeout,
        expect_status: 200,
        ...(balancerSecret ? { headers: proof } : {}),
      },
      passive: { fail_duration: '2s', max_fails: 1 },
    },
    headers: {
      request: {
        set: {
          // The connecting client's address, replacing whatever the client sent (the API believes
          // this header from the load balancer only: TRUST_PROXY, and its BALANCER_SECRET).
          'X-Forwarded-For': ['{http.request.remote.host}'],
          ...proof,
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

  const routes = [
    // What Node's HTTP parser refuses, refused alike: a bare 400, the connection closed.
    {
      match: [{ vars_regexp: { '{http.request.orig_uri}': { pattern: REFUSED_TARGET } } }],
      handle: [{ handler: 'static_response', status_code: 400, close: true }],
      terminal: true,
    },
    { match: [balancerFile], handle: [serveFile], terminal: true },
    { handle: [apiProxy], terminal: true },
  ];
  // Errors of the handlers above: a request no instance could take (503, or 502 when the instance
  // failed after the request reached it) answers, on the API's paths, the API's JSON envelope; on
  // others a plain status; both with Retry-After.
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
    {
      handle: [
        headers(security),
        text('{http.error.status_code}', '{http.error.status_text}', { 'Retry-After': ['5'], 'Cache-Control': ['no-store'] }),
      ],
      terminal: true,
    },
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
