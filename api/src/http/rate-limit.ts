/**
 * Per-client limit on the POST endpoints, on express-rate-limit: `burst` requests per window of
 * `burst / perMinute` minutes (so `perMinute` on average, `burst` at once), by client address
 * (req.ip — see TRUST_PROXY; IPv6 clients by /56). Over the limit: 429 with the JSON envelope and
 * Retry-After; every answer carries the IETF RateLimit / RateLimit-Policy headers.
 * The counts live in the process (express-rate-limit's MemoryStore): with several instances each
 * counts alone, unless a shared `store` (e.g. rate-limit-redis) is passed — see the README.
 */
import type { RequestHandler } from 'express';
import { MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import { sendError } from './envelope';

export interface RateLimitOptions {
  perMinute: number;
  burst: number;
  /** Where the counts live; default: this process's memory. */
  store?: Store;
}

export interface RateLimiter {
  middleware: RequestHandler;
  close(): void;
}

export function createRateLimiter({ perMinute, burst, store }: RateLimitOptions): RateLimiter {
  const counts = store ?? new MemoryStore();
  const middleware = rateLimit({
    // Between a second and a day (timers cannot run longer).
    windowMs: Math.min(86_400_000, Math.max(1000, Math.round((burst / perMinute) * 60_000))),
    limit: burst,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: counts,
    handler: (_req, res) => sendError(res, 429, 'Too many requests: please wait a moment and try again'),
  });
  return {
    middleware,
    close: () => {
      if (counts instanceof MemoryStore) counts.shutdown();
    },
  };
}
