import type { OverlayContent } from './chrome.schema';

export const overlayContent: OverlayContent = {
  toastDismiss: 'Dismiss notification',
  lightboxClose: 'Close',
  lightboxLoading: 'Loading media',
  lightboxError: 'This media could not be loaded. Please close and try again.',
};
