/**
 * The filesystem store's delivery queue: in this process's memory, in the order submissions were
 * accepted. Filled at start with everything pending in the outbox and then with each submission
 * as it becomes durable (or is handed back by `npm run enquiries`). A submission that failed for
 * a passing reason goes back to the head, so it is retried first and order is kept.
 * Nothing is claimed on disk: the outbox belongs to this one process.
 */
import type { DeliveryQueue, DeliveryTicket } from '../store/submission-store';
import type { OutboxStore } from './store';

interface Entry {
  id: string;
  /** Failed attempts in this process. */
  attempts: number;
}

export class FileDeliveryQueue implements DeliveryQueue {
  private ready: Entry[] = [];
  private head = 0;
  /** Ids in the queue or being delivered: a submission is queued once. */
  private queued = new Set<string>();
  onWork: (() => void) | undefined;
  readonly pollMs = undefined;

  constructor(private readonly store: OutboxStore) {
    for (const id of store.pendingIds()) this.enqueue(id);
    store.onAccepted = (id) => this.enqueue(id);
  }

  private enqueue(id: string): void {
    if (this.queued.has(id)) return;
    this.queued.add(id);
    this.ready.push({ id, attempts: 0 });
    this.onWork?.();
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

  async take(max: number): Promise<DeliveryTicket[]> {
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
      retry: async () => {
        entry.attempts++;
        if (this.head > 0) this.ready[--this.head] = entry;
        else this.ready.unshift(entry);
      },
      // Stays pending in the outbox: the next start mails it.
      abandon: async () => {},
    };
  }
}
