/**
 * The filesystem store's delivery queue: in this process's memory, in the order submissions were
 * accepted. Filled at start with everything pending in the outbox and then with each submission
 * as it becomes durable (or is handed back by `npm run enquiries`).
 *
 * Fair (ADR 22): a message the mail server defers (a 4xx to its RCPT or DATA) waits out its own
 * backoff aside, then rejoins at the tail — it never holds up the submissions behind it. Only a
 * fault of the mail server itself (connection, TLS, authentication: the sender's circuit breaker
 * pauses everything then) puts the message back at the head, so after an outage the oldest go
 * out first.
 * Nothing is claimed on disk: the outbox belongs to this one process (outbox/data-dir-lock.ts).
 */
import type { DeliveryQueue, DeliveryTicket, RetryPlace } from '../store/submission-store';
import type { OutboxStore } from './store';

interface Entry {
  id: string;
  /** Failed attempts in this process. */
  attempts: number;
  /** When a deferred entry may be tried again (epoch ms). */
  dueAt: number;
}

export class FileDeliveryQueue implements DeliveryQueue {
  private ready: Entry[] = [];
  private head = 0;
  /** Deferred entries, by when they are due (earliest first). */
  private waiting: Entry[] = [];
  private wakeTimer: NodeJS.Timeout | undefined;
  /** Ids in the queue, waiting or being delivered: a submission is queued once. */
  private queued = new Set<string>();
  onWork: (() => void) | undefined;
  readonly pollMs = undefined;

  constructor(
    private readonly store: OutboxStore,
    private readonly now: () => number = Date.now,
  ) {
    for (const id of store.pendingIds()) this.enqueue(id);
    store.onAccepted = (id) => this.enqueue(id);
  }

  private enqueue(id: string): void {
    if (this.queued.has(id)) return;
    this.queued.add(id);
    this.ready.push({ id, attempts: 0, dueAt: 0 });
    this.onWork?.();
  }

  /** Deferred entries that are due join the tail of the ready queue. */
  private admitDue(): void {
    const now = this.now();
    let n = 0;
    while (n < this.waiting.length && (this.waiting[n] as Entry).dueAt <= now) n++;
    if (n > 0) this.ready.push(...this.waiting.splice(0, n));
    this.scheduleWake();
  }

  /** Tells the sender when the earliest deferred entry is due. */
  private scheduleWake(): void {
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeTimer = undefined;
    const next = this.waiting[0];
    if (!next) return;
    this.wakeTimer = setTimeout(
      () => {
        this.wakeTimer = undefined;
        this.onWork?.();
      },
      Math.max(0, next.dueAt - this.now()),
    );
    this.wakeTimer.unref();
  }

  private defer(entry: Entry, delayMs: number): void {
    entry.dueAt = this.now() + Math.max(0, delayMs);
    let i = this.waiting.length;
    while (i > 0 && (this.waiting[i - 1] as Entry).dueAt > entry.dueAt) i--;
    this.waiting.splice(i, 0, entry);
    this.scheduleWake();
  }

  private next(): Entry | undefined {
    while (this.head < this.ready.length) {
      const e = this.ready[this.head++] as Entry;
      if (this.head > 1024 && this.head * 2 > this.ready.length) {
        this.ready = this.ready.slice(this.head);
        this.head = 0;
      }
      // Erased (or otherwise settled) while it waited here: nothing left to mail.
      if (this.store.stateOf(e.id) === 'pending') return e;
      this.queued.delete(e.id);
    }
    return undefined;
  }

  async take(max: number): Promise<DeliveryTicket[]> {
    this.admitDue();
    const tickets: DeliveryTicket[] = [];
    while (tickets.length < max) {
      const entry = this.next();
      if (!entry) break;
      tickets.push(this.ticket(entry));
    }
    return tickets;
  }

  private ticket(entry: Entry): DeliveryTicket {
    const { store, queued } = this;
    const { id } = entry;
    return {
      id,
      attempt: entry.attempts + 1,
      // Mailed from the disk: the submission is read back from the outbox.
      read: () => store.read(id),
      async sent(info) {
        // Whether or not the record reaches the disk, this process never mails it again; if it
        // did not, the next start does (the one window in which a mail can go out twice).
        try {
          await store.markSent(id, info);
        } finally {
          queued.delete(id);
        }
      },
      async dead(parked) {
        await store.markDead(parked);
        queued.delete(id);
      },
      retry: async (delayMs: number, _error, place: RetryPlace) => {
        entry.attempts++;
        if (store.stateOf(id) !== 'pending') {
          queued.delete(id);
          return;
        }
        if (place === 'head') {
          // The mail server's fault: the sender's circuit breaker is the wait; the order is kept.
          if (this.head > 0) this.ready[--this.head] = entry;
          else this.ready.unshift(entry);
        } else this.defer(entry, delayMs);
      },
      // Stays pending in the outbox: the next start mails it.
      abandon: async () => {},
    };
  }

  /** Stops the timer of deferred entries (the store is closing). */
  close(): void {
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeTimer = undefined;
  }
}
