/**
 * The PostgreSQL store (DATABASE_URL): every instance shares it. One row per submission id in
 * `meranti.submissions`, whose `state` is the pipeline's record — pending (the outbox), sent (the
 * delivery record, without personal data), quarantined, dead — and a pg-boss job per delivery
 * attempt (mail-queue.ts).
 *
 * - Accepting is one transaction, committed with synchronous_commit = on before the 2xx: the row
 *   (`INSERT … ON CONFLICT (id) DO NOTHING`: the submission id is the primary key, so a retry that
 *   reaches another instance is recognised) and its mail job. A concurrent insert of the same id
 *   waits for the first to commit, then finds it: 'duplicate'.
 * - Quarantine and dead letters are states of the row; `npm run enquiries -- release|retry` makes
 *   one pending again and queues its job in one transaction (exactly once: the state changes once).
 * - Personal data lives until delivery: the row of a mailed submission keeps only its id, kind,
 *   content hash, times and who handled it (record = NULL), as long as SENT_RETENTION_DAYS (a retry
 *   after that is a new submission); quarantined rows are deleted after QUARANTINE_DAYS, dead
 *   letters after DEAD_LETTER_DAYS.
 * - Data-subject requests: `find` lists the rows still holding a person's data (pending, parked);
 *   `erase` makes them 'erased' (record dropped, id kept: a retry is not stored again) and records
 *   the erasure in `meranti.erasures`, without personal data.
 */

import type pg from 'pg';
import PgBoss from 'pg-boss';
import { eraseHeld, findHeld } from '../data-subject/service';
import type { Logger } from '../logger';
import { contentHash } from '../store/content-hash';
import {
  type ErasureReport,
  erasureRecord,
  type HeldItem,
  type HeldPlace,
  heldItem,
  normaliseEmail,
  recordMatches,
} from '../store/personal-data';
import { type OutboxRecord, recordKind } from '../store/record';
import type {
  Admission,
  DeliveryError,
  DeliveryQueue,
  ParkedKind,
  ParkedSubmission,
  ParkedSubmissions,
  ParkReason,
  PurgeResult,
  StoreStats,
  SubmissionStore,
} from '../store/submission-store';
import { createPool, describeDatabaseUrl, describeDbError, inTransaction, isUnavailable, type PoolClient } from './database';
import { bossDb, ensureMailQueue, MAIL_QUEUE, type MailJob, PgMailQueue, QUEUE_SCHEMA } from './mail-queue';
import { applyMigrations, SCHEMA, withSchemaLock } from './migrations';
import { PgRateLimitStore } from './rate-limit-store';

export interface PgStoreOptions {
  url: string;
  poolSize: number;
  instanceId: string;
  /** How long a delivery attempt holds a submission between renewals. */
  leaseMs: number;
  /** How often an idle instance looks for mail jobs (REQUEUE_POLL_MS). */
  pollMs: number;
  sentRetentionMs: number;
  quarantineRetentionMs: number;
  deadLetterRetentionMs: number;
  /** The .eml folder on this machine (DATA_DIR/mail): data-subject requests cover it too. */
  mailDir: string;
  logger: Logger;
  /**
   * true: the server (pg-boss maintenance: expired jobs are handed out again).
   * false: the operator command (only reads and hands back).
   */
  serve: boolean;
  /** At start, wait this long at most for PostgreSQL to be reachable (it may be starting too); default: as long as it takes. */
  connectTimeoutMs?: number;
}

const T = `${SCHEMA}.submissions`;
const PARKED_STATE = { quarantine: 'quarantined', dead: 'dead' } as const satisfies Record<ParkedKind, string>;
/** The states whose rows hold personal data, and where a data-subject request reports them. */
const HELD_STATE: Record<string, HeldPlace> = { pending: 'outbox', quarantined: 'quarantine', dead: 'dead' };

export class PgSubmissionStore implements SubmissionStore, ParkedSubmissions {
  private queue: PgMailQueue | undefined;
  private rateLimits: PgRateLimitStore | undefined;
  private closed = false;

  private constructor(
    readonly pool: pg.Pool,
    private readonly boss: PgBoss,
    private readonly o: PgStoreOptions,
  ) {}

