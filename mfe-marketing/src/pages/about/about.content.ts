/**
 * About (/about) [docs/product-rules.md#contact-enquiry]: hero with a link to /contact, mission, the 4PL
 * specialisation (land, air, ocean, warehousing), global capabilities with stats (100,000+ daily
 * shipments and 25+ countries as this page states them), core values and a closing call to action.
 */
import { company } from '@meranti/platform';
import type { AboutContent } from './about.schema';

export const aboutContent: AboutContent = {
  meta: {
    title: `About ${company.name} — Singapore-Based Fourth-Party Logistics`,
    description: `${company.name} is a Singapore-based 4PL that designs and runs carrier-neutral logistics networks for brands, marketplaces and providers across APAC.`,
  },

  hero: {
    eyebrow: `About ${company.name}`,
    title: 'We make logistics across Asia',
    highlight: 'simple, fast and fair',
    lead: `${company.name} is a fourth-party logistics provider headquartered in ${company.address.city}. We design, run and improve supply chains for e-commerce brands, marketplaces and logistics providers, with no trucks or warehouses of our own to sell.`,
    primary: { label: 'Talk to Our Team', route: 'contact' },
    secondary: { label: 'Explore Our Services', route: 'services' },
    assurances: ['Carrier-neutral', '500+ clients', 'SOC 2 and ISO 27001'],
    visualAlt:
      'Map of Asia Pacific: lanes from the Singapore headquarters to Malaysia, Thailand, Indonesia, the Philippines, Hong Kong, Taiwan, Korea, Japan and Australia; it runs 500+ carriers and 50+ warehouses.',
  },

  mission: {
    intro: {
      eyebrow: 'Our mission',
      heading: 'Give every growing business a world-class supply chain',
      intro: 'Logistics should be a reason customers come back, not a cost that grows faster than sales.',
    },
    content: {
      paragraphs: [
        'Southeast Asia and Asia Pacific are among the fastest-growing commerce markets in the world, and among the hardest to ship across: ten markets, seven currencies, dozens of customs regimes and thousands of carriers.',
        `We started ${company.name} to take that complexity off our clients’ hands. We bring a vetted network, one platform and one accountable team, so that a brand shipping its first international order gets the same quality of logistics as the region’s largest retailers.`,
      ],
      highlights: {
        title: 'What we stand for',
        items: [
          'Carrier-neutral advice: we earn nothing from any one provider',
          'Savings measured against a baseline you sign off',
          'Service levels written into every contract',
          'Local teams in the markets we serve',
          'Your data, your contracts, your customers',
        ],
      },
    },
  },

  specialisation: {
    intro: {
      eyebrow: 'Our 4PL specialisation',
      heading: 'Every mode, orchestrated as one network',
      intro: 'We choose the right mode and the right provider for every lane, then manage them together.',
    },
    items: [
      {
        icon: 'Truck',
        title: 'Land',
        description: 'Line-haul, cross-border trucking and last-mile delivery in 500+ cities across mainland Southeast Asia and beyond.',
      },
      {
        icon: 'Plane',
        title: 'Air',
        description: 'Express and consolidated air freight between the region’s hubs, with customs clearance handled end to end.',
      },
      {
        icon: 'Ship',
        title: 'Ocean',
        description: 'FCL and LCL on intra-Asia and long-haul lanes, booked at contracted rates with the right carrier for each lane.',
      },
      {
        icon: 'Warehouse',
        title: 'Warehousing',
        description: 'Fulfilment, storage and returns in 50+ partner warehouses, placed close to your customers.',
      },
    ],
  },

  capabilities: {
    intro: {
      eyebrow: 'Global capabilities',
      heading: 'Regional depth with global reach',
      intro: `From ${company.address.city} we run logistics across Southeast Asia and Asia Pacific and connect it to the rest of the world.`,
    },
    stats: [
      { value: '500+', label: 'Clients', description: 'Brands, marketplaces and logistics providers' },
      { value: '100,000+', label: 'Daily shipments', description: 'Managed through our platform' },
      { value: '25+', label: 'Countries', description: 'Reached through our network' },
      { value: '500+', label: 'Carrier partnerships', description: 'Vetted and measured lane by lane' },
      { value: '50+', label: 'Warehouses', description: 'For regional fulfilment' },
      { value: '99%', label: 'On-time delivery', description: 'Across the network', scale: { value: 99, max: 100, maxText: 'of 100%' } },
    ],
    marketsLabel: 'Our key markets',
    markets: [...company.keyMarkets],
  },

  values: {
    intro: {
      eyebrow: 'Our core values',
      heading: 'How we work with clients and partners',
    },
    items: [
      {
        icon: 'ShieldCheck',
        title: 'Reliability',
        description: 'We commit to service levels in writing and meet them: 98% service level and a 2-hour response to every exception.',
      },
      {
        icon: 'Sparkles',
        title: 'Innovation',
        description: 'We build our own platform and use predictive analytics so problems are solved before customers notice them.',
      },
      {
        icon: 'Search',
        title: 'Transparency',
        description: 'Open-book costs, one dashboard for every shipment and invoice, and savings reported against an agreed baseline.',
      },
      {
        icon: 'Handshake',
        title: 'Partnership',
        description: 'We succeed when you do: many of our fees are tied to the savings and service we deliver.',
      },
    ],
  },

  cta: {
    eyebrow: 'Work with us',
    heading: 'Let’s build your supply chain together',
    text: 'Tell us where you ship today and where you want to grow. A specialist will come back within 24 hours with ideas you can use, whether or not we work together.',
    primary: { label: 'Contact Our Team', route: 'contact', hash: 'form' },
    secondary: { label: 'See Our Use Cases', route: 'useCases' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
