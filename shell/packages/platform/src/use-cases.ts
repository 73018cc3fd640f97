/**
 * The case studies / use cases (spec 000 §2, §3): THE one copy of the records. The API serves
 * them (GET /api/use-cases/:slug) and the marketing pages read them (the fixed case-study pages,
 * the use-case listing). Anonymised: clients are described, never named.
 *
 * Plain data, so no validator ships to browsers: `assertUseCases` (use-cases.schema.ts) parses
 * them with zod when the API starts and when the marketing area is prerendered.
 */
import type { UseCase } from './use-cases.schema';

export type { UseCase, UseCaseChallenge, UseCaseDetailedMetric, UseCaseSolution } from './use-cases.schema';

/** Icon names a case study's challenges may use (spec 000 §3); anything else shows TrendingUp. */
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
 * The six case studies with their own fixed page (spec 000 §2 route table), prerendered one HTML
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

const records: UseCase[] = [
  {
    id: 1,
    slug: 'entertainment-leader-cost-reduction',
    href: '/use-cases/entertainment-leader-cost-reduction',
    title: 'Entertainment Leader Cuts Regional Logistics Cost by 27%',
    category: 'Cost Optimization',
    industry: 'Entertainment',
    tags: ['Cost Optimization', 'Freight Audit', 'Carrier Consolidation', 'Southeast Asia'],
    challenge:
      'A regional entertainment group shipping merchandise, event equipment and collectibles across six markets had 14 carriers, no shared rate cards and freight invoices nobody had time to check.',
    result: '27% lower logistics cost in nine months, with 98% on-time delivery for event-critical shipments.',
    metrics: [
      { label: 'Logistics cost', value: '-27%' },
      { label: 'Invoice errors recovered', value: '$410K' },
      { label: 'On-time delivery', value: '98%' },
    ],
    heroSubtitle: 'How an entertainment leader took control of freight spend across six markets',
    heroDescription:
      'Event launches, merchandise drops and touring equipment left no room for late deliveries, yet the cost of moving them had grown faster than revenue for three years running.',
    challengeDescription:
      'Each country team had booked its own carriers for years. Rates were negotiated locally, invoices were paid without audit, and nobody could say what a shipment to Manila or Jakarta really cost end to end. Peak event weeks were covered by expensive express bookings made at the last minute.',
    challenges: [
      {
        icon: 'AlertTriangle',
        title: 'Fragmented carriers',
        description: 'Fourteen carriers across six markets, each with its own contract, portal and invoice format.',
      },
      {
        icon: 'BarChart3',
        title: 'No cost visibility',
        description: 'Landed cost per shipment was unknown; finance saw totals only at month end.',
      },
      {
        icon: 'Clock',
        title: 'Event deadlines',
        description: 'Equipment and merchandise had to arrive before fixed show dates, so delays were settled with premium express.',
      },
      {
        icon: 'Shield',
        title: 'Unchecked invoices',
        description: 'Surcharges, duplicate charges and wrong weight breaks were paid as billed.',
      },
    ],
    solutions: [
      {
        title: 'Carrier consolidation by lane',
        description: 'A managed RFQ cut the carrier base to five, each awarded the lanes where it performed best.',
        benefit: '18% lower base rates',
      },
      {
        title: 'Automated freight invoice audit',
        description:
          'Every invoice checked against contract rates, weights and accessorials before payment, with disputes handled end to end.',
        benefit: '$410K recovered in the first year',
      },
      {
        title: 'Event logistics calendar',
        description: 'Show dates fed into capacity planning eight weeks ahead, replacing last-minute express with booked capacity.',
        benefit: '62% fewer premium shipments',
      },
      {
        title: 'One control-tower dashboard',
        description: 'Cost per shipment, on-time performance and exceptions for all six markets in one view for operations and finance.',
      },
    ],
    detailedMetrics: [
      { metric: '27%', label: 'Reduction in total logistics cost' },
      { metric: '$410K', label: 'Billing errors recovered in year one' },
      { metric: '98%', label: 'On-time delivery for event shipments' },
      { metric: '14 → 5', label: 'Carriers after consolidation' },
    ],
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
    challenge:
      'A fast-growing fashion marketplace needed to launch in Malaysia, Thailand, the Philippines and Indonesia before the year-end season, without building warehouses or carrier contracts in each market.',
    result: 'Live in four markets in 90 days, order volume up 3.2x, and delivery times cut from 9 to 4 days.',
    metrics: [
      { label: 'New markets', value: '4' },
      { label: 'Order volume', value: '3.2x' },
      { label: 'Delivery time', value: '9 → 4 days' },
    ],
    heroSubtitle: 'From one market to five before the holiday season',
    heroDescription:
      'The marketplace had product-market fit in Singapore and a closing window to reach shoppers across the region before peak season.',
    challengeDescription:
      'Sellers shipped from their own premises with whichever courier they chose, so delivery promises varied from two days to two weeks. Returns, a third of fashion orders, had no process across borders, and the team had no time to negotiate with last-mile providers in four new countries.',
    challenges: [
      {
        icon: 'Globe',
        title: 'Four markets at once',
        description: 'Customs, duties and last-mile networks differed in every target country.',
      },
      {
        icon: 'Truck',
        title: 'Inconsistent seller shipping',
        description: 'Hundreds of sellers, dozens of couriers and no common delivery promise.',
      },
      { icon: 'Package', title: 'Fashion returns', description: 'Return rates above 30% with no cross-border reverse logistics in place.' },
      { icon: 'Clock', title: 'Fixed deadline', description: 'The launch had to be live before the 11.11 and year-end campaigns.' },
    ],
    solutions: [
      {
        title: 'Regional hub with cross-docking',
        description: 'Seller parcels consolidated at one Singapore hub and line-hauled daily to each market.',
        benefit: 'One pickup, one promise',
      },
      {
        title: 'Pre-vetted last-mile partners',
        description: 'Two last-mile partners per country, chosen from a vetted network and integrated by API in weeks.',
        benefit: 'Live in 90 days',
      },
      {
        title: 'Duties and clearance built in',
        description: 'Delivered-duty-paid checkout with clearance handled by the 4PL.',
        benefit: 'No surprise charges for shoppers',
      },
      {
        title: 'Local returns consolidation',
        description: 'Returns collected in-country and consolidated monthly, or resold locally where sellers allowed.',
      },
    ],
    detailedMetrics: [
      { metric: '90 days', label: 'From kick-off to four live markets' },
      { metric: '3.2x', label: 'Growth in monthly orders' },
      { metric: '4 days', label: 'Average delivery time, down from 9' },
      { metric: '35%', label: 'Lower return handling cost' },
    ],
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
    challenge:
      'A European luxury house expanding its e-commerce in Asia Pacific needed every parcel handled, presented and delivered to boutique standard, with full chain of custody for high-value goods.',
    result: 'Zero lost high-value shipments, 99.6% presentation compliance and a 21% lower cost per order.',
    metrics: [
      { label: 'Presentation compliance', value: '99.6%' },
      { label: 'Cost per order', value: '-21%' },
      { label: 'Lost high-value parcels', value: '0' },
    ],
    heroSubtitle: 'White-glove delivery at regional scale',
    heroDescription:
      'For a luxury brand the parcel is part of the product: packaging, timing and the hand-over at the door must match the boutique experience.',
    challengeDescription:
      'Orders were shipped from Europe with long transit times and inconsistent packaging on arrival. Local 3PLs in each market applied their own standards, insurance terms differed, and customs holds on leather and precious-metal goods delayed orders by up to two weeks.',
    challenges: [
      { icon: 'Shield', title: 'Chain of custody', description: 'High-value goods needed tracked custody from warehouse to doorstep.' },
      { icon: 'Target', title: 'Brand presentation', description: 'Packaging and hand-over standards varied by market and by carrier.' },
      { icon: 'Globe', title: 'Customs complexity', description: 'CITES, precious-metal and leather rules caused holds at the border.' },
      { icon: 'Users', title: 'Client expectations', description: 'VIP clients expected appointment delivery and signature on receipt.' },
    ],
    solutions: [
      {
        title: 'Regional bonded stock in Singapore',
        description: 'Inventory held in a bonded facility with caged storage and CCTV, shipping to the region in 1-3 days.',
        benefit: 'Faster delivery, duties paid on sale',
      },
      {
        title: 'Brand packing standards',
        description: 'A packing cell trained on the house manual, with photo proof of every outbound parcel.',
        benefit: '99.6% compliance',
      },
      {
        title: 'Pre-cleared customs documentation',
        description: 'Product classification and certificates prepared once per SKU, attached to every shipment automatically.',
      },
      {
        title: 'Appointment delivery',
        description: 'Two vetted premium couriers per market offering timed delivery, ID check and signature capture.',
      },
    ],
    detailedMetrics: [
      { metric: '99.6%', label: 'Parcels meeting brand presentation standards' },
      { metric: '0', label: 'High-value shipments lost' },
      { metric: '-21%', label: 'Logistics cost per order' },
      { metric: '1-3 days', label: 'Delivery time across the region' },
    ],
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
    challenge:
      'A wine and spirits retailer wanted to grow its online channel, but breakage, heat exposure and age-verification rules made carriers reluctant and deliveries expensive.',
    result: 'Online sales up 140%, breakage down to 0.2% and same-day delivery in two cities.',
    metrics: [
      { label: 'Online sales', value: '+140%' },
      { label: 'Breakage rate', value: '0.2%' },
      { label: 'Delivery cost', value: '-18%' },
    ],
    heroSubtitle: 'Fragile, regulated and temperature-sensitive, delivered at e-commerce speed',
    heroDescription: 'Fine wine does not forgive a hot van or a careless hand-over, and the law does not forgive delivery to a minor.',
    challengeDescription:
      'The retailer relied on a single courier that charged fragile surcharges on every bottle, left parcels in tropical heat and could not verify age at the door. Breakage of 3% wiped out the margin on many orders, and customers waited up to five days.',
    challenges: [
      { icon: 'AlertTriangle', title: 'Breakage', description: '3% of orders arrived broken, refunded at full value.' },
      { icon: 'Zap', title: 'Heat exposure', description: 'Parcels spent hours in vans above 35 °C.' },
      { icon: 'Users', title: 'Age verification', description: 'Regulations required an ID check at delivery for every order.' },
      { icon: 'Clock', title: 'Slow delivery', description: 'Three to five days, against competitors offering next day.' },
    ],
    solutions: [
      {
        title: 'Certified packaging',
        description: 'Moulded pulp shippers tested for drops, sized to cut dimensional weight.',
        benefit: 'Breakage down to 0.2%',
      },
      {
        title: 'Temperature-aware routing',
        description: 'Climate-controlled storage and routes planned to keep parcels out of the midday heat.',
      },
      {
        title: 'ID-check delivery partners',
        description: 'Couriers equipped to verify age and return undeliverable orders the same day.',
        benefit: 'Full compliance',
      },
      { title: 'Same-day zones', description: 'Forward stock in two cities with same-day delivery for orders before 2 pm.' },
    ],
    detailedMetrics: [
      { metric: '+140%', label: 'Online sales growth in 12 months' },
      { metric: '0.2%', label: 'Breakage, down from 3%' },
      { metric: '-18%', label: 'Delivery cost per order' },
      { metric: '100%', label: 'Deliveries with age verification' },
    ],
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
    challenge:
      'A multi-category marketplace worked with 40 logistics providers through spreadsheets, e-mail and five portals, and customer-service tickets about missing parcels were rising every month.',
    result: 'One platform for all providers, 45% fewer "where is my order" tickets and 95% of exceptions resolved automatically.',
    metrics: [
      { label: 'Providers integrated', value: '40' },
      { label: 'WISMO tickets', value: '-45%' },
      { label: 'Exceptions automated', value: '95%' },
    ],
    heroSubtitle: 'From forty portals to one view of every order',
    heroDescription:
      'The marketplace promised one experience to shoppers, but behind the checkout every seller and every carrier worked differently.',
    challengeDescription:
      'Tracking events arrived in different formats or not at all, so customer service could not answer the most common question: where is my order? Allocation rules lived in people’s heads and carrier invoices were reconciled by hand, weeks late.',
    challenges: [
      { icon: 'Database', title: 'Scattered data', description: 'Forty providers, five portals and daily spreadsheet exports.' },
      { icon: 'Users', title: 'Customer-service load', description: 'WISMO tickets made up 38% of all contacts.' },
      { icon: 'Cog', title: 'Manual allocation', description: 'Orders assigned to carriers by habit rather than cost or performance.' },
      { icon: 'BarChart3', title: 'Late reconciliation', description: 'Invoices reconciled by hand, four to six weeks after delivery.' },
    ],
    solutions: [
      {
        title: 'Integration hub',
        description: 'Carrier, WMS and marketplace APIs connected to the multi-carrier platform, with normalised tracking events.',
        benefit: 'One status model for 40 providers',
      },
      { title: 'Configuration engine', description: 'Allocation rules by lane, weight, SLA and cost, changed by operations without code.' },
      {
        title: 'Exception playbooks',
        description: 'Delays, failed deliveries and address issues detected and handled automatically, with proactive customer messages.',
        benefit: '95% of exceptions resolved without a person',
      },
      { title: 'Finance management', description: 'Invoices reconciled against shipments daily, disputes raised automatically.' },
    ],
    detailedMetrics: [
      { metric: '40', label: 'Logistics providers on one platform' },
      { metric: '-45%', label: 'Where-is-my-order tickets' },
      { metric: '95%', label: 'Exceptions resolved automatically' },
      { metric: '60%', label: 'Fewer manual operations tasks' },
    ],
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
    challenge:
      'An e-commerce platform’s sales events tripled daily volume overnight; the previous year, a two-week backlog after 11.11 cost it customers and marketplace ranking.',
    result: '3x peak volume shipped with 99% on time, no backlog, and 20% lower peak cost per parcel.',
    metrics: [
      { label: 'Peak volume', value: '3x' },
      { label: 'On-time delivery', value: '99%' },
      { label: 'Peak cost per parcel', value: '-20%' },
    ],
    heroSubtitle: 'Planning peak season twelve weeks ahead',
    heroDescription:
      'Mega-sale days are won or lost in the weeks before: capacity booked late is expensive, and capacity not booked at all becomes a backlog.',
    challengeDescription:
      'Forecasts were shared with carriers days before events, so capacity was short exactly when it mattered. Warehouse staffing was planned on last year’s numbers and exceptions piled up faster than the team could handle them.',
    challenges: [
      { icon: 'TrendingUp', title: 'Volume spikes', description: 'Daily orders tripled on 9.9, 11.11 and 12.12.' },
      { icon: 'Truck', title: 'Carrier capacity', description: 'Carriers capped pickups during peak, leaving parcels on the floor.' },
      { icon: 'Clock', title: 'Backlog', description: 'A two-week backlog after the previous 11.11 event.' },
      { icon: 'Smartphone', title: 'Customer updates', description: 'Shoppers had no proactive delay notices during peak.' },
    ],
    solutions: [
      {
        title: '12-week peak plan',
        description: 'Forecasts shared with carriers and warehouses from 8-12 weeks before each event, with capacity committed by lane.',
        benefit: 'Capacity secured in advance',
      },
      {
        title: 'Overflow carriers on standby',
        description: 'Pre-integrated secondary carriers switched on automatically when primary capacity ran out.',
      },
      {
        title: 'Control tower war room',
        description: 'A 24/7 operations centre watching volumes, pickups and exceptions hour by hour during each event.',
        benefit: '2-hour exception response',
      },
      { title: 'Proactive notifications', description: 'Customers told about delays before they asked, cutting peak tickets.' },
    ],
    detailedMetrics: [
      { metric: '3x', label: 'Peak-day volume handled' },
      { metric: '99%', label: 'On-time delivery during events' },
      { metric: '0', label: 'Days of backlog after 11.11' },
      { metric: '-20%', label: 'Peak cost per parcel' },
    ],
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
    challenge:
      'A distributor of diagnostic kits and surgical consumables served hospitals in five ASEAN markets, but import permits, temperature excursions and customs holds delayed one shipment in four.',
    result: 'Customs clearance 60% faster, temperature excursions down to 0.3% and 99% of hospital orders delivered on the promised day.',
    metrics: [
      { label: 'Clearance time', value: '-60%' },
      { label: 'Temperature excursions', value: '0.3%' },
      { label: 'Orders on the promised day', value: '99%' },
    ],
    heroSubtitle: 'Regulated, temperature-sensitive stock moved across five markets without the wait',
    heroDescription:
      'Hospitals plan procedures around delivery dates, so a kit held at the border or warmed in transit is a cancelled operation, not just a late parcel.',
    challengeDescription:
      'Each market had its own medical-device registration and import-permit rules, documents were prepared by hand for every shipment, and cold-chain shipments changed hands up to four times between the Singapore warehouse and the hospital dock. Nobody saw a temperature log until a complaint arrived.',
    challenges: [
      {
        icon: 'Shield',
        title: 'Import permits',
        description: 'Registration numbers and permits checked by hand for every shipment in five markets.',
      },
      { icon: 'AlertTriangle', title: 'Temperature excursions', description: '2.5% of cold-chain shipments arrived outside 2-8 °C.' },
      { icon: 'Clock', title: 'Customs holds', description: 'One shipment in four waited three days or more at the border.' },
      { icon: 'Database', title: 'No shared records', description: 'Permits, batch numbers and temperature logs lived in separate files.' },
    ],
    solutions: [
      {
        title: 'Regulatory document engine',
        description: 'Permits and registrations held once per product and market, attached to every shipment automatically.',
        benefit: 'Clearance 60% faster',
      },
      {
        title: 'Validated cold-chain lanes',
        description: 'Qualified packaging and two vetted cold-chain carriers per lane, with fewer hand-overs.',
        benefit: 'Excursions down to 0.3%',
      },
      {
        title: 'Live temperature monitoring',
        description: 'Data loggers streaming to the control tower, with alerts handled within two hours.',
      },
      {
        title: 'Batch traceability',
        description: 'Batch, expiry and temperature history for every delivery, ready for hospital audits and recalls.',
      },
    ],
    detailedMetrics: [
      { metric: '-60%', label: 'Customs clearance time' },
      { metric: '0.3%', label: 'Cold-chain shipments outside 2-8 °C, down from 2.5%' },
      { metric: '99%', label: 'Hospital orders delivered on the promised day' },
      { metric: '5', label: 'Markets served from one Singapore hub' },
    ],
    showDetailedPage: true,
    createdAt: '2025-02-10T02:00:00.000Z',
    updatedAt: '2025-02-10T02:00:00.000Z',
  },
];

/** Every case study, in listing order. The last one has no fixed page (the generic page shows it). */
export const useCases: readonly UseCase[] = records;

/** The record for a slug, or undefined. */
export const findUseCase = (slug: string): UseCase | undefined => useCases.find((u) => u.slug === slug);

export const isFixedCaseStudySlug = (slug: string): slug is FixedCaseStudySlug => (fixedCaseStudySlugs as readonly string[]).includes(slug);
