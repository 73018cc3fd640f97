import { lazy, type Ref, Suspense, useCallback, useImperativeHandle, useRef, useState } from 'react';
import { useWarmWhenIdle } from '../lazy/warm-when-idle';
import type { DownloadResource } from './DownloadDialog';
import type { DownloadReferrer } from './post-lead';

const loadDialog = () => import('./DownloadDialog');
const DownloadDialog = lazy(() => loadDialog().then((m) => ({ default: m.DownloadDialog })));

/** What a page holds to open its download dialog. */
export interface DownloadDialogHandle {
  /** Opens the dialog for `resource` (a new, empty form). */
  open(resource: DownloadResource): void;
}

export interface LazyDownloadDialogProps {
  readonly ref: Ref<DownloadDialogHandle>;
  readonly referrer: DownloadReferrer;
}

/**
 * The download dialog as pages mount it. Its code (the dialog, the lead form and the lead schema,
 * ≈ 10 KB gzip) is no part of the page's first load: it is fetched once the page is idle
 * after hydration, or at the first "Download" if that comes sooner, and rendered from the first
 * opening on. A closed dialog renders nothing, so the prerendered HTML is the same either way.
 *
 * The chosen item is this component's state, and a page opens it through `ref` (useDownloadDialog):
 * opening and closing re-render the dialog only, never the page around it — a calculator page or
 * a whole guide re-rendered on the tap made the first opening miss the 100 ms goal (ADR 21).
 */
export function LazyDownloadDialog({ ref, referrer }: LazyDownloadDialogProps) {
  const [resource, setResource] = useState<DownloadResource | null>(null);
  const [wanted, setWanted] = useState(false);
  useImperativeHandle(
    ref,
    () => ({
      open: (next) => {
        setWanted(true);
        setResource(next);
      },
    }),
    [],
  );
  const close = useCallback(() => setResource(null), []);

  useWarmWhenIdle(loadDialog);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DownloadDialog resource={resource} referrer={referrer} onClose={close} />
    </Suspense>
  );
}

/** A page's download dialog: `ref` for `<LazyDownloadDialog>`, and `open`, the same function on every render. */
export function useDownloadDialog() {
  const ref = useRef<DownloadDialogHandle>(null);
  const open = useCallback((resource: DownloadResource) => ref.current?.open(resource), []);
  return { ref, open };
}
