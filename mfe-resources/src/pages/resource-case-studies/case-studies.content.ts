/**
 * Resources case-study library copy and the six case studies (docs/product-rules.md#case-studies).
 * Companies are anonymous descriptors.
 */

import { caseStudiesHead } from './case-studies.head.content';
import type { CaseStudiesContent } from './case-studies.schema';

export const caseStudiesContent: CaseStudiesContent = {
  ...caseStudiesHead,
  aggregate: {
    label: 'Results across our case studies',
    figures: [
      { value: '$2.1M', label: 'average annual savings' },
      { value: '18%', label: 'average cost reduction' },
      { value: '6 months', label: 'average implementation' },
      { value: '94%', label: 'success rate' },
    ],
  },
  studies: [
    {
      id: 'fashion-brand-scaling',
      title: 'Scaling a fast-fashion brand through 4x peak volumes',
      company: 'Singapore fast-fashion brand, 120 stores and online',
      industry: 'Fashion & Retail',
      icon: 'TrendingUp',
      challenge:
        'Order volumes quadrupled around 11.11 and year-end sales, and three separate 3PLs could not flex together: late dispatches, split shipments and no single view of stock.',
      solution:
        'One managed network across Singapore, Malaysia and Indonesia, a single control tower over all three warehouses, and pre-agreed surge capacity with two carriers per lane.',
      results: {
        costReduction: '22% lower cost per order',
        onTime: '98.6% on-time dispatch at peak',
        visibility: 'One stock view across 3 countries',
      },
      metrics: [
        { label: 'Cost per order', value: '-22%', description: 'across all channels in the first full year' },
        { label: 'Peak capacity', value: '4x', description: 'handled without extra headcount' },
        { label: 'On-time dispatch', value: '98.6%', description: 'during 11.11 and year-end sales' },
      ],
      timeline: '6 months',
      excerpt: 'A fashion brand moved three disconnected 3PLs onto one managed network and handled four times its normal volume at peak.',
    },
    {
      id: 'manufacturer-cost-reduction',
      title: 'Taking 17% out of an electronics manufacturer’s freight bill',
      company: 'Penang electronics components manufacturer',
      industry: 'Manufacturing',
      icon: 'Cog',
      challenge:
        'Inbound parts and outbound finished goods were booked by four plants with 23 carriers on spot rates, and nobody could say what a shipment should cost.',
      solution:
        'A consolidated tender across road, air and ocean, a shortlist of eight carriers on indexed contracts, and a freight audit that checks every invoice against the agreed rate.',
      results: { freightSavings: '17% lower freight spend', carriers: '23 carriers cut to 8', invoiceAccuracy: '99.2% invoice accuracy' },
      metrics: [
        { label: 'Freight spend', value: '-17%', description: 'like-for-like volumes, year on year' },
        { label: 'Carriers', value: '23 → 8', description: 'on indexed annual contracts' },
        { label: 'Overcharges recovered', value: '$410K', description: 'from invoice audit in year one' },
      ],
      timeline: '6 months',
      excerpt: 'Four plants, 23 carriers and spot rates became one tender, eight contracted carriers and audited invoices.',
    },
    {
      id: 'ecommerce-international-expansion',
      title: 'Launching a D2C beauty brand in five new markets',
      company: 'Singapore direct-to-consumer beauty brand',
      industry: 'E-commerce',
      icon: 'Globe',
      challenge:
        'The brand wanted to sell in Australia, Japan, Korea, the Philippines and Vietnam, but every market meant new duties, new carriers and new returns rules.',
      solution:
        'Market-by-market launch plans with landed-cost quotes at checkout, bonded stock in two regional hubs, local last-mile partners and a returns flow per country.',
      results: {
        markets: '5 markets live in 18 months',
        deliveryTime: '3.2-day average cross-border delivery',
        revenue: '41% of revenue from new markets',
      },
      metrics: [
        { label: 'New markets', value: '5', description: 'launched one after another over 18 months' },
        { label: 'Delivery time', value: '3.2 days', description: 'average door to door, cross-border' },
        { label: 'International revenue', value: '41%', description: 'of total revenue after two years' },
      ],
      timeline: '18 months',
      excerpt: 'A beauty brand went from one market to six with landed-cost checkout, two regional hubs and local last-mile partners.',
    },
    {
      id: 'marketplace-consolidation',
      title: 'Consolidating 3,000 sellers’ shipments for a regional marketplace',
      company: 'Southeast Asian online marketplace',
      industry: 'Marketplace',
      icon: 'Store',
      challenge:
        'Sellers shipped with whichever courier they liked, so buyers saw uneven delivery times and the marketplace had no leverage on rates.',
      solution:
        'A marketplace shipping programme: one integration, consolidated first-mile pick-ups, negotiated rates passed to sellers and tracking in the buyer app.',
      results: {
        sellerCost: '40% lower shipping cost for sellers',
        adoption: '3,000 sellers on the programme',
        complaints: 'Delivery complaints halved',
      },
      metrics: [
        { label: 'Seller shipping cost', value: '-40%', description: 'average per parcel versus courier walk-in rates' },
        { label: 'Sellers onboarded', value: '3,000', description: 'in the first four months' },
        { label: 'Delivery complaints', value: '-52%', description: 'per thousand orders' },
      ],
      timeline: '4 months',
      excerpt: 'One shipping programme, consolidated pick-ups and negotiated rates gave 3,000 sellers 40% cheaper shipping.',
    },
    {
      id: 'tech-startup-scaling',
      title: 'Getting a hardware start-up’s launch out of the door on time',
      company: 'Singapore consumer hardware start-up',
      industry: 'Technology',
      icon: 'Rocket',
      challenge:
        'A crowdfunded device had 18,000 pre-orders in 30 countries, stock arriving from a contract manufacturer in Shenzhen, and no logistics team.',
      solution:
        'Three months of preparation: duty and compliance checks per country, split inbound to Singapore and the Netherlands, and a dispatch plan that shipped every backer in three weeks.',
      results: { backersShipped: '18,000 backers shipped in 3 weeks', damage: '0.3% damage rate', cost: '28% under the logistics budget' },
      metrics: [
        { label: 'Pre-orders shipped', value: '18,000', description: 'to 30 countries within three weeks' },
        { label: 'Logistics budget', value: '-28%', description: 'spent against the crowdfunding plan' },
        { label: 'Damage rate', value: '0.3%', description: 'after packaging tests' },
      ],
      timeline: '3 months preparation',
      excerpt: 'Three months of preparation turned 18,000 pre-orders in 30 countries into a three-week dispatch.',
    },
    {
      id: 'luxury-brand-standards',
      title: 'Meeting a luxury house’s standards across Asia Pacific',
      company: 'European luxury leather-goods house, APAC division',
      industry: 'Luxury Retail',
      icon: 'ShieldCheck',
      challenge:
        'Boutique replenishment across nine APAC markets needed high-security handling, white-glove delivery and full chain of custody, and each market had its own provider.',
      solution:
        'A vetted network of secure carriers and TAPA-certified warehouses, serialised tracking from Singapore hub to boutique, and one service standard audited quarterly.',
      results: {
        shrinkage: 'Zero losses in transit',
        replenishment: 'Boutique replenishment in 48 hours',
        audits: '100% of quarterly audits passed',
      },
      metrics: [
        { label: 'Losses in transit', value: '0', description: 'across 12 months and nine markets' },
        { label: 'Replenishment time', value: '48 h', description: 'from the Singapore hub to boutique' },
        { label: 'Logistics cost', value: '-12%', description: 'after consolidating nine providers' },
      ],
      timeline: '12 months',
      excerpt: 'Nine markets, one secure network: boutique replenishment in 48 hours with zero losses in transit.',
    },
  ],
  insights: {
    eyebrow: 'Industry insights',
    heading: 'Where the savings come from',
    intro: 'Average cost reduction our clients see, by industry, and what drives it.',
    cards: [
      {
        industry: 'E-commerce & Retail',
        value: '25%',
        label: 'average cost reduction',
        text: 'Carrier mix by lane, fewer split shipments and returns handled in-market do most of the work.',
        icon: 'Package',
      },
      {
        industry: 'Manufacturing',
        value: '15%',
        label: 'average cost reduction',
        text: 'Consolidated tenders, indexed contracts and freight invoice audit recover money that spot buying leaks.',
        icon: 'Cog',
      },
      {
        industry: 'Marketplaces',
        value: '40%',
        label: 'average shipping cost reduction for sellers',
        text: 'Pooled volumes across thousands of sellers earn rates no single seller could negotiate alone.',
        icon: 'Store',
      },
    ],
  },
  closing: {
    eyebrow: 'Your story next',
    heading: 'See what a 4PL could do for your supply chain',
    text: 'Tell us about your network and we will show you comparable results, the savings we would expect and how long it would take.',
    points: ['Free 30-minute consultation', 'Comparable case studies for your industry'],
    primary: { label: 'Schedule Consultation', route: 'contact' },
    secondary: { label: 'View All Resources', route: 'resources' },
  },
};
