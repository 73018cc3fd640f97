/**
 * Mails accepted submissions from the store's delivery queue, retrying with exponential backoff
 * while the mail server is down or slow. A submission leaves the queue only once the server
 * accepted it and its delivery is recorded durably (DeliveryTicket.sent), so after a crash or
 * restart whatever was pending is sent, and what was sent is not sent again.
 * Not retried for ever: a message the server refuses permanently (5xx), or one still failing
 * `deadAfterMs` after it was accepted, becomes a dead letter (`npm run enquiries -- dead` lists
 * them, `... retry <id>` puts one back).
 * The same sender runs on either store: the filesystem store's queue is this process's memory;
 * PostgreSQL's is a pg-boss queue shared by every instance (ADR 18).
 */
import type { Logger } from 'pino';
import type { DeadReason, PipelineMetrics } from '../metrics';
import { type OutboxRecord, recordKind } from '../store/record';
import type { DeliveryError, DeliveryQueue, DeliveryTicket } from '../store/submission-store';
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

/** A store's error, as logged (`detail`: the logger redacts `message` keys). */
const errorMessage = (err: unknown) => ({ detail: (err as Error)?.message, code: (err as { code?: unknown })?.code });

export class Sender {
  private inFlight = new Map<string, Promise<void>>();
  private taking = false;
  private askAgain = false;
  private consecutiveFailures = 0;
  private pausedUntil = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Counters, for tests. */
  delivered = 0;
  failedAttempts = 0;
  deadLetters = 0;

  constructor(
    private readonly queue: DeliveryQueue,
    private readonly transport: MailTransport,
    private readonly mail: MailSettings,
    private readonly options: SenderOptions,
  ) {}

  /** Mail everything the queue holds now and whatever it is given from now on. */
  start(): void {
    this.queue.onWork = () => this.pump();
    this.pump();
  }

  private backoff(n: number): number {
    const exp = Math.min(this.options.retryMaxMs, this.options.retryBaseMs * 2 ** Math.min(n - 1, 30));
    return Math.round(exp * (0.75 + Math.random() * 0.25));
  }

  private pump(): void {
    if (this.stopped) return;
    if (this.taking) {
      // Work may have arrived after the queue was asked: ask again once it answers.
      this.askAgain = true;
      return;
    }
    const now = Date.now();
    if (now < this.pausedUntil) {
      this.wake(this.pausedUntil - now);
      return;
    }
    const free = this.transport.concurrency - this.inFlight.size;
    if (free <= 0) return;
    this.taking = true;
    this.askAgain = false;
    this.queue.take(free).then(
      (tickets) => {
        this.taking = false;
        for (const ticket of tickets) this.launch(ticket);
        if (tickets.length === free || this.askAgain) this.pump();
        // Nothing more due here now; where other processes add work too, look again later.
        else if (this.queue.pollMs !== undefined) this.wake(this.queue.pollMs);
      },
      (err: unknown) => {
        // The store could not be asked (the database is down): look again later.
        this.taking = false;
        this.options.logger.warn({ err: errorMessage(err) }, 'could not take submissions to mail: will try again');
        this.wake(this.queue.pollMs ?? this.options.retryMaxMs);
      },
    );
  }

  private launch(ticket: DeliveryTicket): void {
    if (this.stopped) {
      void ticket.abandon().catch(() => {});
      return;
    }
    const p = this.deliver(ticket).finally(() => {
      this.inFlight.delete(ticket.id);
      this.pump();
    });
    this.inFlight.set(ticket.id, p);
  }

  private wake(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pump();
    }, ms);
    this.timer.unref();
  }

  private async deliver(ticket: DeliveryTicket): Promise<void> {
    const { id } = ticket;
    const log: Record<string, unknown> = { submissionId: id, attempt: ticket.attempt };
    const metrics = this.options.metrics;
    let accepted = false;
    let record: OutboxRecord | undefined;
    try {
      record = await ticket.read();
      log.kind = recordKind(record);
      const mail = composeMail(record, this.mail);
      const t0 = performance.now();
      await this.transport.send(mail, fileKey(record));
      accepted = true;
      const sendSeconds = (performance.now() - t0) / 1000;
      // Recorded right after the server took it. Dying before this record is durable is the one
      // window in which the mail can go out twice; it then has the same Message-ID.
      await ticket.sent({ messageId: mail.messageId });
      this.consecutiveFailures = 0;
      this.delivered++;
      metrics?.mailed(recordKind(record), sendSeconds, Math.max(0, (Date.now() - Date.parse(record.receivedAt)) / 1000));
      this.options.logger.info({ ...log, status: 'sent' }, 'mail sent');
    } catch (err) {
      if (accepted) {
        // Mailed, but the delivery record could not be written: never mailed again by this
        // process; the store retries it after a restart (same Message-ID).
        this.options.logger.error({ ...log, status: 'sent-unrecorded', err: errorSummary(err) }, 'mail sent but delivery not recorded');
        return;
      }
      this.failedAttempts++;
      if (record) metrics?.failedAttempt(recordKind(record));
      if (this.stopped) {
        await ticket.abandon().catch(() => {});
        return;
      }
      // Refused for good (5xx: this message, this mailbox), or failing past the limit: a dead letter.
      const refused = Number((err as { responseCode?: unknown } | null)?.responseCode) >= 500;
      const expired = record !== undefined && Date.now() - Date.parse(record.receivedAt) > this.options.deadAfterMs;
      if (record && (refused || expired)) {
        const reason: DeadReason = refused ? 'refused' : 'expired';
        try {
          await ticket.dead({
            record,
            parkedAt: new Date().toISOString(),
            reason,
            attempts: ticket.attempt,
            lastError: deliveryError(err),
          });
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
      try {
        await ticket.retry(delay, deliveryError(err));
      } catch (retryErr) {
        // The store will offer it again by itself (PostgreSQL: when the job's lease runs out).
        this.options.logger.error({ ...log, err: errorMessage(retryErr) }, 'could not schedule the retry');
      }
      this.options.logger.warn({ ...log, status: 'retry', retryInMs: delay, err: errorSummary(err) }, 'mail not sent, will retry');
    }
  }

  /** Stop taking new work; wait up to `timeoutMs` for deliveries under way. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.queue.onWork = undefined;
    await this.settled(timeoutMs);
  }

  /** Wait up to `timeoutMs` for the deliveries under way to settle. */
  async settled(timeoutMs: number): Promise<void> {
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
