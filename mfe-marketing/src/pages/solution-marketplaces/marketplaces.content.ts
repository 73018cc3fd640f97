/**
 * Marketplaces (/solutions/marketplaces, alias /marketplaces) [docs/product-rules.md#routes]:
 * cut cross-border freight cost by about 15% and speed up delivery with a warehouse-to-warehouse
 * service; Get Free Freight Audit to /contact.
 */
import { company } from '@meranti/platform';
import type { LandingContent } from '../../components/landing-page/landingPage.schema';

export const marketplacesContent: LandingContent = {
  meta: {
    title: '4PL for Marketplaces — Cross-Border Freight, Warehouse to Warehouse',
    description:
      'Cut cross-border freight cost by about 15% and deliver faster for your sellers with a warehouse-to-warehouse service across Southeast Asia.',
  },
  pillIcon: 'Layers',
  hero: {
    eyebrow: 'For marketplaces',
    title: 'Cut cross-border freight cost by about 15%',
    highlight: 'and deliver faster',
    lead: `Your sellers ship from dozens of origins into markets with different carriers, customs rules and delivery promises. ${company.name} consolidates their freight into one warehouse-to-warehouse service, so parcels cross borders together and reach customers sooner.`,
    primary: { label: 'Get Free Freight Audit', route: 'contact', hash: 'form' },
    assurances: ['About 15% lower freight cost', '20-30% faster transit', '99%+ clearance accuracy'],
  },
  visual: {
    alt: 'Seven sellers’ shipments converging on one origin hub, crossing the border as one load and delivered from a warehouse in the market under one delivery promise.',
  },
  blocks: [
    {
      kind: 'features',
      id: 'challenges',
      variant: 'problems',
      intro: {
        eyebrow: 'The marketplace problem',
        heading: 'Cross-border shipping that grows harder with every seller',
        intro: 'Each new seller and market adds carriers, paperwork and delivery promises you do not control.',
      },
      columns: 4,
      items: [
        {
          icon: 'Boxes',
          title: 'Fragmented seller shipping',
          description: 'Every seller books its own carrier, so volumes that could share a container travel as single parcels.',
        },
        {
          icon: 'DollarSign',
          title: 'High cross-border cost',
          description: 'Parcel rates across borders cost several times what consolidated freight does on the same lane.',
        },
        {
          icon: 'Clock',
          title: 'Slow, unpredictable delivery',
          description: 'Customs holds and hand-overs between carriers add days that customers blame on your platform.',
        },
        {
          icon: 'TrendingUp',
          title: 'Peak-season surges',
          description: 'Mega-sale days multiply volume overnight, and sellers compete for the same scarce capacity.',
        },
      ],
    },
    {
      kind: 'phases',
      id: 'warehouse-to-warehouse',
      intro: {
        eyebrow: 'Warehouse to warehouse',
        heading: 'One service from seller warehouse to destination warehouse',
        intro: 'We move your sellers’ goods in bulk between warehouses, and deliver the last mile from inside the market.',
      },
      stepLabel: 'Step',
      phases: [
        {
          title: 'Consolidate at origin',
          description: 'Sellers drop goods at our origin hubs, where shipments for the same market are combined and labelled.',
        },
        {
          title: 'Line-haul by air, ocean or road',
          description: 'Consolidated loads move on the mode and carrier that meet the delivery promise at the lowest cost.',
        },
        {
          title: 'Clear customs once',
          description: 'One import declaration per consolidated load, prepared by our brokers with 99%+ clearance accuracy.',
        },
        {
          title: 'Deliver from the destination warehouse',
          description: 'Stock lands in a warehouse in the market, so customer orders go out by local last-mile in 500+ cities.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      tone: 'dark',
      variant: 'results',
      chart: {
        caption: 'Cross-border freight cost and transit time, before and after',
        beforeLabel: 'Before',
        afterLabel: `With ${company.name}`,
        note: 'Percentage changes are drawn against a before of 100.',
      },
      intro: { eyebrow: 'What marketplaces get', heading: 'Lower cost per order, faster delivery for every seller' },
      stats: [
        { value: '~15%', label: 'Lower cross-border freight cost' },
        { value: '20-30%', label: 'Faster transit' },
        { value: '99%+', label: 'Clearance accuracy' },
        { value: '500+', label: 'Carrier partnerships' },
      ],
    },
  ],
  cta: {
    eyebrow: 'Free freight audit',
    heading: 'Find out what your sellers’ freight should cost',
    text: 'Send us a month of cross-border shipments. We show what consolidation and warehouse-to-warehouse delivery would save on each lane.',
    primary: { label: 'Get Free Freight Audit', route: 'contact', hash: 'form' },
    secondary: { label: 'See Marketplace Use Cases', route: 'useCases' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
