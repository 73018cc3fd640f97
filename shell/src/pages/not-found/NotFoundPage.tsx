import { PageMeta, useLocation } from '@meranti/platform';
import { useEffect } from 'react';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <>
      <PageMeta title="Page Not Found" description="not found" path="/404" noindex />
      <h1>Page Not Found</h1>
    </>
  );
}
