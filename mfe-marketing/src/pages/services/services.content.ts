/**
 * Services overview (/services): five cards to the five service
 * pages; the hero button scrolls to them; a platform demo request and a schedule-consultation
 * link, both to /contact.
 */
import { company } from '@meranti/platform';
import type { ServicesContent } from './services.schema';

export const servicesContent: ServicesContent = {
  meta: {
    title: '4PL Services — Platform, LaaS, Procurement, Control Tower, Audit',
    description:
      'Five 4PL services for Southeast Asia and APAC: a multi-carrier platform, logistics as a service, procurement, a control tower and freight invoice audit.',
  },

  hero: {
    eyebrow: 'Our services',
    title: 'Five services,',
    highlight: 'one accountable partner',
    lead: `Start with the service that solves today’s problem, or combine them into a fully managed logistics function. Whatever you choose, ${company.name} designs it, runs it and answers for the result.`,
    scrollLabel: 'Explore Our Services',
    assurances: ['Carrier-neutral', 'Live in 30-60 days', 'SOC 2 and ISO 27001'],
    visualAlt:
      'The five services as modules of one platform around your network: MCPMS, Logistics as a Service, procurement, the control tower and invoice audit, each joined to the shipper at the centre.',
  },

  cards: {
    intro: {
      eyebrow: 'What we do',
      heading: 'Choose where to start',
      intro: 'Each service stands on its own, and all of them share one platform, one network and one team.',
    },
    featuredAlt:
      'The MCPMS operations dashboard: 5 active lanes, $23.34 average cost per shipment, 85.1% on time, and cost and on-time delivery by lane.',
    items: [
      {
        icon: 'Network',
        title: 'Multi-Carrier Platform (MCPMS)',
        description:
          'One platform to run every carrier: operations dashboard, 90-day lane forecasting, allocation rules, integrations and carrier finance.',
        points: ['Six modules, one login', '95% of exceptions resolved automatically', '99.9% uptime guarantee'],
        link: { label: 'Learn More', route: 'serviceMcpms', context: 'about the Multi-Carrier Platform (MCPMS)' },
      },
      {
        icon: 'Warehouse',
        title: 'Logistics as a Service',
        description:
          'Your outsourced logistics department: warehousing, land, air, ocean and last-mile, with one dashboard and SLA guarantees.',
        points: ['12-20% average cost reduction', '98% service level', 'Live in 30-60 days'],
        link: { label: 'Learn More', route: 'serviceLaas', context: 'about Logistics as a Service' },
      },
      {
        icon: 'Handshake',
        title: 'Transportation Procurement',
        description: 'Managed RFQs across every mode: lane data, carrier shortlists, bid rounds, negotiation and award.',
        points: ['Savings of up to 25%', '30-60 days to award', '60% shorter cycle time'],
        link: { label: 'Learn More', route: 'serviceProcurement', context: 'about Transportation Procurement' },
      },
      {
        icon: 'Gauge',
        title: 'Supply Chain Control Tower',
        description: 'Real-time visibility, predictive analytics and a 24/7 operations centre that resolves exceptions for you.',
        points: ['95%+ shipment visibility', '2-hour exception response', '12x return on investment'],
        link: { label: 'Learn More', route: 'serviceControlTower', context: 'about the Supply Chain Control Tower' },
      },
      {
        icon: 'FileText',
        title: 'Freight Invoice Audit',
        description: 'Every freight invoice checked against your contracts; every overcharge disputed and recovered.',
        points: ['15-20% of invoices contain errors', '$250K average recovery', '90 days to first recovery'],
        link: { label: 'Learn More', route: 'serviceInvoiceAudit', context: 'about Freight Invoice Audit' },
      },
    ],
  },

  approach: {
    intro: {
      eyebrow: 'How we engage',
      heading: 'From first conversation to running service',
      intro: 'The same three steps, whichever service you start with.',
    },
    stepLabel: 'Step',
    steps: [
      {
        title: 'Assess',
        duration: 'Weeks 1-2',
        description: 'We review your lanes, carriers, contracts and invoices and agree a cost and service baseline with you.',
      },
      {
        title: 'Design',
        duration: 'Weeks 3-6',
        description: 'We design the service, the integrations and the service levels, and show the savings case before you commit.',
      },
      {
        title: 'Execute',
        duration: 'Weeks 7-12',
        description: 'We go live lane by lane, report every month against the baseline and keep improving from there.',
      },
    ],
  },

  stats: {
    intro: {
      eyebrow: 'Why one partner',
      heading: 'The reach of a network, the accountability of one team',
    },
    items: [
      { value: '500+', label: 'Carrier partnerships' },
      { value: '15-30%', label: 'Average cost reduction' },
      { value: '99%', label: 'On-time delivery', scale: { value: 99, max: 100, maxText: 'of 100%' } },
      { value: '$10M+', label: 'Saved for clients per year' },
    ],
  },

  cta: {
    eyebrow: 'Talk to us',
    heading: 'Not sure which service fits?',
    text: 'Book a consultation and we will map your current set-up, or ask for a demo of the platform behind every service.',
    primary: { label: 'Schedule a Consultation', route: 'contact', hash: 'form' },
    secondary: { label: 'Request a Platform Demo', route: 'contact', hash: 'form' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
