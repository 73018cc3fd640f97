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
 *
 * Headers may take 64 KiB (Node's default: 16 KiB): the load balancer forwards what Go's server
 * accepted (1 MiB) with the path re-escaped — a backslash or a raw byte becomes %XX, three times
 * as long — so a request the balancer took must not become a 431 behind it.
 */

import type { RequestListener } from 'node:http';
import http from 'node:http';

export interface ServerTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 };
/** The most a request's header section (request line included) may take. */
export const MAX_HEADER_BYTES = 64 * 1024;

/** How often Node looks for connections past their headers or request timeout. */
export const checkingIntervalFor = (headersTimeoutMs: number): number => Math.max(50, Math.min(1_000, Math.floor(headersTimeoutMs / 10)));

export function createHttpServer(app: RequestListener, timeouts: ServerTimeouts = SERVER_TIMEOUTS): http.Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: checkingIntervalFor(timeouts.headersTimeoutMs),
      maxHeaderSize: MAX_HEADER_BYTES,
    },
    app,
  );
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  return server;
}
