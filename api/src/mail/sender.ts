/**
 * Mails accepted submissions from the store's delivery queue. A submission leaves the queue only
 * once the server accepted it and its delivery is recorded durably (DeliveryTicket.sent), so after
 * a crash or restart whatever was pending is sent, and what was sent is not sent again.
 *
 * A failed send is classified (failures.ts, ADR 22):
 * - the relay's fault (connection, TLS, authentication, timeouts): a circuit breaker pauses all
 *   delivery — exponential backoff (MAIL_RETRY_BASE_MS … MAX_MS), then one delivery probes the
 *   relay; the metric `meranti_mail_circuit_open` and the log events `mail.circuit_open` /
 *   `mail.circuit_closed` say so. The message keeps its place and is never dead-lettered for it;
 * - this message deferred (a 4xx to its RCPT or DATA): it waits out its own backoff aside, the
 *   queue goes on (no head-of-line blocking);
 * - this message refused (a 5xx to its RCPT or DATA), or deferred for longer than `deadAfterMs`
 *   since it was accepted: a dead letter (`npm run enquiries -- dead` lists them, `retry <id>` or
 *   `retry --all` puts them back).
 * The same sender runs on either store: the filesystem store's queue is this process's memory;
 * PostgreSQL's is a pg-boss queue shared by every instance (ADR 18).
 */
import type { Logger } from 'pino';
import type { DeadReason, PipelineMetrics } from '../metrics';
import { type OutboxRecord, recordKind } from '../store/record';
import type { DeliveryError, DeliveryQueue, DeliveryTicket } from '../store/submission-store';
import { composeMail, type MailSettings } from './compose';
import { classifySendFailure, type RelayFaultReason, type SendFailure } from './failures';
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
  /** The circuit breaker: 'open' while the relay is at fault; 'half-open' while one delivery probes it. */
  private circuit: 'closed' | 'open' | 'half-open' = 'closed';
  /** Relay faults in a row (an outage's rounds: failures while open do not count again). */
  private relayFaults = 0;
  private openUntil = 0;
  private openedAt = 0;
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
    if (this.circuit === 'open') {
      const wait = this.openUntil - Date.now();
      if (wait > 0) {
        this.wake(wait);
        return;
      }
      this.circuit = 'half-open';
    }
    // Half-open: one delivery at a time finds out whether the relay is back.
    const free = (this.circuit === 'half-open' ? 1 : this.transport.concurrency) - this.inFlight.size;
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
    let sending = false;
    let record: OutboxRecord | undefined;
    try {
      record = await ticket.read();
      log.kind = recordKind(record);
      const mail = composeMail(record, this.mail);
      const t0 = performance.now();
      sending = true;
      await this.transport.send(mail, fileKey(record));
      accepted = true;
      this.relayAnswered();
      const sendSeconds = (performance.now() - t0) / 1000;
      // Recorded right after the server took it. Dying before this record is durable is the one
      // window in which the mail can go out twice; it then has the same Message-ID.
      await ticket.sent({ messageId: mail.messageId });
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
      // Before the send (the store could not read it back): this message's trouble, retried on its own.
      const failure: SendFailure = sending ? classifySendFailure(err) : { kind: 'deferred' };
      if (failure.kind === 'relay') {
        // Not this message's fault: it keeps its place, everything waits behind the circuit breaker.
        const delay = this.relayFault(failure.reason, err);
        await this.retry(ticket, log, delay, err, 'head');
        this.options.logger.warn(
          { ...log, status: 'retry', reason: failure.reason, retryInMs: delay, err: errorSummary(err) },
          'mail not sent: the mail relay is at fault (delivery paused)',
        );
        return;
      }
      // The relay answered about this message: it is working.
      if (sending) this.relayAnswered();
      // Refused for good (5xx to its RCPT or DATA), or deferred past the limit: a dead letter.
      const refused = failure.kind === 'rejected';
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
      // Deferred: this one waits out its own backoff, behind the rest; the queue goes on.
      const delay = this.backoff(ticket.attempt);
      await this.retry(ticket, log, delay, err, 'tail');
      this.options.logger.warn({ ...log, status: 'retry', retryInMs: delay, err: errorSummary(err) }, 'mail deferred, will retry');
    }
  }

  private async retry(ticket: DeliveryTicket, log: Record<string, unknown>, delayMs: number, err: unknown, place: 'head' | 'tail') {
    try {
      await ticket.retry(delayMs, deliveryError(err), place);
    } catch (retryErr) {
      // The store will offer it again by itself (PostgreSQL: when the job's lease runs out).
      this.options.logger.error({ ...log, err: errorMessage(retryErr) }, 'could not schedule the retry');
    }
  }

  /**
   * A relay fault: opens the circuit breaker (or, after a failed probe, opens it again for longer);
   * failures of deliveries that were under way while it opened do not extend it. How long until the
   * next try.
   */
  private relayFault(reason: RelayFaultReason, err: unknown): number {
    this.options.metrics?.relayFailure(reason);
    const now = Date.now();
    if (this.circuit !== 'open') {
      this.relayFaults++;
      if (this.circuit === 'closed') this.openedAt = now;
      this.circuit = 'open';
      this.openUntil = now + this.backoff(this.relayFaults);
      this.options.metrics?.circuit(true);
      this.options.logger.error(
        { event: 'mail.circuit_open', reason, retryInMs: this.openUntil - now, faults: this.relayFaults, err: errorSummary(err) },
        'mail relay fault: delivery paused (nothing is dead-lettered for it)',
      );
    }
    return Math.max(0, this.openUntil - now);
  }

  /** The relay answered (took a message, or answered about one): the circuit breaker closes. */
  private relayAnswered(): void {
    this.relayFaults = 0;
    if (this.circuit === 'closed') return;
    this.circuit = 'closed';
    this.options.metrics?.circuit(false);
    this.options.logger.warn(
      { event: 'mail.circuit_closed', pausedMs: Date.now() - this.openedAt },
      'mail relay answers again: delivery resumed',
    );
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
