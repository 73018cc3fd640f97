/**
 * The telemetry client (ADR 24), loaded after hydration in idle time — never part of a page's
 * first load. It takes over the page's telemetry queue (`recordTelemetry`, filled by the start-up
 * script's error listeners, the shell and the platform since the page opened), adds web vitals
 * with their attribution, and sends batches to POST /api/rum with `navigator.sendBeacon`: when the
 * page is hidden or left, five seconds after the first event of a batch, or once a batch nears
 * 3 KB. Each event carries the route pattern (never the address), the area, that area's build, the
 * channel, and each beacon the shell's build and the connection and viewport classes. No cookie,
 * nothing from a form, no address: errors' texts are cut short here and scrubbed again by the server.
 */

import type { BeaconInput, RumEvent } from '@meranti/contract/rum-beacon';
import {
  type Area,
  matchRoute,
  type RecordedError,
  routes,
  TELEMETRY_EVENT,
  type TelemetryErrorType,
  type TelemetryGlobals,
  type TelemetryRecord,
} from '@meranti/platform';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import type { Analytics } from '../analytics/analytics';
import { reportWebVitals } from '../analytics/web-vitals';
import type { AreaBuilds } from '../areas/registry';
import type { BootData } from '../boot/boot-data';

export const RUM_ENDPOINT = '/api/rum';
/** A batch is sent once it holds this many bytes (a beacon stays a few KB) … */
const BATCH_BYTES = 3_000;
/** … or this long after its first event. */
const BATCH_WAIT_MS = 5_000;
/** Errors one page sends at most, and how often the same one. */
const MAX_ERRORS = 25;
const MAX_SAME_ERROR = 3;
const MESSAGE_MAX = 300;
const STACK_LINES = 12;
const STACK_MAX = 2_000;

type Page = Pick<RumEvent, 'route' | 'area' | 'build' | 'channel'>;

/** The viewport's width class: under 640 px (the design system's sm breakpoint), under 1024 px, wider. */
export const viewportClass = (width: number): BeaconInput['viewport'] => (width < 640 ? 'phone' : width < 1024 ? 'tablet' : 'desktop');

const CONNECTIONS = new Set(['4g', '3g', '2g', 'slow-2g']);
function connectionClass(): BeaconInput['connection'] {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return type && CONNECTIONS.has(type) ? (type as BeaconInput['connection']) : 'unknown';
}

const randomId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

/** A chunk or module script that did not arrive, as each engine words the failed import. */
const CHUNK_LOAD = /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

interface ErrorFacts {
  type: TelemetryErrorType;
  message: string;
  stack?: string;
}

/** An error's message and stack, from whatever was thrown (an Error, a string, anything). */
function factsOf(type: TelemetryErrorType, error: unknown): ErrorFacts {
  const e = error as { name?: unknown; message?: unknown; stack?: unknown } | null | undefined;
  const message =
    typeof e?.message === 'string' ? `${typeof e.name === 'string' && e.name !== 'Error' ? `${e.name}: ` : ''}${e.message}` : String(error);
  const stack = typeof e?.stack === 'string' ? e.stack : undefined;
  // A failed import is a chunk that did not arrive, whoever heard of it.
  const kind = type !== 'deferred' && CHUNK_LOAD.test(message) ? 'chunk-load' : type;
  return { type: kind, message, ...(stack ? { stack } : {}) };
}

/**
 * What a window event says: an error the page recorded (`recordError`), an uncaught error, an
 * unhandled rejection, a script or module preload that did not load — or nothing worth counting
 * (an image that did not load; an error heard already).
 */
function factsOfEvent(event: Event, firstTime: (error: unknown) => boolean): ErrorFacts | undefined {
  if (event.type === TELEMETRY_EVENT) {
    const [type, error] = (event as CustomEvent<RecordedError>).detail;
    return firstTime(error) ? factsOf(type, error) : undefined;
  }
  if (event.type === 'unhandledrejection') {
    const reason = (event as PromiseRejectionEvent).reason;
    return firstTime(reason) ? factsOf('rejection', reason) : undefined;
  }
  const e = event as ErrorEvent;
  const target = e.target;
  if (target instanceof HTMLScriptElement || target instanceof HTMLLinkElement)
    return { type: 'chunk-load', message: `failed to load ${target instanceof HTMLScriptElement ? target.src : target.href}` };
  if (target !== window && target !== null) return undefined;
  if (!firstTime(e.error)) return undefined;
  return e.error !== undefined && e.error !== null
    ? factsOf('window', e.error)
    : { type: 'window', message: e.message, stack: `${e.message}\n    at ${e.filename}:${e.lineno}:${e.colno}` };
}

