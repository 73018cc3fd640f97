/** HTTP ↔ service for POST /api/rum. The gate (router.ts) has let the beacon in and read its body as text. */
import type { Request, Response } from 'express';
import { sendError } from '../http/envelope';
import type { RumMetrics } from './metrics';
import type { RumService } from './service';

export function createRumController(service: RumService, metrics: RumMetrics) {
  return {
    /** 204 for a beacon taken (or a replay, dropped silently); 400 for one that is not a beacon. */
    beacon(req: Request, res: Response): void {
      let body: unknown;
      try {
        body = JSON.parse(typeof req.body === 'string' ? req.body : '');
      } catch {
        metrics.beacon('invalid');
        sendError(res, 400, 'body: not valid JSON');
        return;
      }
      const outcome = service.ingest(body);
      metrics.beacon(outcome);
      if (outcome === 'invalid') sendError(res, 400, 'body: not a telemetry beacon (see api/src/rum/schema.ts)');
      else res.status(204).end();
    },
  };
}