  /**
   * Connects (waiting for a database that is not up yet, up to connectTimeoutMs), migrates the
   * schema (meranti.*, and pg-boss's meranti_queue.*) and creates the mail queue.
   */
  static async open(o: PgStoreOptions): Promise<PgSubmissionStore> {
    const pool = createPool({ url: o.url, size: o.poolSize, applicationName: `meranti-api ${o.instanceId}`, logger: o.logger });
    let lastError: unknown;
    const newBoss = () => {
      const boss = new PgBoss({
        db: bossDb(pool),
        schema: QUEUE_SCHEMA,
        migrate: true,
        supervise: o.serve,
        schedule: false,
        // Expired jobs (an instance died mid-delivery) are handed out again within a lease.
        maintenanceIntervalSeconds: Math.max(1, Math.ceil(o.leaseMs / 1000)),
      });
      boss.on('error', (err: unknown) => {
        // pg-boss's own upkeep failed (the database is down): it tries again on its next round.
        if (!isUnavailable(err) || !isUnavailable(lastError)) o.logger.warn({ err: describeDbError(err) }, 'pg-boss upkeep failed');
        lastError = err;
      });
      return boss;
    };
    const deadline = Date.now() + (o.connectTimeoutMs ?? Number.POSITIVE_INFINITY);
    let boss: PgBoss;
    for (let wait = 250; ; wait = Math.min(wait * 2, 2_000)) {
      // A fresh pg-boss each time: one whose start failed half-way does not start again.
      const attempt = newBoss();
      try {
        await withSchemaLock(pool, async (client) => {
          await applyMigrations(client);
          await attempt.start();
          await ensureMailQueue(attempt, o.leaseMs);
        });
        boss = attempt;
        break;
      } catch (err) {
        await attempt.stop({ graceful: false, close: false }).catch(() => {});
        if (!isUnavailable(err) || Date.now() + wait > deadline) {
          await pool.end().catch(() => {});
          throw new Error(`PostgreSQL at ${describeDatabaseUrl(o.url)}: ${(err as Error).message}`);
        }
        o.logger.warn({ err: describeDbError(err) }, `waiting for PostgreSQL at ${describeDatabaseUrl(o.url)}`);
        await new Promise((r) => setTimeout(r, wait));
      }
    }
    return new PgSubmissionStore(pool, boss, o);
  }

  get description(): string {
    return `PostgreSQL ${describeDatabaseUrl(this.o.url)} (${SCHEMA}.submissions; mail queue in ${QUEUE_SCHEMA})`;
  }

  async accept(record: OutboxRecord): Promise<Admission<'accepted'>> {
    const outcome = await this.insert(record, 'pending');
    if (outcome === 'new') this.queue?.onWork?.();
    return outcome === 'new' ? 'accepted' : outcome;
  }

  async quarantine(record: OutboxRecord): Promise<Admission<'quarantined'>> {
    const outcome = await this.insert(record, 'quarantined');
    return outcome === 'new' ? 'quarantined' : outcome;
  }

  /**
   * The row (and, pending, its mail job), committed durably: 'new'; or, the id being known already,
   * 'duplicate' (same content hash, or a row from before hashes were kept) or 'conflict'.
   */
  private insert(record: OutboxRecord, state: 'pending' | 'quarantined'): Promise<'new' | 'duplicate' | 'conflict'> {
    if (this.closed) return Promise.reject(new Error('the store is closed'));
    const hash = contentHash(record);
    return inTransaction(this.pool, async (tx) => {
      const { rowCount } = await tx.query(
        `INSERT INTO ${T} (id, kind, state, record, received_at, accepted_by, next_attempt_at, parked_at, park_reason, content_hash)
         VALUES ($1, $2, $3, $4, $5, $6, now(), CASE WHEN $3 = 'quarantined' THEN now() END, CASE WHEN $3 = 'quarantined' THEN 'honeypot' END, $7)
         ON CONFLICT (id) DO NOTHING`,
        [record.id, recordKind(record), state, JSON.stringify(record), record.receivedAt, this.o.instanceId, hash],
      );
      if (rowCount === 1) {
        if (state === 'pending') await this.queueMail(tx, record.id);
        return 'new';
      }
      const { rows } = await tx.query<{ content_hash: string | null }>(`SELECT content_hash FROM ${T} WHERE id = $1`, [record.id]);
      const stored = rows[0]?.content_hash;
      return stored && stored !== hash ? 'conflict' : 'duplicate';
    });
  }

