/**
 * Solutions overview (/solutions) [docs/product-rules.md#page-copy]: three cards to the three
 * audience pages; the hero button scrolls to them. Then the persona pages, the B2C import page
 * and the use cases, and a closing call to action.
 */
import { company } from '@meranti/platform';
import type { SolutionsContent } from './solutions.schema';

export const solutionsContent: SolutionsContent = {
  meta: {
    title: '4PL Solutions for Brands, Marketplaces and Logistics Partners',
    description:
      'How a Singapore 4PL serves e-commerce brands, marketplaces and logistics providers across Southeast Asia, and the teams that run their supply chains.',
  },

  hero: {
    eyebrow: 'Solutions',
    title: 'Logistics built around',
    highlight: 'how you sell',
    lead: `A brand shipping to customers, a marketplace moving goods for thousands of sellers and a logistics provider growing its network need different things from a partner. ${company.name} shapes one network of 500+ vetted providers around each of them.`,
    scrollLabel: 'Explore Solutions',
    assurances: ['One accountable partner', 'Live in 30-60 days', '15+ countries in Asia Pacific'],
  },

  visual: {
    alt: 'One network at the centre, serving brands, marketplaces and logistics partners, and the operations, procurement, supply chain and finance teams who run their logistics.',
  },

  cards: {
    intro: {
      eyebrow: 'Who we serve',
      heading: 'Choose the solution for your business',
      intro: 'Three kinds of business, three ways of working with us, one network underneath.',
    },
    items: [
      {
        icon: 'Store',
        title: 'For Ecommerce Brands',
        description:
          'Replace a patchwork of 3PLs with one partner that runs warehousing, freight and last-mile across Southeast Asia, and cut logistics cost by 20-50%.',
        points: ['Free logistics cost analysis', 'Last-mile in 500+ cities', '99%+ on-time delivery'],
        link: { label: 'Learn More', route: 'solutionEcommerce', context: 'about 4PL for e-commerce brands' },
      },
      {
        icon: 'Layers',
        title: 'For Marketplaces',
        description:
          'Cut cross-border freight cost by about 15% and speed up delivery for your sellers with a warehouse-to-warehouse service across the region.',
        points: ['Free freight audit', 'Warehouse-to-warehouse service', 'Peak capacity on demand'],
        link: { label: 'Learn More', route: 'solutionMarketplaces', context: 'about 4PL for marketplaces' },
      },
      {
        icon: 'Truck',
        title: 'For Logistics Service Providers',
        description:
          'Grow asset-light: white-label access to 500+ vetted providers, our platform under your brand, and new lanes without new assets.',
        points: ['White-label reseller', 'Technology integration', 'Geographic expansion'],
        link: { label: 'Learn More', route: 'solutionLogisticsPartners', context: 'about partnering as a logistics service provider' },
      },
    ],
  },

  roles: {
    intro: {
      eyebrow: 'By role',
      heading: 'Solutions for the teams that run your supply chain',
      intro: 'Each team measures logistics differently. Start from the results your team is judged on.',
    },
    items: [
      {
        icon: 'Boxes',
        title: 'Operations Teams',
        description: 'Scale volume without scaling headcount: one partner runs carriers, warehouses and exceptions.',
        link: { label: 'Learn More', route: 'personaOperations', context: 'about solutions for operations teams' },
      },
      {
        icon: 'Handshake',
        title: 'Procurement Teams',
        description: 'Cut freight cost by up to 15% with managed RFQs and carrier benchmarks on every lane.',
        link: { label: 'Learn More', route: 'personaProcurement', context: 'about solutions for procurement teams' },
      },
      {
        icon: 'Gauge',
        title: 'Supply Chain Leaders',
        description: 'See every shipment and act before delays reach customers, with a 24/7 control tower.',
        link: { label: 'Learn More', route: 'personaSupplyChain', context: 'about solutions for supply chain leaders' },
      },
      {
        icon: 'DollarSign',
        title: 'Finance Teams',
        description: 'Stop paying freight invoices as billed: every invoice audited, every overcharge recovered.',
        link: { label: 'Learn More', route: 'personaFinance', context: 'about solutions for finance teams' },
      },
    ],
  },

  needs: {
    intro: {
      eyebrow: 'By need',
      heading: 'Solutions for the moments that test a supply chain',
      intro: 'Growth, new markets, peak season and the move off spreadsheets: how we help at each.',
    },
    items: [
      {
        icon: 'Ship',
        title: 'B2C Import Growth',
        description: 'Import clearance and warehouse delivery into the Philippines, Singapore and Malaysia for cross-border B2C sellers.',
        link: { label: 'Learn More', route: 'b2cImportGrowth', context: 'about B2C import clearance and delivery' },
      },
      {
        icon: 'TrendingUp',
        title: 'E-commerce Scaling',
        description: 'Grow order volume fivefold without a logistics department growing with it.',
        link: { label: 'Read the Use Case', route: 'useCaseEcommerceScaling', context: 'on e-commerce scaling' },
      },
      {
        icon: 'Globe',
        title: 'International Expansion',
        description: 'Enter new Asia Pacific markets with customs, carriers and warehousing in place from day one.',
        link: { label: 'Read the Use Case', route: 'useCaseInternational', context: 'on international expansion' },
      },
      {
        icon: 'Calendar',
        title: 'Peak Season',
        description: 'Plan 9.9, 11.11 and 12.12 twelve weeks ahead, so triple volume ships on time.',
        link: { label: 'Read the Use Case', route: 'useCasePeakSeason', context: 'on peak season' },
      },
      {
        icon: 'Database',
        title: 'Digitization',
        description: 'Move from spreadsheets and portals to one platform for orders, carriers and invoices.',
        link: { label: 'Read the Use Case', route: 'useCaseDigitization', context: 'on digitization' },
      },
      {
        icon: 'BookOpen',
        title: 'All Use Cases',
        description: 'Case studies from brands, marketplaces and platforms across the region, filtered by what matters to you.',
        link: { label: 'Browse Use Cases', route: 'useCases', context: 'and case studies' },
      },
    ],
  },

  cta: {
    eyebrow: 'Talk to us',
    heading: 'Not sure where your business fits?',
    text: 'Tell us how you sell and ship today. In a free consultation we map your set-up and show where a 4PL saves cost and time.',
    primary: { label: 'Book a Consultation', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore Our Services', route: 'services' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
