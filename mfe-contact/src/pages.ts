import type { AreaPagesModule } from '@meranti/platform';

/** The contact area's pages, exposed to the shell as `contact/pages`. */
export const pages: AreaPagesModule['pages'] = {
  contact: () => import('./pages/contact/contact'),
};
