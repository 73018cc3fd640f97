/**
 * Telemetry on files (the embedded default, `npm start`): under DATA_DIR/telemetry/
 *   rollups-YYYY-MM-DD.ndjson   one line per rollup cell a flush wrote that day (UTC): a minute, its
 *                               keys, count, sum and the histogram's non-empty buckets. Several
 *                               flushes of one minute each add a line; reading sums them.
 *   errors-YYYY-MM-DD.ndjson    one line per (minute, fingerprint, build, route) count.
 *   targets-YYYY-MM-DD.ndjson   one line per (minute, page, vital, element) that was not good.
 *   error-samples.json          one sample per (fingerprint, build): message, stack, first and
 *                               last seen, count — rewritten whole (temporary file, rename).
 * Appends are not fsynced: telemetry is counted, not promised (a crash loses at most the last
 * flush); a line cut short by a crash is skipped when read. Retention drops whole day files once
 * the day is older than the window, and samples not seen since.
 *
 * One process writes (the server); `npm run vitals` and `npm run errors` read at any time.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeWhole } from '../fs/write-whole.mjs';
import { groupCells, groupErrors, groupTargets } from './grouping';
import { fromSparse, isVital, toSparse } from './histogram';
import type {
  ErrorCount,
  ErrorGroup,
  ErrorSample,
  RollupCell,
  RollupGroup,
  TargetCount,
  TargetGroup,
  TelemetryBatch,
  TelemetryStore,
  TelemetryWindow,
} from './telemetry-store';
import { inWindow } from './telemetry-store';

const KINDS = ['rollups', 'errors', 'targets'] as const;
type Kind = (typeof KINDS)[number];
const SAMPLES_FILE = 'error-samples.json';
/** Samples kept at most (the least recently seen go first). */
const MAX_SAMPLES = 5_000;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const fileOf = (kind: Kind, day: string) => `${kind}-${day}.ndjson`;
const DAY_FILE = /^(rollups|errors|targets)-(\d{4}-\d{2}-\d{2})\.ndjson$/;

/** A cell as a line: the histogram sparse. */
const cellLine = (c: RollupCell) => JSON.stringify({ ...c, buckets: c.buckets ? toSparse(c.buckets) : undefined });
function parseCell(line: string): RollupCell | undefined {
  const raw = JSON.parse(line) as RollupCell & { buckets?: [number, number][] };
  if (typeof raw.minute !== 'number' || typeof raw.count !== 'number') return undefined;
  if (raw.buckets && isVital(raw.metric)) return { ...raw, buckets: fromSparse(raw.metric, raw.buckets) };
  return { ...raw, buckets: undefined };
}

export class FileTelemetryStore implements TelemetryStore {
  private writing: Promise<void> = Promise.resolve();

  constructor(readonly dir: string) {}

  get description(): string {
    return `files in ${this.dir}`;
  }

