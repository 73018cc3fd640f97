/**
 * Logistics as a Service (/services/logistics-as-a-service) [docs/product-rules.md#page-copy]:
 * the outsourced logistics department — warehousing, land, air, ocean and last-mile, one
 * dashboard, SLA guarantees; phases weeks 1-2, 3-6, 7-12, ongoing; 12-20% average cost
 * reduction, 8x ROI, 98% service level, 30-60 days to go live.
 */
import { laasHead } from './laas.head.content';
import type { LaasContent } from './laas.schema';

export const laasContent: LaasContent = {
  ...laasHead,
  whatItIs: {
    intro: {
      eyebrow: 'What LaaS is',
      heading: 'A complete logistics function, delivered as a service',
      intro: 'You keep control of the decisions. We bring the people, the carrier network and the technology to carry them out.',
    },
    content: {
      paragraphs: [
        'Logistics as a Service replaces the patchwork of warehouses, freight forwarders and courier accounts that most growing brands assemble market by market. We take ownership of the whole flow, from inbound freight to the customer’s door, and run it as one network.',
        'Behind it sit 500+ vetted carriers and providers, 50+ partner warehouses and an operations team in Singapore that answers for the result. You see every order, shipment, exception and invoice in one dashboard, and you pay for what moves, not for idle capacity.',
      ],
      highlights: {
        title: 'What changes for your team',
        items: [
          'One contract and one contact instead of a dozen providers',
          'One dashboard for orders, shipments, exceptions and invoices',
          'Service levels and penalties written into the agreement',
          'Capacity that grows with peaks and new markets',
          'No warehouse leases, fleets or logistics headcount to carry',
        ],
      },
    },
  },

  implementation: {
    intro: {
      eyebrow: 'Implementation',
      heading: 'Live in four phases, with no disruption to your orders',
      intro: 'A fixed plan with a named lead for each phase. Your current providers keep shipping until each lane is switched over.',
    },
    stepLabel: 'Phase',
    outcomeLabel: 'Outcome',
    phases: [
      {
        title: 'Discovery and design',
        duration: 'Weeks 1-2',
        description:
          'We map your order profile, lanes, service levels and costs, then design the target network and the service levels we will sign up to.',
        outcome: 'A network design and an agreed cost baseline',
      },
      {
        title: 'Set-up and integration',
        duration: 'Weeks 3-6',
        description:
          'We connect your store, marketplace or ERP, onboard warehouses and carriers, and configure allocation rules, labels and returns.',
        outcome: 'Systems connected and tested end to end',
      },
      {
        title: 'Go-live and stabilisation',
        duration: 'Weeks 7-12',
        description:
          'Lanes switch over market by market, with daily reviews and a hypercare team until every service level holds for two straight weeks.',
        outcome: 'All volume live at the contracted service level',
      },
      {
        title: 'Continuous optimisation',
        duration: 'Ongoing',
        description: 'Monthly performance reviews, quarterly carrier benchmarks and a savings roadmap that we are measured on.',
        outcome: 'Savings and service improvements every quarter',
      },
    ],
  },

  managed: {
    intro: {
      eyebrow: 'What we manage',
      heading: 'Every link of the chain, under one roof',
      intro: 'Choose the whole scope or start with the parts that hurt most today.',
    },
    items: [
      {
        icon: 'Warehouse',
        title: 'Warehousing and fulfilment',
        description: 'Storage, pick, pack and returns in 50+ partner warehouses, placed close to your customers.',
      },
      {
        icon: 'Truck',
        title: 'Land freight',
        description: 'Full and part loads, cross-border trucking and line-haul across mainland Southeast Asia.',
      },
      {
        icon: 'Plane',
        title: 'Air freight',
        description: 'Consolidated and express air between APAC hubs, with customs clearance included.',
      },
      {
        icon: 'Ship',
        title: 'Ocean freight',
        description: 'FCL and LCL on the main intra-Asia and trans-Pacific lanes, booked at contracted rates.',
      },
      {
        icon: 'Package',
        title: 'Last-mile delivery',
        description: 'Home delivery, lockers and cash on delivery in 500+ cities, with the best courier per postcode.',
      },
      {
        icon: 'Gauge',
        title: 'One dashboard',
        description: 'Orders, stock, shipments, exceptions and invoices from every provider in one real-time view.',
      },
    ],
  },

  impact: {
    intro: {
      eyebrow: 'Business impact',
      heading: 'What our LaaS clients see in the first year',
      intro: 'Measured against the cost and service baseline agreed in the first two weeks.',
    },
    stats: [
      { value: '12-20%', label: 'Average cost reduction', description: 'Across freight, fulfilment and last-mile' },
      {
        value: '98%',
        label: 'Service level',
        description: 'Contracted and reported every month',
        scale: { value: 98, max: 100, maxText: 'of 100%' },
      },
      { value: '8x', label: 'Return on investment', description: 'Savings against our fees in year one' },
      { value: '30-60', label: 'Days to go live', description: 'From signature to first orders shipped' },
    ],
  },

  lowRisk: {
    intro: {
      eyebrow: 'Low-risk engagement',
      heading: 'Start small, prove it, then scale',
      intro: 'You should not have to bet your operation on a new partner. Our engagement is built so you don’t.',
    },
    content: {
      paragraphs: [
        'Most clients begin with one market or one part of the chain, such as last-mile in Malaysia or fulfilment for a single marketplace. Once the results hold, we extend the scope lane by lane.',
        'Every figure we promise is measured against a baseline you sign off, and our fees are tied to the service levels in the contract.',
      ],
      highlights: {
        title: 'Our low-risk commitments',
        items: [
          'A pilot on one market or one lane before any wider rollout',
          'No minimum volumes in the first 90 days',
          'Service credits when a contracted service level is missed',
          'No set-up fee for standard integrations',
          'Your data and carrier contracts stay yours if you leave',
          'A 30-day exit clause after the first year',
        ],
      },
    },
  },

  cta: {
    eyebrow: 'Free logistics assessment',
    heading: 'See what an outsourced logistics department would cost you',
    text: 'Tell us about your markets, volumes and providers. Within 24 hours we come back with a first view of the savings and a go-live plan.',
    primary: { label: 'Book a Consultation', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore All Services', route: 'services' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
