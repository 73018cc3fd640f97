import { type Area, type PageComponent, useLocation } from '@meranti/platform';
import { Suspense, use, useState } from 'react';
import { Hydrated } from '../app/hydration';
import { FocusOnArrival, PendingTitle } from '../routing/page-arrival';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { AreaLoading, AreaUnavailable } from './AreaFallbacks';
import { PageSourceContext } from './page-source';

interface Props {
  readonly area: Area;
  readonly page: string;
  readonly params: Readonly<Record<string, string>>;
  readonly canonicalPath: string;
}

/** Whether this render is the landing page hydrating (the prerender counts as one). */
const isLanding = () => typeof document === 'undefined' || document.documentElement.dataset.hydrated !== 'true';

function AreaPage({ area, page, params, canonicalPath }: Props) {
  const source = use(PageSourceContext);
  if (!source) throw new Error('AreaRoute: no PageSource');
  // The landing page hydrates with its module alone (its deferred sections load as they near the
  // viewport); a page reached by navigation renders in full, its `prefetch` done.
  const [landing] = useState(isLanding);
  const Page = use(source.load(area, page, landing ? undefined : params) as Promise<PageComponent>);
  return <Page params={params} canonicalPath={canonicalPath} />;
}

/**
 * One route rendered by an area, inside an error boundary and Suspense with designed
 * fallbacks. The wrapper element is the same on server and client so hydration lines up.
 */
export function AreaRoute(props: Props) {
  const source = use(PageSourceContext);
  const { pathname } = useLocation();
  const { area, page } = props;
  if (source?.frozen && source.frozen.pathname === pathname) {
    // The area could not be loaded for the first page: keep its prerendered markup readable.
    return (
      <>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: this is our own prerendered markup, read back from the page */}
        <div data-area={area} data-page={page} dangerouslySetInnerHTML={{ __html: source.frozen.html }} />
        <Hydrated part="page" />
      </>
    );
  }
  return (
    <div data-area={area} data-page={page}>
      <AreaErrorBoundary
        key={pathname}
        area={area}
        onRetry={() => source?.forget(area, page)}
        fallback={(retry) => (
          <>
            <AreaUnavailable onRetry={retry} />
            <FocusOnArrival />
            <Hydrated part="page" />
          </>
        )}
      >
        <Suspense
          fallback={
            <>
              <PendingTitle path={props.canonicalPath} />
              <AreaLoading />
            </>
          }
        >
          <AreaPage {...props} />
          <FocusOnArrival />
          <Hydrated part="page" />
        </Suspense>
      </AreaErrorBoundary>
    </div>
  );
}
