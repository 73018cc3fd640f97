import type { ShellApi } from '@meranti/platform';

/** The seam as a prerender sees it: no navigation, toasts, lightbox or analytics happen. */
export const shellStub: ShellApi = {
  location: { pathname: '/', search: '', hash: '' },
  siteUrl: 'https://www.meranti4pl.example',
  navigate: () => undefined,
  toast: () => undefined,
  openLightbox: () => undefined,
  track: () => undefined,
};
