/**
 * Delivery with PostgreSQL: a pg-boss queue of mail jobs (`{ submissionId }`, no personal data),
 * shared by every instance, and a hold ("claim") on the submission row while one attempt is under
 * way. Any instance may deliver any submission; exactly-once rests on these rules (ADR 18):
 *
 * 1. A job exists for every pending submission: it is created in the transaction that accepts the
 *    submission (or hands it back from quarantine or the dead letters), and a job is completed only
 *    in the transaction that records the outcome — mailed, dead, or a successor job for the retry.
 * 2. pg-boss hands a job to one fetch at a time (`FOR UPDATE SKIP LOCKED`, state `active`). If the
 *    instance holding it dies, the job expires (after MAIL_LEASE_SECONDS) and pg-boss hands it out
 *    again, to any instance.
 * 3. Before mailing, the attempt claims the row: `state = 'pending'` and no live claim. The claim
 *    is renewed while the mail server works, so a job handed out again (or a second job for the
 *    same submission) never mails a submission another attempt is mailing; it waits for that claim
 *    to run out instead (a successor job).
 * 4. Once the mail server has accepted the message, one transaction marks the row `sent` (and drops
 *    its personal data: the row keeps its id, content hash and times) and completes the job; after that no job can claim it. That record is
 *    retried for as long as the process lives while PostgreSQL is unreachable.
 * The one window left: the process dies (or loses PostgreSQL for longer than its claim) between the
 * mail server's "250 OK" and that commit — a few milliseconds. The job then runs again and the mail
 * goes out a second time, with the same Message-ID. SMTP has no idempotency to close it.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Logger } from '../logger';
import type { OutboxRecord } from '../store/record';
import type { DeliveryError, DeliveryQueue, DeliveryTicket, ParkedSubmission, RetryPlace, SentInfo } from '../store/submission-store';
import { describeDbError, inTransaction, isUnavailable, type PoolClient } from './database';
import { SCHEMA } from './migrations';

/** pg-boss's schema (its tables, its migrations). */
export const QUEUE_SCHEMA = 'meranti_queue';
/** The queue of mail jobs. */
export const MAIL_QUEUE = 'mail';

export interface MailJob {
  submissionId: string;
}

/**
 * Jobs of submissions whose attempt the relay's fault cut short: ahead of first attempts (pg-boss's
 * default, 0), so after an outage the oldest go out first. A message the relay deferred gets no
 * such priority: once due it takes its turn among the others (ADR 22).
 */
const RETRY_PRIORITY: Record<RetryPlace, number> = { head: 1, tail: 0 };

/** pg-boss over our pool (so one pool per instance), or over one transaction's connection. */
export const bossDb = (db: pg.Pool | PoolClient): PgBoss.Db => ({
  executeSql: (text, values) => db.query(text, values),
});

/**
 * Creates the mail queue, or updates it to this configuration. Jobs are retried by pg-boss only
 * when they expire (the instance holding one died): the delay between attempts, and when a
 * submission becomes a dead letter, are the sender's (MAIL_RETRY_*, DEAD_LETTER_AFTER_HOURS).
 */
export async function ensureMailQueue(boss: PgBoss, leaseMs: number): Promise<void> {
  const options = {
    name: MAIL_QUEUE,
    policy: 'standard' as const,
    // Each expiry is one interrupted attempt; the dead-letter rule is the sender's, by age.
    retryLimit: 1_000_000,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: Math.max(1, Math.ceil(leaseMs / 1000)),
  };
  await boss.createQueue(MAIL_QUEUE, options);
  await boss.updateQueue(MAIL_QUEUE, options);
}

export interface MailQueueOptions {
  pool: pg.Pool;
  boss: PgBoss;
  instanceId: string;
  leaseMs: number;
  pollMs: number;
  logger: Logger;
}

interface Claimed {
  jobId: string;
  token: string;
}

const T = `${SCHEMA}.submissions`;
const seconds = (ms: number) => Math.max(0, ms) / 1000;

export class PgMailQueue implements DeliveryQueue {
  onWork: (() => void) | undefined;
  readonly pollMs: number;
  /** Attempts under way here, by submission id: their claims are renewed. */
  private held = new Map<string, Claimed>();
  private renewal: NodeJS.Timeout;
  private closing = false;

