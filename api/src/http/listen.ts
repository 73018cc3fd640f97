/**
 * The HTTP server around the app, with the timeouts that keep slow and idle connections from
 * holding the process (slow-loris): the request headers must arrive within `headersTimeoutMs`, the
 * whole request within `requestTimeoutMs`, and an idle keep-alive connection is closed after
 * `keepAliveTimeoutMs`.
 *
 * Node checks the first two only every `connectionsCheckingInterval` — 30 s by default — so a
 * 10 s `headersTimeout` held a silent or trickling connection for up to 40 s (39 s was measured).
 * The interval is set here to a tenth of the headers timeout (at most 1 s): a connection is
 * closed (408) within the timeout plus that tenth.
 */

import type { RequestListener } from 'node:http';
import http from 'node:http';

export interface ServerTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 };

/** How often Node looks for connections past their headers or request timeout. */
export const checkingIntervalFor = (headersTimeoutMs: number): number => Math.max(50, Math.min(1_000, Math.floor(headersTimeoutMs / 10)));

export function createHttpServer(app: RequestListener, timeouts: ServerTimeouts = SERVER_TIMEOUTS): http.Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: checkingIntervalFor(timeouts.headersTimeoutMs),
    },
    app,
  );
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  return server;
}
