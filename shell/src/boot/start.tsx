import { matchRoute, recordError } from '@meranti/platform';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAnalytics } from '../analytics/analytics';
import { App } from '../app/App';
import type { PageSource } from '../areas/page-source';
import { createAreaRegistry } from '../areas/registry';
import { loadNotFoundPage } from '../routing/not-found-page';
import { ShellRouter } from '../routing/ShellRouter';
import { startEarlyBuffer } from '../telemetry/early';
import { afterHydration } from './after-hydration';
import { readBootData } from './boot-data';

/** Loads the first page's module, then hydrates the prerendered page (or renders, in dev). */
export async function start() {
  startEarlyBuffer();
  const boot = readBootData(document);
  if (!boot) throw new Error('shell: the page carries no boot data');

  const container = document.getElementById('root');
  if (!container) throw new Error('shell: no #root element');

  const match = matchRoute(window.location.pathname);
  const area = match?.entry.built && match.entry.area !== 'shell' ? match.entry.area : null;
  const registry = createAreaRegistry(boot.remotes, area, { pagesModule: boot.pagesModule, warm: boot.warm });

  // Load the first page's module before hydrating, so its piece hydrates without waiting. If its
  // area is down or slow, keep the prerendered markup as it is and hydrate around it.
  let frozen: PageSource['frozen'] = null;
  if (area && match) {
    try {
      await registry.load(area, match.entry.page);
    } catch (error) {
      console.warn(`[shell] the ${area} area is unavailable; keeping its prerendered content`, error);
      const slot = container.querySelector(`[data-area="${area}"]`);
      // Its deferred sections stay markup too: marked so, nothing waits for them to hydrate.
      for (const section of slot?.querySelectorAll('[data-deferred]') ?? []) section.setAttribute('data-deferred', 'static');
      frozen = { pathname: window.location.pathname, html: slot?.innerHTML ?? '' };
    }
  } else await loadNotFoundPage();

  const pageSource: PageSource = {
    load: registry.load,
    isReady: registry.isReady,
    forget: registry.forget,
    prefetch: registry.prefetch,
    get frozen() {
      return frozen;
    },
  };

  const analytics = createAnalytics(boot.analyticsEndpoint);
  const app = (
    <ShellRouter renderAtOnce={(to, from) => to.pathname !== from.pathname && nextPageReady(to.pathname, pageSource)}>
      <App
        siteUrl={boot.siteUrl}
        assetsBase={boot.assetsBase}
        buildDate={boot.buildDate}
        pageSource={pageSource}
        analytics={analytics}
        onFirstNavigation={() => {
          frozen = null;
        }}
      />
    </ShellRouter>
  );

  if (container.hasChildNodes()) {
    // In a transition, hydration is time-sliced: React yields to the browser every few
    // milliseconds instead of hydrating the page in one long task.
    startTransition(() => {
      hydrateRoot(container, app, {
        // Make any mismatch loud and recognisable (tests assert there are none).
        // React's errors are counted by telemetry too (ADR 24); uncaught ones then reported as React does by default.
        onRecoverableError: (error) => {
          console.error('[hydration]', error);
          recordError('recoverable', error);
        },
        onUncaughtError: (error) => {
          recordError('uncaught', error);
          reportError(error);
        },
      });
    });
  } else createRoot(container).render(app);

  afterHydration(() => {
    // Code no first view needs, once the page is interactive and the browser is idle. Both are
    // optional: when one cannot load (the network dropped, or the visitor is already leaving the
    // page — Firefox then rejects the import), the page loses nothing, so the failure is dropped
    // rather than left as an unhandled rejection. The telemetry client reports web vitals to the
    // analytics adapter (dataLayer) as before, and page views, vitals and errors to /api/rum.
    void import('../telemetry/client')
      .then(({ startTelemetry }) => startTelemetry({ boot, builds: registry, analytics }))
      .catch(() => undefined);
    // The federation runtime and the landing area's remote entry, which the first page did not
    // need (its module was imported directly), all requested at once before the prefetcher
    // starts: a prefetch or a navigation then finds them here or on their way, and the prefetch
    // budget does not count them (they started before any prefetch). A failure leaves it to the
    // first navigation or prefetch, which tries again.
    void registry.warm().catch(() => undefined);
    void import('../prefetch/link-prefetch')
      .then(({ startPrefetching }) => startPrefetching(pageSource, boot.remotes, boot.shellBuild))
      .catch(() => undefined);
  });
}

/**
 * Whether a navigation to `pathname` can render in one go (ShellRouter): the page has hydrated,
 * the next page's code and `prefetch` are here, and no deferred section of the chrome (the footer)
 * still waits for its code — an urgent update would drop its markup until the code arrives.
 */
function nextPageReady(pathname: string, source: PageSource): boolean {
  if (document.documentElement.dataset.hydrated !== 'true') return false;
  const match = matchRoute(pathname);
  if (!match?.entry.built || match.entry.area === 'shell') return false;
  if (!source.isReady(match.entry.area, match.entry.page, match.params)) return false;
  const waiting = document.querySelectorAll('[data-deferred]:not([data-deferred="ready"])');
  return [...waiting].every((el) => el.closest('[data-area]') !== null);
}
