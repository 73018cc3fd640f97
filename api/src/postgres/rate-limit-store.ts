/**
 * express-rate-limit's Store on PostgreSQL, so every instance counts one limit per client: the
 * same fixed window per key as its MemoryStore (the window starts at a client's first request and
 * lasts windowMs), kept in `meranti.rate_limit_hits` (UNLOGGED: counters, not records). One
 * statement per request; expired rows are reset in place and swept every window.
 * (`@acpr/rate-limit-postgresql` was not taken: it runs its migrations unawaited in its
 * constructor, needs the uuid-ossp extension, and pins an older pg — ADR 18.)
 */
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type pg from 'pg';
import type { Logger } from '../logger';
import { describeDbError } from './database';
import { SCHEMA } from './migrations';

const T = `${SCHEMA}.rate_limit_hits`;

export class PgRateLimitStore implements Store {
  readonly localKeys = false;
  private windowSeconds = 60;
  private sweep: NodeJS.Timeout | undefined;

  private warnedAt = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
  ) {}

  init(options: Options): void {
    this.windowSeconds = options.windowMs / 1000;
    this.sweep = setInterval(() => {
      this.pool.query(`DELETE FROM ${T} WHERE reset_at < now()`).catch(() => {});
    }, options.windowMs);
    this.sweep.unref();
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>(
      `SELECT hits, reset_at FROM ${T} WHERE key = $1 AND reset_at >= now()`,
      [key],
    );
    const row = rows[0];
    return row ? { totalHits: row.hits, resetTime: row.reset_at } : undefined;
  }

  /**
   * Counts one request. When PostgreSQL cannot be reached the request is let through uncounted
   * (fail open): the submission it carries is answered 503 by the store, which cannot be reached either.
   */
  async increment(key: string): Promise<IncrementResponse> {
    try {
      return await this.count(key);
    } catch (err) {
      if (Date.now() - this.warnedAt > 10_000) {
        this.warnedAt = Date.now();
        this.logger.warn({ err: describeDbError(err) }, 'rate limit not counted: PostgreSQL unreachable');
      }
      return { totalHits: 1, resetTime: new Date(Date.now() + this.windowSeconds * 1000) };
    }
  }

  private async count(key: string): Promise<IncrementResponse> {
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>(
      `INSERT INTO ${T} AS r (key, hits, reset_at) VALUES ($1, 1, now() + $2 * interval '1 second')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at < now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at < now() THEN now() + $2 * interval '1 second' ELSE r.reset_at END
       RETURNING hits, reset_at`,
      [key, this.windowSeconds],
    );
    const row = rows[0] as { hits: number; reset_at: Date };
    return { totalHits: row.hits, resetTime: row.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query(`UPDATE ${T} SET hits = GREATEST(0, hits - 1) WHERE key = $1 AND reset_at >= now()`, [key]);
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query(`DELETE FROM ${T} WHERE key = $1`, [key]);
  }

  async resetAll(): Promise<void> {
    await this.pool.query(`DELETE FROM ${T}`);
  }

  shutdown(): void {
    clearInterval(this.sweep);
  }
}
