/**
 * `/metrics`: the pipeline's figures in the Prometheus text format (prom-client), one registry
 * per app. Counters are bumped where things happen (submission service, sender, HTTP); gauges
 * (outbox depth, age of the oldest pending submission, dead letters, quarantine) are read from the
 * store when scraped — with PostgreSQL, from the database, so every instance reports the whole
 * pipeline's figures (alert on their max) while the counters are this instance's (sum them).
 * The alert rules an operator should set are in the README ("Watching the pipeline").
 */
import type { RequestHandler } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { RELAY_FAULT_REASONS, type RelayFaultReason } from './mail/failures';
import type { StoreStats, SubmissionStore } from './store/submission-store';

const KINDS = ['contact', 'download', 'guide', 'newsletter'] as const;

export type SubmissionOutcome = 'accepted' | 'duplicate' | 'quarantined';
export type DeadReason = 'refused' | 'expired';

/** What the pipeline reports (the submission service and the sender call these). */
export interface PipelineMetrics {
  submission(kind: string, outcome: SubmissionOutcome): void;
  suspect(kind: string, reason: string): void;
  mailed(kind: string, sendSeconds: number, delaySeconds: number): void;
  failedAttempt(kind: string): void;
  deadLetter(kind: string, reason: DeadReason): void;
  /** A send failed for a fault of the mail relay (not of the message): ADR 22. */
  relayFailure(reason: RelayFaultReason): void;
  /** The sender's circuit breaker opened (delivery paused for a relay fault) or closed again. */
  circuit(open: boolean): void;
}

export interface Metrics {
  registry: Registry;
  pipeline: PipelineMetrics;
  /** Counts HTTP responses by status code. */
  http: RequestHandler;
}

export function createMetrics(store: SubmissionStore): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const counter = (name: string, help: string, labelNames: string[]) => new Counter({ name, help, labelNames, registers: [registry] });
  const accepted = counter('meranti_submissions_accepted_total', 'Submissions accepted (stored durably, to be mailed)', ['kind']);
  const duplicates = counter('meranti_submissions_duplicate_total', 'Submissions whose id was known already (not stored again)', ['kind']);
  const suspects = counter('meranti_submissions_suspect_total', 'Submissions a bot check doubts (kept, flagged)', ['kind', 'reason']);
  const quarantined = counter('meranti_submissions_quarantined_total', 'Honeypot submissions put in quarantine', ['kind']);
  const mailed = counter('meranti_mail_sent_total', 'Submissions mailed to sales', ['kind']);
  const failed = counter('meranti_mail_failed_attempts_total', 'Delivery attempts that failed (each is retried or dead-lettered)', [
    'kind',
  ]);
  const dead = counter('meranti_dead_letters_total', 'Submissions moved to the dead letters', ['kind', 'reason']);
  const responses = counter('meranti_http_responses_total', 'HTTP responses by status code', ['code']);
  const relayFailures = counter(
    'meranti_mail_relay_failures_total',
    'Send attempts that failed for a fault of the mail relay, not of the message (they pause delivery, never dead-letter)',
    ['reason'],
  );
  for (const reason of RELAY_FAULT_REASONS) relayFailures.inc({ reason }, 0);
  const circuitOpen = new Gauge({
    name: 'meranti_mail_circuit_open',
    help: '1 while mail delivery is paused for a relay fault (connection, TLS, authentication, timeout), else 0',
    registers: [registry],
  });
  circuitOpen.set(0);
  for (const kind of KINDS) {
    for (const c of [accepted, duplicates, quarantined, mailed, failed]) c.inc({ kind }, 0);
    for (const reason of ['refused', 'expired']) dead.inc({ kind, reason }, 0);
    for (const reason of ['too-fast', 'honeypot']) suspects.inc({ kind, reason }, 0);
  }

  const sendSeconds = new Histogram({
    name: 'meranti_mail_send_seconds',
    help: 'Time the mail server took to accept a message',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    labelNames: ['kind'],
    registers: [registry],
  });
  const delaySeconds = new Histogram({
    name: 'meranti_mail_delivery_delay_seconds',
    help: 'Time from accepting a submission to the mail server accepting its message',
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600, 4 * 3600, 24 * 3600],
    labelNames: ['kind'],
    registers: [registry],
  });

  // One read of the store per scrape, shared by the gauges below (undefined: the store did not answer).
  let snapshot: Promise<StoreStats | undefined> | undefined;
  let snapshotAt = 0;
  const stats = () => {
    if (!snapshot || Date.now() - snapshotAt > 250) {
      snapshotAt = Date.now();
      snapshot = store.stats().catch(() => undefined);
    }
    return snapshot;
  };
  const gauge = (name: string, help: string, read: (s: StoreStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const s = await stats();
        this.set(s ? read(s) : Number.NaN);
      },
    });
  gauge('meranti_outbox_depth', 'Accepted submissions waiting to be mailed', (s) => s.pending);
  gauge('meranti_outbox_oldest_pending_age_seconds', 'Age of the oldest submission waiting to be mailed (0 when none)', (s) =>
    s.oldestPendingAt === undefined ? 0 : Math.max(0, (Date.now() - s.oldestPendingAt) / 1000),
  );
  gauge('meranti_dead_letters', 'Submissions in the dead letters now (npm run enquiries -- dead)', (s) => s.dead);
  gauge('meranti_quarantine', 'Submissions in quarantine now (npm run enquiries -- quarantine)', (s) => s.quarantined);
  new Gauge({
    name: 'meranti_store_up',
    help: 'Whether the store (files, or PostgreSQL) answered this scrape; the four gauges above are NaN when not',
    registers: [registry],
    async collect() {
      this.set((await stats()) ? 1 : 0);
    },
  });

  // Bound children: no label lookup per request.
  const byCode = new Map<number, { inc(): void }>();
  const http: RequestHandler = (_req, res, next) => {
    res.once('finish', () => {
      let child = byCode.get(res.statusCode);
      if (!child) {
        child = responses.labels(String(res.statusCode));
        byCode.set(res.statusCode, child);
      }
      child.inc();
    });
    next();
  };

  return {
    registry,
    http,
    pipeline: {
      submission(kind, outcome) {
        (outcome === 'accepted' ? accepted : outcome === 'duplicate' ? duplicates : quarantined).labels(kind).inc();
      },
      suspect(kind, reason) {
        suspects.labels(kind, reason).inc();
      },
      mailed(kind, send, delay) {
        mailed.labels(kind).inc();
        sendSeconds.labels(kind).observe(send);
        delaySeconds.labels(kind).observe(delay);
      },
      failedAttempt(kind) {
        failed.labels(kind).inc();
      },
      deadLetter(kind, reason) {
        dead.labels(kind, reason).inc();
      },
      relayFailure(reason) {
        relayFailures.labels(reason).inc();
      },
      circuit(open) {
        circuitOpen.set(open ? 1 : 0);
      },
    },
  };
}
