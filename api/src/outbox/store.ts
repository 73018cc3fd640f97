/**
 * The durable outbox: every accepted enquiry or lead is on disk (written and fsynced, group
 * commit) before the API answers 2xx, and stays there until it has been mailed.
 *
 * Layout under DATA_DIR:
 *   outbox/<time>-<pid>-<seq>.ndjson   accepted submissions, one JSON line each, append-only.
 *                                      Only ids and file offsets are kept in memory: the sender
 *                                      reads each submission back from disk when it mails it, so
 *                                      a large backlog costs little memory.
 *                                      A new segment per process start and every 8 MB; a segment
 *                                      whose submissions have all been mailed is deleted, so
 *                                      personal data does not outlive its delivery.
 *   sent.ndjson                        one line per delivered submission id (no personal data).
 *                                      Kept: it is what makes a late retry of the same id, or a
 *                                      restart, never mail twice.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ContactEnquiry } from '../contact/schema';
import type { Lead } from '../leads/schema';
import { GroupCommitFile, type LineLocation } from './group-commit';

interface RecordBase {
  v: 1;
  /** The client-generated submission id. */
  id: string;
  /** When the server accepted it (ISO). */
  receivedAt: string;
}
export type StoredEnquiry = Omit<ContactEnquiry, 'website' | 'formStartedAt'>;
export type StoredLead = DistributiveOmit<Lead, 'website' | 'formStartedAt'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type OutboxRecord = (RecordBase & { kind: 'contact'; data: StoredEnquiry }) | (RecordBase & { kind: 'lead'; data: StoredLead });

/** contact | download | guide | newsletter — for logs and mail subjects. */
export const recordKind = (r: OutboxRecord): string => (r.kind === 'contact' ? 'contact' : r.data.kind);

export interface SentInfo {
  messageId: string;
}

const SEGMENT_MAX_BYTES = 8 * 1024 * 1024;

export class OutboxStore {
  /** Every id ever accepted (pending or sent). */
  private known = new Set<string>();
  /** Accepted, not yet mailed: id → where its line is. */
  private pendingById = new Map<string, { segment: string } & LineLocation>();
  /** Segment file → ids in it still to be mailed. */
  private segmentPending = new Map<string, Set<string>>();
  /** Writes under way, so a concurrent duplicate answers only once the first is durable. */
  private writing = new Map<string, Promise<void>>();
  private active: GroupCommitFile | undefined;
  private rotating: Promise<GroupCommitFile> | undefined;
  private seq = 0;
  private closed = false;
  /** Called with the id of each new submission once it is durable (the sender subscribes). */
  onAccepted: ((id: string) => void) | undefined;

  private constructor(
    readonly dataDir: string,
    private readonly outboxDir: string,
    private readonly sentLog: GroupCommitFile,
  ) {}

  static async open(dataDir: string): Promise<OutboxStore> {
    const outboxDir = path.join(dataDir, 'outbox');
    await fs.mkdir(outboxDir, { recursive: true });
    const sentFile = path.join(dataDir, 'sent.ndjson');
    const sentIds = await readSentLog(sentFile);
    const store = new OutboxStore(dataDir, outboxDir, await GroupCommitFile.open(sentFile));
    for (const id of sentIds) store.known.add(id);
    await store.replay(sentIds);
    return store;
  }

  private async replay(sentIds: Set<string>): Promise<void> {
    const files = (await fs.readdir(this.outboxDir)).filter((f) => f.endsWith('.ndjson')).sort();
    for (const name of files) {
      const file = path.join(this.outboxDir, name);
      const ids = new Set<string>();
      const buf = await fs.readFile(file);
      let offset = 0;
      while (offset < buf.length) {
        let end = buf.indexOf(0x0a, offset);
        if (end < 0) end = buf.length; // a torn tail: parseRecord rejects it
        const record = parseRecord(buf.subarray(offset, end).toString('utf8'));
        if (record && !this.known.has(record.id)) {
          this.known.add(record.id);
          if (!sentIds.has(record.id)) {
            ids.add(record.id);
            this.pendingById.set(record.id, { segment: file, offset, length: end - offset });
          }
        }
        offset = end + 1;
      }
      if (ids.size > 0) this.segmentPending.set(file, ids);
      else await fs.rm(file, { force: true });
    }
  }

  has(id: string): boolean {
    return this.known.has(id);
  }

  get pendingCount(): number {
    return this.pendingById.size;
  }

  /** Ids of accepted submissions not yet mailed, oldest first. */
  pendingIds(): string[] {
    return [...this.pendingById.keys()];
  }

