import type { RemotePagesModule } from '@meranti/platform';

/** The contact area's pages, exposed to the shell as `contact/pages`. */
export const pages: RemotePagesModule['pages'] = {
  contact: () => import('./pages/contact/contact'),
};
