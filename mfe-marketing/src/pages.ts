import type { RemotePagesModule } from '@meranti/platform';

/** The marketing area's pages, exposed to the shell as `marketing/pages`. */
export const pages: RemotePagesModule['pages'] = {
  home: () => import('./pages/home/HomePage'),
};
