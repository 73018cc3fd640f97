/** HTTP ↔ service for POST /api/leads. The body is already validated. */
import type { Request, Response } from 'express';
import { sendSuccess } from '../http/envelope';
import { submissionIdFor } from '../http/idempotency';
import type { Lead } from './schema';
import type { LeadService } from './service';

export function createLeadController(service: LeadService) {
  return {
    async submit(req: Request, res: Response): Promise<void> {
      const lead = req.body as Lead;
      await service.submit(lead, submissionIdFor(req, lead.submissionId));
      sendSuccess(res);
    },
  };
}
