/**
 * The one place that picks the telemetry store: PostgreSQL beside the submissions when
 * DATABASE_URL is set (on the submission store's pool), else files under DATA_DIR/telemetry.
 */
import path from 'node:path';
import type { Config } from '../config/env';
import type { Logger } from '../logger';
import { createPool } from '../postgres/database';
import { migrate } from '../postgres/migrations';
import { PgSubmissionStore } from '../postgres/store';
import { PgTelemetryStore } from '../postgres/telemetry-store';
import type { SubmissionStore } from '../store/submission-store';
import { FileTelemetryStore } from './file-store';
import type { TelemetryStore } from './telemetry-store';

export const telemetryDir = (dataDir: string) => path.join(dataDir, 'telemetry');

/** The server's telemetry store, next to its submission store. */
export function openTelemetryStore(config: Config, submissions: SubmissionStore): TelemetryStore {
  if (submissions instanceof PgSubmissionStore && config.databaseUrl) return new PgTelemetryStore(submissions.pool, config.databaseUrl);
  return new FileTelemetryStore(telemetryDir(config.dataDir));
}

/** `npm run vitals` / `npm run errors`: the same store, read with a connection of their own. */
export async function openTelemetryReader(config: Config, logger: Logger): Promise<{ store: TelemetryStore; close(): Promise<void> }> {
  if (!config.databaseUrl) {
    const store = new FileTelemetryStore(telemetryDir(config.dataDir));
    return { store, close: () => store.close() };
  }
  const pool = createPool({ url: config.databaseUrl, size: 2, applicationName: 'meranti telemetry reader', logger });
  try {
    await migrate(pool);
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  return { store: new PgTelemetryStore(pool, config.databaseUrl), close: () => pool.end() };
}
