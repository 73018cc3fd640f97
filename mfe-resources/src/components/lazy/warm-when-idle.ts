import { useEffect } from 'react';

/**
 * Fetches code a page may need soon (a dialog, a tab that is not shown) once the browser is idle
 * after hydration, so it is no part of the first load and still there when the visitor asks for it.
 * A failed fetch is left for the moment the code is used, which retries and shows its own error.
 */
export function useWarmWhenIdle(...loads: ReadonlyArray<() => Promise<unknown>>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loaders are module constants, fetched once per mount
  useEffect(() => {
    const warm = () => {
      for (const load of loads) void load().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const t = window.setTimeout(warm, 2000);
      return () => window.clearTimeout(t);
    }
    const id = window.requestIdleCallback(warm, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, []);
}
