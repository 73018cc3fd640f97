/**
 * The durable outbox: every accepted enquiry or lead is on disk (written and fsynced, group
 * commit) before the API answers 2xx, and stays there until it has been mailed, parked as a dead
 * letter, or — a honeypot submission — quarantined. One process owns DATA_DIR (data-dir-lock.ts);
 * every folder in it is owner-only, every file 0600 (store/private-files.ts).
 *
 * Layout under DATA_DIR:
 *   owner.lock                         held (flock) by the process that owns DATA_DIR.
 *   outbox/<time>-<pid>-<seq>.ndjson   accepted submissions, one JSON line each, append-only.
 *                                      Only ids and file offsets are kept in memory: the sender
 *                                      reads each submission back from disk when it mails it, so
 *                                      a large backlog costs little memory.
 *                                      A new segment per process start and every 8 MB. Personal
 *                                      data does not outlive its delivery by long: a segment whose
 *                                      submissions have all been mailed (or parked, or erased) is
 *                                      deleted at once, and the compaction (compactOutbox, every
 *                                      half of DELIVERED_DATA_MINUTES) rewrites the others keeping
 *                                      only the lines still to be mailed.
 *   sent.ndjson                        one line per delivered (or erased) submission id, with its
 *                                      content hash and no personal data: what makes a retry of the
 *                                      same id, or a restart, never mail twice. Compacted
 *                                      (compactSent): lines older than SENT_RETENTION_DAYS are
 *                                      dropped, never one whose outbox segment is still on disk.
 *   erasures.ndjson                    one line per data-subject erasure: when, which ids, how many
 *                                      of each place — no personal data.
 *   quarantine/, dead/, requeue/       parked submissions, one file each (see parked.ts).
 *   requests/                          erasures handed to the running server (requests.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { removeTempFiles, syncDir } from '../fs/write-whole.mjs';
import { contentHash } from '../store/content-hash';
import { type ErasureReport, erasureRecord, type HeldItem, heldItem, normaliseEmail, recordMatches } from '../store/personal-data';
import { PRIVATE_FILE_MODE, privateDirAndFiles } from '../store/private-files';
import { type OutboxRecord, parseRecord } from '../store/record';
import type {
  Admission,
  DeliveryQueue,
  OperatorRequest,
  ParkedSubmission,
  PurgeResult,
  SentInfo,
  StoreStats,
  SubmissionStore,
} from '../store/submission-store';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import { FileDeliveryQueue } from './delivery-queue';
import { GroupCommitFile, type LineLocation, type RewriteStep } from './group-commit';
import { type ParkedDir, parkedDir, parkedIds, readParked, removeParked, writeParked } from './parked';
import { requestsDir, takeRequests } from './requests';

export type { OutboxRecord, StoredEnquiry, StoredLead, Suspect } from '../store/record';
export { recordKind } from '../store/record';

const DAY_MS = 24 * 3600_000;

export interface StoreOptions {
  /** Delivery records older than this are dropped by `compactSent` (a retry that late is new). */
  sentRetentionMs: number;
  /** Quarantined submissions older than this are deleted by `purgeQuarantine`. */
  quarantineRetentionMs: number;
  /** Dead letters parked longer ago than this are deleted by `purgeDeadLetters`. */
  deadLetterRetentionMs: number;
  /** Who owns DATA_DIR, in words (`pid 4242, api-1`): the refusal of a second process names it. */
  owner?: string | undefined;
  /** The flock command (tests name a missing one: data-dir-lock.ts's fallback). */
  flockCommand?: string | undefined;
}

export const DEFAULT_STORE_OPTIONS: StoreOptions = {
  sentRetentionMs: 30 * DAY_MS,
  quarantineRetentionMs: 30 * DAY_MS,
  deadLetterRetentionMs: 30 * DAY_MS,
};

type State = 'pending' | 'sent' | 'quarantined' | 'dead' | 'erased';
type PendingEntry = { segment: string; receivedAt: number } & LineLocation;

const SEGMENT_MAX_BYTES = 8 * 1024 * 1024;
const SENT_LOG = 'sent.ndjson';
const ERASURE_LOG = 'erasures.ndjson';

/** Runs tasks one at a time, in order (what changes which outbox segments exist, and where lines are). */
class Serial {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => {});
    return result;
  }
}

