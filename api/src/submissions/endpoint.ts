/**
 * POST /api/contact and POST /api/leads: one router, controller and service for both forms. They
 * differ only in their schema and the record kind they keep; the body is validated by the schema,
 * then goes into the shared submission pipeline (service.ts). Accepted, a repeat of an accepted id,
 * or kept as a suspected bot: all answer the same.
 */

import { contactEnquirySchema } from '@meranti/contract/enquiry';
import { leadSchema } from '@meranti/contract/lead';
import { type RequestHandler, Router } from 'express';
import type { z } from 'zod';
import { sendError, sendSuccess } from '../http/envelope';
import { submissionIdFor } from '../http/idempotency';
import { requireJson } from '../http/json-body';
import { validateRequest } from '../http/validate';
import type { OutboxRecord } from '../store/record';
import type { SubmissionService } from './service';

/** The form each record kind comes from. */
const FORMS = { contact: contactEnquirySchema, lead: leadSchema } satisfies Record<OutboxRecord['kind'], unknown>;

type Form = z.output<(typeof FORMS)[OutboxRecord['kind']]>;

export function createSubmissionRouter({
  kind,
  submissions,
  guards,
}: {
  kind: OutboxRecord['kind'];
  submissions: SubmissionService;
  guards: RequestHandler[];
}): Router {
  const router = Router();
  router.post('/', ...guards, requireJson, validateRequest(FORMS[kind]), async (req, res) => {
    const form = req.body as Form;
    const id = submissionIdFor(req, form.submissionId);
    const { website, formStartedAt, ...data } = form;
    // `data` is what FORMS[kind] accepted, less the bot signals: the record of that kind.
    const record = { v: 1, id, kind, receivedAt: new Date().toISOString(), data: { ...data, submissionId: id } } as OutboxRecord;
    await submissions.submit(record, { formStartedAt, submissionTimestamp: form.submissionTimestamp, honeypot: website });
    sendSuccess(res);
  });
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    sendError(res, 405, 'Use POST with a JSON body');
  });
  return router;
}
