/**
 * International expansion use case (/use-cases/international-expansion) [docs/product-rules.md#case-studies]: four
 * challenges, four solution cards, four result metrics (95% on-time, 30% fewer customs delays,
 * 25% savings, 90% lower compliance risk) and a 4-phase plan (2-3 weeks, 3-4 weeks, 2-3 weeks,
 * ongoing). This page claims 50+ countries (claims differ between pages, kept as stated: docs/product-rules.md#page-copy).
 */
import { company } from '@meranti/platform';
import type { InternationalContent } from './international.schema';

export const internationalContent: InternationalContent = {
  meta: {
    title: 'International Expansion — Use Case',
    description:
      'Launch in new Asia Pacific markets without building a logistics team in each: customs, carriers and compliance handled in 50+ countries.',
  },

  hero: {
    eyebrow: 'Use case: International expansion',
    title: 'Sell across borders',
    highlight: 'without the border headaches.',
    lead: 'Enter new markets in weeks, not quarters. We set up customs brokerage, local carriers and compliance in each country, and run them for you from one dashboard across 50+ countries.',
    primary: { label: 'Plan Your Expansion', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore Logistics as a Service', route: 'serviceLaas' },
    assurances: ['95% on-time delivery', '30% fewer customs delays', '25% lower logistics cost'],
  },

  visual: {
    alt: 'A map of expansion from Singapore: lanes live to Malaysia, Thailand and Indonesia, Vietnam next and the Philippines planned, beside the checklist for the Vietnam launch.',
  },

  challenges: {
    intro: {
      eyebrow: 'The challenge',
      heading: 'Why cross-border growth stalls',
      intro: 'Every new market brings its own rules, carriers and paperwork, and mistakes show up as held parcels and unhappy customers.',
    },
    items: [
      {
        icon: 'Shield',
        title: 'Customs and compliance',
        description: 'Duties, tax thresholds, product permits and labelling rules differ in every country and change often.',
      },
      {
        icon: 'Truck',
        title: 'Finding reliable local carriers',
        description: 'Vetting, contracting and integrating last-mile partners in each market takes months of work.',
      },
      {
        icon: 'DollarSign',
        title: 'Unpredictable landed cost',
        description: 'Surcharges, duties and currency swings make it hard to price products and protect margins abroad.',
      },
      {
        icon: 'Clock',
        title: 'Slow, opaque deliveries',
        description: 'Parcels disappear between hand-overs, and customers wait without tracking or a clear delivery date.',
      },
    ],
  },

  solutions: {
    intro: {
      eyebrow: 'Our solution',
      heading: 'One partner for every market you enter',
      intro: 'We plug your store into a ready-made regional network and take responsibility for it.',
    },
    items: [
      {
        icon: 'ClipboardCheck',
        title: 'Customs brokerage and compliance',
        description:
          'Licensed brokers prepare declarations, classify products and keep you ahead of regulatory changes in each destination.',
      },
      {
        icon: 'Network',
        title: 'Pre-vetted carrier network',
        description: 'Contracted local and cross-border carriers in 50+ countries, connected through one integration.',
      },
      {
        icon: 'Calculator',
        title: 'Landed-cost pricing',
        description: 'Duties and taxes calculated at checkout, with multi-currency rates, so customers pay no surprises on delivery.',
      },
      {
        icon: 'Gauge',
        title: 'End-to-end tracking',
        description: 'One tracking view from your warehouse to the customer’s door, with proactive alerts on every exception.',
      },
    ],
  },

  metrics: {
    intro: {
      eyebrow: 'Results',
      heading: 'What our clients achieve abroad',
      intro: 'Average results across brands expanding into new Asia Pacific markets with us.',
    },
    chart: {
      caption: 'Customs delays, cost and compliance risk before and after',
      beforeLabel: 'Before',
      afterLabel: `With ${company.name}`,
      note: 'Percentage changes are drawn against a before of 100.',
    },
    stats: [
      { value: '95%', label: 'On-time delivery' },
      { value: '30%', label: 'Fewer customs delays' },
      { value: '25%', label: 'Logistics cost savings' },
      { value: '90%', label: 'Lower compliance risk' },
    ],
  },

  plan: {
    intro: {
      eyebrow: 'Implementation',
      heading: 'Your 4-phase expansion plan',
      intro: 'From market assessment to a running operation, with a review at the end of every phase.',
    },
    stepLabel: 'Phase',
    outcomeLabel: 'Outcome',
    phases: [
      {
        title: 'Market assessment',
        duration: '2-3 weeks',
        description: 'We analyse duties, regulations, carrier options and landed cost for each target market.',
        outcome: 'A market-by-market entry plan',
      },
      {
        title: 'Network setup',
        duration: '3-4 weeks',
        description: 'Customs brokers, carriers and warehousing are contracted and connected to your store and systems.',
        outcome: 'Every lane ready to ship',
      },
      {
        title: 'Pilot and launch',
        duration: '2-3 weeks',
        description: 'Test shipments run on every lane; documents, tracking and returns are checked before full launch.',
        outcome: 'Live in the new markets',
      },
      {
        title: 'Optimise and grow',
        duration: 'Ongoing',
        description: 'Monthly reviews of cost, transit times and customs performance, and the next markets added.',
        outcome: 'Lower cost per order every quarter',
      },
    ],
  },

  cta: {
    eyebrow: 'Go international',
    heading: 'Which market is next for your brand?',
    text: 'Tell us where you want to sell. We return a landed-cost estimate, the compliance checklist and a launch plan for each market.',
    primary: { label: 'Plan Your Expansion', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore All Services', route: 'services' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
