import type { AreaPagesModule } from '@meranti/platform';

/** The marketing area's pages, exposed to the shell as `marketing/pages` (one chunk each). */
export const pages: AreaPagesModule['pages'] = {
  home: () => import('./pages/home/home'),
  about: () => import('./pages/about/about'),
  services: () => import('./pages/services/services'),
  'service-laas': () => import('./pages/service-laas/service-laas'),
  'service-procurement': () => import('./pages/service-procurement/service-procurement'),
  'service-control-tower': () => import('./pages/service-control-tower/service-control-tower'),
  'service-invoice-audit': () => import('./pages/service-invoice-audit/service-invoice-audit'),
  'service-mcpms': () => import('./pages/service-mcpms/service-mcpms'),
  'use-case-ecommerce-scaling': () => import('./pages/use-case-ecommerce-scaling/use-case-ecommerce-scaling'),
  'use-case-international': () => import('./pages/use-case-international/use-case-international'),
  'use-case-peak-season': () => import('./pages/use-case-peak-season/use-case-peak-season'),
  'use-case-digitization': () => import('./pages/use-case-digitization/use-case-digitization'),
  solutions: () => import('./pages/solutions/solutions'),
  'solution-ecommerce': () => import('./pages/solution-ecommerce/solution-ecommerce'),
  'solution-marketplaces': () => import('./pages/solution-marketplaces/solution-marketplaces'),
  'solution-logistics-partners': () => import('./pages/solution-logistics-partners/solution-logistics-partners'),
  'b2c-import-growth': () => import('./pages/b2c-import-growth/b2c-import-growth'),
  'persona-operations': () => import('./pages/persona-operations/persona-operations'),
  'persona-procurement': () => import('./pages/persona-procurement/persona-procurement'),
  'persona-supply-chain': () => import('./pages/persona-supply-chain/persona-supply-chain'),
  'persona-finance': () => import('./pages/persona-finance/persona-finance'),
  privacy: () => import('./pages/privacy/privacy'),
  terms: () => import('./pages/terms/terms'),
  'use-cases': () => import('./pages/use-cases/use-cases'),
  // /use-cases/{slug}: the six fixed case studies and the generic page, one component.
  'use-case-by-slug': () => import('./pages/use-case-by-slug/use-case-by-slug'),
};
