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
import type { ErasureReport, HeldItem } from './personal-data';
import type { OutboxRecord } from './record';

export type { ErasureReport, HeldItem } from './personal-data';
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

/**
 * Where a submission goes back after a failed attempt: 'head' when the mail server was at fault
 * (its place is kept: the sender's circuit breaker holds everything back meanwhile), 'tail' when
 * the server deferred this one message (it waits on its own, behind the rest: ADR 22).
 */
export type RetryPlace = 'head' | 'tail';

/** What one round of upkeep removed (purgeDelivered). */
export interface PurgeResult {
  /** Submissions whose personal data was removed now (mailed or erased before; the file store's compaction). */
  personalData: number;
  /** Delivery (and erasure) records past SENT_RETENTION_DAYS forgotten. */
  records: number;
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
   * A transient failure: try again in `delayMs`, at `place` (see RetryPlace). The filesystem queue
   * puts a 'head' retry back at its head at once (the sender's circuit breaker is the wait) and a
   * 'tail' one aside until it is due; PostgreSQL queues a successor job due then, ahead of first
   * attempts ('head') or among them ('tail').
   */
  retry(delayMs: number, error: DeliveryError, place: RetryPlace): Promise<void>;
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
  /** Data-subject request: everything held about the person with this e-mail address (the .eml folder included). */
  findPerson(email: string): Promise<HeldItem[]>;
  /**
   * Data-subject request: erase everything held about them (the .eml folder included) and record
   * the erasure without personal data. What was pending is not mailed any more.
   */
  erasePerson(email: string): Promise<ErasureReport>;
  close(): Promise<void>;
}

/**
 * What storing a submission came to: `Stored` (accepted, or quarantined), 'duplicate' (its id is
 * known with the same content: a retry), or 'conflict' (its id is known with other content: the
 * client reused an Idempotency-Key, answered 422). Content is compared by store/content-hash.ts.
 */
export type Admission<Stored extends string> = Stored | 'duplicate' | 'conflict';

/**
 * What a store holds about one person (personal-data.ts runs the requests over this and the .eml
 * folder). Matching is by e-mail address, normalised (personal-data.ts: normaliseEmail).
 */
export interface PersonalDataStore {
  /** Submissions held with personal data whose e-mail address is `email`. */
  find(email: string): Promise<HeldItem[]>;
  /**
   * Removes the personal data of those submissions (a pending one is then never mailed; its id
   * stays known, without personal data, so a retry of the request does not bring it back). Returns
   * what was removed.
   */
  erase(email: string): Promise<HeldItem[]>;
  /** Keeps a record of an erasure: when, which submission ids, how many of each place — no personal data. */
  recordErasure(report: ErasureReport): Promise<void>;
}

/** An erasure asked for by `npm run enquiries -- erase` while the server owns the DATA_DIR. */
export interface OperatorRequest {
  email: string;
  /** Hands the outcome back to the waiting command. */
  answer(report: ErasureReport): Promise<void>;
}

/** The store behind the running server. */
export interface SubmissionStore extends PersonalDataStore {
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
  /**
   * Remove what delivery no longer needs: the personal data of mailed (or erased) submissions
   * still on disk (the file store's compaction; PostgreSQL drops it when it records the delivery),
   * and delivery records older than SENT_RETENTION_DAYS (a retry that late is a new submission).
   */
  purgeDelivered(now?: number): Promise<PurgeResult>;
  /** Delete quarantined submissions older than QUARANTINE_DAYS. */
  purgeQuarantine(now?: number): Promise<number>;
  /** Delete dead letters parked longer ago than DEAD_LETTER_DAYS. */
  purgeDeadLetters(now?: number): Promise<number>;
  /** Erasures `npm run enquiries -- erase` handed to this server (the file store: the outbox is the server's). */
  takeRequests?(): Promise<OperatorRequest[]>;
  /** Where the rate limit counts live when they must be shared; undefined: this process's memory. */
  rateLimitStore?(): RateLimitStore;
  close(): Promise<void>;
}
