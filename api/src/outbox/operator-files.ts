/**
 * The operator's side of the filesystem store (`npm run enquiries`), server running or not:
 * - a release or retry is one rename into requeue/, which the server takes into the outbox within
 *   REQUEUE_POLL_MS (or at its next start);
 * - `find` reads the files (the outbox, the parked folders, the .eml folder) without taking anything;
 * - `erase` needs the outbox, which belongs to the process that owns DATA_DIR: with no server
 *   running the command owns it for the moment (OutboxStore.open takes the lock); with one running,
 *   the command hands the erasure to it (requests.ts) and prints its answer.
 */
import { eraseHeld, findHeld } from '../data-subject/service';
import { mailFolder } from '../mail/mail-files';
import type { ErasureReport, HeldItem } from '../store/personal-data';
import type { ParkedKind, ParkedSubmission, ParkedSubmissions } from '../store/submission-store';
import { DataDirInUseError } from './data-dir-lock';
import { listParked, moveParked, parkedDir, readParked } from './parked';
import { awaitAnswer, requestErasure } from './requests';
import { findInDataDir, OutboxStore, type StoreOptions } from './store';

/** The running server did not take the erasure in within the wait: it stays queued for it. */
export class ErasureQueuedError extends Error {
  override name = 'ErasureQueuedError';
}

export class ParkedFiles implements ParkedSubmissions {
  constructor(
    private readonly dataDir: string,
    private readonly requeuePollMs: number,
    /** The store's retention settings, for a command that opens the store itself (erase). */
    private readonly storeOptions: Partial<StoreOptions> = {},
  ) {}

  where(kind: ParkedKind): string {
    return parkedDir(this.dataDir, kind);
  }

  list(kind: ParkedKind): Promise<ParkedSubmission[]> {
    return listParked(parkedDir(this.dataDir, kind));
  }

  async has(kind: ParkedKind, id: string): Promise<boolean> {
    return (await readParked(parkedDir(this.dataDir, kind), id)) !== undefined;
  }

  handBack(kind: ParkedKind, id: string): Promise<boolean> {
    return moveParked(parkedDir(this.dataDir, kind), parkedDir(this.dataDir, 'requeue'), id);
  }

  get pickUp(): string {
    return `The running server sends it within ${Math.ceil(this.requeuePollMs / 1000)} s (or when it next starts).`;
  }

  findPerson(email: string): Promise<HeldItem[]> {
    return findHeld({ find: (e) => findInDataDir(this.dataDir, e) }, mailFolder(this.dataDir), email);
  }

  async erasePerson(email: string): Promise<ErasureReport> {
    let store: OutboxStore;
    try {
      store = await OutboxStore.open(this.dataDir, { ...this.storeOptions, owner: `npm run enquiries (pid ${process.pid})` });
    } catch (err) {
      if (!(err instanceof DataDirInUseError)) throw err;
      // The server owns the outbox: it carries the erasure out (within REQUEUE_POLL_MS).
      const id = await requestErasure(this.dataDir, email);
      const answer = await awaitAnswer(this.dataDir, id, Math.max(10_000, 5 * this.requeuePollMs));
      if (answer) return answer;
      throw new ErasureQueuedError(
        `The server that owns ${this.dataDir} (${err.owner}) has not carried the erasure out yet; it will within ${Math.ceil(this.requeuePollMs / 1000)} s of its next poll (or when it next starts). Check with: npm run enquiries -- find --email <address>`,
      );
    }
    try {
      return await eraseHeld(store, mailFolder(this.dataDir), email);
    } finally {
      await store.close();
    }
  }

  async close(): Promise<void> {}
}