  /** Read a pending submission back from its segment. */
  async read(id: string): Promise<OutboxRecord> {
    const where = this.pendingById.get(id);
    if (!where) throw new Error(`submission ${id} is not pending`);
    const fh = await fs.open(where.segment, 'r');
    try {
      const buf = Buffer.alloc(where.length);
      const { bytesRead } = await fh.read(buf, 0, where.length, where.offset);
      const record = parseRecord(buf.subarray(0, bytesRead).toString('utf8'));
      if (!record || record.id !== id) throw new Error(`submission ${id}: unreadable outbox line`);
      return record;
    } finally {
      await fh.close();
    }
  }

  /**
   * Store a submission durably. Resolves 'accepted' once it is fsynced, 'duplicate' when that
   * submission id was accepted before (after the first write is durable). Rejects when the
   * disk write fails: then nothing was accepted and the client may retry with the same id.
   */
  async accept(record: OutboxRecord): Promise<'accepted' | 'duplicate'> {
    if (this.closed) throw new Error('outbox is closed');
    if (this.known.has(record.id)) {
      const first = this.writing.get(record.id);
      if (first) await first;
      return 'duplicate';
    }
    this.known.add(record.id);
    const line = JSON.stringify(record);
    const write = (async () => {
      const segment = await this.segment();
      return { segment: segment.file, ...(await segment.append(line)) };
    })();
    const done = write.then(() => undefined);
    done.catch(() => {}); // observed through `write` below
    this.writing.set(record.id, done);
    try {
      const where = await write;
      this.pendingById.set(record.id, where);
      let ids = this.segmentPending.get(where.segment);
      if (!ids) {
        ids = new Set();
        this.segmentPending.set(where.segment, ids);
      }
      ids.add(record.id);
    } catch (err) {
      this.known.delete(record.id);
      throw err;
    } finally {
      this.writing.delete(record.id);
    }
    this.onAccepted?.(record.id);
    return 'accepted';
  }

  /**
   * Record a delivery durably. Called right after the mail server accepted the message; a crash
   * between that acceptance and this fsync is the one window where a message can go out twice
   * (the retry carries the same Message-ID, so the duplicate is recognisable).
   */
  async markSent(id: string, info: SentInfo): Promise<void> {
    const entry = this.pendingById.get(id);
    if (!entry) return;
    await this.sentLog.append(JSON.stringify({ id, sentAt: new Date().toISOString(), messageId: info.messageId }));
    this.pendingById.delete(id);
    const ids = this.segmentPending.get(entry.segment);
    ids?.delete(id);
    if (ids && ids.size === 0 && entry.segment !== this.active?.file) {
      this.segmentPending.delete(entry.segment);
      await fs.rm(entry.segment, { force: true }).catch(() => {});
    }
  }

  /** The segment to append to: a fresh one per process, after a failed write, or when full. */
  private async segment(): Promise<GroupCommitFile> {
    const current = this.active;
    if (current && !current.broken && current.size < SEGMENT_MAX_BYTES) return current;
    this.rotating ??= (async () => {
      try {
        const name = `${Date.now()}-${process.pid}-${String(this.seq++).padStart(6, '0')}.ndjson`;
        const next = await GroupCommitFile.open(path.join(this.outboxDir, name));
        this.active = next;
        if (current) {
          await current.close().catch(() => {});
          // The old segment may already be fully delivered.
          if (!this.segmentPending.get(current.file)?.size) {
            this.segmentPending.delete(current.file);
            await fs.rm(current.file, { force: true }).catch(() => {});
          }
        }
        return next;
      } finally {
        this.rotating = undefined;
      }
    })();
    return this.rotating;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.writing.values()]);
    await this.active?.close();
    await this.sentLog.close();
    if (this.active && !this.segmentPending.get(this.active.file)?.size) await fs.rm(this.active.file, { force: true }).catch(() => {});
  }
}

function parseRecord(line: string): OutboxRecord | undefined {
  try {
    const r = JSON.parse(line) as Partial<OutboxRecord>;
    if (r && r.v === 1 && typeof r.id === 'string' && (r.kind === 'contact' || r.kind === 'lead') && r.data && typeof r.data === 'object')
      return r as OutboxRecord;
  } catch {
    // a torn last line (the process died mid-write): it was never acknowledged
  }
  return undefined;
}

/** Ids in sent.ndjson. A torn last line (crash mid-append) is cut off so the next append starts clean. */
async function readSentLog(file: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return ids;
  }
  const end = text.lastIndexOf('\n') + 1;
  if (end < text.length) {
    const fh = await fs.open(file, 'r+');
    try {
      await fh.truncate(Buffer.byteLength(text.slice(0, end)));
      await fh.sync();
    } finally {
      await fh.close();
    }
  }
  for (const line of text.slice(0, end).split('\n')) {
    if (!line) continue;
    try {
      const { id } = JSON.parse(line) as { id?: unknown };
      if (typeof id === 'string') ids.add(id);
    } catch {
      // skip
    }
  }
  return ids;
}
