import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** false during SSR and hydration, true afterwards — never a hydration mismatch. */
export const useIsClient = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
