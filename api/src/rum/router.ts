/**
 * POST /api/rum: visitors' beacons (ADR 24). In front of the controller, cheapest first:
 *   the same-origin guard (403), shedding while the event loop lags or past the instance's budget
 *   (503, before the body is read), the per-client limit (429), bots (204, not counted), then the
 *   body — text/plain (what sendBeacon sends for a string) or application/json, at most
 *   RUM_MAX_BYTES (413).
 * Its limits are its own: the enquiry endpoints' limit and store are never touched (./limits.ts).
 */
import express, { type RequestHandler, Router } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { sendError } from '../http/envelope';
import { createRumController } from './controller';
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

export function createRumRouter({
  service,
  metrics,
  guards,
  limits,
  shedder,
}: {
  service: RumService;
  metrics: RumMetrics;
  guards: RequestHandler[];
  limits: RumLimits;
  shedder: LoadShedder;
}): Router {
  const perClient = new TokenBuckets(limits.perClientPerMinute, limits.perClientBurst);
  const instance = new TokenBuckets(limits.maxPerSecond * 60, limits.maxPerSecond);
  const controller = createRumController(service, metrics);

  const gate: RequestHandler = (req, res, next) => {
    if (shedder.lagging() || !instance.take('')) {
      metrics.beacon('shed');
      res.setHeader('Retry-After', '10');
      return sendError(res, 503, 'Busy: telemetry is paused for a moment');
    }
    if (!perClient.take(ipKeyGenerator(req.ip ?? ''))) {
      metrics.beacon('rate_limited');
      res.setHeader('Retry-After', '60');
      return sendError(res, 429, 'Too many beacons from this client');
    }
    if (isBot(req.get('user-agent'))) {
      metrics.beacon('bot');
      return void res.status(204).end();
    }
    next();
  };

  const parser = express.text({ type: ['text/plain', 'application/json'], limit: limits.maxBytes });
  const body: RequestHandler = (req, res, next) => {
    if (!req.is(['text/plain', 'application/json'])) {
      metrics.beacon('invalid');
      return sendError(res, 415, 'Content-Type must be text/plain or application/json');
    }
    parser(req, res, (err?: unknown) => {
      if (!err) return next();
      const type = (err as { type?: string }).type;
      if (type === 'entity.too.large') {
        metrics.beacon('too_large');
        return sendError(res, 413, `Beacon is too large (at most ${limits.maxBytes} bytes)`);
      }
      metrics.beacon('invalid');
      return sendError(res, 400, 'body: could not be read');
    });
  };

  const router = Router();
  router.post('/', ...guards, gate, body, controller.beacon);
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    sendError(res, 405, 'Use POST with a telemetry beacon');
  });
  return router;
}
