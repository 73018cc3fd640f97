/**
 * Finance teams (/solutions/finance-teams) [docs/product-rules.md#page-copy]: the
 * invoice audit pitch; links to /services/invoice-audit and the invoice audit ROI calculator
 * path (which redirects to the 4PL ROI calculator).
 */
import type { LandingContent } from '../../components/landing-page/landingPage.schema';

export const financeTeamsContent: LandingContent = {
  meta: {
    title: 'Freight Invoice Audit for Finance Teams — Recover Overcharges',
    description:
      '15-20% of freight invoices contain errors. Finance teams recover 3-8% of freight spend with an audit of every invoice and disputes handled end to end.',
  },
  pillIcon: 'DollarSign',
  hero: {
    eyebrow: 'For finance teams',
    title: 'Stop paying freight invoices',
    highlight: 'as billed',
    lead: 'Between 15% and 20% of freight invoices contain errors: wrong rates, duplicate charges, surcharges that were never agreed. We audit every invoice before you pay it and recover what you were overcharged.',
    primary: { label: 'Get a Free Invoice Audit', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore Invoice Audit', route: 'serviceInvoiceAudit' },
    assurances: ['3-8% of spend recovered', '$250K average recovery', '90 days to first recovery'],
  },
  visual: {
    alt: 'Freight cost per shipment falling over twelve months once the invoice audit starts, the overcharges recovered each month, and a fuel surcharge billed above contract.',
  },
  blocks: [
    {
      kind: 'features',
      id: 'pain-points',
      variant: 'problems',
      intro: {
        eyebrow: 'Sound familiar?',
        heading: 'Where freight spend leaks',
        intro: 'Freight invoices are many, complex and rarely checked line by line.',
      },
      columns: 4,
      items: [
        { icon: 'FileText', title: 'Errors paid as billed', description: '15-20% of invoices contain errors nobody has time to find.' },
        { icon: 'Percent', title: 'Surcharge creep', description: 'Fuel, peak and accessorial charges drift above what contracts allow.' },
        { icon: 'Clock', title: 'Slow month-end', description: 'Reconciling invoices against shipments takes days of manual work.' },
        { icon: 'PieChart', title: 'No cost by lane', description: 'Spend is known in total, not per lane, customer or product.' },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      intro: {
        eyebrow: 'Freight invoice audit',
        heading: 'Every invoice checked, every overcharge recovered',
        intro: 'Automated checks, analysts who know freight, and disputes we run to the end.',
      },
      items: [
        {
          icon: 'ClipboardCheck',
          title: 'Pre-payment audit',
          description: 'Each invoice checked against contract rates, weights and agreed accessorials before you pay.',
        },
        {
          icon: 'Shield',
          title: 'Dispute management',
          description: 'Overcharges disputed with carriers in a 5-step workflow until the credit arrives.',
        },
        { icon: 'Database', title: 'Reconciliation', description: 'Invoices matched to shipments daily, so month-end closes on time.' },
        { icon: 'PieChart', title: 'Cost allocation', description: 'Freight cost per lane, customer and product, ready for your ledger.' },
        {
          icon: 'DollarSign',
          title: 'Paid from recoveries',
          description: 'Contingency pricing: a percentage of what we recover, or a monthly retainer.',
        },
        { icon: 'LineChart', title: 'Spend reporting', description: 'Monthly reports on spend, errors found and savings by carrier.' },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      tone: 'dark',
      variant: 'results',
      intro: { eyebrow: 'The numbers', heading: 'What an audit finds and recovers' },
      stats: [
        { value: '15-20%', label: 'Of freight invoices contain errors' },
        { value: '3-8%', label: 'Of freight spend recovered' },
        { value: '$250K', label: 'Average recovery' },
        { value: '90 days', label: 'To the first recovery' },
      ],
    },
    {
      kind: 'features',
      id: 'next-steps',
      variant: 'compact',
      intro: { eyebrow: 'Next steps', heading: 'Find out what you are overpaying' },
      columns: 2,
      items: [
        {
          icon: 'FileText',
          title: 'Freight Invoice Audit',
          description: 'Error statistics, our 4-step method, the dispute workflow and two service models.',
          link: { label: 'Explore Invoice Audit', route: 'serviceInvoiceAudit' },
        },
        {
          icon: 'Calculator',
          title: 'Invoice audit ROI calculator',
          description: 'Enter your monthly logistics spend and see the savings and payback of a 4PL.',
          link: { label: 'Calculate Your ROI', redirect: '/calculator/invoice-audit-roi' },
        },
      ],
    },
  ],
  cta: {
    eyebrow: 'Free invoice audit',
    heading: 'Send us three months of freight invoices',
    text: 'We audit them at no cost and show every error we find, with the amount you could recover.',
    primary: { label: 'Get a Free Invoice Audit', route: 'contact', hash: 'form' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
