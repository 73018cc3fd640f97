/**
 * THE env module of the API: `process.env` is read here and nowhere else in api/.
 * Parsed once with zod when the server starts; anything wrong stops the start with one clear
 * message per variable. Every variable has a default, so `npm start` needs none of them.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { company } from '@meranti/platform/company';
import { z } from 'zod';

/** The repository root (api/src/config → ../../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const int = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

const variablesSchema = z.object({
  PORT: int(0, 65535).default(3000),
  /** Interface to listen on; unset = every interface. */
  HOST: z.string().min(1).optional(),
  /** Public origin of the site: same-origin checks, HSTS, the start banner. */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://www.meranti4pl.example' })
    .transform((u) => u.replace(/\/+$/, ''))
    .default('http://localhost:3000'),
  /** Base address of static media (docs/product-rules.md#media): a path such as /assets/ or an absolute URL, ending in /. */
  ASSETS_BASE_URL: z
    .string()
    .regex(/^(\/|https?:\/\/[^\s]+\/)([^\s]*\/)?$/, {
      error: 'must be a path or an http(s) URL ending in /, e.g. https://cdn.meranti4pl.example/assets/',
    })
    .default('/assets/'),
  /** The built site (index.html, <route>/index.html, 404.html, assets/, mfe/ …). */
  SITE_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.site')),
  /**
   * PostgreSQL (postgres://user:pass@host:port/db): submissions, their delivery queue (pg-boss) and
   * the rate limit counts live there, shared by every instance. Unset = the filesystem store in DATA_DIR.
   */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/i, { error: 'must be a postgres:// URL, e.g. postgres://meranti:secret@db.internal:5432/meranti' })
    .optional(),
  /** Connections this instance keeps to PostgreSQL at most. */
  DATABASE_POOL_SIZE: int(2, 200).default(10),
  /**
   * PostgreSQL: how long one delivery attempt holds a submission without renewing the hold (it
   * renews it every third of this while the mail server works). When an instance dies mid-delivery,
   * another one takes the submission over after about this long.
   */
  MAIL_LEASE_SECONDS: int(5, 3600).default(30),
  /** Durable store of accepted enquiries (outbox/, sent.ndjson, quarantine/, dead/, requeue/) and, without SMTP, mail/: owner-only, one process. */
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
  /** smtp:// or smtps:// URL (user:pass@host:port). Unset = write .eml files to DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/i, { error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587' })
    .optional(),
  SMTP_MAX_CONNECTIONS: int(1, 50).default(5),
  /**
   * 1: an smtp:// URL with credentials may log in without TLS (a relay on a link you trust). Unset:
   * STARTTLS is required before AUTH, and a relay that does not offer it is a relay fault.
   */
  SMTP_INSECURE: z.enum(['0', '1', 'false', 'true'], { error: 'must be 1 or 0' }).default('0'),
  ENQUIRY_TO: z.email({ error: 'must be an e-mail address' }).default(company.email.sales),
  ENQUIRY_FROM: z.email({ error: 'must be an e-mail address' }).default(company.email.website),
  /** Submissions sent sooner than this after the form was shown are mailed flagged as suspected bots. */
  MIN_FILL_MS: int(0, 600_000).default(2000),
  RATE_LIMIT_PER_MINUTE: int(1, 1_000_000_000).default(10),
  RATE_LIMIT_BURST: int(1, 1_000_000_000).default(10),
  MAIL_RETRY_BASE_MS: int(1, 3_600_000).default(1000),
  MAIL_RETRY_MAX_MS: int(1, 3_600_000).default(60_000),
  /** A submission the mail server still defers this long after it was accepted becomes a dead letter. */
  DEAD_LETTER_AFTER_HOURS: int(1, 24 * 365).default(72),
  /**
   * Personal data of a mailed submission is gone from the store within this long after delivery
   * (the file store compacts its outbox every half of it; PostgreSQL drops it at delivery).
   */
  DELIVERED_DATA_MINUTES: int(2, 24 * 60).default(60),
  /** Delivery records (sent.ndjson; sent rows) older than this are dropped: a retry that late is a new submission. No personal data. */
  SENT_RETENTION_DAYS: int(1, 3650).default(30),
  /** Honeypot submissions are kept in quarantine this long. */
  QUARANTINE_DAYS: int(1, 3650).default(30),
  /** Dead letters are kept this long after they were parked (retry them before), then deleted. */
  DEAD_LETTER_DAYS: int(1, 3650).default(30),
  /** The .eml files of the embedded default (no SMTP_URL) are deleted this long after they were written. */
  MAIL_FILES_DAYS: int(1, 3650).default(7),
  /** How often the server looks for submissions released or retried by `npm run enquiries`. */
  REQUEUE_POLL_MS: int(100, 3_600_000).default(2000),
  /** Bearer token for GET /metrics; unset = /metrics answers loopback clients only. */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** This instance's name in /healthz, logs and delivery records; default `<hostname>-<pid>`. */
  INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._:@-]{0,99}$/, {
      error: 'must be 1–100 letters, digits and . _ : @ - (starting with a letter or digit), e.g. api-1',
    })
    .optional(),
  /** Express "trust proxy": false, true, a hop count, or addresses/subnets (e.g. loopback). */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  /**
   * A secret the load balancer sends with every request (X-Meranti-Balancer): X-Forwarded-For is
   * believed only from a request that carries it (and comes from TRUST_PROXY's addresses) — a load
   * balancer on the same machine shares 127.0.0.1 with every local process. `npm run stack` sets it.
   */
  BALANCER_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /**
   * The key preview links are signed with (`npm run deploy -- --preview`; api/src/releases/preview-token.ts).
   * Unset: a random one in DATA_DIR/preview-secret, made on first use — enough for the instances and
   * scripts of one machine (one DATA_DIR); set it to the same value wherever DATA_DIR differs.
   */
  PREVIEW_SECRET: z.string().min(32, { error: 'must be at least 32 characters (e.g. openssl rand -hex 32)' }).optional(),
  /** Where a canary's decisions (each stage, promotion, abort) are POSTed as JSON (releases: scripts/lib/release-notify.mjs). */
  RELEASE_NOTIFY_WEBHOOK: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Who is mailed a canary's decisions (the area's team). */
  RELEASE_NOTIFY_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  /** The relay for RELEASE_NOTIFY_EMAIL; unset: SMTP_URL, else .eml files in DATA_DIR/release-mail. */
  RELEASE_NOTIFY_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/i, { error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587' })
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /** How long SIGTERM waits for in-flight requests and mail before closing. */
  SHUTDOWN_TIMEOUT_MS: int(0, 600_000).default(10_000),
  /**
   * Behind a load balancer with health checks: on SIGTERM, /healthz answers 503 ("draining") this
   * long while the server keeps serving, so the balancer stops sending requests before the server
   * stops accepting them. 0 (default): stop accepting at once.
   */
  SHUTDOWN_DRAIN_MS: int(0, 600_000).default(0),
  /** POST /api/rum (real-user telemetry, ADR 24): beacons one client may send — per minute on average, and at once. */
  RUM_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000_000).default(120),
  RUM_RATE_LIMIT_BURST: int(1, 1_000_000_000).default(60),
  /** Beacons per second one instance takes at most (the goal is 2,000 with room); beyond, they are shed (503), so a flood leaves the CPU to enquiries. */
  RUM_MAX_PER_SECOND: int(1, 1_000_000).default(2500),
  /** Largest beacon body (bytes). */
  RUM_MAX_BYTES: int(1024, 65_536).default(16_384),
  /** Beacons are shed while the event loop's p99 delay is above this (ms), so enquiries go first; 0 = never. */
  RUM_SHED_LAG_MS: int(0, 10_000).default(50),
  /** While an enquiry or lead is in flight, a beacon's body waits for it — this long at most (ms); 0 = never waits. */
  RUM_WAIT_FOR_ENQUIRIES_MS: int(0, 10_000).default(250),
  /** How often the minute rollups are written to the telemetry store (ms). */
  RUM_FLUSH_MS: int(100, 600_000).default(60_000),
  /** Telemetry rollups and error samples are kept this long. */
  RUM_RETENTION_DAYS: int(1, 3650).default(30),
  /** The Node builds and source maps of every build (the build's .ssr folder): `npm run errors` maps stacks with them. */
  SSR_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.ssr')),
  /**
   * Tests only: GET /api/use-cases/:slug also serves the test-fixture records (JSON-string lists
   * with unknown icons, malformed JSON, empty data) the end-to-end suite drives the generic
   * case-study page with. Off unless set; never set in production.
   */
  USE_CASE_TEST_FIXTURES: z.enum(['0', '1', 'false', 'true'], { error: 'must be 1 or 0' }).default('0'),
});