  constructor(private readonly o: MailQueueOptions) {
    this.pollMs = o.pollMs;
    this.renewal = setInterval(() => void this.renew(), Math.max(1000, Math.floor(o.leaseMs / 3)));
    this.renewal.unref();
  }

  /**
   * Fetches up to `max` due jobs and claims their submissions in one transaction: if the database
   * goes away half-way, neither the jobs nor the rows stay taken.
   */
  async take(max: number): Promise<DeliveryTicket[]> {
    if (this.closing) return [];
    const token = randomUUID();
    const { tickets, holds } = await inTransaction(this.o.pool, async (tx) => {
      const jobs = await this.o.boss.fetch<MailJob>(MAIL_QUEUE, { batchSize: max, db: bossDb(tx) });
      if (jobs.length === 0) return { tickets: [], holds: [] };
      const ids = [...new Set(jobs.map((j) => j.data.submissionId))];
      // Never one this process is still settling (its hold may have run out while PostgreSQL was away).
      const { rows } = await tx.query<{ id: string; record: OutboxRecord; attempts: number }>(
        `UPDATE ${T}
            SET claim_token = $2, claimed_until = now() + $3 * interval '1 second', claimed_by = $4, attempts = attempts + 1
          WHERE id = ANY($1::uuid[]) AND state = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
            AND NOT id = ANY($5::uuid[])
          RETURNING id, record, attempts`,
        [ids, token, seconds(this.o.leaseMs), this.o.instanceId, [...this.held.keys()]],
      );
      const claimed = new Map(rows.map((r) => [r.id, r]));
      const tickets: DeliveryTicket[] = [];
      const holds: Array<[string, Claimed]> = [];
      const others: PgBoss.Job<MailJob>[] = [];
      for (const job of jobs) {
        const row = claimed.get(job.data.submissionId);
        if (row) {
          claimed.delete(row.id); // a second job for the same submission in this batch is one of the "others"
          const hold = { jobId: job.id, token };
          holds.push([row.id, hold]);
          tickets.push(this.ticket(row, hold));
        } else others.push(job);
      }
      if (others.length > 0) await this.settleUnclaimable(tx, others);
      return { tickets, holds };
    });
    for (const [id, hold] of holds) this.held.set(id, hold);
    return tickets;
  }

  /**
   * Jobs whose submission could not be claimed: already mailed, parked or gone (the job is done),
   * or held by another attempt right now (a successor job looks again when that hold runs out).
   */
  private async settleUnclaimable(tx: PoolClient, jobs: PgBoss.Job<MailJob>[]): Promise<void> {
    const { rows } = await tx.query<{ id: string; state: string; wait_ms: number | null }>(
      `SELECT id, state, GREATEST(0, extract(epoch FROM claimed_until - now()) * 1000)::float8 AS wait_ms
         FROM ${T} WHERE id = ANY($1::uuid[])`,
      [jobs.map((j) => j.data.submissionId)],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const job of jobs) {
      const row = byId.get(job.data.submissionId);
      if (row?.state === 'pending') await this.sendJob(tx, job.data.submissionId, (row.wait_ms ?? 0) + 1000, 'head');
      await this.o.boss.complete(MAIL_QUEUE, job.id, {}, { db: bossDb(tx) });
    }
  }

  /**
   * The next job for a submission tried before, due in `delayMs`: 'head' ahead of first attempts
   * (pg-boss takes higher priorities first, then the oldest), as the filesystem queue retries at its
   * head; 'tail' among them.
   */
  private sendJob(tx: PoolClient, submissionId: string, delayMs: number, place: RetryPlace): Promise<string | null> {
    return this.o.boss.send(MAIL_QUEUE, { submissionId } satisfies MailJob, {
      startAfter: seconds(delayMs),
      priority: RETRY_PRIORITY[place],
      db: bossDb(tx),
    });
  }