  /** One change at a time: appends of two flushes never interleave, and samples merge in order. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.writing.then(work);
    this.writing = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  }

  write(batch: TelemetryBatch): Promise<void> {
    return this.serial(() => this.writeNow(batch));
  }

  private async writeNow(batch: TelemetryBatch): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const lines = new Map<string, string[]>();
    const put = (kind: Kind, minute: number, line: string) => {
      const file = fileOf(kind, dayOf(minute));
      lines.set(file, [...(lines.get(file) ?? []), line]);
    };
    for (const c of batch.cells) put('rollups', c.minute, cellLine(c));
    for (const e of batch.errors) put('errors', e.minute, JSON.stringify(e));
    for (const t of batch.targets) put('targets', t.minute, JSON.stringify(t));
    for (const [file, text] of lines) await fs.appendFile(path.join(this.dir, file), `${text.join('\n')}\n`);
    if (batch.samples.length) await this.mergeSamples(batch.samples);
  }

  private async readSamples(): Promise<Map<string, ErrorSample>> {
    try {
      const list = JSON.parse(await fs.readFile(path.join(this.dir, SAMPLES_FILE), 'utf8')) as ErrorSample[];
      return new Map(list.map((s) => [`${s.fingerprint}|${s.build}`, s]));
    } catch {
      return new Map();
    }
  }

  private async writeSamples(samples: Iterable<ErrorSample>): Promise<void> {
    const list = [...samples].sort((a, b) => b.lastSeen - a.lastSeen).slice(0, MAX_SAMPLES);
    const file = path.join(this.dir, SAMPLES_FILE);
    await writeWhole(file, JSON.stringify(list));
  }

  private async mergeSamples(fresh: ErrorSample[]): Promise<void> {
    const samples = await this.readSamples();
    for (const s of fresh) {
      const key = `${s.fingerprint}|${s.build}`;
      const kept = samples.get(key);
      if (!kept) samples.set(key, s);
      else {
        kept.count += s.count;
        kept.firstSeen = Math.min(kept.firstSeen, s.firstSeen);
        kept.lastSeen = Math.max(kept.lastSeen, s.lastSeen);
      }
    }
    await this.writeSamples(samples.values());
  }

  /** The parsed lines of `kind` in the days the window touches. */
  private async *lines<T>(kind: Kind, w: TelemetryWindow, parse: (line: string) => T | undefined): AsyncGenerator<T> {
    const [first, last] = [dayOf(Math.max(0, w.from)), dayOf(Math.max(0, w.to - 1))];
    const names = (await fs.readdir(this.dir).catch(() => [] as string[])).filter((name) => {
      const m = DAY_FILE.exec(name);
      return m?.[1] === kind && (m[2] as string) >= first && (m[2] as string) <= last;
    });
    for (const name of names.sort()) {
      let text: string;
      try {
        text = await fs.readFile(path.join(this.dir, name), 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // purged meanwhile
        throw err;
      }
      for (const line of text.split('\n')) {
        if (!line) continue;
        let value: T | undefined;
        try {
          value = parse(line);
        } catch {
          continue; // a line cut short by a crash
        }
        if (value !== undefined) yield value;
      }
    }
  }

  async rollups(w: TelemetryWindow, { byRoute = false } = {}): Promise<RollupGroup[]> {
    const cells: RollupCell[] = [];
    for await (const c of this.lines('rollups', w, parseCell)) if (inWindow(c, w)) cells.push(c);
    return groupCells(cells, byRoute);
  }

  async errorGroups(w: TelemetryWindow, { limit = 20 } = {}): Promise<ErrorGroup[]> {
    const counts: ErrorCount[] = [];
    for await (const e of this.lines('errors', w, (l) => JSON.parse(l) as ErrorCount)) if (inWindow(e, w)) counts.push(e);
    return groupErrors(counts, (await this.readSamples()).values(), limit);
  }

  async targets(w: TelemetryWindow, { limit = 5 } = {}): Promise<TargetGroup[]> {
    const counts: TargetCount[] = [];
    for await (const t of this.lines('targets', w, (l) => JSON.parse(l) as TargetCount)) if (inWindow(t, w)) counts.push(t);
    return groupTargets(counts, limit);
  }

  purge(before: number): Promise<number> {
    return this.serial(() => this.purgeNow(before));
  }

  private async purgeNow(before: number): Promise<number> {
    let removed = 0;
    const cutoff = dayOf(before);
    for (const name of await fs.readdir(this.dir).catch(() => [] as string[])) {
      const m = DAY_FILE.exec(name);
      // A day file goes once its whole day is before the cutoff.
      if (!m || (m[2] as string) >= cutoff) continue;
      const file = path.join(this.dir, name);
      removed += (await fs.readFile(file, 'utf8')).split('\n').filter(Boolean).length;
      await fs.rm(file, { force: true });
    }
    const samples = await this.readSamples();
    const kept = [...samples.values()].filter((s) => s.lastSeen >= before);
    if (kept.length !== samples.size) {
      removed += samples.size - kept.length;
      await this.writeSamples(kept);
    }
    return removed;
  }

  async close(): Promise<void> {
    await this.writing;
  }
}
