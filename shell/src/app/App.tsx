import { DesignSystemProvider, SkipLink } from '@meranti/design-system';
import { HelmetProvider } from 'react-helmet-async';
import type { Analytics } from '../analytics/analytics';
import { Footer } from '../chrome/footer/Footer';
import { Header } from '../chrome/header/Header';
import { Lightbox } from '../chrome/overlays/Lightbox';
import { Toaster } from '../chrome/overlays/Toaster';
import { shellContent } from '../chrome/shell.content';
import { type PageSource, PageSourceContext } from '../remotes/page-source';
import { AppRoutes } from '../routing/AppRoutes';
import { HydrationMarker } from './HydrationMarker';
import { ShellApiProvider } from './ShellApiProvider';
import { StyledMain, StyledPage } from './styled/StyledApp';

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
      <DesignSystemProvider>
        <PageSourceContext value={pageSource}>
          <ShellApiProvider siteUrl={siteUrl} buildDate={buildDate} analytics={analytics} onFirstNavigation={onFirstNavigation}>
            <StyledPage>
              <SkipLink href="#main" label={shellContent.skipToContent} />
              <Header />
              <StyledMain id="main" tabIndex={-1}>
                <AppRoutes />
              </StyledMain>
              <Footer />
            </StyledPage>
            <Toaster />
            <Lightbox />
            <HydrationMarker />
          </ShellApiProvider>
        </PageSourceContext>
      </DesignSystemProvider>
    </HelmetProvider>
  );
}
