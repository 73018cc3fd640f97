/**
 * The one place that picks the store from the configuration: PostgreSQL when DATABASE_URL is set
 * (shared by every instance), else the filesystem outbox in DATA_DIR (one process, which owns it).
 */
import type { Config } from '../config/env';
import type { Logger } from '../logger';
import { mailFolder } from '../mail/mail-files';
import { ParkedFiles } from '../outbox/operator-files';
import { OutboxStore, type StoreOptions } from '../outbox/store';
import { PgSubmissionStore } from '../postgres/store';
import type { ParkedSubmissions, SubmissionStore } from './submission-store';

const retention = (config: Config) => ({
  sentRetentionMs: config.sentRetentionMs,
  quarantineRetentionMs: config.quarantineRetentionMs,
  deadLetterRetentionMs: config.deadLetterRetentionMs,
});

const pgOptions = (config: Config & { databaseUrl: string }, logger: Logger) => ({
  url: config.databaseUrl,
  poolSize: config.databasePoolSize,
  instanceId: config.instanceId,
  leaseMs: config.mailLeaseMs,
  pollMs: config.requeuePollMs,
  ...retention(config),
  mailDir: mailFolder(config.dataDir),
  logger,
});

const fileOptions = (config: Config): StoreOptions => ({ ...retention(config), owner: `pid ${process.pid}, ${config.instanceId}` });

const hasDatabase = (config: Config): config is Config & { databaseUrl: string } => config.databaseUrl !== undefined;

/** The server's store (PostgreSQL waits for the database to come up, then migrates; files: DATA_DIR is locked). */
export function openSubmissionStore(config: Config, logger: Logger): Promise<SubmissionStore> {
  if (hasDatabase(config)) return PgSubmissionStore.open({ ...pgOptions(config, logger), serve: true });
  return OutboxStore.open(config.dataDir, fileOptions(config));
}

/** The operator command's view of the same store (with files it opens the outbox only for an erasure, and only when no server owns it). */
export async function openParkedSubmissions(config: Config, logger: Logger): Promise<ParkedSubmissions> {
  if (hasDatabase(config)) return PgSubmissionStore.open({ ...pgOptions(config, logger), serve: false, connectTimeoutMs: 10_000 });
  return new ParkedFiles(config.dataDir, config.requeuePollMs, retention(config));
}
