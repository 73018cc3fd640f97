import type { RemotePagesModule } from '@meranti/platform';

/** The marketing area's pages, exposed to the shell as `marketing/pages` (one chunk each). */
export const pages: RemotePagesModule['pages'] = {
  home: () => import('./pages/home/HomePage'),
  about: () => import('./pages/about/AboutPage'),
  services: () => import('./pages/services/ServicesPage'),
  'service-laas': () => import('./pages/service-laas/LaasPage'),
  'service-procurement': () => import('./pages/service-procurement/ProcurementPage'),
  'service-control-tower': () => import('./pages/service-control-tower/ControlTowerPage'),
  'service-invoice-audit': () => import('./pages/service-invoice-audit/InvoiceAuditPage'),
  'service-mcpms': () => import('./pages/service-mcpms/McpmsPage'),
  'use-case-ecommerce-scaling': () => import('./pages/use-case-ecommerce-scaling/UseCaseEcommerceScalingPage'),
  'use-case-international': () => import('./pages/use-case-international/UseCaseInternationalPage'),
  'use-case-peak-season': () => import('./pages/use-case-peak-season/UseCasePeakSeasonPage'),
  'use-case-digitization': () => import('./pages/use-case-digitization/UseCaseDigitizationPage'),
  solutions: () => import('./pages/solutions/SolutionsPage'),
  'solution-ecommerce': () => import('./pages/solution-ecommerce/EcommerceBrandsPage'),
  'solution-marketplaces': () => import('./pages/solution-marketplaces/MarketplacesPage'),
  'solution-logistics-partners': () => import('./pages/solution-logistics-partners/LogisticsPartnersPage'),
  'b2c-import-growth': () => import('./pages/b2c-import-growth/B2cImportGrowthPage'),
  'persona-operations': () => import('./pages/persona-operations/OperationsTeamsPage'),
  'persona-procurement': () => import('./pages/persona-procurement/ProcurementTeamsPage'),
  'persona-supply-chain': () => import('./pages/persona-supply-chain/SupplyChainLeadersPage'),
  'persona-finance': () => import('./pages/persona-finance/FinanceTeamsPage'),
  privacy: () => import('./pages/privacy/PrivacyPage'),
  terms: () => import('./pages/terms/TermsPage'),
  'use-cases': () => import('./pages/use-cases/UseCasesPage'),
  // /use-cases/{slug}: the six fixed case studies and the generic page, one component.
  'use-case-detail': () => import('./pages/use-case-detail/UseCaseDetailPage'),
};
