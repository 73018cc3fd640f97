import { createContext, type ReactNode, use, useCallback, useEffect, useRef } from 'react';

/**
 * The page hydrates in pieces: the header, the routed page and the footer are each a Suspense
 * boundary, which React 19 hydrates one at a time in short, interruptible slices after the root
 * (so no long main-thread task on a phone). `<html data-hydrated="true">` is set once every piece
 * has hydrated; tests and the benchmark wait on it.
 */
export type HydrationPart = 'header' | 'page' | 'footer';
const PARTS: readonly HydrationPart[] = ['header', 'page', 'footer'];
/** A User Timing mark at the moment the whole page has hydrated (tests and the benchmark read it). */
export const HYDRATED_MARK = 'meranti:hydrated';

const HydrationContext = createContext<(part: HydrationPart) => void>(() => {});

export function HydrationTracker({ children }: { readonly children: ReactNode }) {
  const seen = useRef(new Set<HydrationPart>());
  const done = useRef(false);
  const report = useCallback((part: HydrationPart) => {
    seen.current.add(part);
    if (done.current || !PARTS.every((p) => seen.current.has(p))) return;
    done.current = true;
    performance.mark(HYDRATED_MARK);
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <HydrationContext value={report}>{children}</HydrationContext>;
}

/** Rendered last inside a piece: reports it hydrated (its effects run once the piece has). */
export function Hydrated({ part }: { readonly part: HydrationPart }) {
  const report = use(HydrationContext);
  useEffect(() => report(part), [report, part]);
  return null;
}
