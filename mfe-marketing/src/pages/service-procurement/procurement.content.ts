/**
 * Transportation Procurement as a Service (/services/transportation-procurement) — managed RFQ
 * [docs/product-rules.md#page-copy]: cycle time cut 60%, 30-60 days to award, 200+
 * 3PLs onboarded a year, savings up to 25%, the 90-day timeline with first savings from day 60,
 * and the three engagement models with their pricing.
 */
import type { ProcurementContent } from './procurement.schema';

export const procurementContent: ProcurementContent = {
  meta: {
    title: 'Transportation Procurement as a Service — Managed Freight RFQs',
    description:
      'Managed freight RFQs across road, air, ocean and last-mile: carriers awarded in 30-60 days, 60% shorter cycles and savings of up to 25% on freight spend.',
  },

  hero: {
    eyebrow: 'Transportation Procurement as a Service',
    title: 'Freight tenders that pay for themselves',
    highlight: 'within 90 days',
    lead: 'We run your freight RFQs end to end: lane data, carrier shortlists, bid rounds, negotiation and award. Your team decides; we do the work, and the first savings arrive from day 60.',
    primary: { label: 'Request a Procurement Review', route: 'contact', hash: 'form' },
    secondary: { label: 'Estimate Your Savings', route: 'calculators' },
    assurances: ['Savings of up to 25%', '30-60 days to award', '200+ 3PLs onboarded a year'],
    visualAlt:
      'An RFQ of 24 lanes in its second bid round: each lane’s bids against its cost baseline, the best 14-20% below it, and the recommended award with first savings from day 60.',
  },

  method: {
    intro: {
      eyebrow: 'Our method',
      heading: 'A three-phase RFQ that carriers take seriously',
      intro: 'Clean data, a competitive field and a fair process: that is what brings carriers to their best price.',
    },
    stepLabel: 'Phase',
    phases: [
      {
        title: 'Analyse',
        description:
          'We clean and normalise 12 months of shipment and invoice data, build lane profiles and set the cost baseline every saving is measured against.',
        items: ['Lane and volume profiles', 'Service requirements per lane', 'A signed-off cost baseline'],
      },
      {
        title: 'Source',
        description:
          'We shortlist qualified carriers from our network of 500+ partners and run structured bid rounds on your lanes, with a clear scoring model.',
        items: ['Pre-vetted carrier shortlists', 'Two to three bid rounds', 'Cost, service and risk scoring'],
      },
      {
        title: 'Award and onboard',
        description:
          'We negotiate the final terms, recommend the award, and onboard the winning carriers into your systems and allocation rules.',
        items: ['Contract terms and SLAs', 'Carrier onboarding and testing', 'Savings tracked lane by lane'],
      },
    ],
  },

  modes: {
    intro: {
      eyebrow: 'Modes covered',
      heading: 'One tender process for every mode you ship',
      intro: 'Tender a single mode or your whole network at once.',
    },
    items: [
      { icon: 'Truck', title: 'Road: FTL and LTL', description: 'Domestic and cross-border trucking across mainland Southeast Asia.' },
      { icon: 'Plane', title: 'Air freight', description: 'General and express air cargo between APAC hubs and beyond.' },
      { icon: 'Ship', title: 'Ocean: FCL and LCL', description: 'Contract and spot rates on intra-Asia and long-haul lanes.' },
      { icon: 'Package', title: 'Parcel and last-mile', description: 'Courier and last-mile contracts in 500+ cities of the region.' },
      { icon: 'Warehouse', title: 'Warehousing and 3PL', description: 'Fulfilment and storage tenders with 200+ 3PLs onboarded a year.' },
      { icon: 'Globe', title: 'Customs brokerage', description: 'Brokerage and clearance services for import and export lanes.' },
    ],
  },

  benefits: {
    intro: {
      eyebrow: 'Benefits',
      heading: 'Why procurement teams hand us their tenders',
      intro: 'Faster cycles, better prices and carriers that stay on contract.',
    },
    items: [
      {
        icon: 'Timer',
        title: '60% shorter cycle time',
        description: 'Tenders that took six months close in 30-60 days, without extra headcount.',
      },
      {
        icon: 'TrendingUp',
        title: 'Savings of up to 25%',
        description: 'Measured against your own baseline, lane by lane, and reported every month.',
      },
      {
        icon: 'Network',
        title: 'A wider carrier field',
        description: 'Access to 500+ vetted carriers, including regional specialists you would not find alone.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Service protected',
        description: 'Every award is scored on service and risk as well as price, with SLAs in the contract.',
      },
      {
        icon: 'Database',
        title: 'Clean lane data',
        description: 'You keep the normalised data set and the lane profiles for every future tender.',
      },
      {
        icon: 'Handshake',
        title: 'Your relationships stay yours',
        description: 'Contracts are signed in your name; we run the process, you own the outcome.',
      },
    ],
  },

  outcomes: {
    intro: {
      eyebrow: 'Outcomes',
      heading: 'From kick-off to savings in 90 days',
      intro: 'A fixed timeline with a savings milestone, so finance knows when the return arrives.',
    },
    stats: [
      { value: '60%', label: 'Shorter procurement cycle' },
      { value: '30-60', label: 'Days to award' },
      { value: '200+', label: '3PLs onboarded a year' },
      { value: '25%', label: 'Savings, up to' },
    ],
    timelineLabel: 'The 90-day timeline',
    stepLabel: 'Stage',
    outcomeLabel: 'Milestone',
    timeline: [
      {
        title: 'Baseline and market scan',
        duration: 'Days 1-30',
        description: 'Data collection and cleaning, lane profiles, the cost baseline and the carrier shortlist.',
        outcome: 'Baseline signed off and RFQ issued',
      },
      {
        title: 'Bidding and negotiation',
        duration: 'Days 31-60',
        description: 'Bid rounds, scoring, negotiation of rates and terms, and the award recommendation.',
        outcome: 'Carriers awarded; first savings from day 60',
      },
      {
        title: 'Onboarding and savings tracking',
        duration: 'Days 61-90',
        description: 'New carriers onboarded and live, allocation rules updated and savings tracked against the baseline.',
        outcome: 'Savings verified in the first monthly report',
      },
    ],
  },

  models: {
    intro: {
      eyebrow: 'Engagement models',
      heading: 'Three ways to work with us',
      intro: 'From a single tender to a fully outsourced procurement function, priced on the value we deliver.',
    },
    labels: { bestFor: 'Best for', includes: 'What’s included', pricing: 'Pricing' },
    offers: [
      {
        name: 'End-to-end',
        summary: 'We run your transportation procurement as an ongoing service, across every mode and market.',
        bestFor: 'Shippers with several modes and markets and no dedicated tender team',
        includes: [
          'Annual and quarterly tenders',
          'Carrier performance management',
          'Rate benchmarking and index tracking',
          'Savings reporting to finance',
        ],
        pricing: 'A percentage of verified savings',
        badge: 'Most chosen',
      },
      {
        name: 'Co-pilot',
        summary: 'Your procurement team stays in charge; we bring the data, the carrier network and the RFQ process.',
        bestFor: 'Teams that run tenders themselves and want more reach and speed',
        includes: [
          'Data cleaning and lane profiles',
          'Carrier shortlists from our network',
          'RFQ platform and scoring model',
          'Negotiation support',
        ],
        pricing: 'Shared savings or a monthly retainer',
      },
      {
        name: 'Event RFQ',
        summary: 'A single, time-boxed tender for one mode, one region or one contract renewal.',
        bestFor: 'A contract renewal, a new market or a one-off lane review',
        includes: ['One tender from baseline to award', 'Carrier shortlist and bid rounds', 'Award recommendation', 'Onboarding plan'],
        pricing: 'Project-based, agreed up front',
      },
    ],
  },

  cta: {
    eyebrow: 'Free procurement review',
    heading: 'Find out what your next tender could save',
    text: 'Share a sample of your lanes and current rates. We benchmark them against the market and show where the savings are, before you commit to anything.',
    primary: { label: 'Request a Procurement Review', route: 'contact', hash: 'form' },
    secondary: { label: 'Try the ROI Calculators', route: 'calculators' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
