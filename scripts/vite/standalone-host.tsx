// Dev only: runs one area on its own (`npm run dev -w mfe-<area>`, or `npx vite` in the
// area), without the shell. A minimal stand-in for the shell seam: history navigation, toasts
// and lightbox logged to the console, analytics to the console. Production never loads this.
import { DesignSystemProvider } from '@meranti/design-system';
import {
  type Area,
  type AreaPagesModule,
  matchRoute,
  type PageComponent,
  type RouteEntry,
  routes,
  type ShellApi,
  ShellProvider,
} from '@meranti/platform';
import { Suspense, use, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';

const cache = new Map<string, Promise<PageComponent>>();

function Page({
  pages,
  id,
  params,
  canonicalPath,
}: {
  pages: AreaPagesModule['pages'];
  id: string;
  params: Record<string, string>;
  canonicalPath: string;
}) {
  let p = cache.get(id);
  if (!p) {
    const loader = pages[id];
    p = loader ? loader().then((m) => m.default) : Promise.reject(new Error(`no page ${id}`));
    cache.set(id, p);
  }
  const Component = use(p);
  return <Component params={params} canonicalPath={canonicalPath} />;
}

function StandaloneHost({ area, pages }: { area: Area; pages: AreaPagesModule['pages'] }) {
  const read = () => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });
  const [location, setLocation] = useState(read);
  useEffect(() => {
    const onPop = () => setLocation(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const api = useMemo<ShellApi>(
    () => ({
      location,
      siteUrl: window.location.origin,
      navigate(to, options) {
        window.history[options?.replace ? 'replaceState' : 'pushState']({}, '', to);
        setLocation(read());
        window.scrollTo(0, 0);
      },
      toast: (t) => console.info('[standalone] toast', t),
      openLightbox: (m) => window.open(m.src, '_blank'),
      track: (e) => console.info('[standalone] analytics', e),
    }),
    [location],
  );
  const match = matchRoute(location.pathname);
  const own = Object.values(routes as Record<string, RouteEntry>).filter((r) => r.area === area && r.built && !r.path.includes(':'));
  return (
    <DesignSystemProvider>
      <ShellProvider value={api} today={new Date().toISOString()}>
        {match && match.entry.area === area && pages[match.entry.page] ? (
          <Suspense fallback={null}>
            <Page pages={pages} id={match.entry.page} params={match.params} canonicalPath={match.entry.canonical ?? match.entry.path} />
          </Suspense>
        ) : (
          <ul>
            {own.map((r) => (
              <li key={r.path}>
                <a href={r.path}>{r.path}</a>
              </li>
            ))}
          </ul>
        )}
      </ShellProvider>
    </DesignSystemProvider>
  );
}

export function mountStandalone(area: Area, pages: AreaPagesModule['pages']) {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<StandaloneHost area={area} pages={pages} />);
}
