/**
 * An append-only file with group commit: every `append` waits until its line is written AND
 * fsynced; lines that arrive while a write+fsync is under way wait for the next one, so many
 * requests share one fsync and throughput does not collapse under durability.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { syncDir, type WriteStep, writeWhole } from '../fs/write-whole.mjs';
import { PRIVATE_FILE_MODE } from '../store/private-files';

/** Where an appended line landed (without its newline). */
export interface LineLocation {
  offset: number;
  length: number;
}

interface Waiter {
  data: Buffer;
  resolve: (where: LineLocation) => void;
  reject: (err: Error) => void;
}

/** The steps of a rewrite (`GroupCommitFile.rewrite` calls `step` after each). */
export type RewriteStep = 'start' | WriteStep;

export class GroupCommitFile {
  private fh: fs.FileHandle | undefined;
  private queue: Waiter[] = [];
  private running = false;
  private idle: Promise<void> = Promise.resolve();
  private markIdle: () => void = () => {};
  /** Bytes in the file, including those being written. */
  size = 0;

  private constructor(readonly file: string) {}

  /** Open (creating if needed, owner-only) for appending; a new file's directory entry is fsynced too. */
  static async open(file: string): Promise<GroupCommitFile> {
    const log = new GroupCommitFile(file);
    let existed = true;
    try {
      log.size = (await fs.stat(file)).size;
    } catch {
      existed = false;
    }
    log.fh = await fs.open(file, 'a', PRIVATE_FILE_MODE);
    if (!existed) await syncDir(path.dirname(file));
    return log;
  }

  /** Resolves once `line` (a newline is added) is durable on disk, with where it is. */
  append(line: string): Promise<LineLocation> {
    if (!this.fh) return Promise.reject(new Error(`${this.file} is closed`));
    return new Promise<LineLocation>((resolve, reject) => {
      this.queue.push({ data: Buffer.from(`${line}\n`, 'utf8'), resolve, reject });
      if (!this.running) void this.run();
    });
  }

  private async run(): Promise<void> {
    this.running = true;
    this.idle = new Promise((r) => (this.markIdle = r));
    try {
      while (this.queue.length > 0) {
        const batch = this.queue;
        this.queue = [];
        const buf = batch.length === 1 ? (batch[0] as Waiter).data : Buffer.concat(batch.map((w) => w.data));
        try {
          const fh = this.fh;
          if (!fh) throw new Error(`${this.file} is closed`);
          let off = 0;
          while (off < buf.length) off += (await fh.write(buf, off, buf.length - off)).bytesWritten;
          await fh.datasync();
          let offset = this.size;
          this.size += buf.length;
          for (const w of batch) {
            w.resolve({ offset, length: w.data.length - 1 });
            offset += w.data.length;
          }
        } catch (err) {
          // A failed write may have left a partial line: nothing more goes into this file.
          const e = err instanceof Error ? err : new Error(String(err));
          for (const w of [...batch, ...this.queue]) w.reject(e);
          this.queue = [];
          await this.fh?.close().catch(() => {});
          this.fh = undefined;
        }
      }
    } finally {
      this.running = false;
      this.markIdle();
    }
  }

  /**
   * Rewrite the file keeping only the lines `keep` accepts (given each line and where it starts;
   * a torn last line is dropped), crash-safe (`writeWhole`): a crash at any point leaves the old
   * file or the new one, whole; a left-over temporary file is removed by `removeTempFiles`.
   * Appends wait while this runs.
   * `step` is called after each step (the tests stop the rewrite there, as a crash would).
   */
  async rewrite(
    keep: (line: string, offset: number) => boolean,
    step: (name: RewriteStep) => void | Promise<void> = () => {},
  ): Promise<{ kept: number; dropped: number }> {
    while (this.running) await this.idle;
    if (!this.fh) throw new Error(`${this.file} is closed`);
    this.running = true;
    this.idle = new Promise((r) => (this.markIdle = r));
    try {
      const text = await fs.readFile(this.file, 'utf8');
      const end = text.lastIndexOf('\n') + 1;
      const lines = text.slice(0, end).split('\n');
      lines.pop();
      let offset = 0;
      const kept = lines.filter((l) => {
        const at = offset;
        offset += Buffer.byteLength(l, 'utf8') + 1;
        return l !== '' && keep(l, at);
      });
      const dropped = lines.length - kept.length;
      if (dropped === 0) return { kept: kept.length, dropped };
      await step('start');
      const body = Buffer.from(kept.length ? `${kept.join('\n')}\n` : '', 'utf8');
      await writeWhole(this.file, body, {
        mode: PRIVATE_FILE_MODE,
        step: async (name) => {
          if (name === 'renamed') {
            // The old handle points at the replaced file: append to the new one from now on.
            const old = this.fh;
            this.fh = await fs.open(this.file, 'a', PRIVATE_FILE_MODE);
            this.size = body.length;
            await old?.close().catch(() => {});
          }
          await step(name);
        },
      });
      return { kept: kept.length, dropped };
    } finally {
      this.running = false;
      this.markIdle();
      if (this.queue.length > 0) void this.run();
    }
  }

  get broken(): boolean {
    return this.fh === undefined;
  }

  /** Waits for pending appends, then closes the file. */
  async close(): Promise<void> {
    while (this.running) await this.idle;
    const fh = this.fh;
    this.fh = undefined;
    await fh?.close();
  }
}
