import { DesignSystemProvider, SkipLink } from '@meranti/design-system';
import { Suspense } from 'react';
import type { Analytics } from '../analytics/analytics';
import { type PageSource, PageSourceContext } from '../areas/page-source';
import { DeferredFooter } from '../chrome/footer/DeferredFooter';
import { Header } from '../chrome/header/Header';
import { Overlays } from '../chrome/overlays/Overlays';
import { shellContent } from '../chrome/shell.content';
import { AppRoutes } from '../routing/AppRoutes';
import { Hydrated, HydrationTracker } from './hydration';
import { ShellApiProvider } from './ShellApiProvider';
import { StyledMain, StyledPage } from './styled/StyledApp';

export interface AppProps {
  readonly siteUrl: string;
  readonly assetsBase?: string | undefined;
  readonly buildDate: string;
  readonly pageSource: PageSource;
  readonly analytics: Analytics | null;
  readonly onFirstNavigation?: () => void;
}

/**
 * The whole page below the router: shell chrome around the routed area. Header, page and footer
 * are separate Suspense boundaries so a prerendered page hydrates in pieces (see ./hydration).
 */
export function App({ siteUrl, assetsBase, buildDate, pageSource, analytics, onFirstNavigation }: AppProps) {
  return (
    <DesignSystemProvider>
      <PageSourceContext value={pageSource}>
        <ShellApiProvider
          siteUrl={siteUrl}
          assetsBase={assetsBase}
          buildDate={buildDate}
          analytics={analytics}
          onFirstNavigation={onFirstNavigation}
        >
          <HydrationTracker>
            <StyledPage>
              <SkipLink href="#main" label={shellContent.skipToContent} />
              <Suspense>
                <Header />
                <Hydrated part="header" />
              </Suspense>
              <StyledMain id="main" tabIndex={-1}>
                <AppRoutes />
              </StyledMain>
              <Suspense>
                <DeferredFooter />
                <Hydrated part="footer" />
              </Suspense>
            </StyledPage>
            <Overlays />
          </HydrationTracker>
        </ShellApiProvider>
      </PageSourceContext>
    </DesignSystemProvider>
  );
}
