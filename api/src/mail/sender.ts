/**
 * Mails accepted submissions from the outbox, in order, retrying with exponential backoff while
 * the mail server is down or slow. A submission leaves the outbox only once the server accepted
 * it and its delivery is recorded durably (see OutboxStore.markSent), so after a crash or restart
 * whatever was pending is sent, and what was sent is not sent again.
 * Not retried for ever: a message the server refuses permanently (5xx), or one still failing
 * `deadAfterMs` after it was accepted, becomes a dead letter (DATA_DIR/dead, with the last error;
 * `npm run enquiries -- dead` lists them, `... retry <id>` puts one back).
 */
import type { Logger } from 'pino';
import type { DeadReason, PipelineMetrics } from '../metrics';
import type { DeliveryError } from '../outbox/parked';
import type { OutboxRecord, OutboxStore } from '../outbox/store';
import { recordKind } from '../outbox/store';
import { composeMail, type MailSettings } from './compose';
import type { MailTransport } from './transport';

export interface SenderOptions {
  retryBaseMs: number;
  retryMaxMs: number;
  /** A submission still failing this long after it was accepted becomes a dead letter. */
  deadAfterMs: number;
  logger: Logger;
  metrics?: PipelineMetrics | undefined;
}

interface Entry {
  id: string;
  attempts: number;
}

/** Why a send failed, without message content or addresses. */
function errorSummary(err: unknown): Record<string, unknown> {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown; name?: unknown };
  return { code: e.code, responseCode: e.responseCode, command: e.command, name: e.name };
}

/** The last error, as kept with a dead letter (the server's answer included). */
function deliveryError(err: unknown): DeliveryError {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 1000) : undefined);
  return {
    code: text(e.code),
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : undefined,
    response: text(e.response),
    message: text(e.message),
  };
}

export class Sender {
  private ready: Entry[] = [];
  private head = 0;
  private inFlight = new Map<string, Promise<void>>();
  private consecutiveFailures = 0;
  private pausedUntil = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private queued = new Set<string>();
  /** Counters, for /healthz and tests. */
  delivered = 0;
  failedAttempts = 0;
  deadLetters = 0;

  constructor(
    private readonly store: OutboxStore,
    private readonly transport: MailTransport,
    private readonly mail: MailSettings,
    private readonly options: SenderOptions,
  ) {}

  /** Queue everything pending in the store and every submission accepted from now on. */
  start(): void {
    for (const id of this.store.pendingIds()) this.enqueue(id);
    this.store.onAccepted = (id) => this.enqueue(id);
    this.pump();
  }

  get queuedCount(): number {
    return this.queued.size;
  }

  enqueue(id: string): void {
    if (this.stopped || this.queued.has(id)) return;
    this.queued.add(id);
    this.ready.push({ id, attempts: 0 });
    this.pump();
  }

  private backoff(n: number): number {
    const exp = Math.min(this.options.retryMaxMs, this.options.retryBaseMs * 2 ** Math.min(n - 1, 30));
    return Math.round(exp * (0.75 + Math.random() * 0.25));
  }

  private next(): Entry | undefined {
    if (this.head < this.ready.length) {
      const e = this.ready[this.head++];
      if (this.head > 1024 && this.head * 2 > this.ready.length) {
        this.ready = this.ready.slice(this.head);
        this.head = 0;
      }
      return e;
    }
    return undefined;
  }

  private pump(): void {
    if (this.stopped) return;
    const now = Date.now();
    if (now < this.pausedUntil) {
      this.wake(this.pausedUntil - now);
      return;
    }
    while (this.inFlight.size < this.transport.concurrency) {
      const entry = this.next();
      if (!entry) break;
      const p = this.deliver(entry).finally(() => {
        this.inFlight.delete(entry.id);
        this.pump();
      });
      this.inFlight.set(entry.id, p);
    }
  }