/** navigator.sendBeacon, where there is one (every engine the site supports has it). */
const beacon = (url: string, body: string) => typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body);

export interface TelemetryOptions {
  boot: Pick<BootData, 'shellBuild' | 'channel'>;
  builds: AreaBuilds;
  analytics: Analytics;
  /** Defaults to navigator.sendBeacon (tests hand in their own). */
  send?: (url: string, body: string) => boolean;
}

export function startTelemetry({ boot, builds, analytics, send = beacon }: TelemetryOptions) {
  const shell = boot.shellBuild ?? 'dev';

  /** The route pattern, area, build and channel of a path of this site. */
  const pageOf = (path: string): Page => {
    const match = matchRoute(path);
    const entry = match?.entry.built ? match.entry : routes.notFound;
    if (entry.area === 'shell') return { route: entry.path, area: 'shell', build: shell, channel: boot.channel ?? 'live' };
    const area: Area = entry.area;
    return { route: entry.path, area, build: builds.buildOf(area), channel: builds.channelOf(area) };
  };

  let batch: RumEvent[] = [];
  let bytes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!batch.length) return;
    const beacon: BeaconInput = {
      v: 1,
      id: randomId(),
      sentAt: Date.now(),
      shell,
      connection: connectionClass(),
      viewport: viewportClass(window.innerWidth),
      events: batch,
    };
    batch = [];
    bytes = 0;
    // Best effort: a beacon the browser will not queue (its budget is full) is dropped.
    send(RUM_ENDPOINT, JSON.stringify(beacon));
  };

  const add = (event: RumEvent) => {
    batch.push(event);
    bytes += JSON.stringify(event).length;
    if (bytes >= BATCH_BYTES || batch.length >= 40) flush();
    else timer ??= setTimeout(flush, BATCH_WAIT_MS);
  };

  const errorsSeen = new Map<string, number>();
  let errors = 0;
  // The same error object heard twice (an area's failed load, then its error boundary; React's
  // uncaught error, then the window's error event) counts once, as what was heard first.
  const objects = new WeakSet<object>();
  const firstTime = (error: unknown) => {
    if (Object(error) !== error) return true;
    if (objects.has(error as object)) return false;
    objects.add(error as object);
    return true;
  };
  const take = (record: TelemetryRecord) => {
    const facts = factsOfEvent(record.event, firstTime);
    if (!facts) return;
    const key = `${facts.type}|${facts.message}`;
    const seen = errorsSeen.get(key) ?? 0;
    if (errors >= MAX_ERRORS || seen >= MAX_SAME_ERROR) return;
    errorsSeen.set(key, seen + 1);
    errors++;
    const stack = facts.stack?.split('\n').slice(0, STACK_LINES).join('\n').slice(0, STACK_MAX);
    add({
      kind: 'error',
      ...pageOf(record.path),
      type: facts.type,
      message: facts.message.slice(0, MESSAGE_MAX),
      ...(stack ? { stack } : {}),
    });
  };

  // Page views: those the analytics adapter put in the dataLayer before this loaded, then every next one.
  const pageView = (path: string) => add({ kind: 'pageview', ...pageOf(path) });
  for (const entry of window.dataLayer ?? [])
    if (entry.event === 'page_view' && typeof entry.page_path === 'string') pageView(entry.page_path);
  const toDataLayer = analytics.pageView;
  analytics.pageView = (path) => {
    toDataLayer(path);
    pageView(path);
  };

  // Take the queue over (shell/src/telemetry/early.ts): what waited, then everything heard from
  // now on, straight here — the early buffer's listeners push into the same array.
  const queue = (window as unknown as TelemetryGlobals).__merantiTelemetry ?? [];
  const waiting = queue.splice(0);
  queue.push = (...records: TelemetryRecord[]) => {
    for (const record of records) take(record);
    return 0;
  };
  for (const record of waiting) take(record);

  // Vitals belong to the page the visitor landed on (as the field data of browsers counts them).
  const landing = pageOf(location.pathname);
  const targetOf = (m: MetricWithAttribution): string | undefined => {
    const a = m.attribution as { target?: string; interactionTarget?: string; largestShiftTarget?: string };
    return a.target ?? a.interactionTarget ?? a.largestShiftTarget;
  };
  reportWebVitals(analytics, (metric) => {
    const target = targetOf(metric)?.slice(0, 200);
    add({ kind: 'vital', ...landing, metric: metric.name, value: Math.max(0, metric.value), ...(target ? { target } : {}) });
  });

  // The last moment a page is sure to have: hidden (tab switched, app left) or left for good.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  return { flush };
}
