/**
 * Prefetching for client-side navigation (ADR 21). A navigation needs the target area's
 * remote entry, the page's module and what the page's `prefetch` loads (its deferred sections, its
 * data); all of it is fetched — and the module evaluated — ahead of the tap:
 *
 * - **intent**: a link the visitor points at (mouse hover, focus, touchstart) at once;
 * - **on screen**: links in `<main>` that are in the viewport, in idle time, within
 *   `IN_VIEW_BUDGET` per screen read (it renews as the visitor scrolls on: ADR 28), whatever the
 *   speculative budget has left; speculative prefetches wait while these run;
 * - **speculative**: links in the header, `<main>` and the footer as they come near the viewport,
 *   and the main pages, in idle time, two prefetches at a time — links in `<main>` first (what the
 *   visitor is reading), then the header's and footer's, then the main pages — within
 *   `PREFETCH_BUDGET` bytes (as transferred) per page view.
 *
 * Nothing is prefetched when the visitor asked to save data (`Save-Data`) or the
 * connection is 2G — checked at the start and again before each prefetch, as a phone's connection
 * can drop to 2G during a visit.
 */

import { PAGE_MODULES_FILE, type PageModules } from '@meranti/contract/page-modules';
import { IN_VIEW_BUDGET, PREFETCH_BUDGET } from '@meranti/contract/prefetch';
import { type Area, matchRoute, pageStylesList, preloadJsonLd } from '@meranti/platform';
import type { PageSource } from '../areas/page-source';
import type { AreaAddresses } from '../boot/boot-data';
import { adoptPageStyles } from './page-styles';
import { fitsBudget, PrefetchQueue, type Priority, ViewBudget } from './prefetch-queue';

/** The User Timing measure each finished prefetch writes (detail: area, page, params, kind, speculative, ok). */
export const PREFETCH_MEASURE = 'meranti:prefetch';
/** The User Timing mark written when a page view's speculative budget stops its prefetches (detail: bytes spent). */
export const BUDGET_SPENT_MARK = 'meranti:prefetch-budget-spent';

/**
 * Why a prefetch runs: the visitor pointed at the link (`intent`), the link is on screen
 * (`in-view`, its own budget), or ahead of need (`speculative`, the page view's budget).
 */
type Kind = 'intent' | 'in-view' | 'speculative';

/** Pages prefetched from every page (docs/product-rules.md#performance-budgets). */
const MAIN_PAGES = ['/services', '/solutions', '/contact', '/about'] as const;
const LINKS = 'header a[href^="/"], main a[href^="/"], footer a[href^="/"]';
/**
 * Links whose being on screen counts (ADR 28): what the visitor scrolls to and reads. The header's
 * are on screen all the time and the footer's are the whole site's, so they stay speculative.
 */
const READ_LINKS = 'main a';
/** A mouse resting this long on a link counts as intent (a pointer sweeping across does not). */
const HOVER_MS = 50;
/**
 * Speculative prefetches at a time. A page's modules are small and requested at once, so on a
 * phone's link a prefetch waits mostly on round trips: two at a time reach twice the links in the
 * same idle time (a footer link is often the twentieth in line), and each still starts only when
 * the browser is idle.
 */
const CONCURRENT = 2;
/**
 * What the budget holds for a prefetch until its bytes have arrived (Resource Timing reports a
 * request when it is done), so that two under way cannot together overrun it: about the most one
 * costs. The first page of another area: its remote entry, shared glue and page, 25–30 KB
 * measured; a page of an area already here: its modules, 2–10 KB.
 */
const RESERVE_NEW_AREA = 32 * 1024;
const RESERVE_PAGE = 12 * 1024;
/** How far ahead of the viewport a link counts as in view. */
const NEAR_MARGIN = '50% 0px';