  private wake(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pump();
    }, ms);
    this.timer.unref();
  }

  private async deliver(entry: Entry): Promise<void> {
    const { id } = entry;
    const log: Record<string, unknown> = { submissionId: id, attempt: entry.attempts + 1 };
    const metrics = this.options.metrics;
    let accepted = false;
    let record: OutboxRecord | undefined;
    try {
      // Mailed from the disk: the submission is read back from the outbox.
      record = await this.store.read(id);
      log.kind = recordKind(record);
      const mail = composeMail(record, this.mail);
      const t0 = performance.now();
      await this.transport.send(mail, fileKey(record));
      accepted = true;
      const sendSeconds = (performance.now() - t0) / 1000;
      // Recorded right after the server took it. Dying before this fsync completes is the one
      // window in which the mail can go out twice; it then has the same Message-ID.
      await this.store.markSent(id, { messageId: mail.messageId });
      this.queued.delete(id);
      this.consecutiveFailures = 0;
      this.delivered++;
      metrics?.mailed(recordKind(record), sendSeconds, Math.max(0, (Date.now() - Date.parse(record.receivedAt)) / 1000));
      this.options.logger.info({ ...log, status: 'sent' }, 'mail sent');
    } catch (err) {
      if (accepted) {
        // Mailed, but the sent-marker did not reach the disk: never mail it again in this process;
        // after a restart it will be retried (same Message-ID).
        this.queued.delete(id);
        this.options.logger.error({ ...log, status: 'sent-unrecorded', err: errorSummary(err) }, 'mail sent but delivery not recorded');
        return;
      }
      entry.attempts++;
      this.failedAttempts++;
      if (record) metrics?.failedAttempt(recordKind(record));
      if (this.stopped) return;
      // Refused for good (5xx: this message, this mailbox), or failing past the limit: a dead letter.
      const refused = Number((err as { responseCode?: unknown } | null)?.responseCode) >= 500;
      const expired = record !== undefined && Date.now() - Date.parse(record.receivedAt) > this.options.deadAfterMs;
      if (record && (refused || expired)) {
        const reason: DeadReason = refused ? 'refused' : 'expired';
        try {
          await this.store.markDead({
            record,
            parkedAt: new Date().toISOString(),
            reason,
            attempts: entry.attempts,
            lastError: deliveryError(err),
          });
          this.queued.delete(id);
          this.deadLetters++;
          metrics?.deadLetter(recordKind(record), reason);
          this.options.logger.error(
            { ...log, status: 'dead-letter', reason, err: errorSummary(err) },
            'mail not sent: moved to the dead letters',
          );
          return;
        } catch (parkErr) {
          this.options.logger.error({ ...log, err: { message: (parkErr as Error).message } }, 'could not park a dead letter: will retry');
        }
      }
      // Transient failures are nearly always the server's (down, slow, refusing for now): hold the
      // whole queue back, with exponential backoff, and retry this submission first so order is
      // kept. Deliveries failing together (one outage) count as one failure.
      if (Date.now() >= this.pausedUntil) {
        this.consecutiveFailures++;
        this.pausedUntil = Date.now() + this.backoff(this.consecutiveFailures);
      }
      const delay = Math.max(0, this.pausedUntil - Date.now());
      if (this.head > 0) this.ready[--this.head] = entry;
      else this.ready.unshift(entry);
      this.options.logger.warn({ ...log, status: 'retry', retryInMs: delay, err: errorSummary(err) }, 'mail not sent, will retry');
    }
  }

  /** Stop taking new work; wait up to `timeoutMs` for deliveries under way. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.store.onAccepted = undefined;
    if (this.inFlight.size === 0) return;
    let t: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.inFlight.values()]),
      new Promise((r) => {
        t = setTimeout(r, timeoutMs);
      }),
    ]);
    if (t) clearTimeout(t);
  }
}

/** `20250101T101500Z-contact-<id>`: sortable, and the same for the same submission. */
export function fileKey(record: OutboxRecord): string {
  const stamp = record.receivedAt.replace(/[-:]/g, '').replace(/\.\d+/, '');
  return `${stamp}-${recordKind(record)}-${record.id}`;
}
