/**
 * Sections that hydrate when they near the viewport (ADR 21): their code — and the copy
 * bundled with it — is not part of a page's first load.
 *
 * A prerendered page's HTML holds every section. While the page hydrates, a deferred section's
 * Suspense boundary stays dehydrated: React leaves its server markup exactly as painted. Its
 * module is fetched once the page has hydrated and the section comes within a screen of the
 * viewport, or the browser is idle (whichever comes first); then React hydrates it against the
 * same markup. On a client-side navigation the page's `prefetch` (the area contract) has loaded
 * it already, so it renders in the task right after the frame that shows the page's top (see
 * `revealAfterPaint`); the prerender awaits the same `prefetch`.
 *
 * Rules for a deferred section: it receives stable props (module constants, params) — a prop that
 * changes while it waits to hydrate makes React render it from scratch — and whatever it reads
 * from the seam must not change during hydration (the shell's context changes only on navigation,
 * and the visitor's date comes from a store: see `useToday`).
 */

import { memo, type ReactElement, type ReactNode, type RefObject, Suspense, use, useEffect, useRef, useState } from 'react';
import { recordError } from './telemetry';

export interface DeferredComponent<P extends object> {
  (props: P): ReactElement;
  /** Loads the section's code; resolves once it renders without suspending. */
  preload(): Promise<void>;
}

/** A section: a function component (props checked both ways, as React's own handler types do). */
type SectionComponent<P> = { bivarianceHack(props: P): ReactNode }['bivarianceHack'];

/** How far ahead of the viewport a section starts loading: one screen height. */
const NEAR_MARGIN = '100% 0px';
/** Longest an idle page waits for `requestIdleCallback` before loading its deferred sections. */
const IDLE_TIMEOUT_MS = 2000;

const root = () => document.documentElement;

/**
 * Runs `callback` once every piece of the page has hydrated (the shell sets
 * `<html data-hydrated="true">`), at once where nothing hydrates (an area on its own in dev: no
 * boot data). Returns a function that cancels the wait.
 */
export function whenHydrated(callback: () => void): () => void {
  const done = () => root().dataset.hydrated === 'true' || !document.getElementById('__MERANTI_BOOT__');
  if (done()) {
    callback();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!done()) return;
    observer.disconnect();
    callback();
  });
  observer.observe(root(), { attributes: true, attributeFilter: ['data-hydrated'] });
  return () => observer.disconnect();
}

/** Every section type still waiting on this page: released when the browser is idle, or by a navigation. */
const waiting = new Set<() => void>();
let idleScheduled = false;

/**
 * Loads every section still waiting to hydrate. The shell calls it when a navigation starts: a
 * navigation re-renders the seam's consumers, and React finishes hydrating a waiting section
 * before that update can commit.
 */
export function releaseDeferred(): void {
  for (const release of [...waiting]) release();
  waiting.clear();
}

function releaseWhenIdle(release: () => void) {
  waiting.add(release);
  if (idleScheduled) return;
  idleScheduled = true;
  whenHydrated(() => {
    const run = () => {
      idleScheduled = false;
      releaseDeferred();
    };
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 200);
  });
}

/** First pause before a failed section load is tried again; it doubles up to the maximum. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

function loadUntilLoaded(preload: () => Promise<void>, loaded: () => void, pause = RETRY_FIRST_MS) {
  preload().then(loaded, (error: unknown) => {
    // Telemetry counts the first failure (the section stays its prerendered markup meanwhile).
    if (pause === RETRY_FIRST_MS) recordError('deferred', error);
    setTimeout(() => loadUntilLoaded(preload, loaded, Math.min(pause * 2, RETRY_MAX_MS)), pause);
  });
}

let nearObserver: IntersectionObserver | null = null;
const onNear = new Map<Element, () => void>();
function observeNear(elements: readonly Element[], callback: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    callback();
    return () => {};
  }
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        onNear.get(entry.target)?.();
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  const observer = nearObserver;
  for (const el of elements) {
    onNear.set(el, callback);
    observer.observe(el);
  }
  return () => {
    for (const el of elements) {
      onNear.delete(el);
      observer.unobserve(el);
    }
  };
}

/**
 * A section whose code loads when it nears the viewport (see above). `load` resolves to the
 * section component, from a dynamic import (`() => import('./sections').then((m) => m.Faq)`);
 * call it at module level of the page and list its `preload` in the page's `prefetch`.
 */
