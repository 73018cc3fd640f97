/**
 * The content hash of a submission: what a store keeps beside the submission id so that a repeat of
 * the id can be told apart from a different submission sent under the same id (answered 422, the
 * IETF Idempotency-Key draft), also after the submission's personal data is gone (mailed rows and
 * delivery records keep the id, this hash and their times only).
 *
 * `contentHash(record)` = SHA-256, hex, over the canonical JSON (below) of `{ kind, data }` where
 * `data` is the submission as accepted without the fields that are not its content:
 *   - set by the server: `v`, `id`, `receivedAt`, `suspect` (not in `{ kind, data }` at all);
 *   - `data.submissionId`: the id itself (the key, not the content);
 *   - `data.submissionTimestamp`: the browser's clock when it sent this attempt — a retry of the
 *     same submission carries a later one (the contact form stamps every attempt).
 * Never sent by the client into the record (so never hashed): the honeypot and `formStartedAt`.
 *
 * Canonical JSON: object keys in code-unit order at every depth, no whitespace, keys whose value is
 * `undefined` left out (as JSON.stringify does), strings and numbers as JSON.stringify writes them.
 * Stores persist the hash: changing what it covers or how it is written makes every stored hash
 * differ from a repeat's, so it is frozen by a test vector (api/test/content-hash.test.ts).
 */
import { createHash } from 'node:crypto';
import type { OutboxRecord } from './record';

/** Fields of `data` that are not the submission's content (see above). */
export const NOT_CONTENT = ['submissionId', 'submissionTimestamp'] as const;

/** JSON with sorted keys and no whitespace: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`canonicalJson: ${typeof value} has no JSON form`);
    return text;
  }
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** SHA-256 (hex, 64 characters) of the submission's content: equal for a repeat, different for other content. */
export function contentHash(record: Pick<OutboxRecord, 'kind' | 'data'>): string {
  const data: Record<string, unknown> = { ...record.data };
  for (const field of NOT_CONTENT) delete data[field];
  return createHash('sha256')
    .update(canonicalJson({ kind: record.kind, data }), 'utf8')
    .digest('hex');
}
