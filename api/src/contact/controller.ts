/** HTTP ↔ service for POST /api/contact. The body is already validated. */
import type { Request, Response } from 'express';
import { sendSuccess } from '../http/envelope';
import type { ContactEnquiry } from './schema';
import type { ContactService } from './service';

export function createContactController(service: ContactService) {
  return {
    /** Accepted, a repeat of an accepted id, or silently dropped as a bot: all look the same. */
    async submit(req: Request, res: Response): Promise<void> {
      await service.submit(req.body as ContactEnquiry);
      sendSuccess(res);
    },
  };
}
