import { fillPath, isDynamic, type RouteEntry, redirects, routes } from '@meranti/platform';
import { Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { Hydrated } from '../app/hydration';
import { AreaRoute } from '../areas/AreaRoute';
import { NotFoundPage } from './not-found-page';
import { FocusOnArrival, PendingTitle } from './page-arrival';

/** The not-found page: its own chunk, loaded (and announced by the HTML) only where it is shown. */
function NotFound() {
  return (
    <Suspense fallback={<PendingTitle path={routes.notFound.path} />}>
      <NotFoundPage />
      <FocusOnArrival />
      <Hydrated part="page" />
    </Suspense>
  );
}

function AreaRouteWithParams({ entry }: { entry: RouteEntry }) {
  const params = useParams() as Record<string, string>;
  if (entry.area === 'shell') return <NotFound />;
  // An alias shows its target's address; a detail route its own, with the params filled in.
  const canonicalPath = entry.canonical ?? (isDynamic(entry) ? fillPath(entry.path, params) : entry.path);
  return <AreaRoute area={entry.area} page={entry.page} params={params} canonicalPath={canonicalPath} />;
}

/**
 * The router, generated from the one route table. Unbuilt pages fall to the not-found page;
 * the table's redirects replace the address client-side (the server answers them with a 301).
 */
export function AppRoutes() {
  const table = Object.values(routes as Record<string, RouteEntry>);
  return (
    <Routes>
      {table
        .filter((entry) => entry.built && entry.area !== 'shell')
        .map((entry) => (
          <Route key={entry.path} path={entry.path} element={<AreaRouteWithParams entry={entry} />} />
        ))}
      {redirects.map((r) => (
        <Route key={r.from} path={r.from} element={<Navigate to={r.to} replace />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
