/**
 * Telemetry's early buffer (ADR 24): from the moment the shell starts — before it hydrates — the
 * window's errors and unhandled rejections and what the page records (`recordError`) wait, as they
 * came, in the page's telemetry queue until the telemetry client (loaded after hydration, in idle
 * time) takes it over; then they go straight to it. Errors are heard while capturing, so scripts
 * and module preloads that fail to load are heard too. Nothing is sent from here. (Before the
 * shell starts only the start-up script runs: if the shell cannot start, no client would ever
 * send what a buffer there held.)
 */
import { TELEMETRY_EVENT, type TelemetryGlobals, type TelemetryRecord } from '@meranti/platform';

/** Records waiting for the client at most (a page that never loads it does not grow without end). */
const MAX_WAITING = 50;

export const HEARD_EVENTS = ['error', 'unhandledrejection', TELEMETRY_EVENT] as const;

export function startEarlyBuffer(): void {
  const queue: TelemetryRecord[] = [];
  (window as TelemetryGlobals).__merantiTelemetry = queue;
  const hear = (event: Event) => {
    if (queue.length < MAX_WAITING) queue.push({ path: location.pathname, event });
  };
  for (const type of HEARD_EVENTS) addEventListener(type, hear, true);
}
