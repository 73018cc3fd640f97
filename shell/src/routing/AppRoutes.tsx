import { type RouteEntry, routes } from '@meranti/platform';
import { Route, Routes, useParams } from 'react-router';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { RemoteRoute } from '../remotes/RemoteRoute';

function RemoteRouteWithParams({ entry }: { entry: RouteEntry }) {
  const params = useParams() as Record<string, string>;
  if (entry.area === 'shell') return <NotFoundPage />;
  return <RemoteRoute area={entry.area} page={entry.page} params={params} canonicalPath={entry.canonical ?? entry.path} />;
}

/** The router, generated from the one route table. Unbuilt pages fall to the not-found page. */
export function AppRoutes() {
  const table = Object.values(routes as Record<string, RouteEntry>);
  return (
    <Routes>
      {table
        .filter((entry) => entry.built && entry.area !== 'shell')
        .map((entry) => (
          <Route key={entry.path} path={entry.path} element={<RemoteRouteWithParams entry={entry} />} />
        ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
