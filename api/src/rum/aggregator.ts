/**
 * The per-minute rollups of one instance, in memory until the next flush (RUM_FLUSH_MS): a beacon
 * adds to counters and histograms and is gone. What is flushed is aggregated — no event, no
 * address, no user agent is ever written (ADR 24). A flush that fails is merged back, so a store
 * that is down for a while loses nothing but memory (bounded: past `maxCells`, the oldest minutes
 * are dropped and counted).
 */
import { createHash } from 'node:crypto';
import type { Beacon, ErrorEvent, RumEvent, VitalEvent } from '@meranti/contract/rum-beacon';
import { addBuckets, bucketCount, bucketOf, isVital, THRESHOLDS } from './histogram';
import { scrub } from './privacy';
import type { ErrorCount, ErrorSample, RollupCell, TargetCount, TelemetryBatch } from './telemetry-store';

export const minuteOf = (at: number) => Math.floor(at / 60_000) * 60_000;

type CellKey = Omit<RollupCell, 'count' | 'sum' | 'buckets'>;
const keyOf = (...parts: (string | number)[]) => parts.join('|');
const cellKey = (c: CellKey) => keyOf(c.minute, c.route, c.area, c.build, c.channel, c.viewport, c.connection, c.metric);
const errorKey = (e: Omit<ErrorCount, 'count'>) => `${e.minute}|${e.fingerprint}|${e.build}|${e.channel}|${e.route}`;
const sampleKey = (s: Pick<ErrorSample, 'fingerprint' | 'build'>) => `${s.fingerprint}|${s.build}`;
const targetKey = (t: Omit<TargetCount, 'count' | 'sum'>) => `${t.minute}|${t.route}|${t.build}|${t.channel}|${t.metric}|${t.target}`;