  private ticket(row: { id: string; record: OutboxRecord; attempts: number }, hold: Claimed): DeliveryTicket {
    const { pool, boss, instanceId } = this.o;
    const { id } = row;
    const complete = (tx: PoolClient) => boss.complete(MAIL_QUEUE, hold.jobId, {}, { db: bossDb(tx) });
    const release = () => this.held.delete(id);
    return {
      id,
      attempt: row.attempts,
      read: async () => row.record,
      sent: async (info: SentInfo) => {
        try {
          await this.persist(() =>
            inTransaction(pool, async (tx) => {
              // Whoever holds it now: it was mailed, and that is what the record must say.
              await tx.query(
                `UPDATE ${T}
                    SET state = 'sent', sent_at = now(), sent_by = $2, message_id = $3, record = NULL,
                        claim_token = NULL, claimed_until = NULL, claimed_by = NULL, last_error = NULL, parked_at = NULL, park_reason = NULL
                  WHERE id = $1 AND state IN ('pending', 'dead')`,
                [id, instanceId, info.messageId],
              );
              await complete(tx);
            }),
          );
        } finally {
          release();
        }
      },
      dead: async (parked: ParkedSubmission) => {
        await this.persist(() =>
          inTransaction(pool, async (tx) => {
            const { rowCount } = await tx.query(
              `UPDATE ${T}
                  SET state = 'dead', parked_at = now(), park_reason = $3, last_error = $4,
                      claim_token = NULL, claimed_until = NULL, claimed_by = NULL
                WHERE id = $1 AND claim_token = $2 AND state = 'pending'`,
              [id, hold.token, parked.reason, JSON.stringify(parked.lastError ?? null)],
            );
            // Not ours any more: see handBackForLater.
            if (rowCount === 1) await complete(tx);
          }),
        );
        release();
      },
      retry: async (delayMs: number, error: DeliveryError, place: RetryPlace) => {
        // Not renewed any more either way: if this cannot be recorded (the process is closing), the
        // hold runs out and the job is handed out again.
        try {
          await this.persist(() => this.handBackForLater(id, hold, delayMs, error, place));
        } finally {
          release();
        }
      },
      abandon: async () => {
        try {
          await this.persist(() => this.handBackForLater(id, hold, 0, undefined, 'head'));
        } finally {
          release();
        }
      },
    };
  }

  /** Lets go of the submission and queues its next attempt in `delayMs` (the current job is done). */
  private handBackForLater(id: string, hold: Claimed, delayMs: number, error: DeliveryError | undefined, place: RetryPlace): Promise<void> {
    return inTransaction(this.o.pool, async (tx) => {
      const { rowCount } = await tx.query(
        `UPDATE ${T}
            SET claim_token = NULL, claimed_until = NULL, claimed_by = NULL,
                next_attempt_at = now() + $3 * interval '1 second', last_error = COALESCE($4::jsonb, last_error)
          WHERE id = $1 AND claim_token = $2 AND state = 'pending'`,
        [id, hold.token, seconds(delayMs), error ? JSON.stringify(error) : null],
      );
      if (rowCount === 1) {
        await this.sendJob(tx, id, delayMs, place);
        await this.o.boss.complete(MAIL_QUEUE, hold.jobId, {}, { db: bossDb(tx) });
      }
      // Otherwise it is not ours any more: our hold ran out (PostgreSQL was away) and the job may
      // have been handed out again — completing it could leave another attempt without its job.
      // Left alone, it expires and is settled like any job whose submission is taken or done.
    });
  }

  /**
   * Records an attempt's outcome — above all a mail the server accepted — even across a database
   * outage: PostgreSQL unreachable is waited for (the hold is still renewed meanwhile), as long as
   * this process is not closing. So the outcome is recorded as soon as the database is back, not
   * a lease later.
   */
  private async persist(write: () => Promise<void>): Promise<void> {
    for (let wait = 250; ; wait = Math.min(wait * 2, 2_000)) {
      try {
        return await write();
      } catch (err) {
        if (this.closing || !isUnavailable(err)) throw err;
        this.warn(err, 'delivery not recorded yet: PostgreSQL unreachable, trying again');
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  }

  /** Renews the claims of the attempts under way here (they run for as long as the mail server takes). */
  private async renew(): Promise<void> {
    if (this.held.size === 0) return;
    const held = [...this.held.entries()];
    await this.o.pool
      .query(
        `UPDATE ${T} SET claimed_until = now() + $3 * interval '1 second'
          WHERE (id, claim_token) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[])) AND state = 'pending'`,
        [held.map(([id]) => id), held.map(([, h]) => h.token), seconds(this.o.leaseMs)],
      )
      .catch((err: unknown) => this.warn(err, 'could not renew delivery claims'));
  }

  private warn(err: unknown, message: string): void {
    this.o.logger.warn({ err: describeDbError(err) }, message);
  }

  /** Stops renewing and waiting: what is under way is left to its lease. */
  close(): void {
    this.closing = true;
    clearInterval(this.renewal);
  }
}
