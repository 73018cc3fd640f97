// First-load JavaScript budgets (gzip), enforced by `npm test` (scripts/check-budgets.mjs) on the
// built site. Sizes, not timings: deterministic on every machine. Timings are in `npm run bench`.
// See docs/decisions/0008-first-paint-and-first-load.md for what the bytes are and the road down.

const KB = 1024;

/**
 * Every route: the most first-load JavaScript it may ship (gzip). The goal is TARGET (160 KB);
 * the enforced ceiling sits just above today's largest route so nothing grows unnoticed while
 * the road in ADR 8 brings it down — lower it with every step, never raise it.
 */
export const MAX_FIRST_LOAD = 170 * KB;

/** Where first-load JavaScript should be on every route (issue 6); printed by the check and the bench. */
export const TARGET_FIRST_LOAD = 160 * KB;

/**
 * Pages of an area may not ship much more than the area's reference page: each page's own code
 * is loaded only for that page, so a new page costs about what its own chunk weighs.
 */
export const AREA_BUDGETS = [
  { area: 'marketing', reference: '/', slack: 10 * KB },
  { area: 'resources', reference: '/resources/calculators', slack: 10 * KB },
];