  private queueMail(tx: PoolClient, submissionId: string): Promise<string | null> {
    return this.boss.send(MAIL_QUEUE, { submissionId } satisfies MailJob, { db: bossDb(tx) });
  }

  async stats(): Promise<StoreStats> {
    // Each count on its own partial index: sent rows (most of the table) are never scanned.
    const { rows } = await this.pool.query<{ pending: string; oldest: Date | null; dead: string; quarantined: string }>(
      `SELECT (SELECT count(*) FROM ${T} WHERE state = 'pending') AS pending,
              (SELECT min(received_at) FROM ${T} WHERE state = 'pending') AS oldest,
              (SELECT count(*) FROM ${T} WHERE state = 'dead') AS dead,
              (SELECT count(*) FROM ${T} WHERE state = 'quarantined') AS quarantined`,
    );
    const r = rows[0] as { pending: string; oldest: Date | null; dead: string; quarantined: string };
    return { pending: Number(r.pending), oldestPendingAt: r.oldest?.getTime(), dead: Number(r.dead), quarantined: Number(r.quarantined) };
  }

  /** The shared pg-boss queue (one per store). */
  deliveryQueue(): DeliveryQueue {
    this.queue ??= new PgMailQueue({
      pool: this.pool,
      boss: this.boss,
      instanceId: this.o.instanceId,
      leaseMs: this.o.leaseMs,
      pollMs: this.o.pollMs,
      logger: this.o.logger,
    });
    return this.queue;
  }

  /**
   * A mailed row holds no personal data already (dropped in the transaction that records the
   * delivery); the rows of mailed and erased submissions are forgotten after SENT_RETENTION_DAYS.
   */
  async purgeDelivered(now = Date.now()): Promise<PurgeResult> {
    const cutoff = new Date(now - this.o.sentRetentionMs);
    const { rowCount } = await this.pool.query(
      `DELETE FROM ${T} WHERE (state = 'sent' AND sent_at < $1) OR (state = 'erased' AND erased_at < $1)`,
      [cutoff],
    );
    return { personalData: 0, records: rowCount ?? 0 };
  }

  async purgeDeadLetters(now = Date.now()): Promise<number> {
    const { rowCount } = await this.pool.query(`DELETE FROM ${T} WHERE state = 'dead' AND parked_at < $1`, [
      new Date(now - this.o.deadLetterRetentionMs),
    ]);
    return rowCount ?? 0;
  }

  async purgeQuarantine(now = Date.now()): Promise<number> {
    const { rowCount } = await this.pool.query(`DELETE FROM ${T} WHERE state = 'quarantined' AND parked_at < $1`, [
      new Date(now - this.o.quarantineRetentionMs),
    ]);
    return rowCount ?? 0;
  }

  /** Rate limit counts in the same database: one limit per client across instances. */
  rateLimitStore(): PgRateLimitStore {
    this.rateLimits ??= new PgRateLimitStore(this.pool, this.o.logger);
    return this.rateLimits;
  }

  // ------------------------------------------------------------ data-subject requests

  /** The rows still holding personal data (pending, quarantined, dead) of the person with this address. */
  async find(email: string): Promise<HeldItem[]> {
    return (await this.rowsOf(this.pool, email)).map(({ record, state }) => this.held(record, state));
  }

  private async rowsOf(db: pg.Pool | PoolClient, email: string, lock = false): Promise<Array<{ record: OutboxRecord; state: string }>> {
    const wanted = normaliseEmail(email);
    // Few rows hold personal data (the sent ones do not): each state on its partial index, matched here.
    const { rows } = await db.query<{ record: OutboxRecord; state: string }>(
      `SELECT record, state FROM ${T} WHERE state IN ('pending', 'quarantined', 'dead') ORDER BY received_at, id${lock ? ' FOR UPDATE' : ''}`,
    );
    return rows.filter((r) => recordMatches(r.record, wanted));
  }

