/**
 * The case studies / use cases (docs/product-rules.md#case-studies), part one: what a case study's hero and head
 * show, and what the listing filters on, for every record — a fixed case study's first load
 * carries this part only. The listing cards' challenge and figures are ./use-case-cards.ts (with
 * the listing, below its hero). What a case-study page shows below its hero is one module per
 * record in ./use-case-records/, so a page loads only its own (ADR 21): browsers read it with
 * `loadUseCaseDetails` (./use-case-details.ts); the API and the checks read the whole records
 * from ./use-cases.ts. Anonymised: clients are described, never named.
 *
 * Plain data, so no validator ships to browsers: `assertUseCases` (use-cases.schema.ts) parses
 * the whole records with zod when the API starts and when the marketing area is prerendered.
 */
import type { UseCase } from './use-cases.schema';

/** The fields a case-study page shows below its hero (one module per record). */
export type UseCaseDetails = Pick<UseCase, 'heroSubtitle' | 'challengeDescription' | 'challenges' | 'solutions' | 'detailedMetrics'>;
/** What a listing card shows besides the summary: the challenge and the first figures (./use-case-cards.ts). */
export type UseCaseCardFacts = Pick<UseCase, 'challenge' | 'metrics'>;
/** Everything else: what a case study's hero and head show, and the listing's filter. */
export type UseCaseSummary = Omit<UseCase, keyof UseCaseDetails | keyof UseCaseCardFacts>;

/** Icon names a case study's challenges may use (docs/product-rules.md#case-studies); anything else shows TrendingUp. */
export const useCaseIconValues = [
  'TrendingUp',
  'Globe',
  'Package',
  'Zap',
  'CheckCircle',
  'Database',
  'BarChart3',
  'Cog',
  'Smartphone',
  'Truck',
  'Shield',
  'Users',
  'AlertTriangle',
  'Clock',
  'Target',
] as const;
export type UseCaseIcon = (typeof useCaseIconValues)[number];

/** The use-case listing's filter categories (besides All), and the categories a record may have. */
export const useCaseCategoryValues = ['Ecommerce', 'Marketplace', 'Cost Optimization', 'Scaling', 'International'] as const;
export type UseCaseCategory = (typeof useCaseCategoryValues)[number];

/**
 * The six case studies with their own fixed page, prerendered one HTML
 * file each. Every other record is shown by the generic page, which fetches it from the API.
 */
export const fixedCaseStudySlugs = [
  'entertainment-leader-cost-reduction',
  'fashion-marketplace-expansion',
  'luxury-brand-standards',
  'retail-brand-growth',
  'marketplace-unification',
  'platform-peak-season',
] as const;
export type FixedCaseStudySlug = (typeof fixedCaseStudySlugs)[number];

const CREATED = '2024-11-04T02:00:00.000Z';
const UPDATED = '2025-01-15T02:00:00.000Z';

