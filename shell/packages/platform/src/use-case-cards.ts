/**
 * The case studies (docs/product-rules.md#listings-and-filters), the listing cards' part: each record's challenge and its
 * first figures, by slug. Loaded with the listing (below its hero), not by a case study's first
 * load (ADR 21); ./use-cases.ts joins it with the summaries and details into the whole records.
 */
import type { UseCaseCardFacts } from './use-case-summaries';

export const useCaseCardFacts: Readonly<Record<string, UseCaseCardFacts>> = {
  'entertainment-leader-cost-reduction': {
    challenge:
      'A regional entertainment group shipping merchandise, event equipment and collectibles across six markets had 14 carriers, no shared rate cards and freight invoices nobody had time to check.',
    metrics: [
      { label: 'Logistics cost', value: '-27%' },
      { label: 'Invoice errors recovered', value: '$410K' },
      { label: 'On-time delivery', value: '98%' },
    ],
  },
  'fashion-marketplace-expansion': {
    challenge:
      'A fast-growing fashion marketplace needed to launch in Malaysia, Thailand, the Philippines and Indonesia before the year-end season, without building warehouses or carrier contracts in each market.',
    metrics: [
      { label: 'New markets', value: '4' },
      { label: 'Order volume', value: '3.2x' },
      { label: 'Delivery time', value: '9 → 4 days' },
    ],
  },
  'luxury-brand-standards': {
    challenge:
      'A European luxury house expanding its e-commerce in Asia Pacific needed every parcel handled, presented and delivered to boutique standard, with full chain of custody for high-value goods.',
    metrics: [
      { label: 'Presentation compliance', value: '99.6%' },
      { label: 'Cost per order', value: '-21%' },
      { label: 'Lost high-value parcels', value: '0' },
    ],
  },
  'retail-brand-growth': {
    challenge:
      'A wine and spirits retailer wanted to grow its online channel, but breakage, heat exposure and age-verification rules made carriers reluctant and deliveries expensive.',
    metrics: [
      { label: 'Online sales', value: '+140%' },
      { label: 'Breakage rate', value: '0.2%' },
      { label: 'Delivery cost', value: '-18%' },
    ],
  },
  'marketplace-unification': {
    challenge:
      'A multi-category marketplace worked with 40 logistics providers through spreadsheets, e-mail and five portals, and customer-service tickets about missing parcels were rising every month.',
    metrics: [
      { label: 'Providers integrated', value: '40' },
      { label: 'WISMO tickets', value: '-45%' },
      { label: 'Exceptions automated', value: '95%' },
    ],
  },
  'platform-peak-season': {
    challenge:
      'An e-commerce platform’s sales events tripled daily volume overnight; the previous year, a two-week backlog after 11.11 cost it customers and marketplace ranking.',
    metrics: [
      { label: 'Peak volume', value: '3x' },
      { label: 'On-time delivery', value: '99%' },
      { label: 'Peak cost per parcel', value: '-20%' },
    ],
  },
  'medical-device-regional-distribution': {
    challenge:
      'A distributor of diagnostic kits and surgical consumables served hospitals in five ASEAN markets, but import permits, temperature excursions and customs holds delayed one shipment in four.',
    metrics: [
      { label: 'Clearance time', value: '-60%' },
      { label: 'Temperature excursions', value: '0.3%' },
      { label: 'Orders on the promised day', value: '99%' },
    ],
  },
};
