/**
 * Telemetry on PostgreSQL (DATABASE_URL): the rollups every instance flushes, in the tables of
 * migration 4 (meranti.rum_*). A flush is one transaction of upserts that add to what is there
 * (several instances flush the same minute), committed without waiting for the disk
 * (synchronous_commit = off: telemetry is counted, not promised — a crash of the database loses at
 * most its last moment, never a submission's). It shares the submissions' connection pool, and
 * runs once per flush interval per instance, never per beacon: beacons never wait on the database.
 * Queries sum in SQL: one round trip answers a window's counts and histograms per (area, build,
 * channel, metric).
 */
import type pg from 'pg';
import { groupErrors, groupTargets } from '../rum/grouping';
import type {
  ErrorCount,
  ErrorGroup,
  ErrorSample,
  RollupGroup,
  TargetGroup,
  TelemetryBatch,
  TelemetryStore,
  TelemetryWindow,
} from '../rum/telemetry-store';
import { describeDatabaseUrl, withClient } from './database';
import { SCHEMA } from './migrations';

const ROLLUPS = `${SCHEMA}.rum_rollups`;
const ERRORS = `${SCHEMA}.rum_errors`;
const SAMPLES = `${SCHEMA}.rum_error_samples`;
const TARGETS = `${SCHEMA}.rum_targets`;

const pgArray = (buckets: readonly number[] | undefined) => (buckets ? `{${buckets.join(',')}}` : null);

/** The WHERE clause of a window (time and filters) and its parameters. */
function where(w: TelemetryWindow, { rollups = false } = {}): { sql: string; params: unknown[] } {
  const params: unknown[] = [new Date(w.from), new Date(w.to)];
  const parts = ['minute >= $1', 'minute < $2'];
  const filters: [keyof TelemetryWindow, string][] = [
    ['area', 'area'],
    ['route', 'route'],
    ['build', 'build'],
    ['channel', 'channel'],
    ...(rollups
      ? ([
          ['viewport', 'viewport'],
          ['connection', 'connection'],
        ] as [keyof TelemetryWindow, string][])
      : []),
  ];
  for (const [key, column] of filters) {
    if (w[key] === undefined) continue;
    params.push(w[key]);
    parts.push(`${column} = $${params.length}`);
  }
  return { sql: parts.join(' AND '), params };
}

