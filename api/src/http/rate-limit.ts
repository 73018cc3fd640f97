/**
 * Per-client token bucket (in memory, by req.ip — see TRUST_PROXY): `burst` requests at once,
 * refilled at `perMinute`. Over the limit: 429 with the JSON envelope and Retry-After.
 */
import type { RequestHandler } from 'express';
import { sendError } from './envelope';

export interface RateLimitOptions {
  perMinute: number;
  burst: number;
}

export interface RateLimiter {
  middleware: RequestHandler;
  close(): void;
}

export function createRateLimiter({ perMinute, burst }: RateLimitOptions): RateLimiter {
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();

  // Forget clients whose bucket has refilled: they are back to the default state.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, b] of buckets) if (b.tokens + (now - b.at) * perMs >= burst) buckets.delete(key);
  }, 60_000);
  sweep.unref();

  const middleware: RequestHandler = (req, res, next) => {
    const key = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const now = Date.now();
    const b = buckets.get(key) ?? { tokens: burst, at: now };
    b.tokens = Math.min(burst, b.tokens + (now - b.at) * perMs);
    b.at = now;
    buckets.set(key, b);
    if (b.tokens < 1) {
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000))));
      return sendError(res, 429, 'Too many requests: please wait a moment and try again');
    }
    b.tokens -= 1;
    next();
  };
  return { middleware, close: () => clearInterval(sweep) };
}
