import { type Area, type AreaPagesModule, type PageComponent, type PageModule, recordError } from '@meranti/platform';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { AreaAddress, AreaAddresses, Channel } from '../boot/boot-data';
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

/**
 * Browser side of the composition. The page's own area is registered from the addresses
 * embedded at prerender time (HTML prerendered against a build hydrates with that same build);
 * other areas are looked up in the live remotes.json on first use, so a navigation reaches each
 * area's current deploy.
 */
export function createAreaRegistry(embedded: AreaAddresses, currentArea: Area | null): Omit<PageSource, 'frozen'> & AreaBuilds {
  const registered = new Set<Area>();
  /** The address each area was registered with (the landing area's from the page, others from remotes.json). */
  const used = new Map<Area, AreaAddress>();
  /** Page modules, by `area/page`: loaded (or loading) once. */
  const modules = new Map<string, Promise<PageModule>>();
  /** What `load` handed out, by `area/page` (the landing page) or `area/page?params` (a navigation). */
  const pages = new Map<string, Tracked<PageComponent>>();
  let live: Promise<AreaAddresses> | null = null;

  const register = (area: Area, address: AreaAddress) => {
    registerRemotes([{ name: area, entry: address.entry, type: 'module' }], { force: registered.has(area) });
    registered.add(area);
    used.set(area, address);
  };

  if (currentArea) register(currentArea, embedded[currentArea]);

  const liveAddresses = (): Promise<AreaAddresses> => {
    live ??= fetch(MANIFEST_URL, { cache: 'no-cache' })
      .then((r) => (r.ok ? (r.json() as Promise<AreaAddresses>) : embedded))
      .catch(() => embedded);
    return live;
  };

  const ensureRegistered = async (area: Area) => {
    if (registered.has(area)) return;
    const addresses = await liveAddresses();
    if (!registered.has(area)) register(area, addresses[area] ?? embedded[area]);
  };

  /** The page's module, once per page; a failed load is forgotten so the next try fetches again. */
  const pageModule = (area: Area, page: string): Promise<PageModule> => {
    const key = `${area}/${page}`;
    let p = modules.get(key);
    if (!p) {
      p = (async () => {
        await ensureRegistered(area);
        const mod = await loadRemote<AreaPagesModule>(`${area}/pages`);
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
    buildOf: (area) => (used.get(area) ?? embedded[area]).buildId,
    channelOf: (area) => (used.get(area) ?? embedded[area]).channel ?? 'live',
  };
}
