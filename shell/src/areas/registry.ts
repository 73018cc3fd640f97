import { type Area, type AreaPagesModule, type PageComponent, type PageModule, recordError } from '@meranti/platform';
import type { AreaAddress, AreaAddresses, Channel } from '../boot/boot-data';
import type { FederationHost } from '../federation/host';
import type { PageSource } from './page-source';
import { resolved, type Tracked, track, withTimeout } from './tracked';

type PageParams = Readonly<Record<string, string>>;

/** Which build of each area this page runs, and on what channel (telemetry, ADR 24). */
export interface AreaBuilds {
  buildOf(area: Area): string;
  channelOf(area: Area): Channel;
}

/** An area that has not answered in this time is treated as down (designed fallback). */
export const REMOTE_TIMEOUT_MS = 3000;
const MANIFEST_URL = '/remotes.json';

/** What the shell does with the registry beyond loading pages. */
export interface AreaRegistry extends Omit<PageSource, 'frozen'>, AreaBuilds {
  /**
   * Loads the federation runtime and initialises the landing page's area through its remote
   * entry, as the first navigation would: run after hydration (the first page's module was
   * imported directly), so that a navigation or a prefetch finds them here.
   */
  warm(): Promise<void>;
}

/**
 * Browser side of the composition. The page's own area is registered from the addresses
 * embedded at prerender time (HTML prerendered against a build hydrates with that same build);
 * other areas are looked up in the live remotes.json on first use, so a navigation reaches each
 * area's current deploy.
 *
 * The landing page's module comes first, without the federation runtime: `landing.pagesModule` is
 * the module its area exposes as `./pages` (from the page's boot data), imported directly once the
 * shell has provided the shared modules (federation/shared.ts). Everything else — every later
 * page, every other area — goes through the runtime and the area's remote entry, which the
 * registry loads on first use or when `warm` is called; `landing.warm` lists their modules, which
 * `warm` announces at once.
 */
export function createAreaRegistry(
  embedded: AreaAddresses,
  currentArea: Area | null,
  landing: { readonly pagesModule?: string; readonly warm?: readonly string[] } = {},
): AreaRegistry {
  const registered = new Set<Area>();
  /** The address each area was registered with (the landing area's from the page, others from remotes.json). */
  const used = new Map<Area, AreaAddress>();
  /** Page modules, by `area/page`: loaded (or loading) once. */
  const modules = new Map<string, Promise<PageModule>>();
  /** What `load` handed out, by `area/page` (the landing page) or `area/page?params` (a navigation). */
  const pages = new Map<string, Tracked<PageComponent>>();
  let live: Promise<AreaAddresses> | null = null;
  let host: Promise<FederationHost> | null = null;
  /** The landing area's pages module, for its first page load only (then null). */
  let direct = currentArea && landing.pagesModule ? landing.pagesModule : null;

  if (currentArea) used.set(currentArea, embedded[currentArea]);

  /** The federation runtime, initialised as the host; a failed load is forgotten so the next use tries again. */
  const federation = (): Promise<FederationHost> => {
    if (!host) {
      host = import('../federation/host').then((m) => m.federationHost());
      host.catch(() => {
        host = null;
      });
    }
    return host;
  };

  const liveAddresses = (): Promise<AreaAddresses> => {
    live ??= fetch(MANIFEST_URL, { cache: 'no-cache' })
      .then((r) => (r.ok ? (r.json() as Promise<AreaAddresses>) : embedded))
      .catch(() => embedded);
    return live;
  };

  const ensureRegistered = async (area: Area, runtime: FederationHost) => {
    if (registered.has(area)) return;
    const address = area === currentArea ? embedded[area] : ((await liveAddresses())[area] ?? embedded[area]);
    if (registered.has(area)) return;
    runtime.registerRemotes([{ name: area, entry: address.entry, type: 'module' }]);
    registered.add(area);
    used.set(area, address);
  };

  /** The area's pages module through the runtime: its remote entry loaded and initialised first. */
  const remotePages = async (area: Area): Promise<AreaPagesModule | null> => {
    const runtime = await federation();
    await ensureRegistered(area, runtime);
    return runtime.loadRemote<AreaPagesModule>(`${area}/pages`);
  };

  const pagesOf = (area: Area): Promise<AreaPagesModule | null> => {
    if (area === currentArea && direct) {
      const url = direct;
      direct = null;
      return import(/* @vite-ignore */ url) as Promise<AreaPagesModule>;
    }
    return remotePages(area);
  };

  /** The page's module, once per page; a failed load is forgotten so the next try fetches again. */
  const pageModule = (area: Area, page: string): Promise<PageModule> => {
    const key = `${area}/${page}`;
    let p = modules.get(key);
    if (!p) {
      p = (async () => {
        const mod = await pagesOf(area);
        const loader = mod?.pages[page];
        if (!loader) throw new Error(`Area "${area}" has no page "${page}"`);
        return loader();
      })();
      p.catch(() => modules.delete(key));
      modules.set(key, p);
    }
    return p;
  };

  /** Module and, for a navigation, what the page needs to render in full (its `prefetch`). */
  const pageReady = async (area: Area, page: string, params: PageParams | undefined): Promise<PageComponent> => {
    const mod = await pageModule(area, page);
    if (params) await mod.prefetch?.(params);
    return mod.default;
  };

  const navigationKey = (area: Area, page: string, params: PageParams) => `${area}/${page}?${new URLSearchParams(params)}`;

  const source: Omit<PageSource, 'frozen'> = {
    load(area, page, params) {
      const key = params ? navigationKey(area, page, params) : `${area}/${page}`;
      let p = pages.get(key);
      if (!p) {
        p = track(withTimeout(pageReady(area, page, params), REMOTE_TIMEOUT_MS, `The ${area} area`));
        // The designed fallback shows it to the visitor; telemetry counts it (a chunk that did not arrive as such).
        p.catch((error: unknown) => recordError('remote-load', error));
        pages.set(key, p);
      }
      return p;
    },
    isReady(area, page, params) {
      return pages.get(navigationKey(area, page, params))?.status === 'fulfilled';
    },
    forget(area, page) {
      modules.delete(`${area}/${page}`);
      for (const key of pages.keys()) if (key === `${area}/${page}` || key.startsWith(`${area}/${page}?`)) pages.delete(key);
    },
    prefetch(area, page, params) {
      // No time limit and nothing handed out until it succeeds: a slow prefetch never stands in the
      // way of a navigation (which makes its own, timed load; the browser shares the requests).
      const key = navigationKey(area, page, params);
      if (pages.get(key)?.status === 'fulfilled') return Promise.resolve();
      return pageReady(area, page, params).then((component) => {
        if (!pages.has(key)) pages.set(key, resolved(component));
      });
    },
  };
  return {
    ...source,
    async warm() {
      // Every module of it requested at once, as the start-up script does for the first load.
      for (const href of landing.warm ?? []) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      if (currentArea) await remotePages(currentArea);
      else await federation();
    },
    buildOf: (area) => (used.get(area) ?? embedded[area]).buildId,
    channelOf: (area) => (used.get(area) ?? embedded[area]).channel ?? 'live',
  };
}
