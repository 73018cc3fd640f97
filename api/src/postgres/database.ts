/**
 * The connection pool to PostgreSQL (node-postgres) and the one way this API writes what it
 * promises to keep: `inTransaction`, committed with `synchronous_commit = on` (the commit returns
 * once it is on disk — and on the synchronous standbys, where there are any), whatever the
 * server's or role's default says.
 *
 * When PostgreSQL is down or restarting, queries fail fast (connection refused, "the database
 * system is shutting down") and the pool drops the broken connections; it connects again by
 * itself once the server is back. Nothing here retries a write: the caller decides (a submission
 * is answered 503, a delivery is tried again).
 */
import pg from 'pg';
import type { Logger } from '../logger';

export type { PoolClient } from 'pg';

export interface PoolOptions {
  url: string;
  size: number;
  /** Shown in pg_stat_activity. */
  applicationName: string;
  logger: Logger;
}

export function createPool({ url, size, applicationName, logger }: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    // A request waits this long for a connection before it is answered 503.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: applicationName.slice(0, 63),
    statement_timeout: 15_000,
  });
  // An idle connection lost (the server restarted): the pool drops it and connects again when asked.
  pool.on('error', (err) => logger.warn({ err: describeDbError(err) }, 'PostgreSQL connection lost'));
  // One lost while checked out (between two statements) says so on the client: every connection is
  // heard from birth, whoever holds it (pg-boss's queries too), so that never becomes an unhandled
  // 'error' that ends the process; the statement that follows fails. withClient also marks such a
  // connection broken, so it is not given back to the pool.
  pool.on('connect', (client) => {
    client.on('error', (err) => logger.warn({ err: describeDbError(err) }, 'PostgreSQL connection lost during a transaction'));
  });
  return pool;
}

/**
 * Runs `work` on one connection of the pool. `work` calls `broken()` when the connection must not
 * be given back (its state is unknown); a connection the server ends while it is held (a restart:
 * 57P01, between two statements) counts as broken too.
 */
export async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient, broken: () => void) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let isBroken = false;
  const broken = () => {
    isBroken = true;
  };
  client.on('error', broken);
  try {
    return await work(client, broken);
  } finally {
    client.off('error', broken);
    client.release(isBroken);
  }
}

/** Runs `work` in one transaction, committed durably (synchronous_commit = on) before this resolves. */
export function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withClient(pool, async (client, broken) => {
    try {
      await client.query('BEGIN; SET LOCAL synchronous_commit = on');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      // A connection that cannot even roll back is not given back to the pool.
      await client.query('ROLLBACK').catch(broken);
      throw err;
    }
  });
}

/** Error codes that mean "the server is not there right now", not "this query is wrong". */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
]);

/** Whether `err` says PostgreSQL cannot be reached now (worth waiting for), rather than a fault of ours or of the configuration. */
export function isUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (typeof e?.code === 'string' && (UNAVAILABLE.has(e.code) || e.code.startsWith('08'))) return true;
  const message = typeof e?.message === 'string' ? e.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message);
}

/** An error as logged: code and text (as `detail`: the logger redacts `message` keys), never a query's values. */
export function describeDbError(err: unknown): { code?: unknown; detail?: unknown } {
  const e = err as { code?: unknown; message?: unknown } | null;
  return { code: e?.code, detail: e?.message };
}

/** host:port/database of a postgres:// URL, without user or password (for messages). */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || u.searchParams.get('host') || 'localhost'}:${u.port || '5432'}${u.pathname || '/'}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}
