/**
 * Security headers on every response, on helmet (its defaults, with our CSP and policies), and a
 * same-origin guard for the POST endpoints. No CORS headers are ever sent, so browsers keep other
 * origins out.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { sendError } from './envelope';

type Directives = Record<string, string[]>;

/** Passes the prerendered pages: scripts only from this origin, no inline script. */
const DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // styled-components injects <style> elements.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The directives, letting images and video also come from an assets host on another origin. */
function directivesFor(assetsBase = '/'): Directives {
  if (!/^https?:\/\//.test(assetsBase)) return DIRECTIVES;
  const origin = new URL(assetsBase).origin;
  return {
    ...DIRECTIVES,
    'img-src': [...(DIRECTIVES['img-src'] ?? []), origin],
    'media-src': [...(DIRECTIVES['media-src'] ?? []), origin],
  };
}

/** The header as helmet writes it. */
const policyText = (d: Directives) =>
  Object.entries(d)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');

export const CONTENT_SECURITY_POLICY = policyText(DIRECTIVES);

export function contentSecurityPolicy(assetsBase = '/'): string {
  return policyText(directivesFor(assetsBase));
}

const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** A header as [name, value]. */
export type HeaderPair = readonly [name: string, value: string];

/**
 * The security headers every response of the site carries, as [name, value] pairs: helmet's (its
 * defaults with our CSP and policies) and Permissions-Policy. The API sets them on its responses;
 * the load balancer's generated configuration sets the same list on the files it serves itself
 * (scripts/lib/stack/caddy-config.mjs), so both are this one list.
 */
export function securityHeaderList(siteUrl: string, assetsBase?: string): HeaderPair[] {
  const pairs: [string, string][] = [['Permissions-Policy', PERMISSIONS_POLICY]];
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directivesFor(assetsBase) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // HSTS only where the site is served over https.
    strictTransportSecurity: siteUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // helmet's headers do not depend on the request: collect what it sets on a stand-in response.
  const collector = {
    setHeader: (name: string, value: unknown) => pairs.push([name, String(value)]),
    removeHeader: () => {},
  };
  headers({} as Parameters<typeof headers>[0], collector as unknown as Parameters<typeof headers>[1], () => {});
  return pairs;
}

export function securityHeaders(siteUrl: string, assetsBase?: string): RequestHandler {
  const pairs = securityHeaderList(siteUrl, assetsBase);
  return (_req, res, next) => {
    for (const [name, value] of pairs) res.setHeader(name, value);
    res.removeHeader('X-Powered-By');
    next();
  };
}

/**
 * Browsers send Origin (and Sec-Fetch-Site) with every POST: another site's page is refused.
 * Requests without them (curl, server-to-server) pass; the JSON-only rule and the absence of
 * CORS headers keep cross-site form posts out as well.
 */
export function isCrossOrigin(headers: IncomingHttpHeaders, siteOrigin: string): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  try {
    const o = new URL(origin);
    return !(o.origin === siteOrigin || o.host === headers.host);
  } catch {
    return true;
  }
}

export function sameOrigin(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (isCrossOrigin(req.headers, siteOrigin)) return sendError(res, 403, 'Cross-origin requests are not allowed');
    next();
  };
}
