/**
 * Enquiries go first (ADR 24). One event loop serves both a visitor's enquiry and the
 * telemetry beacons of every open page; a beacon's work (its body, parsing, checking and counting)
 * between the steps of an enquiry (its body, validation, the fsync, the answer) makes the enquiry
 * wait at each step. So while an enquiry or lead is in flight, that work waits: it starts once no
 * submission is in flight, or after `maxWaitMs` at the most (RUM_WAIT_FOR_ENQUIRIES_MS, 250 by
 * default: a beacon is never held longer, however many enquiries come; 0: it never waits). Only
 * the checks that refuse a beacon before its body is read run at once.
 */
import type { ServerResponse } from 'node:http';
import { Gauge, type Registry } from 'prom-client';

export class SubmissionsFirst {
  private inFlight = 0;
  private waiting: Array<() => void> = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly maxWaitMs: number) {}

  /** Counts a submission's request as in flight until its answer is sent, or its connection is gone. */
  track(res: ServerResponse): void {
    this.inFlight += 1;
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      this.inFlight -= 1;
      if (this.inFlight === 0) this.release();
    };
    res.once('finish', finished);
    res.once('close', finished);
  }

  /** Submissions in flight now. */
  get submissionsInFlight(): number {
    return this.inFlight;
  }

  /** Beacons waiting for them now. */
  get waitingNow(): number {
    return this.waiting.length;
  }

  /**
   * The turn of work that can wait: `undefined` when no submission is in flight (go on at once),
   * else a promise settled when none is, or after `maxWaitMs`.
   */
  turn(): Promise<void> | undefined {
    if (this.inFlight === 0 || this.maxWaitMs === 0) return undefined;
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.timer ??= setTimeout(() => this.release(), this.maxWaitMs);
    });
  }

  private release(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }
}

/** On /metrics: the submissions in flight, and the beacons waiting for them. */
export function registerSubmissionsFirstMetrics(registry: Registry, gate: SubmissionsFirst): void {
  new Gauge({
    name: 'meranti_submissions_in_flight',
    help: 'Enquiries and leads being received, stored or answered now (beacons wait for them)',
    registers: [registry],
    collect() {
      this.set(gate.submissionsInFlight);
    },
  });
  new Gauge({
    name: 'meranti_rum_beacons_waiting',
    help: 'Beacons waiting for the enquiries and leads in flight (each at most RUM_WAIT_FOR_ENQUIRIES_MS)',
    registers: [registry],
    collect() {
      this.set(gate.waitingNow);
    },
  });
}
