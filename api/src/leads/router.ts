/** POST /api/leads */
import { type RequestHandler, Router } from 'express';
import { sendError } from '../http/envelope';
import { requireJson } from '../http/json-body';
import { validateRequest } from '../http/validate';
import { createLeadController } from './controller';
import { leadSchema } from './schema';
import type { LeadService } from './service';

export function createLeadRouter({ service, guards }: { service: LeadService; guards: RequestHandler[] }): Router {
  const controller = createLeadController(service);
  const router = Router();
  router.post('/', ...guards, requireJson, validateRequest(leadSchema), controller.submit);
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    sendError(res, 405, 'Use POST with a JSON body');
  });
  return router;
}
