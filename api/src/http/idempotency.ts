/**
 * The submission id of a POST: the body's `submissionId`, the `Idempotency-Key` header (IETF
 * HTTP API draft "The Idempotency-Key HTTP Header Field": a structured-field string, quoted or
 * not, here a UUID), or — when neither is sent — one the server assigns. With an assigned id a
 * retried request is a new submission (the README says so). Both sent and different: 400.
 */
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { HttpError } from './envelope';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function submissionIdFor(req: Request, bodyId: string | undefined): string {
  const header = req.get('idempotency-key');
  if (header === undefined) return bodyId ?? randomUUID();
  const key = header.trim().replace(/^"(.*)"$/, '$1');
  if (!UUID.test(key)) throw new HttpError(400, 'Idempotency-Key: must be a UUID');
  const id = key.toLowerCase();
  if (bodyId !== undefined && bodyId !== id) throw new HttpError(400, 'Idempotency-Key: must equal submissionId when both are sent');
  return id;
}