export type TrustProxy = boolean | number | string;

const HOUR_MS = 3_600_000;

const parseTrustProxy = (v: string): TrustProxy => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v);

/** Stable and readable: the machine, then the process (`web-1-4242`). */
const defaultInstanceId = () => `${os.hostname().replace(/[^A-Za-z0-9._-]/g, '-') || 'api'}-${process.pid}`;

/** The environment, parsed and turned into the shape `createApp` takes (`Config`). */
const envSchema = variablesSchema.transform((e) => ({
  port: e.PORT,
  host: e.HOST,
  siteUrl: e.SITE_URL,
  assetsBase: e.ASSETS_BASE_URL,
  siteDir: path.resolve(e.SITE_DIR),
  dataDir: path.resolve(e.DATA_DIR),
  /** PostgreSQL (DATABASE_URL); undefined = the filesystem store in dataDir. */
  databaseUrl: e.DATABASE_URL,
  databasePoolSize: e.DATABASE_POOL_SIZE,
  /** PostgreSQL: how long a delivery attempt holds a submission between renewals (MAIL_LEASE_SECONDS). */
  mailLeaseMs: e.MAIL_LEASE_SECONDS * 1000,
  smtpUrl: e.SMTP_URL,
  smtpMaxConnections: e.SMTP_MAX_CONNECTIONS,
  /** SMTP_INSECURE: credentials may be sent without TLS. */
  smtpInsecure: e.SMTP_INSECURE === '1' || e.SMTP_INSECURE === 'true',
  enquiryTo: e.ENQUIRY_TO,
  enquiryFrom: e.ENQUIRY_FROM,
  minFillMs: e.MIN_FILL_MS,
  rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
  rateLimitBurst: e.RATE_LIMIT_BURST,
  mailRetryBaseMs: e.MAIL_RETRY_BASE_MS,
  mailRetryMaxMs: Math.max(e.MAIL_RETRY_MAX_MS, e.MAIL_RETRY_BASE_MS),
  deadLetterAfterMs: e.DEAD_LETTER_AFTER_HOURS * HOUR_MS,
  /** DELIVERED_DATA_MINUTES: the personal data of a mailed submission is gone from the store within this. */
  deliveredDataMs: e.DELIVERED_DATA_MINUTES * 60_000,
  sentRetentionMs: e.SENT_RETENTION_DAYS * 24 * HOUR_MS,
  quarantineRetentionMs: e.QUARANTINE_DAYS * 24 * HOUR_MS,
  /** DEAD_LETTER_DAYS */
  deadLetterRetentionMs: e.DEAD_LETTER_DAYS * 24 * HOUR_MS,
  /** MAIL_FILES_DAYS: how long .eml files are kept. */
  mailFilesRetentionMs: e.MAIL_FILES_DAYS * 24 * HOUR_MS,
  requeuePollMs: e.REQUEUE_POLL_MS,
  metricsToken: e.METRICS_TOKEN,
  /** This instance's name (INSTANCE_ID): /healthz, logs, delivery records. */
  instanceId: e.INSTANCE_ID ?? defaultInstanceId(),
  trustProxy: parseTrustProxy(e.TRUST_PROXY),
  /** BALANCER_SECRET: what the load balancer proves itself with (X-Meranti-Balancer); undefined: not needed. */
  balancerSecret: e.BALANCER_SECRET,
  /** PREVIEW_SECRET: the key of preview links; undefined: DATA_DIR/preview-secret (releases/preview-token.ts). */
  previewSecret: e.PREVIEW_SECRET,
  /** Where the team hears of a canary's decisions (RELEASE_NOTIFY_*): a webhook, and/or mail. */
  releaseNotifyWebhook: e.RELEASE_NOTIFY_WEBHOOK,
  releaseNotifyEmail: e.RELEASE_NOTIFY_EMAIL,
  releaseNotifySmtpUrl: e.RELEASE_NOTIFY_SMTP_URL,
  logLevel: e.LOG_LEVEL,
  shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  /** SHUTDOWN_DRAIN_MS: how long /healthz answers 503 before the server stops accepting. */
  shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
  /** Tests only: serve the use-case test fixtures as well (USE_CASE_TEST_FIXTURES). */
  useCaseTestFixtures: e.USE_CASE_TEST_FIXTURES === '1' || e.USE_CASE_TEST_FIXTURES === 'true',
  /** POST /api/rum's limits and the telemetry's upkeep (RUM_*). */
  rum: {
    perClientPerMinute: e.RUM_RATE_LIMIT_PER_MINUTE,
    perClientBurst: e.RUM_RATE_LIMIT_BURST,
    maxPerSecond: e.RUM_MAX_PER_SECOND,
    maxBytes: e.RUM_MAX_BYTES,
    shedLagMs: e.RUM_SHED_LAG_MS,
    waitForEnquiriesMs: e.RUM_WAIT_FOR_ENQUIRIES_MS,
    flushMs: e.RUM_FLUSH_MS,
    retentionMs: e.RUM_RETENTION_DAYS * 24 * HOUR_MS,
  },
  /** Where the builds' source maps are (SSR_DIR): `npm run errors`. */
  ssrDir: path.resolve(e.SSR_DIR),
}));

/** The API's configuration, in the shape `createApp` takes it: what `envSchema` makes of the environment. */
export type Config = z.output<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parse an environment (default: none set). Throws ConfigError listing every problem. */
export function parseEnv(source: Record<string, string | undefined> = {}): Config {
  // An empty variable (FOO=) counts as unset.
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => {
      const key = String(i.path[0] ?? '?');
      const value =
        key.includes('SMTP_URL') || key.includes('TOKEN') || key.includes('SECRET') || key === 'DATABASE_URL'
          ? '(hidden)'
          : JSON.stringify(raw[key]);
      return `  ${key}=${value}: ${i.message}`;
    });
    throw new ConfigError(`Invalid API configuration (environment variables):\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The defaults, as `npm start` runs with an empty environment. */
export const defaultConfig = (): Config => parseEnv({});

/** The configuration of this process: `process.env`, parsed once. */
let loaded: Config | undefined;
export function loadEnv(): Config {
  loaded ??= parseEnv(process.env);
  return loaded;
}
