import { company } from '@meranti/platform';
import type { LaasContent } from './laas.schema';

/** What the page's first load needs of its copy (ADR 21); the rest is in ./laas.content.ts. */
export const laasHead: Pick<LaasContent, 'meta' | 'hero' | 'faq' | 'stickyCta'> = {
  meta: {
    title: 'Logistics as a Service (LaaS) — Your Outsourced Logistics Team',
    description:
      'Outsource warehousing, land, air, ocean and last-mile to one 4PL team with one dashboard and SLA guarantees. Live in 30-60 days, 12-20% lower cost.',
  },

  hero: {
    eyebrow: 'Logistics as a Service',
    title: 'Your logistics department,',
    highlight: 'without building one',
    lead: `${company.name} runs warehousing, land, air, ocean and last-mile for you across Southeast Asia and APAC: one accountable team, one dashboard and service levels in the contract.`,
    primary: { label: 'Book a Consultation', route: 'contact', hash: 'form' },
    scrollLabel: 'See How It Works',
    assurances: ['Live in 30-60 days', '98% service level', 'SOC 2 and ISO 27001'],
    visualAlt:
      'One lane through the five modes we run (warehouse, land, air, ocean, last mile), an order from Singapore to Manila now at sea, tracked in one dashboard at a 98% service level.',
    trustedBy: {
      label: 'Trusted by logistics teams at',
      items: [
        'Top-5 SEA marketplace',
        'Global entertainment leader',
        'Luxury fashion house',
        'Wine & spirits retailer',
        'Pan-Asian commerce platform',
      ],
    },
  },

  faq: {
    intro: {
      eyebrow: 'FAQ',
      heading: 'Questions about Logistics as a Service',
    },
    items: [
      {
        question: 'How is LaaS different from hiring a 3PL?',
        answer:
          'A 3PL runs its own warehouses or trucks and sells you their capacity. As a 4PL we are carrier-neutral: we design your network, choose the best provider for each lane from 500+ partners, and manage them all for you under one contract and one set of service levels.',
      },
      {
        question: 'How long does it take to go live?',
        answer:
          'Most clients ship their first orders through us within 30-60 days. The plan runs in four phases: discovery and design in weeks 1-2, set-up and integration in weeks 3-6, go-live and stabilisation in weeks 7-12, then continuous optimisation.',
      },
      {
        question: 'Which systems do you integrate with?',
        answer:
          'We connect to the main e-commerce platforms and marketplaces of the region, to common WMS and ERP systems, and to carrier APIs. Where there is no ready connector we integrate through our API or scheduled file exchange at no extra set-up fee.',
      },
      {
        question: 'What does LaaS cost?',
        answer:
          'You pay per order or per shipment for the services you use, with no fixed fleet or warehouse cost. We agree a cost baseline in the first two weeks, and our clients see an average reduction of 12-20% against it.',
      },
    ],
  },

  stickyCta: { label: 'Book a Consultation', route: 'contact', hash: 'form' },
};
