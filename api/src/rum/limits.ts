/**
 * What keeps beacons from competing with enquiries (ADR 24): their own limits, all in this
 * process's memory — a beacon never touches the disk or the database on its way in.
 *   - Per client (RUM_RATE_LIMIT_PER_MINUTE / RUM_RATE_LIMIT_BURST): a token bucket per address,
 *     separate from the enquiry endpoints' limit (a visitor's beacons never use up their form's
 *     allowance). The address is a key in memory for at most a few minutes, never written.
 *   - Per instance (RUM_MAX_PER_SECOND): beyond it, beacons are shed.
 *   - Enquiries first: while the event loop lags (RUM_SHED_LAG_MS, measured continuously), beacons
 *     are shed at the door, before their body is read, so a flood cannot slow an enquiry down.
 *   - Replays: a beacon id seen in the last quarter of an hour, or one sent more than a day away
 *     from now, is dropped.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Token buckets by key: `perMinute` on average, `burst` at once. */
export class TokenBuckets {
  private buckets = new Map<string, { tokens: number; at: number }>();
  private sweeps = 0;

  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a token for `key`; false when it has none left. */
  take(key: string): boolean {
    const now = this.now();
    if (++this.sweeps % 10_000 === 0) this.sweep(now);
    const b = this.buckets.get(key);
    const refill = (elapsed: number) => Math.min(this.burst, elapsed * (this.perMinute / 60_000));
    const tokens = b ? Math.min(this.burst, b.tokens + refill(now - b.at)) : this.burst;
    if (tokens < 1) {
      if (b) {
        b.tokens = tokens;
        b.at = now;
      }
      return false;
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }

  /** Forgets buckets that are full again (nothing to remember about those clients). */
  private sweep(now: number) {
    const full = (this.burst / this.perMinute) * 60_000;
    for (const [key, b] of this.buckets) if (now - b.at > full) this.buckets.delete(key);
  }

  get size(): number {
    return this.buckets.size;
  }
}

/** Beacon ids seen recently: two generations, each `windowMs` long. */
export class ReplayGuard {
  private current = new Set<string>();
  private previous = new Set<string>();
  private since: number;

  constructor(
    private readonly windowMs = 15 * 60_000,
    private readonly maxSkewMs = 24 * 3_600_000,
    private readonly now: () => number = Date.now,
    private readonly maxIds = 1_000_000,
  ) {
    this.since = now();
  }

  /** True when the beacon is a replay (its id was seen, or it was sent too far from now); else remembers it. */
  replayed(id: string, sentAt: number): boolean {
    const now = this.now();
    if (Math.abs(now - sentAt) > this.maxSkewMs) return true;
    if (now - this.since > this.windowMs || this.current.size >= this.maxIds) {
      this.previous = this.current;
      this.current = new Set();
      this.since = now;
    }
    if (this.current.has(id) || this.previous.has(id)) return true;
    this.current.add(id);
    return false;
  }
}

/** The event loop's delay, sampled: `lagging()` while its recent p99 is above the threshold. */
export class LoadShedder {
  private histogram = monitorEventLoopDelay({ resolution: 10 });
  private timer: NodeJS.Timeout;
  private lagMs = 0;

  constructor(private readonly thresholdMs: number) {
    this.histogram.enable();
    this.timer = setInterval(() => {
      this.lagMs = this.histogram.percentile(99) / 1e6;
      this.histogram.reset();
    }, 500);
    this.timer.unref();
  }

  lagging(): boolean {
    return this.thresholdMs > 0 && this.lagMs > this.thresholdMs;
  }

  close(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}
