import { HelmetProvider } from 'react-helmet-async';
import type { Analytics } from '../analytics/analytics';
import { AppRoutes } from '../routing/AppRoutes';
import { type PageSource, PageSourceContext } from '../remotes/page-source';
import { ShellApiProvider } from './ShellApiProvider';

export interface AppProps {
  readonly siteUrl: string;
  readonly buildDate: string;
  readonly pageSource: PageSource;
  readonly analytics: Analytics | null;
  readonly onFirstNavigation?: () => void;
}

/** The whole page below the router: shell chrome around the routed area. */
export function App({ siteUrl, buildDate, pageSource, analytics, onFirstNavigation }: AppProps) {
  return (
    <HelmetProvider>
      <PageSourceContext value={pageSource}>
        <ShellApiProvider siteUrl={siteUrl} buildDate={buildDate} analytics={analytics} onFirstNavigation={onFirstNavigation}>
          <main id="main">
            <AppRoutes />
          </main>
        </ShellApiProvider>
      </PageSourceContext>
    </HelmetProvider>
  );
}
