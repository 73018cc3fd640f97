/**
 * Telemetry from anywhere in the page (ADR 24). The shell's telemetry client loads after
 * hydration, in idle time; until then what happens waits in the page's telemetry queue
 * (`window.__merantiTelemetry`), filled by the start-up script (shell/src/boot/first-paint.ts),
 * which hears, from the very first moment, the window's errors, its unhandled rejections and the
 * `meranti:error` events anything else dispatches through `recordError` — the shell (React's
 * error callbacks, area loads), the platform (deferred sections), an area. When the client
 * starts it takes the queue over and the records go straight to it. Records are raw (a path, an
 * error object, an event), so recording costs next to nothing: the client turns them into route
 * patterns, builds, messages and stacks. Page views are not recorded here: the client counts those
 * the analytics adapter puts in `window.dataLayer`.
 */

export type TelemetryErrorType =
  | 'window'
  | 'rejection'
  | 'uncaught'
  | 'recoverable'
  | 'boundary'
  | 'remote-load'
  | 'chunk-load'
  | 'deferred';

/** What `recordError` dispatches (the event's `detail`): the type and the error. */
export type RecordedError = readonly [type: TelemetryErrorType, error: unknown];

/** The event `recordError` dispatches on the window. */
export const TELEMETRY_EVENT = 'meranti:error';

/**
 * What waits in the queue: a window event as it came — an `error` (heard while capturing, so
 * scripts and module preloads that did not load too), an `unhandledrejection`, or a
 * `meranti-telemetry` event — and the path of the page at that moment.
 */
export interface TelemetryRecord {
  readonly path: string;
  readonly event: Event;
}

export interface TelemetryGlobals {
  /** The queue; the client, once started, takes what waits in it and handles every later `push` itself. */
  __merantiTelemetry?: TelemetryRecord[];
}

/**
 * Records an error of `type`. The same error object heard twice (an area that did not load, then
 * its error boundary; React's uncaught error, then the window's error event) counts once: the
 * client keeps the first.
 */
export function recordError(type: TelemetryErrorType, error: unknown): void {
  // Browser code only (a deferred section's load, an area's, React's callbacks): no window check.
  dispatchEvent(new CustomEvent<RecordedError>(TELEMETRY_EVENT, { detail: [type, error] }));
}
