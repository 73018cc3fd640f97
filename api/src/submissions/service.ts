/**
 * The pipeline every enquiry and lead goes through: the bot checks, then the store (durable
 * before the 2xx: fsynced to the outbox, or committed to PostgreSQL), from which the sender mails
 * it. Shared by the contact and leads services. When the store cannot take it, the answer is 503
 * with Retry-After: never a 2xx for a submission that is not stored.
 *
 * Suspected bots are kept, never discarded — one lost lead costs more than many spam mails:
 * - sent sooner than MIN_FILL_MS after the form appeared (autofill and a quick click look the
 *   same): stored and mailed like any other, flagged (subject prefix, X-Meranti-Suspect header);
 * - the hidden honeypot field filled: kept in quarantine (QUARANTINE_DAYS), not
 *   mailed until someone releases it (`npm run enquiries -- release <id>`).
 * Either way the client gets the same answer as everyone else.
 */
import type { Logger } from 'pino';
import { HttpError } from '../http/envelope';
import type { PipelineMetrics } from '../metrics';
import { type OutboxRecord, recordKind, type Suspect } from '../store/record';
import type { SubmissionStore } from '../store/submission-store';

export type SubmitOutcome = 'accepted' | 'duplicate' | 'quarantined';

/**
 * The answer to an id (Idempotency-Key or submissionId) sent again with other content: 422, as the
 * IETF draft "The Idempotency-Key HTTP Header Field" says. Nothing is stored; the first stays.
 */
export const IDEMPOTENCY_KEY_REUSED =
  'Idempotency-Key: this key was already used for a submission with different content; send new content with a new key';

/** Retry-After of a 503 when the store could not take a submission (a database restart takes seconds). */
export const STORE_RETRY_AFTER_SECONDS = 5;

export interface BotSignals {
  formStartedAt?: number | undefined;
  submissionTimestamp?: string | undefined;
  /** The honeypot field as sent. */
  honeypot?: string | undefined;
}

export interface SubmissionService {
  submit(record: OutboxRecord, signals: BotSignals): Promise<SubmitOutcome>;
}

/**
 * Too fast to be a person: sent less than minFillMs after the form was shown. Measured on the
 * browser's own clock when it sent its timestamp (no clock skew); a negative span (a browser
 * clock ahead of the server's) is given the benefit of the doubt.
 */
export function fillTimeSuspect({ formStartedAt, submissionTimestamp }: BotSignals, minFillMs: number): Suspect | undefined {
  if (minFillMs <= 0 || formStartedAt === undefined) return undefined;
  const sentAt = submissionTimestamp ? Date.parse(submissionTimestamp) : Date.now();
  const elapsed = (Number.isFinite(sentAt) ? sentAt : Date.now()) - formStartedAt;
  if (elapsed < 0 || elapsed >= minFillMs) return undefined;
  return { reason: 'too-fast', detail: `sent ${Math.round(elapsed)} ms after the form appeared (minimum ${minFillMs} ms)` };
}

export function createSubmissionService({
  store,
  minFillMs,
  logger,
  metrics,
}: {
  store: SubmissionStore;
  minFillMs: number;
  logger: Logger;
  metrics?: PipelineMetrics | undefined;
}): SubmissionService {
  return {
    async submit(record, signals) {
      const kind = recordKind(record);
      const log: Record<string, unknown> = { submissionId: record.id, kind };
      const honeypot = signals.honeypot?.trim()
        ? ({ reason: 'honeypot', detail: 'the hidden website field was filled in' } as const)
        : undefined;
      const suspect = honeypot ?? fillTimeSuspect(signals, minFillMs);
      if (suspect) {
        record.suspect = suspect;
        log.suspect = suspect.reason;
      }
      let outcome: SubmitOutcome | 'conflict';
      try {
        outcome = honeypot ? await store.quarantine(record) : await store.accept(record);
      } catch (err) {
        logger.error(
          { ...log, status: 'store-failed', err: { message: (err as Error).message, code: (err as { code?: unknown }).code } },
          'could not store submission',
        );
        throw new HttpError(503, 'The enquiry could not be saved just now: please try again', STORE_RETRY_AFTER_SECONDS);
      }
      if (outcome === 'conflict') {
        logger.warn({ ...log, status: 'key-reused' }, 'submission id reused for different content: refused');
        throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
      }
      metrics?.submission(kind, outcome);
      if (suspect && outcome !== 'duplicate') metrics?.suspect(kind, suspect.reason);
      logger.info({ ...log, status: outcome }, 'submission received');
      return outcome;
    },
  };
}
