/**
 * POST /api/rum, HTTP ↔ service (ADR 24). Cheapest first, each check before the next costs more:
 *   shedding while the event loop lags or past the instance's budget (503, before the body is
 *   read), another site's page (403), the per-client limit (429), bots (204, not counted), the
 *   body — text/plain (what sendBeacon sends for a string) or application/json, at most
 *   RUM_MAX_BYTES (413) — then the beacon itself (400 when it is not one; 204 when taken).
 * Its limits are its own: the enquiry endpoints' limit and store are never touched (./limits.ts).
 * Enquiries go first: while one is in flight, a beacon's body waits (../http/submissions-first.ts).
 *
 * Written on Node's own request and response, not Express's: the router (./router.ts) hands a
 * beacon here before the Express app sees it, because Express's per-request work costs several
 * times what a beacon itself does (measured: ~0.6 ms against ~0.1 ms of CPU), and beacons come in
 * thousands a second. The client address is Express's own `req.ip` (TRUST_PROXY applies the same).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { isCrossOrigin } from '../http/security';
import type { SubmissionsFirst } from '../http/submissions-first';
import { type LoadShedder, TokenBuckets } from './limits';
import type { RumMetrics } from './metrics';
import { isBot } from './privacy';
import type { RumService } from './service';

export interface RumLimits {
  perClientPerMinute: number;
  perClientBurst: number;
  /** Beacons per second this instance takes at most. */
  maxPerSecond: number;
  maxBytes: number;
}

export interface RumControllerOptions {
  service: RumService;
  metrics: RumMetrics;
  limits: RumLimits;
  shedder: LoadShedder;
  /** Enquiries and leads in flight, which a beacon's body waits for. */
  submissionsFirst: SubmissionsFirst;
  /** SITE_URL: beacons from another site's page are refused. */
  siteUrl: string;
  /** Gives a request Express's request methods (`req.ip` under the app's TRUST_PROXY). */
  asExpressRequest(req: IncomingMessage): Request;
}

const BEACON_TYPES = /^(text\/plain|application\/json)\s*(;|$)/i;

/** The API's JSON envelope, as `sendError` sends it, on a plain response. */
function refuse(res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ success: false, error });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

export function createRumController({
  service,
  metrics,
  limits,
  shedder,
  submissionsFirst,
  siteUrl,
  asExpressRequest,
}: RumControllerOptions) {
  const perClient = new TokenBuckets(limits.perClientPerMinute, limits.perClientBurst);
  const instance = new TokenBuckets(limits.maxPerSecond * 60, limits.maxPerSecond);
  const siteOrigin = new URL(siteUrl).origin;

  /** The body as text, at most `limits.maxBytes` (undefined: too large, already answered). */
  const readBody = (req: IncomingMessage, res: ServerResponse): Promise<string | undefined> =>
    new Promise((resolve) => {
      const declared = Number(req.headers['content-length']);
      const tooLarge = () => {
        metrics.beacon('too_large');
        refuse(res, 413, `Beacon is too large (at most ${limits.maxBytes} bytes)`, { Connection: 'close' });
        resolve(undefined);
      };
      if (declared > limits.maxBytes) return tooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          req.off('data', onData);
          req.resume();
          tooLarge();
          return;
        }
        chunks.push(chunk);
      };
      req.on('data', onData);
      req.once('end', () => size <= limits.maxBytes && resolve(Buffer.concat(chunks, size).toString('utf8')));
      req.once('error', () => resolve(undefined));
    });

  return {
    async beacon(req: IncomingMessage, res: ServerResponse): Promise<void> {
      if (shedder.lagging() || !instance.take('')) {
        metrics.beacon('shed');
        return refuse(res, 503, 'Busy: telemetry is paused for a moment', { 'Retry-After': '10' });
      }
      if (isCrossOrigin(req.headers, siteOrigin)) return refuse(res, 403, 'Cross-origin requests are not allowed');
      if (!perClient.take(ipKeyGenerator(asExpressRequest(req).ip ?? ''))) {
        metrics.beacon('rate_limited');
        return refuse(res, 429, 'Too many beacons from this client', { 'Retry-After': '60' });
      }
      if (isBot(req.headers['user-agent'])) {
        metrics.beacon('bot');
        res.writeHead(204).end();
        return;
      }
      if (!BEACON_TYPES.test(req.headers['content-type'] ?? '')) {
        metrics.beacon('invalid');
        return refuse(res, 415, 'Content-Type must be text/plain or application/json');
      }
      const turn = submissionsFirst.turn();
      if (turn) await turn;
      const text = await readBody(req, res);
      if (text === undefined) return;
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        metrics.beacon('invalid');
        return refuse(res, 400, 'body: not valid JSON');
      }
      const outcome = service.ingest(body);
      metrics.beacon(outcome);
      if (outcome === 'invalid') return refuse(res, 400, 'body: not a telemetry beacon (see api/src/rum/schema.ts)');
      res.writeHead(204).end();
    },
  };
}

export type RumController = ReturnType<typeof createRumController>;
