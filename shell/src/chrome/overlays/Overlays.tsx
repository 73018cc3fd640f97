import { lazy, Suspense } from 'react';
import { useLightboxStore } from '../../stores/lightbox-store';
import { useToastStore } from '../../stores/toast-store';

// Code no first view needs: loaded the first time a toast or the lightbox is shown.
const ToastView = lazy(() => import('./Toaster'));
const Lightbox = lazy(() => import('./Lightbox'));

/**
 * The shell's overlays. The toast live region is always in the page (screen readers announce
 * what appears in an existing region; it has no box, the toast is fixed on screen where it covers
 * no form control); the toast itself and the lightbox are separate chunks, fetched on first use.
 */
export function Overlays() {
  const hasToast = useToastStore((s) => s.toast !== null);
  const hasMedia = useLightboxStore((s) => s.media !== null);
  return (
    <>
      <div aria-live="polite" aria-atomic="true">
        {hasToast && (
          <Suspense fallback={null}>
            <ToastView />
          </Suspense>
        )}
      </div>
      {hasMedia && (
        <Suspense fallback={null}>
          <Lightbox />
        </Suspense>
      )}
    </>
  );
}
