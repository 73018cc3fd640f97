/**
 * The pipeline every enquiry and lead goes through: bot check (minimum fill time), then the
 * durable outbox (fsync before the 2xx), from which the sender mails it. Shared by the contact
 * and leads services.
 */
import type { Logger } from 'pino';
import { HttpError } from '../http/envelope';
import type { OutboxRecord, OutboxStore } from '../outbox/store';
import { recordKind } from '../outbox/store';

export type SubmitOutcome = 'accepted' | 'duplicate' | 'dropped-too-fast';

export interface SubmissionTiming {
  formStartedAt?: number | undefined;
  submissionTimestamp?: string | undefined;
}

export interface SubmissionService {
  submit(record: OutboxRecord, timing: SubmissionTiming): Promise<SubmitOutcome>;
}

export function createSubmissionService({
  store,
  minFillMs,
  logger,
}: {
  store: OutboxStore;
  minFillMs: number;
  logger: Logger;
}): SubmissionService {
  /**
   * Too fast to be a person: sent less than minFillMs after the form was shown. Measured on the
   * browser's own clock when it sent its timestamp (no clock skew); a negative span (a browser
   * clock ahead of the server's) is given the benefit of the doubt.
   */
  const tooFast = ({ formStartedAt, submissionTimestamp }: SubmissionTiming): boolean => {
    if (minFillMs <= 0 || formStartedAt === undefined) return false;
    const sentAt = submissionTimestamp ? Date.parse(submissionTimestamp) : Date.now();
    const elapsed = (Number.isFinite(sentAt) ? sentAt : Date.now()) - formStartedAt;
    return elapsed >= 0 && elapsed < minFillMs;
  };

  return {
    async submit(record, timing) {
      const log = { submissionId: record.id, kind: recordKind(record) };
      if (tooFast(timing)) {
        logger.info({ ...log, status: 'dropped-too-fast' }, 'submission dropped');
        return 'dropped-too-fast';
      }
      let outcome: 'accepted' | 'duplicate';
      try {
        outcome = await store.accept(record);
      } catch (err) {
        logger.error(
          { ...log, status: 'store-failed', err: { message: (err as Error).message, code: (err as { code?: unknown }).code } },
          'could not store submission',
        );
        throw new HttpError(503, 'The enquiry could not be saved just now: please try again');
      }
      logger.info({ ...log, status: outcome }, 'submission received');
      return outcome;
    },
  };
}
