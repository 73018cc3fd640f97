/**
 * The honeypot: a `website` field hidden from people. A submission that fills it is answered
 * exactly like a real one (so the bot learns nothing) and then dropped: nothing stored or mailed.
 */

import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { sendSuccess } from './envelope';

export function honeypot(logger: Logger, kind: string): RequestHandler {
  return (req, res, next) => {
    const body = req.body as { website?: unknown; submissionId?: unknown } | undefined;
    if (typeof body?.website === 'string' && body.website.trim() !== '') {
      const id = typeof body.submissionId === 'string' ? body.submissionId.slice(0, 64) : undefined;
      logger.info({ submissionId: id, kind, status: 'dropped-honeypot' }, 'submission dropped');
      return sendSuccess(res);
    }
    next();
  };
}
