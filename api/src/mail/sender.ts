/**
 * Mails accepted submissions from the outbox, in order, retrying with exponential backoff while
 * the mail server is down or slow. A submission leaves the outbox only once the server accepted
 * it and its delivery is recorded durably (see OutboxStore.markSent), so after a crash or restart
 * whatever was pending is sent, and what was sent is not sent again.
 */
import type { Logger } from 'pino';
import type { OutboxRecord, OutboxStore } from '../outbox/store';
import { recordKind } from '../outbox/store';
import { composeMail, type MailSettings } from './compose';
import type { MailTransport } from './transport';

export interface SenderOptions {
  retryBaseMs: number;
  retryMaxMs: number;
  logger: Logger;
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
    let accepted = false;
    try {
      // Mailed from the disk: the submission is read back from the outbox.
      const record: OutboxRecord = await this.store.read(id);
      log.kind = recordKind(record);
      const mail = composeMail(record, this.mail);
      await this.transport.send(mail, fileKey(record));
      accepted = true;
      // Recorded right after the server took it. Dying before this fsync completes is the one
      // window in which the mail can go out twice; it then has the same Message-ID.
      await this.store.markSent(id, { messageId: mail.messageId });
      this.queued.delete(id);
      this.consecutiveFailures = 0;
      this.delivered++;
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
      // Failures are nearly always the server's (down, slow, refusing for now): hold the whole
      // queue back, with exponential backoff, and retry this submission first so order is kept.
      // A message the server keeps refusing for itself (5xx, three times) goes to the back of
      // the queue instead, so it cannot block the others.
      // Deliveries failing together (one outage) count as one failure.
      if (Date.now() >= this.pausedUntil) {
        this.consecutiveFailures++;
        this.pausedUntil = Date.now() + this.backoff(this.consecutiveFailures);
      }
      const delay = Math.max(0, this.pausedUntil - Date.now());
      if (this.stopped) return;
      const permanent = Number((err as { responseCode?: unknown } | null)?.responseCode) >= 500;
      if (permanent && entry.attempts >= 3) this.ready.push(entry);
      else if (this.head > 0) this.ready[--this.head] = entry;
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
