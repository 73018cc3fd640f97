/**
 * Where POST /api/rum is routed (ADR 24). Beacons come in thousands a second, so the app's front
 * door (`rumFrontDoor`, what the server listens with) hands them to the controller before the
 * Express app sees them: no middleware, no router, no body parser of Express's on their way. The
 * Express app routes the path too (`createRumRouter`), for a request that reaches it another way
 * and for the other methods (405).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { type Express, Router } from 'express';
import { sendError } from '../http/envelope';
import type { RumController } from './controller';

export const RUM_PATH = '/api/rum';

export function createRumRouter(controller: RumController): Router {
  const router = Router();
  router.post('/', (req, res) => void controller.beacon(req, res));
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    sendError(res, 405, 'Use POST with a telemetry beacon');
  });
  return router;
}

/** The request listener in front of `app`: a beacon straight to the controller, anything else to the app. */
export function rumFrontDoor(app: Express, controller: RumController): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url === RUM_PATH) void controller.beacon(req, res);
    else app(req, res);
  };
}
