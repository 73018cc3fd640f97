/**
 * The durable outbox: every accepted enquiry or lead is on disk (written and fsynced, group
 * commit) before the API answers 2xx, and stays there until it has been mailed, parked as a dead
 * letter, or — a honeypot submission — quarantined.
 *
 * Layout under DATA_DIR:
 *   outbox/<time>-<pid>-<seq>.ndjson   accepted submissions, one JSON line each, append-only.
 *                                      Only ids and file offsets are kept in memory: the sender
 *                                      reads each submission back from disk when it mails it, so
 *                                      a large backlog costs little memory.
 *                                      A new segment per process start and every 8 MB; a segment
 *                                      whose submissions have all been mailed (or parked) is
 *                                      deleted, so personal data does not outlive its delivery.
 *   sent.ndjson                        one line per delivered submission id and its content hash
 *                                      (no personal data): what makes a retry of the same id, or a
 *                                      restart, never mail twice, and a reuse of the id for other
 *                                      content recognisable (422). Compacted (compactSent): lines older than the
 *                                      retention window are dropped, never one whose outbox
 *                                      segment is still on disk.
 *   quarantine/, dead/, requeue/       parked submissions, one file each (see parked.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentHash } from '../store/content-hash';
import { type OutboxRecord, parseRecord } from '../store/record';
import type { Admission, DeliveryQueue, ParkedSubmission, SentInfo, StoreStats, SubmissionStore } from '../store/submission-store';
import { FileDeliveryQueue } from './delivery-queue';
import { GroupCommitFile, type LineLocation, type RewriteStep, removeStaleRewrite } from './group-commit';
import { parkedDir, parkedIds, readParked, removeParked, writeParked } from './parked';

export type { OutboxRecord, StoredEnquiry, StoredLead, Suspect } from '../store/record';
export { recordKind } from '../store/record';

export interface StoreOptions {
  /** Delivery records older than this are dropped by `compactSent` (a retry that late is new). */
  sentRetentionMs: number;
  /** Quarantined submissions older than this are deleted by `purgeQuarantine`. */
  quarantineRetentionMs: number;
}

export const DEFAULT_STORE_OPTIONS: StoreOptions = {
  sentRetentionMs: 30 * 24 * 3600_000,
  quarantineRetentionMs: 30 * 24 * 3600_000,
};

type State = 'pending' | 'sent' | 'quarantined' | 'dead';
type PendingEntry = { segment: string; receivedAt: number } & LineLocation;

const SEGMENT_MAX_BYTES = 8 * 1024 * 1024;

export class OutboxStore implements SubmissionStore {
  /** Every submission id known: accepted and not yet mailed, mailed (within the retention), parked. */
  private state = new Map<string, State>();
  /** Content hash (store/content-hash.ts) of each id pending, sent or dead; a quarantined one is read from its file when needed. */
  private hashes = new Map<string, string>();
  /** Accepted, not yet mailed: id → where its line is. */
  private pendingById = new Map<string, PendingEntry>();
  /** Segment file → ids in it still to be mailed. */
  private segmentPending = new Map<string, Set<string>>();
  /** Writes under way, so a concurrent duplicate answers only once the first is durable. */
  private writing = new Map<string, Promise<void>>();
  private active: GroupCommitFile | undefined;
  private rotating: Promise<GroupCommitFile> | undefined;
  private ingesting: Promise<number> | undefined;
  private seq = 0;
  private closed = false;
  private queue: FileDeliveryQueue | undefined;
  quarantinedCount = 0;
  deadCount = 0;
  /** Called with the id of each new submission once it is durable (the sender subscribes). */
  onAccepted: ((id: string) => void) | undefined;

  private constructor(
    readonly dataDir: string,
    private readonly outboxDir: string,
    private readonly sentLog: GroupCommitFile,
    readonly options: StoreOptions,
  ) {}

