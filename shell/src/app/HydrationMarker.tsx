import { useEffect } from 'react';

/** Marks `<html data-hydrated="true">` once the shell is interactive (tests and benchmarks wait on it). */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
