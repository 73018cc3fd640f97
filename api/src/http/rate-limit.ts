/**
 * Per-client limit on the POST endpoints, on express-rate-limit: `burst` requests per window of
 * `burst / perMinute` minutes (so `perMinute` on average, `burst` at once), by client address
 * (req.ip — see TRUST_PROXY; IPv6 clients by /56). Over the limit: 429 with the JSON envelope and
 * Retry-After; every answer carries the IETF RateLimit / RateLimit-Policy headers.
 * The counts live in the process (express-rate-limit's MemoryStore), or — with DATABASE_URL — in
 * PostgreSQL (postgres/rate-limit-store.ts), where every instance counts one limit per client. If
 * that store cannot be reached the request is let through: the submission itself is then
 * answered 503 by the store it cannot reach either.
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
    passOnStoreError: true,
    handler: (_req, res) => sendError(res, 429, 'Too many requests: please wait a moment and try again'),
  });
  return {
    middleware,
    close: () => {
      void counts.shutdown?.();
    },
  };
}
