import type { OverlayContent } from './chrome.schema';

export const overlayContent: OverlayContent = {
  toastDismiss: 'Dismiss notification',
  lightboxClose: 'Close',
  lightboxLoading: 'Loading media',
  lightboxError: 'This media could not be loaded. Please close and try again.',
  lightboxPanLabel: 'The image at full size: swipe, or use the arrow keys, to see all of it',
  lightboxPanHint: 'Swipe to see the whole image',
};
