import { matchRoute } from '@meranti/platform';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createAnalytics } from './analytics/analytics';
import { reportWebVitals } from './analytics/web-vitals';
import { App } from './app/App';
import { readBootData } from './boot/boot-data';
import type { PageSource } from './remotes/page-source';
import { createRemoteRegistry } from './remotes/registry';

const boot = readBootData(document);
if (!boot) throw new Error('shell: the page carries no boot data');

const container = document.getElementById('root');
if (!container) throw new Error('shell: no #root element');

const match = matchRoute(window.location.pathname);
const area = match?.entry.built && match.entry.area !== 'shell' ? match.entry.area : null;
const registry = createRemoteRegistry(boot.remotes, area);

// Load the first page's module before hydrating, so hydration is one synchronous pass. If its
// remote is down or slow, keep the prerendered markup as it is and hydrate around it.
let frozen: PageSource['frozen'] = null;
if (area && match) {
  try {
    await registry.load(area, match.entry.page);
  } catch (error) {
    console.warn(`[shell] the ${area} area is unavailable; keeping its prerendered content`, error);
    const slot = container.querySelector(`[data-area="${area}"]`);
    frozen = { pathname: window.location.pathname, html: slot?.innerHTML ?? '' };
  }
}

const pageSource: PageSource = {
  load: registry.load,
  forget: registry.forget,
  get frozen() {
    return frozen;
  },
};

const analytics = createAnalytics(boot.analyticsEndpoint);
const app = (
  <BrowserRouter>
    <App
      siteUrl={boot.siteUrl}
      buildDate={boot.buildDate}
      pageSource={pageSource}
      analytics={analytics}
      onFirstNavigation={() => {
        frozen = null;
      }}
    />
  </BrowserRouter>
);

if (container.hasChildNodes()) {
  hydrateRoot(container, app, {
    // Make any mismatch loud and recognisable (tests assert there are none).
    onRecoverableError: (error) => console.error('[hydration]', error),
  });
} else createRoot(container).render(app);
reportWebVitals(analytics);