/** Every case study's summary, in listing order. The last one has no fixed page (the generic page shows it). */
export const useCaseSummaries: readonly UseCaseSummary[] = [
  {
    id: 1,
    slug: 'entertainment-leader-cost-reduction',
    href: '/use-cases/entertainment-leader-cost-reduction',
    title: 'Entertainment Leader Cuts Regional Logistics Cost by 27%',
    category: 'Cost Optimization',
    industry: 'Entertainment',
    tags: ['Cost Optimization', 'Freight Audit', 'Carrier Consolidation', 'Southeast Asia'],
    result: '27% lower logistics cost in nine months, with 98% on-time delivery for event-critical shipments.',
    heroDescription:
      'Event launches, merchandise drops and touring equipment left no room for late deliveries, yet the cost of moving them had grown faster than revenue for three years running.',
    showDetailedPage: true,
    createdAt: CREATED,
    updatedAt: UPDATED,
  },
  {
    id: 2,
    slug: 'fashion-marketplace-expansion',
    href: '/use-cases/fashion-marketplace-expansion',
    title: 'Fashion Marketplace Scales to Four New Markets in 90 Days',
    category: 'Scaling',
    industry: 'Fashion',
    tags: ['Scaling', 'Marketplace', 'Cross-Border', 'Returns'],
    result: 'Live in four markets in 90 days, order volume up 3.2x, and delivery times cut from 9 to 4 days.',
    heroDescription:
      'The marketplace had product-market fit in Singapore and a closing window to reach shoppers across the region before peak season.',
    showDetailedPage: true,
    createdAt: CREATED,
    updatedAt: UPDATED,
  },
  {
    id: 3,
    slug: 'luxury-brand-standards',
    href: '/use-cases/luxury-brand-standards',
    title: 'Luxury House Keeps Boutique Standards Across Asia Pacific',
    category: 'International',
    industry: 'Luxury',
    tags: ['International', 'White-Glove', 'Compliance', 'Asia Pacific'],
    result: 'Zero lost high-value shipments, 99.6% presentation compliance and a 21% lower cost per order.',
    heroDescription:
      'For a luxury brand the parcel is part of the product: packaging, timing and the hand-over at the door must match the boutique experience.',
    showDetailedPage: true,
    createdAt: CREATED,
    updatedAt: UPDATED,
  },
  {
    id: 4,
    slug: 'retail-brand-growth',
    href: '/use-cases/retail-brand-growth',
    title: 'Wine Retailer Grows Online Sales 140% With Compliant Delivery',
    category: 'Ecommerce',
    industry: 'Wine & Spirits',
    tags: ['Ecommerce', 'Age Verification', 'Temperature Control', 'Same-Day'],
    result: 'Online sales up 140%, breakage down to 0.2% and same-day delivery in two cities.',
    heroDescription: 'Fine wine does not forgive a hot van or a careless hand-over, and the law does not forgive delivery to a minor.',
    showDetailedPage: true,
    createdAt: CREATED,
    updatedAt: UPDATED,
  },
  {
    id: 5,
    slug: 'marketplace-unification',
    href: '/use-cases/marketplace-unification',
    title: 'Marketplace Unifies 40 Logistics Providers on One Platform',
    category: 'Marketplace',
    industry: 'Online Marketplace',
    tags: ['Marketplace', 'MCPMS', 'Integration', 'Exception Management'],
    result: 'One platform for all providers, 45% fewer “where is my order” tickets and 95% of exceptions resolved automatically.',
    heroDescription:
      'The marketplace promised one experience to shoppers, but behind the checkout every seller and every carrier worked differently.',
    showDetailedPage: true,
    createdAt: CREATED,
    updatedAt: UPDATED,
  },
  {
    id: 6,
    slug: 'platform-peak-season',
    href: '/use-cases/platform-peak-season',
    title: 'E-commerce Platform Handles 3x Peak Volume Without a Backlog',
    category: 'Scaling',
    industry: 'E-commerce Platform',
    tags: ['Scaling', 'Peak Season', 'Capacity Planning', 'Control Tower'],
    result: '3x peak volume shipped with 99% on time, no backlog, and 20% lower peak cost per parcel.',
    heroDescription:
      'Mega-sale days are won or lost in the weeks before: capacity booked late is expensive, and capacity not booked at all becomes a backlog.',
    showDetailedPage: true,
    createdAt: CREATED,
    updatedAt: UPDATED,
  },
  {
    id: 7,
    slug: 'medical-device-regional-distribution',
    href: '/use-cases/medical-device-regional-distribution',
    title: 'Medical Device Distributor Clears Customs 60% Faster Across ASEAN',
    category: 'International',
    industry: 'Healthcare',
    tags: ['International', 'Cold Chain', 'Regulatory Compliance', 'ASEAN'],
    result: 'Customs clearance 60% faster, temperature excursions down to 0.3% and 99% of hospital orders delivered on the promised day.',
    heroDescription:
      'Hospitals plan procedures around delivery dates, so a kit held at the border or warmed in transit is a cancelled operation, not just a late parcel.',
    showDetailedPage: true,
    createdAt: '2025-02-10T02:00:00.000Z',
    updatedAt: '2025-02-10T02:00:00.000Z',
  },
];

/** The summary for a slug, or undefined. */
export const findUseCaseSummary = (slug: string): UseCaseSummary | undefined => useCaseSummaries.find((u) => u.slug === slug);

export const isFixedCaseStudySlug = (slug: string): slug is FixedCaseStudySlug => (fixedCaseStudySlugs as readonly string[]).includes(slug);