  static async open(dataDir: string, options: Partial<StoreOptions> = {}): Promise<OutboxStore> {
    const outboxDir = path.join(dataDir, 'outbox');
    await fs.mkdir(outboxDir, { recursive: true });
    const sentFile = path.join(dataDir, 'sent.ndjson');
    await removeStaleRewrite(sentFile);
    const sent = await readSentLog(sentFile);
    const store = new OutboxStore(dataDir, outboxDir, await GroupCommitFile.open(sentFile), { ...DEFAULT_STORE_OPTIONS, ...options });
    for (const [id, hash] of sent) {
      store.state.set(id, 'sent');
      if (hash) store.hashes.set(id, hash);
    }
    for (const id of await parkedIds(parkedDir(dataDir, 'quarantine')))
      if (!store.state.has(id)) {
        store.state.set(id, 'quarantined');
        store.quarantinedCount++;
      }
    for (const id of await parkedIds(parkedDir(dataDir, 'dead')))
      if (!store.state.has(id)) {
        store.state.set(id, 'dead');
        store.deadCount++;
      }
    await store.replay();
    await store.ingestRequeued();
    return store;
  }

  private async replay(): Promise<void> {
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
        // Mailed, parked, or a second copy (a requeued submission): not pending from this line.
        if (record && !this.state.has(record.id)) {
          this.state.set(record.id, 'pending');
          this.hashes.set(record.id, contentHash(record));
          ids.add(record.id);
          this.pendingById.set(record.id, { segment: file, offset, length: end - offset, receivedAt: receivedAtMs(record) });
        }
        offset = end + 1;
      }
      if (ids.size > 0) this.segmentPending.set(file, ids);
      else await fs.rm(file, { force: true });
    }
  }

  has(id: string): boolean {
    return this.state.has(id);
  }

  /** pending | sent | quarantined | dead, or undefined for an id never seen (or compacted away). */
  stateOf(id: string): State | undefined {
    return this.state.get(id);
  }

  get pendingCount(): number {
    return this.pendingById.size;
  }

  get description(): string {
    return `files in ${this.dataDir} (outbox/, sent.ndjson, quarantine/, dead/)`;
  }

  async stats(): Promise<StoreStats> {
    return {
      pending: this.pendingCount,
      oldestPendingAt: this.oldestPendingAt(),
      dead: this.deadCount,
      quarantined: this.quarantinedCount,
    };
  }

  /** In memory, in order: filled with what is pending now and with each submission accepted from now on. */
  deliveryQueue(): DeliveryQueue {
    this.queue ??= new FileDeliveryQueue(this);
    return this.queue;
  }

  /** Ids of accepted submissions not yet mailed, oldest first. */
  pendingIds(): string[] {
    return [...this.pendingById.keys()];
  }

  /** When the oldest submission still waiting to be mailed was accepted (epoch ms). */
  oldestPendingAt(): number | undefined {
    let oldest: number | undefined;
    for (const e of this.pendingById.values()) if (oldest === undefined || e.receivedAt < oldest) oldest = e.receivedAt;
    return oldest;
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
   * submission id is known (after the first write is durable). Rejects when the disk write
   * fails: then nothing was accepted and the client may retry with the same id.
   */
  async accept(record: OutboxRecord): Promise<Admission<'accepted'>> {
    const isNew = await this.admit(record.id, () => this.append(record));
    if (isNew) this.onAccepted?.(record.id);
    return isNew ? 'accepted' : this.repeatOf(record);
  }

  /** Keep a submission in quarantine (durably, not mailed) — or 'duplicate'/'conflict' as `accept`. */
  async quarantine(record: OutboxRecord): Promise<Admission<'quarantined'>> {
    const isNew = await this.admit(record.id, async () => {
      await writeParked(parkedDir(this.dataDir, 'quarantine'), { record, parkedAt: new Date().toISOString(), reason: 'honeypot' });
      this.state.set(record.id, 'quarantined');
      this.quarantinedCount++;
    });
    return isNew ? 'quarantined' : this.repeatOf(record);
  }

  /**
   * A known id sent again: 'duplicate' when the content is the same (or was stored before content
   * hashes were kept), 'conflict' when it differs.
   */
  private async repeatOf(record: OutboxRecord): Promise<'duplicate' | 'conflict'> {
    let stored = this.hashes.get(record.id);
    const state = this.state.get(record.id);
    if (!stored && (state === 'quarantined' || state === 'dead')) {
      const parked = await readParked(parkedDir(this.dataDir, state === 'dead' ? 'dead' : 'quarantine'), record.id);
      stored = parked && contentHash(parked.record);
    }
    return stored === undefined || stored === contentHash(record) ? 'duplicate' : 'conflict';
  }

  /** Runs `write` for an id not known yet (one writer per id at a time); false for a known id. */
  private async admit(id: string, write: () => Promise<void>): Promise<boolean> {
    if (this.closed) throw new Error('outbox is closed');
    for (;;) {
      // A concurrent request with the same id answers once the first write is durable; if that
      // write failed, nothing was stored under the id and this one tries.
      const first = this.writing.get(id);
      if (!first) break;
      if (
        await first.then(
          () => true,
          () => false,
        )
      )
        return false;
    }
    if (this.state.has(id)) return false;
    const done = write();
    this.writing.set(id, done);
    try {
      await done;
    } finally {
      this.writing.delete(id);
    }
    return true;
  }

  /** Append to the active segment and mark pending. */
  private async append(record: OutboxRecord): Promise<void> {
    const line = JSON.stringify(record);
    const segment = await this.segment();
    const where = { segment: segment.file, ...(await segment.append(line)), receivedAt: receivedAtMs(record) };
    this.state.set(record.id, 'pending');
    this.hashes.set(record.id, contentHash(record));
    this.pendingById.set(record.id, where);
    let ids = this.segmentPending.get(where.segment);
    if (!ids) {
      ids = new Set();
      this.segmentPending.set(where.segment, ids);
    }
    ids.add(record.id);
  }

  /**
   * Record a delivery durably. Called right after the mail server accepted the message; a crash
   * between that acceptance and this fsync is the one window where a message can go out twice
   * (the retry carries the same Message-ID, so the duplicate is recognisable).
   */
  async markSent(id: string, info: SentInfo): Promise<void> {
    if (!this.pendingById.has(id)) return;
    await this.sentLog.append(
      JSON.stringify({ id, sentAt: new Date().toISOString(), messageId: info.messageId, hash: this.hashes.get(id) }),
    );
    this.state.set(id, 'sent');
    await this.settle(id);
  }

  /** Park a pending submission as a dead letter (durably, with its last error): no more attempts. */
  async markDead(parked: ParkedSubmission): Promise<void> {
    const { id } = parked.record;
    if (!this.pendingById.has(id)) return;
    await writeParked(parkedDir(this.dataDir, 'dead'), parked);
    this.state.set(id, 'dead');
    this.deadCount++;
    await this.settle(id);
  }

  /** No longer pending: drop it from its segment, and delete the segment once nothing in it is. */
  private async settle(id: string): Promise<void> {
    const entry = this.pendingById.get(id);
    if (!entry) return;
    this.pendingById.delete(id);
    const ids = this.segmentPending.get(entry.segment);
    ids?.delete(id);
    if (ids && ids.size === 0 && entry.segment !== this.active?.file) {
      this.segmentPending.delete(entry.segment);
      await fs.rm(entry.segment, { force: true }).catch(() => {});
    }
  }

  /**
   * Move what `npm run enquiries -- release|retry` put in requeue/ into the outbox (and so to the
   * sender). Exactly once: an id already pending or mailed is not added again; the file is
   * deleted only after the outbox line is durable, and a crash in between finds it pending.
   */
  ingestRequeued(): Promise<number> {
    this.ingesting ??= (async () => {
      const dir = parkedDir(this.dataDir, 'requeue');
      let added = 0;
      try {
        for (const id of await parkedIds(dir)) {
          if (this.closed) break;
          const before = this.state.get(id);
          if (before === 'pending' || before === 'sent' || this.writing.has(id)) {
            await removeParked(dir, id);
            continue;
          }
          const parked = await readParked(dir, id);
          if (!parked) continue; // unreadable: left for a person to look at
          await this.append(parked.record);
          if (before === 'dead') this.deadCount--;
          if (before === 'quarantined') this.quarantinedCount--;
          await removeParked(dir, id);
          added++;
          this.onAccepted?.(id);
        }
      } finally {
        this.ingesting = undefined;
      }
      return added;
    })();
    return this.ingesting;
  }

  /** Delete quarantined submissions older than the quarantine retention. */
  async purgeQuarantine(now = Date.now()): Promise<number> {
    const dir = parkedDir(this.dataDir, 'quarantine');
    let purged = 0;
    for (const id of await parkedIds(dir)) {
      const parked = await readParked(dir, id);
      const at = parked ? Date.parse(parked.parkedAt) : Number.NaN;
      if (Number.isFinite(at) && now - at <= this.options.quarantineRetentionMs) continue;
      await removeParked(dir, id);
      if (this.state.get(id) === 'quarantined') {
        this.state.delete(id);
        this.quarantinedCount--;
      }
      purged++;
    }
    return purged;
  }

  /** Drop delivery records past the retention (compactSent); how many were dropped. */
  async purgeDelivered(now = Date.now()): Promise<number> {
    return (await this.compactSent(now)).dropped;
  }

  /**
   * Compact sent.ndjson: drop delivery records older than the retention window — but never one
   * sent after the oldest outbox segment still on disk was started, since a restart replays that
   * segment and would otherwise mail its submissions again. Crash-safe (GroupCommitFile.rewrite):
   * whichever file survives a crash holds every record the window needs.
   */
  async compactSent(
    now = Date.now(),
    step?: (name: RewriteStep) => void | Promise<void>,
  ): Promise<{ kept: number; dropped: number; cutoff: number }> {
    let cutoff = now - this.options.sentRetentionMs;
    for (const name of await fs.readdir(this.outboxDir)) {
      const started = Number(name.split('-')[0]);
      if (name.endsWith('.ndjson') && Number.isFinite(started) && started < cutoff) cutoff = started;
    }
    const dropped = new Set<string>();
    const kept = new Set<string>();
    const result = await this.sentLog.rewrite((line) => {
      let entry: { id?: unknown; sentAt?: unknown };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return false;
      }
      if (typeof entry.id !== 'string') return false;
      const at = typeof entry.sentAt === 'string' ? Date.parse(entry.sentAt) : Number.NaN;
      if (Number.isFinite(at) && at < cutoff) {
        dropped.add(entry.id);
        return false;
      }
      kept.add(entry.id);
      return true;
    }, step);
    for (const id of dropped)
      if (!kept.has(id) && this.state.get(id) === 'sent') {
        this.state.delete(id);
        this.hashes.delete(id);
      }
    return { ...result, cutoff };
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
    await this.ingesting?.catch(() => {});
    await this.active?.close();
    await this.sentLog.close();
    if (this.active && !this.segmentPending.get(this.active.file)?.size) await fs.rm(this.active.file, { force: true }).catch(() => {});
  }
}

function receivedAtMs(record: OutboxRecord): number {
  const t = Date.parse(record.receivedAt);
  return Number.isFinite(t) ? t : Date.now();
}

/**
 * Ids in sent.ndjson with their content hashes (none for a line written before hashes were kept). A
 * torn last line (crash mid-append) is cut off so the next append starts clean.
 */
async function readSentLog(file: string): Promise<Map<string, string | undefined>> {
  const ids = new Map<string, string | undefined>();
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
      const { id, hash } = JSON.parse(line) as { id?: unknown; hash?: unknown };
      if (typeof id === 'string') ids.set(id, typeof hash === 'string' ? hash : undefined);
    } catch {
      // skip
    }
  }
  return ids;
}