/** A file name as a build names it, without its content hash (`Calculators-Bx1_9aQz.js` → `Calculators.js`). */
const stableFile = (url: string) =>
  (url.split(/[?#]/)[0] ?? '')
    .split('/')
    .at(-1)
    ?.replace(/-[A-Za-z0-9_-]{8}(?=\.m?js$)/, '') ?? '';

/** The first frame of a stack that names a place: `fn (file)` (V8) or `fn@file` (Firefox, WebKit). */
function topFrame(stack: string | undefined): string {
  for (const line of (stack ?? '').split('\n')) {
    const v8 = /^\s*at (?:(.+?) \()?(\S+?):\d+:\d+\)?$/.exec(line);
    const gecko = /^(.*?)@(\S+?):\d+:\d+$/.exec(line.trim());
    const m = v8 ?? gecko;
    if (m) return `${(m[1] ?? '').replace(/^async\*?|^Object\./, '')}@${stableFile(m[2] ?? '')}`;
  }
  return '';
}

/**
 * An error's fingerprint: the same error on any build, route or engine. Its area, its type, its
 * message without numbers and quoted values, and the function and file (without the build's
 * content hash, and without positions, which move between builds) it was thrown from.
 */
export function fingerprint(e: Pick<ErrorEvent, 'area' | 'type' | 'message' | 'stack'>): string {
  const message = e.message
    .replace(/(["'`]).*?\1/g, '$1…$1')
    .replace(/\d+/g, '0')
    .slice(0, 200);
  return createHash('sha1')
    .update(`${e.area}\0${e.type}\0${message}\0${topFrame(e.stack)}`)
    .digest('hex')
    .slice(0, 12);
}

export class RollupAggregator {
  private cells = new Map<string, RollupCell>();
  private errors = new Map<string, ErrorCount>();
  private samples = new Map<string, ErrorSample>();
  private targets = new Map<string, TargetCount>();
  /** Cells dropped because a store stayed down too long. */
  dropped = 0;

  constructor(private readonly maxCells = 200_000) {}

  get size(): number {
    return this.cells.size + this.errors.size + this.targets.size;
  }

  /** Counts one valid event of `beacon`, received at `at`. */
  add(beacon: Pick<Beacon, 'viewport' | 'connection'>, e: RumEvent, at: number): void {
    const minute = minuteOf(at);
    const metric = e.kind === 'pageview' ? 'pageview' : e.kind === 'vital' ? e.metric : 'error';
    // The key straight from the event (no cell built unless the key is new: thousands a second).
    const key = keyOf(minute, e.route, e.area, e.build, e.channel, beacon.viewport, beacon.connection, metric);
    let cell = this.cells.get(key);
    if (!cell) {
      if (!this.within()) return;
      cell = {
        minute,
        route: e.route,
        area: e.area,
        build: e.build,
        channel: e.channel,
        viewport: beacon.viewport,
        connection: beacon.connection,
        metric,
        count: 0,
        sum: 0,
        ...(isVital(metric) ? { buckets: new Array<number>(bucketCount(metric)).fill(0) } : {}),
      };
      this.cells.set(key, cell);
    }
    cell.count++;
    if (e.kind === 'vital') {
      cell.sum += e.value;
      const buckets = cell.buckets as number[];
      const i = bucketOf(e.metric, e.value);
      buckets[i] = (buckets[i] as number) + 1;
      if (e.target && e.value > THRESHOLDS[e.metric].good) this.target(minute, e);
    } else if (e.kind === 'error') this.error(minute, e, at);
  }

  private within(): boolean {
    if (this.size < this.maxCells) return true;
    this.dropped++;
    return false;
  }

  /** Adds a whole cell (a flush being restored). */
  private addCell(c: RollupCell): void {
    const key = cellKey(c);
    const mine = this.cells.get(key);
    if (!mine) {
      if (this.within()) this.cells.set(key, { ...c, ...(c.buckets ? { buckets: [...c.buckets] } : {}) });
      return;
    }
    mine.count += c.count;
    mine.sum += c.sum;
    if (mine.buckets && c.buckets) addBuckets(mine.buckets, c.buckets);
  }

  private addError(e: ErrorCount): void {
    const key = errorKey(e);
    const mine = this.errors.get(key);
    if (mine) mine.count += e.count;
    else if (this.within()) this.errors.set(key, { ...e });
  }

  private addSample(s: ErrorSample): void {
    const key = sampleKey(s);
    const mine = this.samples.get(key);
    if (!mine) {
      this.samples.set(key, { ...s });
      return;
    }
    mine.count += s.count;
    mine.firstSeen = Math.min(mine.firstSeen, s.firstSeen);
    mine.lastSeen = Math.max(mine.lastSeen, s.lastSeen);
  }

  private addTarget(t: TargetCount): void {
    const key = targetKey(t);
    const mine = this.targets.get(key);
    if (mine) {
      mine.count += t.count;
      mine.sum += t.sum;
    } else if (this.within()) this.targets.set(key, { ...t });
  }

  private error(minute: number, e: ErrorEvent, at: number): void {
    const message = scrub(e.message);
    const stack = e.stack === undefined ? undefined : scrub(e.stack);
    const print = fingerprint({ area: e.area, type: e.type, message, stack });
    const where = { fingerprint: print, area: e.area, build: e.build, route: e.route };
    this.addError({ ...where, minute, channel: e.channel, count: 1 });
    this.addSample({ ...where, type: e.type, message, stack, firstSeen: at, lastSeen: at, count: 1 });
  }

  private target(minute: number, e: VitalEvent): void {
    const target = scrub(e.target ?? '');
    this.addTarget({
      minute,
      area: e.area,
      build: e.build,
      channel: e.channel,
      route: e.route,
      metric: e.metric,
      target,
      count: 1,
      sum: e.value,
    });
  }

  /** Everything counted since the last drain; the aggregator starts empty again. */
  drain(): TelemetryBatch {
    const batch = {
      cells: [...this.cells.values()],
      errors: [...this.errors.values()],
      samples: [...this.samples.values()],
      targets: [...this.targets.values()],
    };
    this.cells = new Map();
    this.errors = new Map();
    this.samples = new Map();
    this.targets = new Map();
    return batch;
  }

  /** A batch a store did not take, added back (to what came in meanwhile), newest minutes first, within `maxCells`. */
  restore(batch: TelemetryBatch): void {
    for (const c of [...batch.cells].sort((a, b) => b.minute - a.minute)) this.addCell(c);
    for (const e of [...batch.errors].sort((a, b) => b.minute - a.minute)) this.addError(e);
    for (const s of batch.samples) this.addSample(s);
    for (const t of [...batch.targets].sort((a, b) => b.minute - a.minute)) this.addTarget(t);
  }
}