export class OutboxStore implements SubmissionStore {
  /** Every submission id known: accepted and not yet mailed, mailed or erased (within the retention), parked. */
  private state = new Map<string, State>();
  /** Content hash (store/content-hash.ts) of each id pending, sent or dead; a quarantined one is read from its file when needed. */
  private hashes = new Map<string, string>();
  /** Accepted, not yet mailed: id → where its line is. */
  private pendingById = new Map<string, PendingEntry>();
  /** Segment file → ids in it still to be mailed. */
  private segmentPending = new Map<string, Set<string>>();
  /** Segment file → lines in it (mailed, parked or erased ones too, until the compaction). */
  private segmentLines = new Map<string, number>();
  /** Rotation, compaction and deletion of segments, one at a time. */
  private segments = new Serial();
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
    /** This process's hold on DATA_DIR (released by `close`, or by the kernel when the process ends). */
    readonly lock: DataDirLock,
  ) {}

  /** Takes DATA_DIR (or throws DataDirInUseError), makes it owner-only, and replays the outbox. */
  static async open(dataDir: string, options: Partial<StoreOptions> = {}): Promise<OutboxStore> {
    const o = { ...DEFAULT_STORE_OPTIONS, ...options };
    await privateDirAndFiles(dataDir);
    const lock = await lockDataDir(dataDir, { owner: o.owner, flockCommand: o.flockCommand });
    try {
      const outboxDir = path.join(dataDir, 'outbox');
      for (const dir of [
        outboxDir,
        ...(['quarantine', 'dead', 'requeue'] as const).map((d) => parkedDir(dataDir, d)),
        requestsDir(dataDir),
      ])
        await privateDirAndFiles(dir);
      const sentFile = path.join(dataDir, SENT_LOG);
      await removeTempFiles(dataDir); // a compaction of sent.ndjson a crash interrupted: the file itself is whole
      const known = await readSentLog(sentFile);
      const store = new OutboxStore(dataDir, outboxDir, await GroupCommitFile.open(sentFile), o, lock);
      for (const [id, { state, hash }] of known) {
        store.state.set(id, state);
        if (hash) store.hashes.set(id, hash);
      }
      for (const id of await parkedIds(parkedDir(dataDir, 'quarantine'), { clean: true }))
        if (!store.state.has(id)) {
          store.state.set(id, 'quarantined');
          store.quarantinedCount++;
        }
      for (const id of await parkedIds(parkedDir(dataDir, 'dead'), { clean: true }))
        if (!store.state.has(id)) {
          store.state.set(id, 'dead');
          store.deadCount++;
        }
      await store.replay();
      await store.ingestRequeued();
      return store;
    } catch (err) {
      await lock.release();
      throw err;
    }
  }

  private async replay(): Promise<void> {
    const names = await fs.readdir(this.outboxDir);
    // A segment compaction a crash interrupted: the segment itself is whole (GroupCommitFile.rewrite).
    await removeTempFiles(this.outboxDir);
    for (const name of names.filter((f) => f.endsWith('.ndjson')).sort()) {
      const file = path.join(this.outboxDir, name);
      const ids = new Set<string>();
      let lines = 0;
      const buf = await fs.readFile(file);
      let offset = 0;
      while (offset < buf.length) {
        let end = buf.indexOf(0x0a, offset);
        if (end < 0) end = buf.length; // a torn tail: parseRecord rejects it
        if (end > offset) lines++;
        const text = buf.subarray(offset, end).toString('utf8');
        const record = parseRecord(text);
        // Mailed, parked, erased, or a second copy (a requeued submission): not pending from this line.
        if (record && !this.state.has(record.id)) {
          this.state.set(record.id, 'pending');
          this.hashes.set(record.id, contentHash(record));
          ids.add(record.id);
          this.pendingById.set(record.id, {
            segment: file,
            offset,
            length: end - offset,
            receivedAt: receivedAtMs(record),
          });
        }
        offset = end + 1;
      }
      if (ids.size > 0) {
        this.segmentPending.set(file, ids);
        this.segmentLines.set(file, lines);
      } else await fs.rm(file, { force: true });
    }
  }

  has(id: string): boolean {
    return this.state.has(id);
  }

  /** pending | sent | quarantined | dead | erased, or undefined for an id never seen (or compacted away). */
  stateOf(id: string): State | undefined {
    return this.state.get(id);
  }

  get pendingCount(): number {
    return this.pendingById.size;
  }

  get description(): string {
    return `files in ${this.dataDir} (outbox/, sent.ndjson, quarantine/, dead/; owner-only)`;
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

  /** Read a pending submission back from its segment (again where it is now, if a compaction just moved it). */
  async read(id: string): Promise<OutboxRecord> {
    for (let attempt = 0; ; attempt++) {
      const where = this.pendingById.get(id);
      if (!where) throw new Error(`submission ${id} is not pending`);
      const record = await readLine(where).catch(() => undefined);
      if (record?.id === id) return record;
      if (attempt >= 2) throw new Error(`submission ${id}: unreadable outbox line`);
      await this.segments.run(async () => {});
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
    const where = {
      segment: segment.file,
      ...(await segment.append(line)),
      receivedAt: receivedAtMs(record),
    };
    this.segmentLines.set(where.segment, (this.segmentLines.get(where.segment) ?? 0) + 1);
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
   * (the retry carries the same Message-ID, so the duplicate is recognisable). The record keeps
   * the submission's content hash, no personal data.
   */
  async markSent(id: string, info: SentInfo): Promise<void> {
    if (!this.pendingById.has(id)) return;
    await this.sentLog.append(
      JSON.stringify({ id, sentAt: new Date().toISOString(), messageId: info.messageId, contentHash: this.hashes.get(id) }),
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
    if (ids && ids.size === 0 && entry.segment !== this.active?.file)
      await this.segments.run(() => this.dropSegmentIfDone(entry.segment)).catch(() => {});
  }

  /** (Holding the segment turn.) Deletes a segment none of whose submissions waits any more. */
  private async dropSegmentIfDone(file: string): Promise<number> {
    if (file === this.active?.file || (this.segmentPending.get(file)?.size ?? 0) > 0) return 0;
    const lines = this.segmentLines.get(file) ?? 0;
    this.segmentPending.delete(file);
    this.segmentLines.delete(file);
    await fs.rm(file, { force: true });
    return lines;
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
        for (const id of await parkedIds(dir, { clean: true })) {
          if (this.closed) break;
          const before = this.state.get(id);
          if (before === 'pending' || before === 'sent' || before === 'erased' || this.writing.has(id)) {
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

  /** Erasures `npm run enquiries -- erase` handed to this server (requests.ts). */
  takeRequests(): Promise<OperatorRequest[]> {
    return takeRequests(this.dataDir);
  }

  /** Delete quarantined submissions older than the quarantine retention. */
  purgeQuarantine(now = Date.now()): Promise<number> {
    return this.purgeParked('quarantine', this.options.quarantineRetentionMs, now);
  }

  /** Delete dead letters parked longer ago than their retention. */
  purgeDeadLetters(now = Date.now()): Promise<number> {
    return this.purgeParked('dead', this.options.deadLetterRetentionMs, now);
  }

  private async purgeParked(kind: 'quarantine' | 'dead', retentionMs: number, now: number): Promise<number> {
    const state = kind === 'dead' ? 'dead' : 'quarantined';
    const dir = parkedDir(this.dataDir, kind);
    let purged = 0;
    for (const id of await parkedIds(dir)) {
      const parked = await readParked(dir, id);
      const at = parked ? Date.parse(parked.parkedAt) : Number.NaN;
      if (Number.isFinite(at) && now - at <= retentionMs) continue;
      await removeParked(dir, id);
      if (this.state.get(id) === state) {
        this.state.delete(id);
        if (kind === 'dead') this.deadCount--;
        else this.quarantinedCount--;
      }
      purged++;
    }
    return purged;
  }

  /** The personal data of mailed submissions leaves the outbox (compactOutbox); old delivery records go (compactSent). */
  async purgeDelivered(now = Date.now()): Promise<PurgeResult> {
    const personalData = await this.compactOutbox();
    return { personalData, records: (await this.compactSent(now)).dropped };
  }

  /**
   * Removes from the outbox every line no longer to be mailed (mailed, parked, erased, or an older
   * copy of a requeued submission): a segment with nothing pending is deleted; the others are
   * rewritten crash-safe (GroupCommitFile.rewrite: whichever file survives a crash is whole) with
   * their pending lines only. The active segment is replaced by a fresh one first, so no
   * acceptance waits. Returns how many lines went.
   */
  compactOutbox(step?: (file: string, name: RewriteStep) => void | Promise<void>): Promise<number> {
    return this.segments.run(async () => {
      if (this.closed) return 0;
      const active = this.active;
      if (active && (this.segmentLines.get(active.file) ?? 0) > (this.segmentPending.get(active.file)?.size ?? 0)) await this.rotate();
      let removed = 0;
      for (const [file, lines] of [...this.segmentLines]) {
        if (file === this.active?.file || lines <= (this.segmentPending.get(file)?.size ?? 0)) continue;
        removed += (await this.dropSegmentIfDone(file)) || (await this.rewriteSegment(file, step));
      }
      return removed;
    });
  }

  /** (Holding the segment turn.) Rewrites `file` with the lines still to be mailed; how many went. */
  private async rewriteSegment(file: string, step?: (file: string, name: RewriteStep) => void | Promise<void>): Promise<number> {
    const kept: Array<{ id: string; length: number }> = [];
    const segment = await GroupCommitFile.open(file);
    let result: { kept: number; dropped: number };
    try {
      result = await segment.rewrite(
        (line, offset) => {
          const id = parseRecord(line)?.id;
          const entry = id === undefined ? undefined : this.pendingById.get(id);
          // Only the line the submission is pending from (a requeued one has an older copy).
          if (!id || !entry || entry.segment !== file || entry.offset !== offset) return false;
          kept.push({ id, length: Buffer.byteLength(line, 'utf8') });
          return true;
        },
        (name) => step?.(file, name),
      );
    } finally {
      await segment.close();
    }
    // Where each kept line is now (one mailed meanwhile stays in the file until the next round).
    let offset = 0;
    for (const { id, length } of kept) {
      const entry = this.pendingById.get(id);
      if (entry?.segment === file) this.pendingById.set(id, { ...entry, offset, length });
      offset += length + 1;
    }
    this.segmentLines.set(file, kept.length);
    return result.dropped;
  }

  /**
   * Compact sent.ndjson: drop delivery (and erasure) records older than the retention window — but
   * never one sent after the oldest outbox segment still on disk was started, since a restart
   * replays that segment and would otherwise mail its submissions again. Crash-safe
   * (GroupCommitFile.rewrite): whichever file survives a crash holds every record the window needs.
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
      let entry: { id?: unknown; sentAt?: unknown; erasedAt?: unknown };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return false;
      }
      if (typeof entry.id !== 'string') return false;
      const when = entry.sentAt ?? entry.erasedAt;
      const at = typeof when === 'string' ? Date.parse(when) : Number.NaN;
      if (Number.isFinite(at) && at < cutoff) {
        dropped.add(entry.id);
        return false;
      }
      kept.add(entry.id);
      return true;
    }, step);
    for (const id of dropped) {
      const state = this.state.get(id);
      if (!kept.has(id) && (state === 'sent' || state === 'erased')) {
        this.state.delete(id);
        this.hashes.delete(id);
      }
    }
    return { ...result, cutoff };
  }

  // ------------------------------------------------------------ data-subject requests

  /** What DATA_DIR holds about the person with this address (outbox, quarantine, dead letters, requeue). */
  find(email: string): Promise<HeldItem[]> {
    return findInDataDir(this.dataDir, email);
  }

  /**
   * Erases it: each of those ids is recorded as erased in sent.ndjson (durably, no personal data:
   * a retry of the request is then answered as a duplicate, not stored again), a pending one leaves
   * the queue, parked files are deleted, and the outbox is compacted at once.
   */
  async erase(email: string): Promise<HeldItem[]> {
    await this.ingesting?.catch(() => {});
    const found = await this.find(email);
    const ids = [...new Set(found.map((i) => i.submissionId))];
    if (ids.length === 0) return [];
    const erasedAt = new Date().toISOString();
    await Promise.all(ids.map((id) => this.sentLog.append(JSON.stringify({ id, erasedAt }))));
    for (const id of ids) {
      const before = this.state.get(id);
      if (before === 'dead') this.deadCount--;
      if (before === 'quarantined') this.quarantinedCount--;
      this.state.set(id, 'erased');
      await this.settle(id);
    }
    for (const item of found)
      if (item.place === 'quarantine' || item.place === 'dead' || item.place === 'requeue')
        await removeParked(parkedDir(this.dataDir, item.place), item.submissionId);
    await this.compactOutbox();
    return found;
  }

  /** Appends the erasure's record (no personal data) to erasures.ndjson, durably. */
  async recordErasure(report: ErasureReport): Promise<void> {
    const file = path.join(this.dataDir, ERASURE_LOG);
    const fh = await fs.open(file, 'a', PRIVATE_FILE_MODE);
    try {
      await fh.writeFile(`${JSON.stringify(erasureRecord(report))}\n`);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await syncDir(this.dataDir);
  }

  // ------------------------------------------------------------ segments

  /** The segment to append to: a fresh one per process, after a failed write, or when full. */
  private segment(): Promise<GroupCommitFile> {
    const current = this.active;
    if (current && !current.broken && current.size < SEGMENT_MAX_BYTES) return Promise.resolve(current);
    this.rotating ??= this.segments
      .run(() => this.rotate())
      .finally(() => {
        this.rotating = undefined;
      });
    return this.rotating;
  }

  /**
   * (Holding the segment turn.) A new active segment; the old one is closed once its appends are
   * written, and deleted if nothing in it waits to be mailed.
   */
  private async rotate(): Promise<GroupCommitFile> {
    const current = this.active;
    const name = `${Date.now()}-${process.pid}-${String(this.seq++).padStart(6, '0')}.ndjson`;
    const next = await GroupCommitFile.open(path.join(this.outboxDir, name));
    this.segmentLines.set(next.file, 0);
    this.active = next;
    if (current) {
      await current.close().catch(() => {});
      await this.dropSegmentIfDone(current.file);
    }
    return next;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.queue?.close();
    await Promise.allSettled([...this.writing.values()]);
    await this.ingesting?.catch(() => {});
    await this.segments.run(async () => {
      await this.active?.close();
      await this.sentLog.close();
      if (this.active && !this.segmentPending.get(this.active.file)?.size) await fs.rm(this.active.file, { force: true }).catch(() => {});
    });
    await this.lock.release();
  }
}

function receivedAtMs(record: OutboxRecord): number {
  const t = Date.parse(record.receivedAt);
  return Number.isFinite(t) ? t : Date.now();
}

/** One outbox line, read where `where` says. */
async function readLine(where: PendingEntry): Promise<OutboxRecord | undefined> {
  const fh = await fs.open(where.segment, 'r');
  try {
    const buf = Buffer.alloc(where.length);
    const { bytesRead } = await fh.read(buf, 0, where.length, where.offset);
    return parseRecord(buf.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await fh.close();
  }
}

/**
 * The ids in sent.ndjson's text: mailed, or erased (a later line wins), with the content hash a
 * delivery kept (none for a line written before hashes were kept, nor for an erasure). Torn or
 * empty lines are skipped.
 */
function parseSentLog(text: string): Map<string, { state: 'sent' | 'erased'; hash?: string | undefined }> {
  const ids = new Map<string, { state: 'sent' | 'erased'; hash?: string | undefined }>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      const { id, erasedAt, contentHash: hash } = JSON.parse(line) as { id?: unknown; erasedAt?: unknown; contentHash?: unknown };
      if (typeof id === 'string')
        ids.set(id, { state: erasedAt === undefined ? 'sent' : 'erased', hash: typeof hash === 'string' ? hash : undefined });
    } catch {
      // a torn line
    }
  }
  return ids;
}

/** Ids in sent.ndjson. A torn last line (crash mid-append) is cut off so the next append starts clean. */
async function readSentLog(file: string): Promise<ReturnType<typeof parseSentLog>> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return new Map();
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
  return parseSentLog(text.slice(0, end));
}

/**
 * What DATA_DIR holds about the person with this address, read from the files alone (so the
 * command can look while the server runs): lines in the outbox (to be mailed, or mailed and not yet
 * compacted away), quarantine, dead letters, and what waits in requeue/.
 */
export async function findInDataDir(dataDir: string, email: string): Promise<HeldItem[]> {
  const wanted = normaliseEmail(email);
  // Read only: the command may look while the server owns DATA_DIR.
  const known = parseSentLog(await fs.readFile(path.join(dataDir, SENT_LOG), 'utf8').catch(() => ''));
  const found: HeldItem[] = [];
  const seen = new Set<string>();
  const outboxDir = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.ndjson')).sort();
  for (const name of names) {
    const file = path.join(outboxDir, name);
    const text = await fs.readFile(file, 'utf8').catch(() => '');
    for (const line of text.split('\n')) {
      const record = parseRecord(line);
      if (!record || !recordMatches(record, wanted) || seen.has(record.id) || known.get(record.id)?.state === 'erased') continue;
      seen.add(record.id);
      found.push(heldItem(record, 'outbox', file, { mailed: known.get(record.id)?.state === 'sent' }));
    }
  }
  for (const place of ['quarantine', 'dead', 'requeue'] satisfies ParkedDir[]) {
    const dir = parkedDir(dataDir, place);
    for (const id of await parkedIds(dir)) {
      const parked = await readParked(dir, id);
      if (parked && recordMatches(parked.record, wanted)) found.push(heldItem(parked.record, place, path.join(dir, `${id}.json`)));
    }
  }
  return found;
}
