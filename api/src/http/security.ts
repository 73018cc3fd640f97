/**
 * Security headers on every response (no helmet needed), and a same-origin guard for the POST
 * endpoints. No CORS headers are ever sent, so browsers keep other origins out.
 */
import type { RequestHandler } from 'express';
import { sendError } from './envelope';

/** Passes the prerendered pages: scripts only from this origin, no inline script. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // styled-components injects <style> elements.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** The policy, letting images and video also come from an assets host on another origin. */
export function contentSecurityPolicy(assetsBase = '/'): string {
  if (!/^https?:\/\//.test(assetsBase)) return CONTENT_SECURITY_POLICY;
  const origin = new URL(assetsBase).origin;
  return CONTENT_SECURITY_POLICY.replace("img-src 'self' data:", `img-src 'self' data: ${origin}`).replace(
    "media-src 'self'",
    `media-src 'self' ${origin}`,
  );
}

export function securityHeaders(siteUrl: string, assetsBase?: string): RequestHandler {
  const https = siteUrl.startsWith('https:');
  const csp = contentSecurityPolicy(assetsBase);
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/**
 * Browsers send Origin (and Sec-Fetch-Site) with every POST: another site's page is refused.
 * Requests without them (curl, server-to-server) pass; the JSON-only rule and the absence of
 * CORS headers keep cross-site form posts out as well.
 */
export function sameOrigin(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none')
      return sendError(res, 403, 'Cross-origin requests are not allowed');
    const origin = req.get('origin');
    if (origin !== undefined) {
      let ok = false;
      try {
        const o = new URL(origin);
        ok = o.origin === siteOrigin || o.host === req.get('host');
      } catch {
        ok = false;
      }
      if (!ok) return sendError(res, 403, 'Cross-origin requests are not allowed');
    }
    next();
  };
}
