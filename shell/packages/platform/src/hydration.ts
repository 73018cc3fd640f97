/**
 * `@meranti/platform/hydration` — bundled by the areas that use it, not part of the shared
 * singleton (like `/use-cases`), so adding it changes nothing the shell provides.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value that differs between the prerendered page and the browser — the address's query, the
 * visitor's time zone: `server` in the prerender and during hydration (so the HTML and the
 * hydration render agree), `client` from then on.
 *
 * Unlike `useIsClient()`, React re-renders after hydration only when the two differ. That
 * re-render is synchronous (one task for the whole subtree), so a listing or the calculators
 * page opened without a query hydrates without it. Only primitives: React compares
 * snapshots with `Object.is`. The component re-renders whenever its own props, state or context
 * change, so `client` is recomputed from them on every render (no subscription needed).
 */
export function useHydratedValue<T extends string | number | boolean | null | undefined>(client: T, server: T): T {
  return useSyncExternalStore(
    noSubscription,
    () => client,
    () => server,
  );
}
