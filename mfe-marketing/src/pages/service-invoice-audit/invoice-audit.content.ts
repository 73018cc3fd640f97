/**
 * Freight Invoice Audit and Reconciliation (/services/invoice-audit) [docs/product-rules.md#page-copy]:
 * 15-20% of invoices contain errors; recovery 3-8% (and 8-12% stated elsewhere on this page);
 * average recovery $250K; 5.2% of spend; 90 days to first recovery; 12x ROI; contingency (a
 * percentage of recovered amounts) or a monthly retainer (ongoing).
 */
import { company } from '@meranti/platform';
import type { InvoiceAuditContent } from './invoice-audit.schema';

export const invoiceAuditContent: InvoiceAuditContent = {
  meta: {
    title: 'Freight Invoice Audit and Recovery',
    description:
      '15-20% of freight invoices contain errors. We audit every invoice, dispute the overcharges and recover an average of $250K, with first recoveries in 90 days.',
  },

  hero: {
    eyebrow: 'Freight Invoice Audit and Reconciliation',
    title: 'Stop paying for freight',
    highlight: 'you never shipped',
    lead: 'We audit every freight invoice against your contracts and shipment data, dispute every overcharge with the carrier, and return the money to you. You pay only from what we recover.',
    primary: { label: 'Get a Free Invoice Audit', route: 'contact', hash: 'form' },
    secondary: { label: 'Estimate Your Recovery', route: 'calculators' },
    assurances: ['90 days to first recovery', 'Every invoice checked', '12x return on investment'],
    visualAlt:
      'Invoice lines checked against contract rates, with a $120 fuel overcharge, an unagreed remote-area fee and a duplicate air waybill flagged, and an average recovery of $250K, the first at day 90.',
  },

  errorStats: {
    intro: {
      eyebrow: 'The problem',
      heading: 'Freight invoices are wrong more often than you think',
      intro: 'Multi-carrier, multi-currency networks make errors easy to make and hard to find by hand.',
    },
    stats: [
      { value: '15-20%', label: 'Of freight invoices contain errors', description: 'Across carriers, modes and markets' },
      {
        value: '5.2%',
        label: 'Of freight spend lost to errors',
        description: 'The average in the networks we audit',
        scale: { value: 5.2, max: 100 },
      },
      { value: '3-8%', label: 'Of spend typically recovered', description: 'Overcharges returned or credited' },
      { value: '$250K', label: 'Average recovery', description: 'Per client, in the first year' },
    ],
  },

  errorTypes: {
    intro: {
      eyebrow: 'Error types',
      heading: 'What we find, invoice after invoice',
      intro: 'Six kinds of error account for almost every dollar we recover.',
    },
    items: [
      {
        icon: 'DollarSign',
        title: 'Rate errors',
        description: 'Charges that do not match the contracted rate card, tariff or fuel index.',
      },
      { icon: 'Layers', title: 'Duplicate billing', description: 'The same shipment invoiced twice, by one carrier or by two.' },
      {
        icon: 'FileText',
        title: 'Unauthorised surcharges',
        description: 'Accessorials, peak or remote-area fees that were never agreed or never applied.',
      },
      {
        icon: 'Package',
        title: 'Weight and dimension errors',
        description: 'Billed weights above what was shipped, or wrong dimensional factors.',
      },
      {
        icon: 'Clock',
        title: 'Service failures',
        description: 'Late deliveries billed at premium rates, with refunds or credits never claimed.',
      },
      {
        icon: 'Percent',
        title: 'Currency and tax errors',
        description: 'Wrong exchange rates, double tax and rounding across seven currencies.',
      },
    ],
  },

  method: {
    intro: {
      eyebrow: 'Our method',
      heading: 'A four-step audit of every invoice',
      intro: 'Automated checks find the candidates; specialists confirm them before anything is disputed.',
    },
    stepLabel: 'Step',
    steps: [
      {
        title: 'Collect',
        description: 'Invoices, rate cards, contracts and shipment data are gathered from carriers, portals and your ERP.',
      },
      { title: 'Match', description: 'Every invoice line is matched to its shipment, its contracted rate and its proof of delivery.' },
      { title: 'Audit', description: 'More than 100 automated checks flag discrepancies, which our auditors review and confirm.' },
      { title: 'Recover', description: 'Confirmed overcharges are disputed with the carrier, tracked to credit and reported to finance.' },
    ],
  },

  coverage: {
    intro: {
      eyebrow: 'Coverage',
      heading: 'Every carrier, mode, market and currency you use',
      intro: 'One audit for the whole network instead of a check per carrier.',
    },
    content: {
      paragraphs: [
        'We audit parcel, road, air and ocean invoices from global integrators, regional carriers and local last-mile providers alike, in English and in the local formats of each market.',
        `Invoices in ${company.currencies.join(', ')} are reconciled at the contracted or published exchange rate, and tax is checked against the rules of each market.`,
      ],
      highlights: {
        title: 'What the audit covers',
        items: [
          'Parcel, express and last-mile invoices',
          'Road, air and ocean freight invoices',
          'Customs brokerage and duties',
          'Warehousing and fulfilment charges',
          `Ten key markets, from ${company.keyMarkets[0]} to ${company.keyMarkets[company.keyMarkets.length - 1]}`,
          'Seven currencies, reconciled to one report',
        ],
      },
    },
  },

  disputes: {
    intro: {
      eyebrow: 'Dispute workflow',
      heading: 'Five steps from overcharge to money back',
      intro: 'We handle the back-and-forth with carriers, so your team never has to chase a credit note.',
    },
    stepLabel: 'Step',
    steps: [
      { title: 'Identify', description: 'The audit confirms the overcharge and the evidence behind it.' },
      { title: 'Document', description: 'We assemble the rate card, shipment record and proof of delivery into one claim.' },
      { title: 'Submit', description: 'The claim goes to the carrier through its preferred channel, within its claim window.' },
      { title: 'Negotiate', description: 'We follow up and escalate until the carrier accepts or gives a reasoned answer.' },
      { title: 'Recover', description: 'The credit or refund is matched to your ledger and shown in the monthly report.' },
    ],
  },

  results: {
    intro: {
      eyebrow: 'Results',
      heading: 'What clients recover',
      intro: 'Recoveries grow with the number of carriers and currencies in the network.',
    },
    stats: [
      { value: '8-12%', label: 'Recovered in complex networks', description: 'Five or more carriers and currencies' },
      { value: '12x', label: 'Return on investment', description: 'Recoveries against our fees' },
      { value: '90 days', label: 'To first recovery', description: 'From the first invoices received' },
      { value: '$250K', label: 'Average recovery', description: 'Per client, in the first year' },
    ],
  },

  models: {
    intro: {
      eyebrow: 'Service models',
      heading: 'Two ways to start recovering',
      intro: 'Both models include the full audit, dispute handling and monthly reporting.',
    },
    labels: { bestFor: 'Best for', includes: 'What’s included', pricing: 'Pricing' },
    offers: [
      {
        name: 'Contingency',
        summary: 'We audit your past and current invoices and are paid only from what we recover.',
        bestFor: 'A first audit of 12-24 months of invoices, with no budget needed',
        includes: [
          'Audit of historical invoices',
          'Dispute handling with every carrier',
          'Recovery report for finance',
          'No fee if nothing is recovered',
        ],
        pricing: 'A percentage of recovered amounts',
        badge: 'No upfront cost',
      },
      {
        name: 'Ongoing',
        summary: 'Every new invoice is audited before you pay it, so overcharges never leave your account.',
        bestFor: 'Shippers who want errors stopped, not just recovered',
        includes: [
          'Pre-payment audit of every invoice',
          'Approved invoices ready for payment',
          'Carrier error scorecards',
          'Monthly savings and recovery report',
        ],
        pricing: 'A monthly retainer',
      },
    ],
  },

  cta: {
    eyebrow: 'Free invoice audit',
    heading: 'Find out how much you have overpaid',
    text: 'Send us three months of freight invoices. We audit them free of charge and show you the errors we find and what they are worth.',
    primary: { label: 'Get a Free Invoice Audit', route: 'contact', hash: 'form' },
    secondary: { label: 'Try the ROI Calculators', route: 'calculators' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
