/**
 * B2C import growth (/b2c-import-growth) [docs/product-rules.md#page-copy]: import clearance and
 * warehouse delivery for B2C e-commerce; core markets Philippines, Singapore, Malaysia; four
 * partnership options; buttons Map Your Import Routes (/contact), Explore Services (/services),
 * Partner With Meranti 4PL Today (/contact), See Partnership Success Stories (/use-cases).
 */
import { company } from '@meranti/platform';
import type { LandingContent } from '../../components/landing-page/landingPage.schema';

export const b2cImportGrowthContent: LandingContent = {
  meta: {
    title: 'B2C Import Clearance and Warehouse Delivery in Southeast Asia',
    description:
      'Import clearance and warehouse delivery for B2C e-commerce into the Philippines, Singapore and Malaysia: 99%+ clearance accuracy, 20-30% faster transit.',
  },
  pillIcon: 'Ship',
  visual: {
    alt: 'Import lanes from China into the Philippines, Singapore and Malaysia, each market with its clearance and delivery promise; 6000+ tonnes a month at 99%+ clearance accuracy.',
  },
  hero: {
    eyebrow: 'B2C import clearance and delivery',
    title: 'Grow your B2C imports into Southeast Asia,',
    highlight: 'cleared and delivered',
    lead: `${company.name} moves cross-border e-commerce goods into the Philippines, Singapore and Malaysia: freight from origin, import clearance at the border and delivery from our warehouses to your customers’ doors.`,
    primary: { label: 'Map Your Import Routes', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore Services', route: 'services' },
    assurances: ['6000+ tonnes shipped monthly', '99%+ clearance accuracy', '20-30% faster transit'],
  },
  blocks: [
    {
      kind: 'features',
      id: 'core-markets',
      intro: {
        eyebrow: 'Core markets',
        heading: 'Three markets where we clear and deliver every day',
        intro: 'Licensed brokers, bonded warehouses and last-mile partners in each.',
      },
      items: [
        {
          icon: 'MapPin',
          title: 'Philippines',
          description: 'Clearance at Manila and Cebu, warehousing in Metro Manila and delivery across Luzon, Visayas and Mindanao.',
          points: ['De minimis and formal entries', 'Island-wide last-mile', 'Cash-on-delivery collection'],
        },
        {
          icon: 'MapPin',
          title: 'Singapore',
          description: 'Air and sea imports cleared in hours, with same-day and next-day delivery from our warehouse near Changi.',
          points: ['GST handled at import', 'Same-day delivery', 'Regional re-export hub'],
        },
        {
          icon: 'MapPin',
          title: 'Malaysia',
          description: 'Imports through Port Klang and KLIA, warehousing in the Klang Valley and delivery to Peninsular and East Malaysia.',
          points: ['SST and permits handled', 'Peninsular and East Malaysia', 'Returns handled locally'],
        },
      ],
    },
    {
      kind: 'phases',
      id: 'how-it-works',
      intro: {
        eyebrow: 'How it works',
        heading: 'From your origin warehouse to your customer’s door',
        intro: 'One partner and one tracking view for every step.',
      },
      stepLabel: 'Step',
      phases: [
        {
          title: 'Pickup and consolidation',
          description: 'We collect from your origin warehouse and consolidate orders by destination market.',
        },
        {
          title: 'Air or ocean freight',
          description: 'Consolidated loads move by the mode that meets your delivery promise at the lowest landed cost.',
        },
        {
          title: 'Import clearance',
          description: 'Our brokers file every entry, pay duties and taxes on your behalf and release goods with 99%+ accuracy.',
        },
        {
          title: 'Warehouse and delivery',
          description: 'Goods are stored, picked and delivered from our local warehouses, with returns handled in-market.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'partnership-options',
      intro: {
        eyebrow: 'Partnership options',
        heading: 'Four ways to work with us on imports',
        intro: 'From a single lane to a platform under your own brand.',
      },
      columns: 2,
      items: [
        {
          icon: 'Plane',
          title: 'Freight plus Clearance',
          description: 'We fly or ship your goods and clear them at import; you keep your existing warehouse and delivery partners.',
        },
        {
          icon: 'Route',
          title: 'End-to-End Integration',
          description: 'Pickup, freight, clearance, warehousing and last-mile as one service, connected to your store or marketplace.',
        },
        {
          icon: 'Globe',
          title: 'Market Expansion',
          description: 'Open a new market with us: we set up the route, the licences and the local partners in 3-6 months.',
        },
        {
          icon: 'Layers',
          title: 'White-Label Platform',
          description: 'Offer import clearance and delivery to your own customers on our platform, under your brand.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      tone: 'dark',
      intro: { eyebrow: 'By the numbers', heading: 'Imports that arrive on time and cleared' },
      stats: [
        { value: '6000+', label: 'Tonnes shipped monthly' },
        { value: '99%+', label: 'Clearance accuracy', scale: { value: 99, max: 100, maxText: 'of entries' } },
        { value: '20-30%', label: 'Faster transit' },
        { value: '90 days', label: 'To positive return' },
      ],
    },
  ],
  cta: {
    eyebrow: 'Start importing',
    heading: 'Map your import routes with us',
    text: 'Tell us where your goods come from and where your customers are. We design the route, the clearance and the delivery, and show the landed cost per order.',
    primary: { label: `Partner With ${company.name} Today`, route: 'contact', hash: 'form' },
    secondary: { label: 'See Partnership Success Stories', route: 'useCases' },
    note: 'We reply within 24 hours.',
  },
};
