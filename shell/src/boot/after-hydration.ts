import { whenHydrated } from '@meranti/platform';

/** Longest we wait for an idle moment after hydration before running deferred work anyway. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * Runs `work` once the page has hydrated and the main thread is idle: the place for code no
 * first view needs (web vitals, prefetching the next pages).
 */
export function afterHydration(work: () => void) {
  whenHydrated(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(work, 200);
  });
}
