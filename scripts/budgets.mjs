// First-load JavaScript budgets (gzip), enforced by `npm test` (scripts/check-budgets.mjs) on the
// built site. Sizes, not timings: deterministic on every machine. Timings are in `npm run bench`.
// See docs/decisions/0008-first-paint-and-first-load.md for what the bytes are and the road down.

const KB = 1024;

/**
 * Every route: the most first-load JavaScript it may ship (gzip) — 135 KB on every route, enforced.
 * It came down from 176, 170 and 150 KB (the goal of ADR 21) with the steps of ADR 8 and ADR 21;
 * the last step (ADR 8, fourth round) took the federation runtime and the area's remote entry off
 * every first load, and the routes measured 116.4–124.3 KB then. Lower it with every step, never
 * raise it. A page over it ships what it must hydrate with the page and defers the rest
 * (`deferred`, ADR 21).
 */
export const MAX_FIRST_LOAD = 135 * KB;

/** Where first-load JavaScript should be on every route; printed by the check and the bench. */
export const TARGET_FIRST_LOAD = MAX_FIRST_LOAD;

/**
 * Pages of an area may not ship much more than the area's reference page: each page's own code
 * is loaded only for that page, so a new page costs about what its own chunk weighs.
 */
export const AREA_BUDGETS = [
  { area: 'marketing', reference: '/', slack: 10 * KB },
  { area: 'resources', reference: '/resources/calculators', slack: 10 * KB },
];

// The prefetch budget the shell spends at run time is in the contract (@meranti/contract/prefetch).