export function deferred<P extends object = object>(load: () => Promise<SectionComponent<NoInfer<P>>>): DeferredComponent<P> {
  let Loaded: SectionComponent<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  // While the prerendered page hydrates: wanted once near the viewport or idle, after hydration.
  // The promise never rejects: a section whose code fails to arrive (offline, or the visitor is
  // leaving and the browser cancels the import) stays the prerendered markup, readable and with
  // working links, and tries again after a pause.
  let release = () => {};
  let wanted: Promise<void> | null = null;
  const whenWanted = () => {
    wanted ??= new Promise<void>((resolve) => {
      let released = false;
      release = () => {
        if (released) return;
        released = true;
        waiting.delete(release);
        whenHydrated(() => loadUntilLoaded(preload, resolve));
      };
      releaseWhenIdle(release);
    });
    return wanted;
  };

  function Gate({
    anchor,
    hydrating,
    props,
  }: {
    readonly anchor: RefObject<HTMLDivElement | null>;
    readonly hydrating: boolean;
    readonly props: P;
  }) {
    if (Loaded)
      return (
        <>
          <Loaded {...props} />
          <MarkReady anchor={anchor} />
        </>
      );
    if (typeof document === 'undefined') throw new Error('deferred: a section was prerendered before its preload() resolved');
    // The wrapper around a section that is still the prerendered markup holds that markup: hydration
    // waits until the section is wanted. A section rendered in the browser (a navigation that did
    // not prefetch, dev) loads at once.
    use(hydrating && anchor.current?.hasChildNodes() ? whenWanted() : preload());
    return null;
  }

  function Deferred(props: P) {
    const anchor = useRef<HTMLDivElement>(null);
    // Hydrating (the wrapper holds prerendered markup) or on the server: rendered now. Rendered in
    // the browser: after the page's first frame (see `revealAfterPaint`).
    const [hydrating] = useState(isHydratingOrServer);
    const [shown, setShown] = useState(() => hydrating || !waitsForFirstFrame());
    useEffect(() => {
      if (shown) return;
      return revealAfterPaint(() => setShown(true));
    }, [shown]);
    useEffect(() => {
      const el = anchor.current;
      if (Loaded || !hydrating || !el) return;
      whenWanted();
      return observeNear([...el.children], () => release());
    }, [hydrating]);
    // `display: contents` (global style): the wrapper gives the section's markup no box of its own.
    return (
      <div data-deferred="" ref={anchor}>
        {shown ? (
          <Suspense fallback={<Pending />}>
            <Gate anchor={anchor} hydrating={hydrating} props={props} />
          </Suspense>
        ) : (
          <Pending />
        )}
      </div>
    );
  }
  const component = memo(Deferred) as unknown as DeferredComponent<P>;
  component.preload = preload;
  return component;
}

/**
 * Marks the wrapper `data-deferred="ready"` once its section has hydrated (or rendered): what a
 * test waits for before it types into a deferred section, as a visitor scrolling to it would find
 * it. Renders nothing, so the prerendered markup is unchanged.
 */
function MarkReady({ anchor }: { readonly anchor: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    anchor.current?.setAttribute('data-deferred', 'ready');
  }, [anchor]);
  return null;
}

/**
 * Sections rendered in the browser (a client-side navigation) come a frame after their page: the
 * frame that shows the new page's top (its hero and h1) is painted first, then every such section
 * renders in one task (ADR 21 §6). On a phone that cuts the time from a tap to the new page's h1
 * by up to two thirds; what it postpones is below the first screen. While it waits a section holds a screen's
 * height, so the footer does not flash up under the hero.
 *
 * Not when the address names a fragment: its element may be in a section, and the shell scrolls
 * to it and focuses it once the page has rendered.
 */
const revealing = new Set<() => void>();
let revealScheduled = false;

function revealAfterPaint(reveal: () => void): () => void {
  revealing.add(reveal);
  if (!revealScheduled) {
    revealScheduled = true;
    // An animation frame's callbacks run just before it is painted; a task queued there runs after.
    requestAnimationFrame(() =>
      setTimeout(() => {
        revealScheduled = false;
        const all = [...revealing];
        revealing.clear();
        // In one task, so React renders them all in one pass.
        for (const show of all) show();
      }, 0),
    );
  }
  return () => revealing.delete(reveal);
}

/** Whether what renders now is the prerendered page hydrating (or the prerender itself), not a client-side render. */
const isHydratingOrServer = () => typeof document === 'undefined' || document.documentElement.dataset.hydrated !== 'true';

/** Whether a section rendered now (not hydrated) waits for its page's first frame. */
const waitsForFirstFrame = () =>
  typeof window !== 'undefined' && window.location.hash === '' && typeof requestAnimationFrame === 'function';

/** What a section waiting for its page's first frame renders: a screen's height, nothing to see. */
function Pending() {
  return <div data-deferred-pending="" style={{ minHeight: '100vh' }} />;
}

/** A page's `prefetch` for its deferred sections: loads them all. */
export const preloadAll =
  (...sections: readonly { preload(): Promise<void> }[]) =>
  (): Promise<void> =>
    Promise.all(sections.map((s) => s.preload())).then(() => undefined);
