/**
 * The case studies / use cases (docs/product-rules.md#case-studies): THE one copy of the records, whole. The API
 * serves them (GET /api/use-cases/:slug) and the checks parse them; browsers read the parts a page
 * shows instead — the summaries (./use-case-summaries.ts), the listing cards' facts
 * (./use-case-cards.ts) and one record's details (`loadUseCaseDetails`, ./use-case-details.ts) —
 * so no page carries every record (ADR 21).
 */

import { useCaseCardFacts } from './use-case-cards';
import { details as entertainmentLeaderCostReduction } from './use-case-records/entertainment-leader-cost-reduction';
import { details as fashionMarketplaceExpansion } from './use-case-records/fashion-marketplace-expansion';
import { details as luxuryBrandStandards } from './use-case-records/luxury-brand-standards';
import { details as marketplaceUnification } from './use-case-records/marketplace-unification';
import { details as medicalDeviceRegionalDistribution } from './use-case-records/medical-device-regional-distribution';
import { details as platformPeakSeason } from './use-case-records/platform-peak-season';
import { details as retailBrandGrowth } from './use-case-records/retail-brand-growth';
import { type UseCaseDetails, useCaseSummaries } from './use-case-summaries';
import type { UseCase } from './use-cases.schema';

export {
  type FixedCaseStudySlug,
  findUseCaseSummary,
  fixedCaseStudySlugs,
  isFixedCaseStudySlug,
  type UseCaseCardFacts,
  type UseCaseCategory,
  type UseCaseDetails,
  type UseCaseIcon,
  type UseCaseSummary,
  useCaseCategoryValues,
  useCaseIconValues,
  useCaseSummaries,
} from './use-case-summaries';
export type { UseCase, UseCaseChallenge, UseCaseDetailedMetric, UseCaseSolution } from './use-cases.schema';

const details: Readonly<Record<string, UseCaseDetails>> = {
  'entertainment-leader-cost-reduction': entertainmentLeaderCostReduction,
  'fashion-marketplace-expansion': fashionMarketplaceExpansion,
  'luxury-brand-standards': luxuryBrandStandards,
  'retail-brand-growth': retailBrandGrowth,
  'marketplace-unification': marketplaceUnification,
  'platform-peak-season': platformPeakSeason,
  'medical-device-regional-distribution': medicalDeviceRegionalDistribution,
};

/** Every case study, whole, in listing order. The last one has no fixed page (the generic page shows it). */
export const useCases: readonly UseCase[] = useCaseSummaries.map((summary) => {
  const more = details[summary.slug];
  const card = useCaseCardFacts[summary.slug];
  if (!more) throw new Error(`use case ${summary.slug}: no details in ./use-case-records/`);
  if (!card) throw new Error(`use case ${summary.slug}: no card facts in ./use-case-cards.ts`);
  return { ...summary, ...card, ...more };
});

/** The record for a slug, or undefined. */
export const findUseCase = (slug: string): UseCase | undefined => useCases.find((u) => u.slug === slug);