  private held(record: OutboxRecord, state: string): HeldItem {
    return heldItem(
      record,
      HELD_STATE[state] ?? 'outbox',
      `PostgreSQL ${describeDatabaseUrl(this.o.url)}, ${T} row ${record.id} (state '${state}')`,
      {
        ...(state === 'pending' ? { mailed: false } : {}),
      },
    );
  }

  /**
   * One transaction: the rows become 'erased' — record and last error dropped, id, content hash and
   * times kept (a retry of the request is a duplicate, not a new submission); a pending one's job
   * finds nothing to mail.
   */
  async erase(email: string): Promise<HeldItem[]> {
    return inTransaction(this.pool, async (tx) => {
      const rows = await this.rowsOf(tx, email, true);
      if (rows.length === 0) return [];
      await tx.query(
        `UPDATE ${T}
            SET state = 'erased', erased_at = now(), record = NULL, last_error = NULL,
                claim_token = NULL, claimed_until = NULL, claimed_by = NULL, parked_at = NULL, park_reason = NULL
          WHERE id = ANY($1::uuid[])`,
        [rows.map((r) => r.record.id)],
      );
      return rows.map(({ record, state }) => this.held(record, state));
    });
  }

  async recordErasure(report: ErasureReport): Promise<void> {
    const r = erasureRecord(report);
    await this.pool.query(`INSERT INTO ${SCHEMA}.erasures (erasure_id, erased_at, submission_ids, removed) VALUES ($1, $2, $3, $4)`, [
      r.erasureId,
      r.erasedAt,
      r.submissionIds,
      JSON.stringify(r.removed),
    ]);
  }

  findPerson(email: string): Promise<HeldItem[]> {
    return findHeld(this, this.o.mailDir, email);
  }

  erasePerson(email: string): Promise<ErasureReport> {
    return eraseHeld(this, this.o.mailDir, email);
  }

  // ------------------------------------------------------------ the operator's side

  where(kind: ParkedKind): string {
    return `PostgreSQL ${describeDatabaseUrl(this.o.url)}, ${T} in state '${PARKED_STATE[kind]}'`;
  }

  async list(kind: ParkedKind): Promise<ParkedSubmission[]> {
    const { rows } = await this.pool.query<{
      record: OutboxRecord;
      parked_at: Date;
      park_reason: ParkReason;
      attempts: number;
      last_error: DeliveryError | null;
    }>(`SELECT record, parked_at, park_reason, attempts, last_error FROM ${T} WHERE state = $1 ORDER BY parked_at, id`, [
      PARKED_STATE[kind],
    ]);
    return rows.map((r) => ({
      record: r.record,
      parkedAt: r.parked_at.toISOString(),
      reason: r.park_reason,
      attempts: r.attempts,
      ...(r.last_error ? { lastError: r.last_error } : {}),
    }));
  }

  async has(kind: ParkedKind, id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(`SELECT 1 FROM ${T} WHERE id = $1 AND state = $2`, [id, PARKED_STATE[kind]]);
    return rowCount === 1;
  }

  /** Pending again, with its mail job, in one transaction: one of two concurrent calls does it. */
  async handBack(kind: ParkedKind, id: string): Promise<boolean> {
    return inTransaction(this.pool, async (tx) => {
      const { rowCount } = await tx.query(
        `UPDATE ${T}
            SET state = 'pending', attempts = 0, next_attempt_at = now(), parked_at = NULL, park_reason = NULL,
                claim_token = NULL, claimed_until = NULL, claimed_by = NULL
          WHERE id = $1 AND state = $2`,
        [id, PARKED_STATE[kind]],
      );
      if (rowCount !== 1) return false;
      await this.queueMail(tx, id);
      return true;
    });
  }

  get pickUp(): string {
    return `A running instance sends it within ${Math.ceil(this.o.pollMs / 1000)} s (or as soon as one runs).`;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.queue?.close();
    this.rateLimits?.shutdown();
    await this.boss.stop({ graceful: false, close: false, wait: true }).catch(() => {});
    await this.pool.end();
  }
}
