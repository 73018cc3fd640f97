/**
 * Where accepted submissions live until they reach sales: the seam between the pipeline and its
 * storage. The submission service, the sender, the upkeep, `/metrics`, `/healthz` and
 * `npm run enquiries` talk to these interfaces only. Two implementations:
 *   - OutboxStore (outbox/): files under DATA_DIR, owned by one process — the embedded default;
 *   - PgSubmissionStore (postgres/): PostgreSQL and a pg-boss queue, shared by any number of
 *     instances — when DATABASE_URL is set (ADR 18).
 * Both keep the same promises: a submission is durable before `accept` resolves; one id is stored
 * once; what was mailed is recorded before it counts as delivered; parked submissions (quarantine,
 * dead letters) are handed back to delivery exactly once.
 */
import type { Store as RateLimitStore } from 'express-rate-limit';
import type { OutboxRecord } from './record';

export type { OutboxRecord } from './record';

export type ParkReason = 'honeypot' | 'refused' | 'expired';

/** The two places a submission can be parked: honeypot quarantine, dead letters. */
export type ParkedKind = 'quarantine' | 'dead';

/** The last failed delivery attempt, without message content. */
export interface DeliveryError {
  code?: string | undefined;
  responseCode?: number | undefined;
  /** The mail server's answer, e.g. "550 5.1.1 Mailbox unavailable". */
  response?: string | undefined;
  message?: string | undefined;
}

/** A submission not on its way to sales by itself: quarantined, or a dead letter. */
export interface ParkedSubmission {
  record: OutboxRecord;
  /** When it was parked (ISO). */
  parkedAt: string;
  reason: ParkReason;
  attempts?: number;
  lastError?: DeliveryError;
}

export interface SentInfo {
  messageId: string;
}

/** What `/metrics` and `/healthz` report, read from the store. */
export interface StoreStats {
  /** Accepted, not yet mailed (nor parked). */
  pending: number;
  /** When the oldest of those was accepted (epoch ms). */
  oldestPendingAt: number | undefined;
  dead: number;
  quarantined: number;
}

/**
 * One submission taken for delivery, held by this process until it is settled by exactly one of
 * `sent`, `dead`, `retry` or `abandon`.
 */
export interface DeliveryTicket {
  readonly id: string;
  /** 1 for the first attempt (in this process for the filesystem store; overall for PostgreSQL). */
  readonly attempt: number;
  /** The submission as accepted. */
  read(): Promise<OutboxRecord>;
  /** The mail server took it: record the delivery durably. Never mailed again once this resolves. */
  sent(info: SentInfo): Promise<void>;
  /** Park it as a dead letter: no more attempts until an operator retries it. */
  dead(parked: ParkedSubmission): Promise<void>;
  /**
   * A transient failure: try again in `delayMs`, before submissions accepted later. (The filesystem
   * queue puts it back at its head, and the sender's pause is the delay; PostgreSQL queues a
   * successor job due then, ahead of first attempts.)
   */
  retry(delayMs: number, error: DeliveryError): Promise<void>;
  /** Not tried (the process is stopping): leave it to the next delivery, here or elsewhere. */
  abandon(): Promise<void>;
}

/** The submissions waiting to be mailed, as the sender sees them. */
export interface DeliveryQueue {
  /** Up to `max` submissions to mail now (none when nothing is due). */
  take(max: number): Promise<DeliveryTicket[]>;
  /** Set by the sender: called when there may be new work here (accepted or handed back in this process). */
  onWork: (() => void) | undefined;
  /** How often the sender looks again when `take` found nothing; undefined: only when `onWork` says so. */
  readonly pollMs: number | undefined;
}

/** What the operator command (`npm run enquiries`) does with parked submissions, server running or not. */
export interface ParkedSubmissions {
  /** Where they are kept, in words (a folder, or the database). */
  where(kind: ParkedKind): string;
  /** Every submission parked there, oldest first. */
  list(kind: ParkedKind): Promise<ParkedSubmission[]>;
  /** Whether `id` is parked there now. */
  has(kind: ParkedKind, id: string): Promise<boolean>;
  /**
   * Hand a parked submission back to delivery (release from quarantine, retry a dead letter).
   * True when this call did it; false when it was not parked there (anymore). Exactly once.
   */
  handBack(kind: ParkedKind, id: string): Promise<boolean>;
  /** When a running server mails what was handed back, in words ("within 2 s"). */
  readonly pickUp: string;
  close(): Promise<void>;
}

/**
 * What storing a submission came to: `Stored` (accepted, or quarantined), 'duplicate' (its id is
 * known with the same content: a retry), or 'conflict' (its id is known with other content: the
 * client reused an Idempotency-Key, answered 422). Content is compared by store/content-hash.ts.
 */
export type Admission<Stored extends string> = Stored | 'duplicate' | 'conflict';

/** The store behind the running server. */
export interface SubmissionStore {
  /** Where submissions are kept, in words (printed at start). */
  readonly description: string;
  /**
   * Store a submission durably; 'duplicate' when its id is known with the same content (answered
   * once the first write is durable), 'conflict' when it is known with other content (nothing is
   * stored). Rejects when it could not be stored: then nothing was accepted and the client may retry.
   */
  accept(record: OutboxRecord): Promise<Admission<'accepted'>>;
  /** Keep a honeypot submission durably in quarantine (not mailed) — or 'duplicate'/'conflict' as `accept`. */
  quarantine(record: OutboxRecord): Promise<Admission<'quarantined'>>;
  stats(): Promise<StoreStats>;
  /** The queue the sender mails from (one per store). */
  deliveryQueue(): DeliveryQueue;
  /** Take in what the operator handed back, where the store needs a poll for it (REQUEUE_POLL_MS). */
  ingestRequeued?(): Promise<number>;
  /** Forget delivery records older than SENT_RETENTION_DAYS (a retry that late is a new submission). */
  purgeDelivered(now?: number): Promise<number>;
  /** Delete quarantined submissions older than QUARANTINE_DAYS. */
  purgeQuarantine(now?: number): Promise<number>;
  /** Where the rate limit counts live when they must be shared; undefined: this process's memory. */
  rateLimitStore?(): RateLimitStore;
  close(): Promise<void>;
}
