/**
 * Real-user telemetry (ADR 24): a beacon's events are checked, scrubbed and counted into the
 * minute's rollups; every RUM_FLUSH_MS the rollups go to the telemetry store, and hourly (and at
 * start) what is older than RUM_RETENTION_DAYS is forgotten. Nothing of a beacon is kept but its
 * counts.
 */

import { type Beacon, beaconSchema } from '@meranti/contract/rum-beacon';
import * as z from 'zod/mini';
import type { Logger } from '../logger';
import { RollupAggregator } from './aggregator';
import { ReplayGuard } from './limits';
import type { RumMetrics } from './metrics';
import { areaOfRoute, rumEvent } from './schema';
import type { TelemetryStore } from './telemetry-store';

export type IngestOutcome = 'accepted' | 'invalid' | 'replay';

export interface RumServiceOptions {
  store: TelemetryStore;
  metrics: RumMetrics;
  logger: Logger;
  flushMs: number;
  retentionMs: number;
  now?: () => number;
}

export interface RumService {
  /** One parsed JSON body: 'invalid' (the envelope is not a beacon), 'replay', or 'accepted' (its valid events counted). */
  ingest(body: unknown): IngestOutcome;
  /** Writes what is counted so far (the timer calls it; tests and shutdown too). */
  flush(): Promise<void>;
  /** Forgets what is past the retention. */
  purge(): Promise<number>;
  readonly store: TelemetryStore;
  close(): Promise<void>;
}

export function createRumService({ store, metrics, logger, flushMs, retentionMs, now = Date.now }: RumServiceOptions): RumService {
  const aggregator = new RollupAggregator();
  const replays = new ReplayGuard(undefined, undefined, now);
  let flushing: Promise<void> | undefined;
  let lastFailure = 0;

  const flush = (): Promise<void> => {
    flushing ??= (async () => {
      const batch = aggregator.drain();
      if (!batch.cells.length && !batch.errors.length && !batch.samples.length && !batch.targets.length) return;
      try {
        await store.write(batch);
      } catch (err) {
        aggregator.restore(batch);
        metrics.flushFailed();
        // Once a minute at most: a store that is down says so without flooding the log.
        if (now() - lastFailure > 60_000)
          logger.warn({ err: { detail: (err as Error).message }, kept: aggregator.size }, 'telemetry flush failed; kept for the next one');
        lastFailure = now();
      }
    })().finally(() => {
      flushing = undefined;
    });
    return flushing;
  };
  const purge = () => store.purge(now() - retentionMs);

  const flusher = setInterval(() => void flush(), flushMs);
  flusher.unref();
  const upkeep = () =>
    purge()
      .then((n) => n > 0 && logger.info({ dropped: n }, 'telemetry past the retention dropped'))
      .catch((err: unknown) => logger.warn({ err: { detail: (err as Error).message } }, 'telemetry purge failed'));
  void upkeep();
  const hourly = setInterval(upkeep, 3_600_000);
  hourly.unref();

  return {
    store,
    ingest(body) {
      const envelope = z.safeParse(beaconSchema, body);
      if (!envelope.success) return 'invalid';
      const beacon: Beacon = envelope.data;
      if (replays.replayed(beacon.id, beacon.sentAt)) return 'replay';
      const at = now();
      let invalid = 0;
      for (const raw of beacon.events) {
        const parsed = z.safeParse(rumEvent, raw);
        // An event whose area is not its route's (a page of another build's route table) is not counted either.
        if (!parsed.success || areaOfRoute(parsed.data.route) !== parsed.data.area) {
          invalid++;
          continue;
        }
        aggregator.add(beacon, parsed.data, at);
        metrics.event(parsed.data);
      }
      if (invalid) metrics.invalidEvents(invalid);
      return 'accepted';
    },
    flush,
    purge,
    async close() {
      clearInterval(flusher);
      clearInterval(hourly);
      // A flush under way took what was counted before it; the second writes what came after.
      await flush();
      await flush();
      await store.close();
    },
  };
}
