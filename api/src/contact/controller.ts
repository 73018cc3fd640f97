/** HTTP ↔ service for POST /api/contact. The body is already validated. */
import type { Request, Response } from 'express';
import { sendSuccess } from '../http/envelope';
import { submissionIdFor } from '../http/idempotency';
import type { ContactEnquiry } from './schema';
import type { ContactService } from './service';

export function createContactController(service: ContactService) {
  return {
    /** Accepted, a repeat of an accepted id, or kept as a suspected bot: all look the same. */
    async submit(req: Request, res: Response): Promise<void> {
      const enquiry = req.body as ContactEnquiry;
      await service.submit(enquiry, submissionIdFor(req, enquiry.submissionId));
      sendSuccess(res);
    },
  };
}
