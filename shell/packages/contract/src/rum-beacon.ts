/**
 * POST /api/rum: what a visitor's browser reports (real-user telemetry, ADR 24). One beacon is a
 * batch of events from one page session, sent with `navigator.sendBeacon` (a JSON string, so
 * `text/plain`; `application/json` is taken too). The envelope must be valid or the beacon is
 * refused (400); an event that is not (a route the table does not have, a value out of range) is
 * dropped on its own, so one odd event does not cost the batch. The API checks an event's route
 * against the route table (api/src/rum/schema.ts); the shell's telemetry client builds beacons with
 * these types.
 *
 * Nothing here can carry personal data by construction: routes are patterns of the route table
 * (`/blog/:id`, never the address), areas and builds are identifiers, and the free texts (an
 * error's message and stack, a vital's target element) are scrubbed before they are kept
 * (api/src/rum/privacy.ts). Unknown keys are dropped. No cookie is read and no address is kept.
 */
import * as z from 'zod/mini';

export const AREAS = ['marketing', 'resources', 'contact', 'shell'] as const;
export type RumArea = (typeof AREAS)[number];

/** What the page was rendered against: the live build, a canary candidate, or a team's preview. */
export const CHANNELS = ['live', 'candidate', 'preview'] as const;
export type Channel = (typeof CHANNELS)[number];

export const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Vital = (typeof VITALS)[number];

/** What a rollup counts: page views, errors, and each vital's distribution. */
export const METRICS = ['pageview', 'error', ...VITALS] as const;
export type RumMetric = (typeof METRICS)[number];

export const CONNECTIONS = ['4g', '3g', '2g', 'slow-2g', 'unknown'] as const;
export type Connection = (typeof CONNECTIONS)[number];

/** Viewport width classes: under 640 px (the design system's sm breakpoint), under 1024 px, wider. */
export const VIEWPORTS = ['phone', 'tablet', 'desktop'] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/**
 * Where an error came from: `window` (an uncaught error), `rejection` (an unhandled promise
 * rejection), React's `uncaught` and `recoverable` (hydration mismatches among them) errors, a
 * remote page caught by its error boundary (`boundary`), a remote entry that did not load
 * (`remote-load`), a chunk or module script that did not (`chunk-load`), and a deferred section
 * whose code did not arrive (`deferred`).
 */
export const ERROR_TYPES = ['window', 'rejection', 'uncaught', 'recoverable', 'boundary', 'remote-load', 'chunk-load', 'deferred'] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

/** Build ids as the artifacts have them (lower-case letters, digits, hyphens), or `dev`. */
export const BUILD_ID = /^[a-z0-9][a-z0-9-]{2,63}$/;

export const BEACON_LIMITS = {
  /** Events in one beacon. */
  events: 50,
  message: 500,
  stack: 4000,
  target: 200,
} as const;

const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * The events of a beacon, checking each event's route with `isRoute`: the route table is the
 * platform's, which the contract does not import (zod and itself only); the API passes its check
 * (api/src/rum/schema.ts).
 */
export function rumEventSchemas(isRoute: (route: string) => boolean) {
  const pageContext = {
    /** The route pattern (`/blog/:id`), one of the table's. */
    route: z.string().check(z.refine(isRoute, { error: 'is not a route pattern of the site' })),
    area: z.enum(AREAS),
    /** The build of the area that rendered the page. */
    build: z.string().check(z.regex(BUILD_ID)),
    channel: z.enum(CHANNELS),
  };

  const pageViewEvent = z.object({ kind: z.literal('pageview'), ...pageContext });

  const vitalEvent = z.object({
    kind: z.literal('vital'),
    ...pageContext,
    metric: z.enum(VITALS),
    /** Milliseconds; CLS as the unitless score. */
    value: z.number().check(z.gte(0), z.lte(3_600_000)),
    /** web-vitals' attribution: the LCP element, the INP target, the largest CLS shift's element (a selector). */
    target: z.optional(text(BEACON_LIMITS.target)),
  });

  const errorEvent = z.object({
    kind: z.literal('error'),
    ...pageContext,
    type: z.enum(ERROR_TYPES),
    message: text(BEACON_LIMITS.message),
    stack: z.optional(text(BEACON_LIMITS.stack)),
  });

  const rumEvent = z.discriminatedUnion('kind', [pageViewEvent, vitalEvent, errorEvent]);
  return { pageViewEvent, vitalEvent, errorEvent, rumEvent };
}

type RumEventSchemas = ReturnType<typeof rumEventSchemas>;
export type PageViewEvent = z.output<RumEventSchemas['pageViewEvent']>;
export type VitalEvent = z.output<RumEventSchemas['vitalEvent']>;
export type ErrorEvent = z.output<RumEventSchemas['errorEvent']>;
export type RumEvent = z.output<RumEventSchemas['rumEvent']>;

/** The envelope; its events are checked one by one (`rumEvent`). */
export const beaconSchema = z.object({
  v: z.literal(1),
  /** A random id per beacon: a replay of the same beacon is dropped. */
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  /** The page's clock when it sent the beacon (epoch ms): a beacon from far away in time is a replay. */
  sentAt: z.number().check(z.int()),
  /** The shell's build id. */
  shell: z.string().check(z.regex(BUILD_ID)),
  connection: z.enum(CONNECTIONS),
  viewport: z.enum(VIEWPORTS),
  events: z.array(z.unknown()).check(z.minLength(1), z.maxLength(BEACON_LIMITS.events)),
});

export type Beacon = z.output<typeof beaconSchema>;

/** What the browser sends (the shell's telemetry client builds it with these types). */
export interface BeaconInput {
  v: 1;
  id: string;
  sentAt: number;
  shell: string;
  connection: Connection;
  viewport: Viewport;
  events: RumEvent[];
}
