import { lazy, Suspense, useEffect, useState } from 'react';
import { useWarmWhenIdle } from '../lazy/warm-when-idle';
import type { DownloadDialogProps } from './DownloadDialog';

const loadDialog = () => import('./DownloadDialog');
const DownloadDialog = lazy(() => loadDialog().then((m) => ({ default: m.DownloadDialog })));

/**
 * The download dialog as pages mount it: its code (the dialog, the lead form and the lead schema,
 * ≈ 10 KB gzip) is no part of the page's first load (issue 6). It is fetched once the page is idle
 * after hydration, or at the first "Download" if that comes sooner, and rendered from the first
 * opening on. A closed dialog renders nothing, so the prerendered HTML is the same either way.
 */
export function LazyDownloadDialog(props: DownloadDialogProps) {
  const [wanted, setWanted] = useState(false);
  const open = props.resource !== null;

  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);

  useWarmWhenIdle(loadDialog);

  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <DownloadDialog {...props} />
    </Suspense>
  );
}
