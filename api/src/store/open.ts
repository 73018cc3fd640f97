/**
 * The one place that picks the store from the configuration: PostgreSQL when DATABASE_URL is set
 * (shared by every instance), else the filesystem outbox in DATA_DIR (one process).
 */
import type { Config } from '../config/env';
import type { Logger } from '../logger';
import { ParkedFiles } from '../outbox/parked';
import { OutboxStore } from '../outbox/store';
import { PgSubmissionStore } from '../postgres/store';
import type { ParkedSubmissions, SubmissionStore } from './submission-store';

const pgOptions = (config: Config & { databaseUrl: string }, logger: Logger) => ({
  url: config.databaseUrl,
  poolSize: config.databasePoolSize,
  instanceId: config.instanceId,
  leaseMs: config.mailLeaseMs,
  pollMs: config.requeuePollMs,
  sentRetentionMs: config.sentRetentionMs,
  quarantineRetentionMs: config.quarantineRetentionMs,
  logger,
});

const hasDatabase = (config: Config): config is Config & { databaseUrl: string } => config.databaseUrl !== undefined;

/** The server's store (PostgreSQL waits for the database to come up, then migrates). */
export function openSubmissionStore(config: Config, logger: Logger): Promise<SubmissionStore> {
  if (hasDatabase(config)) return PgSubmissionStore.open({ ...pgOptions(config, logger), serve: true });
  return OutboxStore.open(config.dataDir, { sentRetentionMs: config.sentRetentionMs, quarantineRetentionMs: config.quarantineRetentionMs });
}

/** The operator command's view of the same store (it never opens the filesystem outbox). */
export async function openParkedSubmissions(config: Config, logger: Logger): Promise<ParkedSubmissions> {
  if (hasDatabase(config)) return PgSubmissionStore.open({ ...pgOptions(config, logger), serve: false, connectTimeoutMs: 10_000 });
  return new ParkedFiles(config.dataDir, config.requeuePollMs);
}
