/** POST /api/contact */
import { type RequestHandler, Router } from 'express';
import { sendError } from '../http/envelope';
import { requireJson } from '../http/json-body';
import { validateRequest } from '../http/validate';
import { createContactController } from './controller';
import { contactEnquirySchema } from './schema';
import type { ContactService } from './service';

export function createContactRouter({ service, guards }: { service: ContactService; guards: RequestHandler[] }): Router {
  const controller = createContactController(service);
  const router = Router();
  router.post('/', ...guards, requireJson, validateRequest(contactEnquirySchema), controller.submit);
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    sendError(res, 405, 'Use POST with a JSON body');
  });
  return router;
}
