import type { RemotePagesModule } from '@meranti/platform';

/** The resources area's pages, exposed to the shell as `resources/pages`. */
export const pages: RemotePagesModule['pages'] = {
  calculators: () => import('./pages/calculators/CalculatorsPage'),
  'case-studies': () => import('./pages/case-studies/CaseStudiesPage'),
};