export class PgTelemetryStore implements TelemetryStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly url: string,
  ) {}

  get description(): string {
    return `PostgreSQL ${describeDatabaseUrl(this.url)} (${SCHEMA}.rum_*)`;
  }

  async write(batch: TelemetryBatch): Promise<void> {
    if (!batch.cells.length && !batch.errors.length && !batch.samples.length && !batch.targets.length) return;
    await withClient(this.pool, async (client, broken) => {
      try {
        await client.query('BEGIN; SET LOCAL synchronous_commit = off');
        if (batch.cells.length) await this.upsertCells(client, batch);
        if (batch.errors.length) await this.upsertErrors(client, batch.errors);
        if (batch.samples.length) await this.upsertSamples(client, batch.samples);
        if (batch.targets.length) await this.upsertTargets(client, batch);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(broken);
        throw err;
      }
    });
  }

  private upsertCells(client: pg.PoolClient, { cells }: TelemetryBatch) {
    return client.query(
      `INSERT INTO ${ROLLUPS} AS r (minute, area, build, channel, route, viewport, connection, metric, count, sum, buckets)
       SELECT m, a, b, c, rt, vp, cn, mt, n, s, bk::integer[]
       FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::bigint[], $10::float8[], $11::text[]) AS u(m, a, b, c, rt, vp, cn, mt, n, s, bk)
       ON CONFLICT (area, minute, build, channel, route, viewport, connection, metric) DO UPDATE SET
         count = r.count + excluded.count,
         sum = r.sum + excluded.sum,
         buckets = CASE
           WHEN r.buckets IS NULL THEN excluded.buckets
           WHEN excluded.buckets IS NULL THEN r.buckets
           ELSE ARRAY(SELECT coalesce(x, 0) + coalesce(y, 0) FROM unnest(r.buckets, excluded.buckets) WITH ORDINALITY AS t(x, y, i) ORDER BY i)
         END`,
      [
        cells.map((c) => new Date(c.minute)),
        cells.map((c) => c.area),
        cells.map((c) => c.build),
        cells.map((c) => c.channel),
        cells.map((c) => c.route),
        cells.map((c) => c.viewport),
        cells.map((c) => c.connection),
        cells.map((c) => c.metric),
        cells.map((c) => c.count),
        cells.map((c) => c.sum),
        cells.map((c) => pgArray(c.buckets)),
      ],
    );
  }

  private upsertErrors(client: pg.PoolClient, errors: ErrorCount[]) {
    return client.query(
      `INSERT INTO ${ERRORS} AS r (minute, fingerprint, area, build, channel, route, count)
       SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[])
       ON CONFLICT (area, minute, fingerprint, build, channel, route) DO UPDATE SET count = r.count + excluded.count`,
      [
        errors.map((e) => new Date(e.minute)),
        errors.map((e) => e.fingerprint),
        errors.map((e) => e.area),
        errors.map((e) => e.build),
        errors.map((e) => e.channel),
        errors.map((e) => e.route),
        errors.map((e) => e.count),
      ],
    );
  }

  private upsertSamples(client: pg.PoolClient, samples: ErrorSample[]) {
    return client.query(
      `INSERT INTO ${SAMPLES} AS r (fingerprint, build, area, type, message, stack, route, first_seen, last_seen, count)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                            $8::timestamptz[], $9::timestamptz[], $10::bigint[])
       ON CONFLICT (fingerprint, build) DO UPDATE SET
         count = r.count + excluded.count,
         first_seen = least(r.first_seen, excluded.first_seen),
         last_seen = greatest(r.last_seen, excluded.last_seen)`,
      [
        samples.map((s) => s.fingerprint),
        samples.map((s) => s.build),
        samples.map((s) => s.area),
        samples.map((s) => s.type),
        samples.map((s) => s.message),
        samples.map((s) => s.stack ?? null),
        samples.map((s) => s.route),
        samples.map((s) => new Date(s.firstSeen)),
        samples.map((s) => new Date(s.lastSeen)),
        samples.map((s) => s.count),
      ],
    );
  }

  private upsertTargets(client: pg.PoolClient, { targets }: TelemetryBatch) {
    return client.query(
      `INSERT INTO ${TARGETS} AS r (minute, area, build, channel, route, metric, target, count, sum)
       SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                            $8::bigint[], $9::float8[])
       ON CONFLICT (area, minute, build, channel, route, metric, target) DO UPDATE SET
         count = r.count + excluded.count, sum = r.sum + excluded.sum`,
      [
        targets.map((t) => new Date(t.minute)),
        targets.map((t) => t.area),
        targets.map((t) => t.build),
        targets.map((t) => t.channel),
        targets.map((t) => t.route),
        targets.map((t) => t.metric),
        targets.map((t) => t.target),
        targets.map((t) => t.count),
        targets.map((t) => t.sum),
      ],
    );
  }

  async rollups(w: TelemetryWindow, { byRoute = false } = {}): Promise<RollupGroup[]> {
    const { sql, params } = where(w, { rollups: true });
    const keys = `area, build, channel, metric${byRoute ? ', route' : ''}`;
    const { rows } = await this.pool.query<{
      area: RollupGroup['area'];
      build: string;
      channel: RollupGroup['channel'];
      metric: RollupGroup['metric'];
      route?: string;
      count: string;
      sum: number;
      buckets: number[] | null;
    }>(
      `WITH w AS (SELECT ${keys}, count, sum, buckets FROM ${ROLLUPS} WHERE ${sql}),
            totals AS (SELECT ${keys}, sum(count) AS count, sum(sum) AS sum FROM w GROUP BY ${keys}),
            per_bucket AS (SELECT ${keys}, i, sum(x)::integer AS n
                           FROM w, unnest(w.buckets) WITH ORDINALITY AS u(x, i) GROUP BY ${keys}, i),
            histograms AS (SELECT ${keys}, array_agg(n ORDER BY i) AS buckets FROM per_bucket GROUP BY ${keys})
       SELECT totals.*, histograms.buckets FROM totals LEFT JOIN histograms USING (${keys})`,
      params,
    );
    return rows.map((r) => ({
      area: r.area,
      build: r.build,
      channel: r.channel,
      metric: r.metric,
      ...(byRoute ? { route: r.route as string } : {}),
      count: Number(r.count),
      sum: Number(r.sum),
      ...(r.buckets ? { buckets: r.buckets.map(Number) } : {}),
    }));
  }

  async errorGroups(w: TelemetryWindow, { limit = 20 } = {}): Promise<ErrorGroup[]> {
    const { sql, params } = where(w);
    const { rows } = await this.pool.query<{ fingerprint: string; build: string; route: string; count: string }>(
      `SELECT fingerprint, build, route, sum(count) AS count FROM ${ERRORS} WHERE ${sql} GROUP BY fingerprint, build, route`,
      params,
    );
    const counts = rows.map((r) => ({ ...r, count: Number(r.count) }));
    const prints = [...new Set(counts.map((c) => c.fingerprint))];
    if (!prints.length) return [];
    const samples = await this.pool.query<{
      fingerprint: string;
      build: string;
      area: ErrorSample['area'];
      type: ErrorSample['type'];
      message: string;
      stack: string | null;
      route: string;
      first_seen: Date;
      last_seen: Date;
      count: string;
    }>(`SELECT * FROM ${SAMPLES} WHERE fingerprint = ANY($1)`, [prints]);
    return groupErrors(
      counts,
      samples.rows.map((s) => ({
        fingerprint: s.fingerprint,
        build: s.build,
        area: s.area,
        type: s.type,
        message: s.message,
        stack: s.stack ?? undefined,
        route: s.route,
        firstSeen: s.first_seen.getTime(),
        lastSeen: s.last_seen.getTime(),
        count: Number(s.count),
      })),
      limit,
    );
  }

  async targets(w: TelemetryWindow, { limit = 5 } = {}): Promise<TargetGroup[]> {
    const { sql, params } = where(w);
    const { rows } = await this.pool.query<{ metric: TargetGroup['metric']; target: string; count: string; sum: number }>(
      `SELECT metric, target, sum(count) AS count, sum(sum) AS sum FROM ${TARGETS} WHERE ${sql} GROUP BY metric, target`,
      params,
    );
    return groupTargets(
      rows.map((r) => ({ ...r, count: Number(r.count), sum: Number(r.sum) })),
      limit,
    );
  }

  async purge(before: number): Promise<number> {
    const cutoff = new Date(before);
    let removed = 0;
    for (const [table, column] of [
      [ROLLUPS, 'minute'],
      [ERRORS, 'minute'],
      [TARGETS, 'minute'],
      [SAMPLES, 'last_seen'],
    ] as const) {
      const { rowCount } = await this.pool.query(`DELETE FROM ${table} WHERE ${column} < $1`, [cutoff]);
      removed += rowCount ?? 0;
    }
    return removed;
  }

  /** The pool is the submission store's (or the command's own): whoever opened it closes it. */
  async close(): Promise<void> {}
}
