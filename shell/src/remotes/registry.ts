import type { Area, PageComponent, RemotePagesModule } from '@meranti/platform';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteAddresses } from '../boot/boot-data';
import type { PageSource } from './page-source';
import { resolved, type Tracked, track, withTimeout } from './tracked';

/** A remote that has not answered in this time is treated as down (designed fallback). */
export const REMOTE_TIMEOUT_MS = 3000;
const MANIFEST_URL = '/remotes.json';

/**
 * Browser side of the composition. The page's own area is registered from the addresses
 * embedded at prerender time (HTML prerendered against a build hydrates with that same build);
 * other areas are looked up in the live remotes.json on first use, so a navigation reaches each
 * area's current deploy.
 */
export function createRemoteRegistry(embedded: RemoteAddresses, currentArea: Area | null) {
  const registered = new Set<Area>();
  const pages = new Map<string, Tracked<PageComponent>>();
  let live: Promise<RemoteAddresses> | null = null;

  const register = (area: Area, entry: string) => {
    registerRemotes([{ name: area, entry, type: 'module' }], { force: registered.has(area) });
    registered.add(area);
  };

  if (currentArea) register(currentArea, embedded[currentArea].entry);

  const liveAddresses = (): Promise<RemoteAddresses> => {
    live ??= fetch(MANIFEST_URL, { cache: 'no-cache' })
      .then((r) => (r.ok ? (r.json() as Promise<RemoteAddresses>) : embedded))
      .catch(() => embedded);
    return live;
  };

  const ensureRegistered = async (area: Area) => {
    if (registered.has(area)) return;
    const addresses = await liveAddresses();
    if (!registered.has(area)) register(area, (addresses[area] ?? embedded[area]).entry);
  };

  const fetchPage = async (area: Area, page: string): Promise<PageComponent> => {
    await ensureRegistered(area);
    const mod = await loadRemote<RemotePagesModule>(`${area}/pages`);
    const loader = mod?.pages[page];
    if (!loader) throw new Error(`Remote "${area}" has no page "${page}"`);
    return (await loader()).default;
  };

  const source: Omit<PageSource, 'frozen'> = {
    load(area, page) {
      const key = `${area}/${page}`;
      let p = pages.get(key);
      if (!p) {
        p = track(withTimeout(fetchPage(area, page), REMOTE_TIMEOUT_MS, `The ${area} area`));
        p.catch(() => undefined);
        pages.set(key, p);
      }
      return p;
    },
    forget(area, page) {
      pages.delete(`${area}/${page}`);
    },
    prefetch(area, page) {
      // No time limit and nothing cached until it succeeds: a slow prefetch never stands in the way
      // of a navigation (which makes its own, timed load; the browser shares the requests).
      const key = `${area}/${page}`;
      if (pages.has(key)) return;
      fetchPage(area, page).then(
        (component) => {
          if (!pages.has(key)) pages.set(key, resolved(component));
        },
        () => undefined,
      );
    },
  };
  return source;
}