interface NetworkInformationLike {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** The visitor asked to save data, or the connection is 2G: no prefetching at all. */
export function prefetchAllowed(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return true;
  return !connection.saveData && !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

interface Target {
  readonly key: string;
  readonly priority: Priority;
  readonly area: Area;
  readonly page: string;
  readonly params: Readonly<Record<string, string>>;
  /** The address's path, as the prerender lists the page's styles. */
  readonly path: string;
}

/** What a navigation to `href` loads, or null (another site, a route without an area, or — unless `evenHere` — the current page). */
function targetOf(href: string, evenHere = false): Target | null {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || (!evenHere && url.pathname === window.location.pathname)) return null;
  const match = matchRoute(url.pathname);
  if (!match?.entry.built || match.entry.area === 'shell') return null;
  const { area, page } = match.entry;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return { key: `${area}/${page}?${new URLSearchParams(match.params)}`, priority: 'idle', area, page, params: match.params, path };
}

/**
 * Every module a page loads, requested at once (`<link rel="modulepreload">`) from the list its
 * area publishes beside its remoteEntry.js (scripts/vite/page-modules.ts, @meranti/contract/page-modules): a prefetch costs one
 * round trip for the page's code instead of one per level of its imports. The page's own area is
 * the build its HTML was prerendered with (as the registry registers it); other areas, the live one.
 */
function modulePreloader(firstArea: Area | undefined, embedded: AreaAddresses | undefined, shellBuild: string | undefined) {
  let live: Promise<Partial<Record<Area, { entry: string }>>> | null = null;
  const lists = new Map<Area, Promise<{ base: URL; pages: PageModules } | null>>();
  const requested = new Set<string>();

  const entryOf = async (area: Area): Promise<string | undefined> => {
    if (area === firstArea && embedded?.[area]) return embedded[area].entry;
    live ??= fetch('/remotes.json', { cache: 'no-cache' })
      .then((r) => (r.ok ? r.json() : {}))
      .catch(() => ({}));
    return (await live)[area]?.entry ?? embedded?.[area]?.entry;
  };
  const listOf = (area: Area) => {
    let list = lists.get(area);
    if (!list) {
      list = entryOf(area)
        .then(async (entry) => {
          if (!entry) return null;
          const base = new URL('.', new URL(entry, window.location.href));
          const res = await fetch(new URL(PAGE_MODULES_FILE, base));
          return res.ok ? { base, pages: (await res.json()) as PageModules } : null;
        })
        .catch(() => null);
      lists.set(area, list);
    }
    return list;
  };
  const baseOf = async (area: Area): Promise<URL | null> => {
    const entry = await entryOf(area).catch(() => undefined);
    return entry ? new URL('.', new URL(entry, window.location.href)) : null;
  };
  const styleLists = new Map<Area, Promise<{ url: URL; files: Readonly<Record<string, string>> } | null>>();
  const styleListOf = (area: Area, kind: Kind) => {
    let list = styleLists.get(area);
    if (!list && shellBuild) {
      list = baseOf(area)
        .then(async (base) => {
          if (!base) return null;
          const url = new URL(pageStylesList(shellBuild), base);
          const res = await fetch(url, { priority: kind === 'speculative' ? 'low' : 'high' });
          return res.ok ? { url, files: (await res.json()) as Record<string, string> } : null;
        })
        .catch(() => null);
      styleLists.set(area, list);
    }
    return list ?? Promise.resolve(null);
  };
  /** The page's published styles (ADR 28), or null (none, or not reachable: rendering then generates them). */
  const styles = async (area: Area, pagePath: string, kind: Kind): Promise<string | null> => {
    const list = await styleListOf(area, kind);
    const file = list?.files[pagePath];
    if (!list || !file) return null;
    const res = await fetch(new URL(file, list.url), { priority: kind === 'speculative' ? 'low' : 'high' }).catch(() => null);
    return res?.ok ? res.text().catch(() => null) : null;
  };
  const modules = async (area: Area, page: string, kind: Kind): Promise<void> => {
    const list = await listOf(area);
    for (const file of list?.pages[page] ?? []) {
      const href = new URL(file, list?.base).href;
      if (requested.has(href)) continue;
      requested.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      // A speculative prefetch yields on the wire too: what the visitor looks at or points at,
      // and the page's own files, go first.
      link.fetchPriority = kind === 'speculative' ? 'low' : 'high';
      link.href = href;
      document.head.append(link);
    }
  };
  return { modules, styles, styleList: styleListOf };
}

/** Runs `work` when the browser is idle, or after `timeout` ms at the latest. */
const idle = (work: () => void, timeout = 2000) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(work, { timeout })
    : setTimeout(work, Math.min(timeout, 100));
/**
 * Links on screen start within this: the visitor who stops on a link reads it for about a second,
 * and a busy phone can go longer than that without an idle moment.
 */
const IN_VIEW_IDLE_TIMEOUT = 250;

/**
 * Starts prefetching on this page and every page the visitor navigates to. Returns a stop function.
 * `embedded`: the area addresses the page was prerendered with (its boot data).
 */
export function startPrefetching(source: PageSource, embedded?: AreaAddresses, shellBuild?: string): () => void {
  if (!prefetchAllowed()) return () => {};

  const done = new Set<string>();
  const queued = new PrefetchQueue<Target>();
  const preload = modulePreloader(matchRoute(window.location.pathname)?.entry.area as Area | undefined, embedded, shellBuild);
  // The page's own area's style list (under 2 KB) ahead of any prefetch: most links lead within
  // the area, and a prefetch then needs one request for a page's styles, not two (ADR 28).
  const ownArea = matchRoute(window.location.pathname)?.entry.area;
  if (ownArea && ownArea !== 'shell') idle(() => void preload.styleList(ownArea as Area, 'speculative'));
  let pagePath = window.location.pathname;
  let spent = 0;
  /** Speculative prefetches under way, and what the budget holds for them. */
  let running = 0;
  let reserved = 0;
  /** Whether this page view's speculative budget has stopped its prefetches (marked once). */
  let spentMarked = false;
  /** Prefetches of links on screen under way, and their budget (ADR 28). */
  let inViewRunning = 0;
  const viewBudget = new ViewBudget(IN_VIEW_BUDGET, window.scrollY);
  /** Areas whose code is here or on its way (the first page's, and every area prefetched). */
  const areas = new Set<Area>();
  const firstArea = matchRoute(window.location.pathname)?.entry.area;
  if (firstArea && firstArea !== 'shell') areas.add(firstArea as Area);
  const reserveFor = (target: Target) => (areas.has(target.area) ? RESERVE_PAGE : RESERVE_NEW_AREA);
  let scanScheduled = false;

  // Bytes as transferred by whatever started while a prefetch ran (Resource Timing): a request
  // that started while one on screen ran counts to the screen's budget, else to the speculative.
  const windows: { start: number; end: number; kind: Kind }[] = [];
  const resources = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      const during = (kind: Kind) => windows.some((w) => w.kind === kind && entry.startTime >= w.start && entry.startTime <= w.end);
      if (during('in-view')) viewBudget.spend(entry.transferSize);
      else if (during('speculative')) spent += entry.transferSize;
    }
  });
  resources.observe({ type: 'resource', buffered: false });

  let jsonLdAsked = false;
  const run = (target: Target, kind: Kind): Promise<void> => {
    done.add(target.key);
    // What every navigation needs besides the page: the head's JSON-LD builders (once).
    if (!jsonLdAsked) {
      jsonLdAsked = true;
      preloadJsonLd().catch(() => {
        jsonLdAsked = false;
      });
    }
    const window_ = { start: performance.now(), end: Number.POSITIVE_INFINITY, kind };
    if (kind !== 'intent') windows.push(window_);
    // The page's modules all at once; the prefetch below then finds them loading or loaded. Its
    // styles beside them, handed to the style sheet once its modules have run (ADR 28).
    void preload.modules(target.area, target.page, kind);
    const styles = preload.styles(target.area, target.path, kind);
    // Each finished prefetch is a User Timing measure naming its page; the windows are what the
    // budgets count, and the speculative ones what `npm run bench` reports as the page's prefetch.
    const close = (ok: boolean) => {
      window_.end = performance.now();
      const detail = { area: target.area, page: target.page, params: target.params, kind, speculative: kind === 'speculative', ok };
      performance.measure(PREFETCH_MEASURE, { start: window_.start, end: window_.end, detail });
    };
    return Promise.all([source.prefetch(target.area, target.page, target.params), styles]).then(
      ([, css]) => {
        if (css) idle(() => adoptPageStyles(css));
        close(true);
      },
      () => {
        // A failed prefetch is tried again by the navigation itself (or the next intent).
        close(false);
        done.delete(target.key);
      },
    );
  };

  /** The next speculative target: a link near the viewport now first (the visitor may have scrolled past what came before), then by rank. */
  const takeNext = (): Target | undefined =>
    queued.take(
      (key) => (near.get(key)?.size ?? 0) > 0,
      (key) => done.has(key),
    );

  const pump = () => {
    if (running >= CONCURRENT || queued.length === 0) return;
    running += 1;
    // Chosen in the idle callback, not now, and only once the links in view have been reported
    // (the observer's report then calls this again).
    idle(() => {
      // Not before the links in view have been reported, and not while a link on screen is being
      // fetched (it goes first: ADR 28); its end calls this again.
      if (!reported || inViewRunning > 0 || spentMarked) {
        running -= 1;
        return;
      }
      const next = prefetchAllowed() ? takeNext() : undefined;
      // Room in the budget for it beside what the others under way hold.
      const reserve = next ? reserveFor(next) : 0;
      if (!next || !fitsBudget(spent, reserved, reserve, PREFETCH_BUDGET)) {
        running -= 1;
        if (next) queued.putBack(next);
        // Spent (or no prefetching now): nothing more speculative on this page view. With another
        // still under way, its end decides (it may cost less than it holds). Links on screen
        // still have their own budget.
        if (!prefetchAllowed() || (next && running === 0)) {
          queued.clear();
          if (next && !spentMarked) {
            spentMarked = true;
            performance.mark(BUDGET_SPENT_MARK, { detail: { spent } });
          }
        }
        return;
      }
      reserved += reserve;
      areas.add(next.area);
      void run(next, 'speculative').then(() => {
        running -= 1;
        reserved -= reserve;
        pump();
      });
      pump();
    });
  };

  const enqueue = (href: string, priority: Priority) => {
    // Once the budget has stopped this page view's speculative prefetches, none starts again
    // until the next page view (bytes still arriving must not reopen it); links on screen have
    // their own budget.
    if (spentMarked) return;
    const found = targetOf(href);
    if (!found || done.has(found.key)) return;
    // After every target of its rank or higher, in the order they came; a page already queued
    // moves up when a link to it comes into view where it ranks higher.
    if (queued.add({ ...found, priority })) pump();
  };

  const intent = (href: string) => {
    const target = targetOf(href);
    if (!target || done.has(target.key) || !prefetchAllowed()) return;
    void run(target, 'intent');
  };

  // On screen (ADR 28): links in <main> in the viewport, in document order, two at
  // a time, from the screen's budget — started in an idle callback, so a link the visitor scrolls
  // past without stopping is not fetched (it has left the screen by then).
  const onScreen = new Set<HTMLAnchorElement>();
  let inViewScheduled = false;
  const pumpInView = () => {
    inViewScheduled = false;
    if (!prefetchAllowed()) return;
    viewBudget.renewIfMoved(window.scrollY, window.innerHeight);
    const links = [...onScreen]
      .filter((link) => link.isConnected)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    for (const link of links) {
      if (inViewRunning >= CONCURRENT) return;
      const target = targetOf(link.href);
      if (!target || done.has(target.key)) continue;
      const reserve = reserveFor(target);
      if (!viewBudget.fits(reserve)) return;
      viewBudget.hold(reserve);
      inViewRunning += 1;
      areas.add(target.area);
      void run(target, 'in-view').then(() => {
        inViewRunning -= 1;
        viewBudget.release(reserve);
        scheduleInView();
        pump();
      });
    }
  };
  const scheduleInView = () => {
    if (inViewScheduled || onScreen.size === 0) return;
    inViewScheduled = true;
    idle(pumpInView, IN_VIEW_IDLE_TIMEOUT);
  };
  const onScreenObserver = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const link = entry.target as HTMLAnchorElement;
      if (entry.isIntersecting) onScreen.add(link);
      else onScreen.delete(link);
    }
    scheduleInView();
  });

  // In view: links as they come within half a screen of the viewport; `near` holds, per target,
  // the links to it that are near the viewport now.
  const seen = new WeakSet<Element>();
  const near = new Map<string, Set<Element>>();
  /** Whether the observer has reported on every link observed so far. */
  let reported = true;
  const inView = new IntersectionObserver(
    (entries) => {
      reported = true;
      for (const entry of entries) {
        const key = (entry.target as HTMLAnchorElement & { prefetchKey?: string }).prefetchKey;
        if (!key) continue;
        const links = near.get(key) ?? new Set<Element>();
        if (entry.isIntersecting) links.add(entry.target);
        else links.delete(entry.target);
        if (links.size > 0) near.set(key, links);
        else near.delete(key);
        if (entry.isIntersecting) enqueue((entry.target as HTMLAnchorElement).href, entry.target.closest('main') ? 'main' : 'chrome');
      }
      pump();
    },
    { rootMargin: NEAR_MARGIN },
  );
  const scan = () => {
    scanScheduled = false;
    if (window.location.pathname !== pagePath) {
      // A new page view: new budgets, and the links of the new page in the order they appear.
      pagePath = window.location.pathname;
      spent = 0;
      spentMarked = false;
      windows.length = 0;
      queued.clear();
      viewBudget.reset(window.scrollY);
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement & { prefetchKey?: string }>(LINKS)) {
      if (seen.has(link)) continue;
      seen.add(link);
      const target = targetOf(link.href, true);
      if (!target) continue;
      link.prefetchKey = target.key;
      inView.observe(link);
      if (link.matches(READ_LINKS)) onScreenObserver.observe(link);
      reported = false;
    }
    for (const path of MAIN_PAGES) enqueue(path, 'idle');
  };
  const scheduleScan = () => {
    if (scanScheduled) return;
    scanScheduled = true;
    idle(scan);
  };
  const pageChanges = new MutationObserver(scheduleScan);
  pageChanges.observe(document.body, { childList: true, subtree: true });
  scan();

  // Intent: hover (after a short rest), focus, touch.
  let hover: ReturnType<typeof setTimeout> | undefined;
  const linkOf = (e: Event) => (e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href]') : null);
  const onPointerOver = (e: PointerEvent) => {
    const link = linkOf(e);
    clearTimeout(hover);
    if (link && e.pointerType === 'mouse') hover = setTimeout(() => intent(link.href), HOVER_MS);
  };
  const onFocusOrTouch = (e: Event) => {
    const link = linkOf(e);
    if (link) intent(link.href);
  };
  document.addEventListener('pointerover', onPointerOver, { passive: true });
  document.addEventListener('focusin', onFocusOrTouch, { passive: true });
  document.addEventListener('touchstart', onFocusOrTouch, { passive: true });

  return () => {
    clearTimeout(hover);
    resources.disconnect();
    inView.disconnect();
    onScreenObserver.disconnect();
    pageChanges.disconnect();
    document.removeEventListener('pointerover', onPointerOver);
    document.removeEventListener('focusin', onFocusOrTouch);
    document.removeEventListener('touchstart', onFocusOrTouch);
  };
}
