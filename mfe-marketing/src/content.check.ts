// Imported first by the SSR entry: every content module of the marketing area is parsed with its
// schema during prerender, so missing or malformed copy fails the build. Nothing here ships to
// browsers (pages import only the content modules and their inferred types).

import { fixedCaseStudySlugs, useCases } from '@meranti/platform/use-cases';
import { assertUseCases } from '@meranti/platform/use-cases.schema';
import { toCaseStudyView } from './components/case-study/case-study-view';
import { aboutContent } from './pages/about/about.content';
import { aboutContentSchema } from './pages/about/about.schema';
import { b2cImportGrowthContent } from './pages/b2c-import-growth/b2c-import-growth.content';
import { b2cImportGrowthSchema } from './pages/b2c-import-growth/b2c-import-growth.schema';
import { homeContent } from './pages/home/home.content';
import { homeContentSchema } from './pages/home/home.schema';
import { homeSectionsContent } from './pages/home/home.sections.content';
import { financeTeamsContent } from './pages/persona-finance/finance-teams.content';
import { financeTeamsSchema } from './pages/persona-finance/finance-teams.schema';
import { operationsTeamsContent } from './pages/persona-operations/operations-teams.content';
import { operationsTeamsSchema } from './pages/persona-operations/operations-teams.schema';
import { procurementTeamsContent } from './pages/persona-procurement/procurement-teams.content';
import { procurementTeamsSchema } from './pages/persona-procurement/procurement-teams.schema';
import { supplyChainLeadersContent } from './pages/persona-supply-chain/supply-chain-leaders.content';
import { supplyChainLeadersSchema } from './pages/persona-supply-chain/supply-chain-leaders.schema';
import { privacyContent } from './pages/privacy/privacy.content';
import { privacyContentSchema } from './pages/privacy/privacy.schema';
import { controlTowerContent } from './pages/service-control-tower/control-tower.content';
import { controlTowerContentSchema } from './pages/service-control-tower/control-tower.schema';
import { invoiceAuditContent } from './pages/service-invoice-audit/invoice-audit.content';
import { invoiceAuditContentSchema } from './pages/service-invoice-audit/invoice-audit.schema';
import { laasContent } from './pages/service-laas/laas.content';
import { laasContentSchema } from './pages/service-laas/laas.schema';
import { mcpmsContent } from './pages/service-mcpms/mcpms.content';
import { mcpmsContentSchema } from './pages/service-mcpms/mcpms.schema';
import { procurementContent } from './pages/service-procurement/procurement.content';
import { procurementContentSchema } from './pages/service-procurement/procurement.schema';
import { servicesContent } from './pages/services/services.content';
import { servicesContentSchema } from './pages/services/services.schema';
import { ecommerceBrandsContent } from './pages/solution-ecommerce/ecommerce-brands.content';
import { ecommerceBrandsSchema } from './pages/solution-ecommerce/ecommerce-brands.schema';
import { logisticsPartnersContent } from './pages/solution-logistics-partners/logistics-partners.content';
import { logisticsPartnersSchema } from './pages/solution-logistics-partners/logistics-partners.schema';
import { marketplacesContent } from './pages/solution-marketplaces/marketplaces.content';
import { marketplacesSchema } from './pages/solution-marketplaces/marketplaces.schema';
import { solutionsContent } from './pages/solutions/solutions.content';
import { solutionsContentSchema } from './pages/solutions/solutions.schema';
import { termsContent } from './pages/terms/terms.content';
import { termsContentSchema } from './pages/terms/terms.schema';
import { caseStudyBodyContent } from './pages/use-case-by-slug/use-case-detail.body.content';
import { caseStudyContent, caseStudyMeta } from './pages/use-case-by-slug/use-case-detail.content';
import { caseStudyMetaSchema, caseStudyPageSchema } from './pages/use-case-by-slug/use-case-detail.schema';
import { digitizationContent } from './pages/use-case-digitization/digitization.content';
import { digitizationContentSchema } from './pages/use-case-digitization/digitization.schema';
import { ecommerceScalingContent } from './pages/use-case-ecommerce-scaling/ecommerce-scaling.content';
import { ecommerceScalingContentSchema } from './pages/use-case-ecommerce-scaling/ecommerce-scaling.schema';
import { internationalContent } from './pages/use-case-international/international.content';
import { internationalContentSchema } from './pages/use-case-international/international.schema';
import { peakSeasonContent } from './pages/use-case-peak-season/peak-season.content';
import { peakSeasonContentSchema } from './pages/use-case-peak-season/peak-season.schema';
import { useCasesContent } from './pages/use-cases/use-cases.content';
import { useCasesContentSchema } from './pages/use-cases/use-cases.schema';

/** Every page's copy and the schema it must satisfy (tests iterate this list too). */
export const contentChecks = [
  ['home', homeContentSchema, { ...homeContent, ...homeSectionsContent }],
  ['about', aboutContentSchema, aboutContent],
  ['services', servicesContentSchema, servicesContent],
  ['service-laas', laasContentSchema, laasContent],
  ['service-procurement', procurementContentSchema, procurementContent],
  ['service-control-tower', controlTowerContentSchema, controlTowerContent],
  ['service-invoice-audit', invoiceAuditContentSchema, invoiceAuditContent],
  ['service-mcpms', mcpmsContentSchema, mcpmsContent],
  ['use-case-ecommerce-scaling', ecommerceScalingContentSchema, ecommerceScalingContent],
  ['use-case-international', internationalContentSchema, internationalContent],
  ['use-case-peak-season', peakSeasonContentSchema, peakSeasonContent],
  ['use-case-digitization', digitizationContentSchema, digitizationContent],
  ['solutions', solutionsContentSchema, solutionsContent],
  ['solution-ecommerce', ecommerceBrandsSchema, ecommerceBrandsContent],
  ['solution-marketplaces', marketplacesSchema, marketplacesContent],
  ['solution-logistics-partners', logisticsPartnersSchema, logisticsPartnersContent],
  ['b2c-import-growth', b2cImportGrowthSchema, b2cImportGrowthContent],
  ['persona-operations', operationsTeamsSchema, operationsTeamsContent],
  ['persona-procurement', procurementTeamsSchema, procurementTeamsContent],
  ['persona-supply-chain', supplyChainLeadersSchema, supplyChainLeadersContent],
  ['persona-finance', financeTeamsSchema, financeTeamsContent],
  ['privacy', privacyContentSchema, privacyContent],
  ['terms', termsContentSchema, termsContent],
  ['use-case-by-slug', caseStudyPageSchema, { ...caseStudyContent, body: caseStudyBodyContent }],
  ['use-cases', useCasesContentSchema, useCasesContent],
] as const;

for (const [, schema, content] of contentChecks) schema.parse(content);

// The case-study records the fixed pages render, and the head each record gives its page.
for (const useCase of assertUseCases(useCases, fixedCaseStudySlugs)) {
  const view = toCaseStudyView(useCase);
  if (!view) throw new Error(`case study ${useCase.slug}: nothing to show`);
  caseStudyMetaSchema.parse(caseStudyMeta(view));
}
