/**
 * The API's tables in PostgreSQL, created and migrated by the app when it starts (pg-boss creates
 * and migrates its own schema, `meranti_queue`). Versioned: each migration runs once, in its own
 * transaction, and is recorded in `meranti.schema_migrations` in that same transaction. Safe when
 * several instances start at once: they queue on one advisory lock, and whoever comes second finds
 * the work done. Migrations only ever add (a new column has a default, nothing is renamed in
 * place), so instances of the previous release keep working beside a migrated schema during a
 * rolling restart.
 */
import type pg from 'pg';
import { withClient } from './database';

export const SCHEMA = 'meranti';

interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'submissions: the outbox, the delivery record, quarantine and dead letters in one table',
    sql: `
      CREATE TABLE ${SCHEMA}.submissions (
        id uuid PRIMARY KEY,                  -- the submission id: the idempotency key
        kind text NOT NULL,                   -- contact | download | guide | newsletter
        state text NOT NULL CHECK (state IN ('pending', 'sent', 'quarantined', 'dead')),
        record jsonb,                         -- the submission as accepted; NULL once mailed
        received_at timestamptz NOT NULL,
        accepted_by text NOT NULL,            -- INSTANCE_ID
        attempts integer NOT NULL DEFAULT 0,  -- delivery attempts started
        claim_token uuid,                     -- the delivery attempt holding it now ...
        claimed_until timestamptz,            -- ... until then, unless renewed
        claimed_by text,
        next_attempt_at timestamptz,
        last_error jsonb,                     -- the mail server's last answer, without content
        parked_at timestamptz,
        park_reason text CHECK (park_reason IN ('honeypot', 'refused', 'expired')),
        sent_at timestamptz,
        sent_by text,
        message_id text,
        CHECK (state = 'sent' OR record IS NOT NULL)
      );
      CREATE INDEX submissions_pending_idx ON ${SCHEMA}.submissions (received_at) WHERE state = 'pending';
      CREATE INDEX submissions_parked_idx ON ${SCHEMA}.submissions (state, parked_at) WHERE state IN ('quarantined', 'dead');
      CREATE INDEX submissions_sent_idx ON ${SCHEMA}.submissions (sent_at) WHERE state = 'sent';
    `,
  },
  {
    version: 2,
    name: 'rate limit counts shared by every instance (express-rate-limit store)',
    // UNLOGGED: no WAL for counters that may be lost (a crash of the server resets them).
    sql: `
      CREATE UNLOGGED TABLE ${SCHEMA}.rate_limit_hits (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        reset_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'personal data has a lifetime: content hash, erased submissions, the erasure record (ADR 22)',
    // Widened checks only: an instance of the previous release never writes 'erased' and reads
    // none of the new columns, so it keeps working beside this schema during a rolling restart.
    sql: `
      ALTER TABLE ${SCHEMA}.submissions ADD COLUMN content_hash text;   -- SHA-256 of the record as accepted
      ALTER TABLE ${SCHEMA}.submissions ADD COLUMN erased_at timestamptz;
      ALTER TABLE ${SCHEMA}.submissions DROP CONSTRAINT submissions_state_check;
      ALTER TABLE ${SCHEMA}.submissions ADD CONSTRAINT submissions_state_check
        CHECK (state IN ('pending', 'sent', 'quarantined', 'dead', 'erased'));
      ALTER TABLE ${SCHEMA}.submissions DROP CONSTRAINT submissions_check;
      ALTER TABLE ${SCHEMA}.submissions ADD CONSTRAINT submissions_record_check
        CHECK (state IN ('sent', 'erased') OR record IS NOT NULL);
      CREATE INDEX submissions_erased_idx ON ${SCHEMA}.submissions (erased_at) WHERE state = 'erased';
      CREATE TABLE ${SCHEMA}.erasures (
        erasure_id uuid PRIMARY KEY,
        erased_at timestamptz NOT NULL,
        submission_ids uuid[] NOT NULL,
        removed jsonb NOT NULL                 -- how many of each place; no personal data
      );
    `,
  },
  {
    version: 4,
    name: 'telemetry rollups: vitals, page views and errors per minute; error samples; slow elements (ADR 24)',
    // Aggregates only: no event, address or user agent is stored. Kept RUM_RETENTION_DAYS (30).
    sql: `
      CREATE TABLE ${SCHEMA}.rum_rollups (
        minute timestamptz NOT NULL,
        area text NOT NULL,
        build text NOT NULL,
        channel text NOT NULL,                -- live | candidate | preview
        route text NOT NULL,                  -- the route pattern (/blog/:id)
        viewport text NOT NULL,
        connection text NOT NULL,
        metric text NOT NULL,                 -- pageview | error | LCP | INP | CLS | FCP | TTFB
        count bigint NOT NULL,
        sum double precision NOT NULL,
        buckets integer[],                    -- vitals: the histogram (api/src/rum/histogram.ts)
        PRIMARY KEY (area, minute, build, channel, route, viewport, connection, metric)
      );
      CREATE INDEX rum_rollups_minute_idx ON ${SCHEMA}.rum_rollups (minute);
      CREATE TABLE ${SCHEMA}.rum_errors (
        minute timestamptz NOT NULL,
        fingerprint text NOT NULL,
        area text NOT NULL,
        build text NOT NULL,
        channel text NOT NULL,
        route text NOT NULL,
        count bigint NOT NULL,
        PRIMARY KEY (area, minute, fingerprint, build, channel, route)
      );
      CREATE INDEX rum_errors_minute_idx ON ${SCHEMA}.rum_errors (minute);
      CREATE TABLE ${SCHEMA}.rum_error_samples (
        fingerprint text NOT NULL,
        build text NOT NULL,
        area text NOT NULL,
        type text NOT NULL,
        message text NOT NULL,                -- scrubbed of anything personal-looking
        stack text,
        route text NOT NULL,
        first_seen timestamptz NOT NULL,
        last_seen timestamptz NOT NULL,
        count bigint NOT NULL,
        PRIMARY KEY (fingerprint, build)
      );
      CREATE INDEX rum_error_samples_last_seen_idx ON ${SCHEMA}.rum_error_samples (last_seen);
      CREATE TABLE ${SCHEMA}.rum_targets (
        minute timestamptz NOT NULL,
        area text NOT NULL,
        build text NOT NULL,
        channel text NOT NULL,
        route text NOT NULL,
        metric text NOT NULL,
        target text NOT NULL,
        count bigint NOT NULL,
        sum double precision NOT NULL,
        PRIMARY KEY (area, minute, build, channel, route, metric, target)
      );
      CREATE INDEX rum_targets_minute_idx ON ${SCHEMA}.rum_targets (minute);
    `,
  },
];

/** Every instance takes this lock (session level) before it touches a schema. */
const SCHEMA_LOCK = `hashtextextended('${SCHEMA}.schema_migrations', 0)`;

/**
 * Runs `work` while holding the schema lock on one connection (given to `work`): instances that
 * start together take turns. pg-boss's own schema creation and queue creation are not safe to run
 * concurrently (they deadlock), so they run under this lock too.
 */
export function withSchemaLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withClient(pool, async (client, broken) => {
    try {
      // Waiting for another instance's migrations is not a slow statement.
      await client.query('SET statement_timeout = 0');
      await client.query(`SELECT pg_advisory_lock(${SCHEMA_LOCK})`);
      try {
        return await work(client);
      } finally {
        await client.query(`SELECT pg_advisory_unlock(${SCHEMA_LOCK}); RESET statement_timeout`).catch(broken);
      }
    } catch (err) {
      // A connection whose lock state is unknown is closed, which releases the lock.
      broken();
      throw err;
    }
  });
}

/** Applies the migrations not applied yet on `client` (which holds the schema lock); the versions it applied. */
export async function applyMigrations(client: pg.PoolClient, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await client.query(`
    CREATE SCHEMA IF NOT EXISTS ${SCHEMA};
    CREATE TABLE IF NOT EXISTS ${SCHEMA}.schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const done = new Set(
    (await client.query<{ version: number }>(`SELECT version FROM ${SCHEMA}.schema_migrations`)).rows.map((r) => r.version),
  );
  const applied: number[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    await client.query('BEGIN');
    try {
      await client.query(m.sql);
      await client.query(`INSERT INTO ${SCHEMA}.schema_migrations (version, name) VALUES ($1, $2)`, [m.version, m.name]);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw new Error(`migration ${m.version} (${m.name}) failed: ${(err as Error).message}`);
    }
    applied.push(m.version);
  }
  return applied;
}

/** Applies the migrations not applied yet, under the schema lock; returns the versions this call applied. */
export function migrate(pool: pg.Pool, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return withSchemaLock(pool, (client) => applyMigrations(client, migrations));
}
