/**
 * Digitization use case (/use-cases/digitization): four challenges, four solutions, a
 * technology stack in four categories, four metrics and a 4-phase roadmap (2-3 weeks, 3-4 weeks,
 * 6-8 weeks, ongoing). The product gives no figures for this page; these are plausible averages.
 */
import { company } from '@meranti/platform';
import type { DigitizationContent } from './digitization.schema';

export const digitizationContent: DigitizationContent = {
  meta: {
    title: 'Logistics Digitization — Use Case',
    description:
      'Replace spreadsheets, e-mail and carrier portals with one connected logistics platform: integrations, automation and analytics in weeks.',
  },

  hero: {
    eyebrow: 'Use case: Digitization',
    title: 'From spreadsheets',
    highlight: 'to one connected platform.',
    lead: 'Orders in one system, shipments in carrier portals, invoices in e-mail. We connect them into one platform, automate the manual steps and give every team the same live data.',
    primary: { label: 'Start Your Digital Roadmap', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore the MCPMS Platform', route: 'serviceMcpms' },
    assurances: ['60% fewer manual tasks', 'Live in weeks, not years', 'Works with your ERP and WMS'],
  },

  visual: {
    alt: 'Paper documents, a spreadsheet and e-mail flowing into one platform, where bookings are synced, tracking is live and invoices are audited.',
  },

  challenges: {
    intro: {
      eyebrow: 'The challenge',
      heading: 'Why logistics still runs on spreadsheets',
      intro: 'Most teams have plenty of systems; what they lack is the connection between them.',
    },
    items: [
      {
        icon: 'FileText',
        title: 'Manual data entry',
        description: 'Bookings, tracking updates and invoices are typed in and copied between systems by hand.',
      },
      {
        icon: 'Layers',
        title: 'Disconnected systems',
        description: 'ERP, warehouse, order and carrier systems each hold part of the truth and none hold all of it.',
      },
      {
        icon: 'Search',
        title: 'No real-time visibility',
        description: 'Finding the status of a shipment means logging into several carrier portals or sending e-mails.',
      },
      {
        icon: 'AlertTriangle',
        title: 'Errors and invoice leakage',
        description: 'Typing mistakes and unchecked invoices lead to wrong deliveries and overpaid freight bills.',
      },
    ],
  },

  solutions: {
    intro: {
      eyebrow: 'Our solution',
      heading: 'Connect, automate, then analyse',
      intro: 'A step-by-step digitization that keeps your operation running while it changes.',
    },
    items: [
      {
        icon: 'Network',
        title: 'Integration hub',
        description: 'Ready connectors to carriers, marketplaces, ERP and WMS put all logistics data in one place.',
      },
      {
        icon: 'Zap',
        title: 'Workflow automation',
        description: 'Carrier selection, booking, labels and exception alerts run on rules instead of e-mails.',
      },
      {
        icon: 'LineChart',
        title: 'Analytics and dashboards',
        description: 'Cost, service level and carrier performance reports built from live data, not month-end exports.',
      },
      {
        icon: 'ClipboardCheck',
        title: 'Automated invoice audit',
        description: 'Every freight invoice is checked against the agreed rates and the shipment data before it is paid.',
      },
    ],
  },

  techStack: {
    intro: {
      eyebrow: 'Technology stack',
      heading: 'The technology behind it, in four layers',
      intro: 'Proven components that connect to what you already run; nothing to rip out.',
    },
    items: [
      {
        icon: 'Network',
        title: 'Integration',
        description: 'How data gets in and out.',
        points: ['REST APIs and webhooks', 'EDI with carriers', 'ERP, WMS and OMS connectors'],
      },
      {
        icon: 'Cog',
        title: 'Automation',
        description: 'What runs without anyone touching it.',
        points: ['Carrier allocation rules', 'Booking and label printing', 'Exception alerts and escalation'],
      },
      {
        icon: 'BarChart3',
        title: 'Analytics',
        description: 'How decisions get made.',
        points: ['Live KPI dashboards', '90-day lane forecasting', 'Carrier scorecards'],
      },
      {
        icon: 'ShieldCheck',
        title: 'Security',
        description: 'How your data stays safe.',
        points: ['SOC 2 and ISO 27001 practices', 'Role-based access', 'Encrypted data in transit and at rest'],
      },
    ],
  },

  metrics: {
    intro: {
      eyebrow: 'Results',
      heading: 'What digitization delivers',
      intro: 'Average results across clients twelve months after going live.',
    },
    chart: {
      caption: 'Manual work before and after going live',
      beforeLabel: 'Before',
      afterLabel: `With ${company.name}`,
      note: 'Percentage changes are drawn against a before of 100.',
    },
    stats: [
      { value: '60%', label: 'Fewer manual tasks' },
      { value: '95%', label: 'Exceptions resolved automatically' },
      { value: '100%', label: 'Shipments visible in one place' },
      { value: '30-60', label: 'Days to go live' },
    ],
  },

  plan: {
    intro: {
      eyebrow: 'Roadmap',
      heading: 'Your 4-phase digitization roadmap',
      intro: 'Each phase delivers something your teams use, before the next one starts.',
    },
    stepLabel: 'Phase',
    outcomeLabel: 'Outcome',
    phases: [
      {
        title: 'Assess',
        duration: '2-3 weeks',
        description: 'We map your processes, systems and data flows and find the manual steps worth automating first.',
        outcome: 'A prioritised digitization plan',
      },
      {
        title: 'Connect',
        duration: '3-4 weeks',
        description: 'Carriers, marketplaces, ERP and WMS are connected to the platform; data flows in one direction of truth.',
        outcome: 'All logistics data in one place',
      },
      {
        title: 'Automate',
        duration: '6-8 weeks',
        description: 'Allocation rules, bookings, alerts and invoice checks are switched on, lane by lane.',
        outcome: 'Manual work cut by more than half',
      },
      {
        title: 'Optimise',
        duration: 'Ongoing',
        description: 'Dashboards, forecasts and carrier reviews turn the new data into lower cost and better service.',
        outcome: 'Improvements every quarter',
      },
    ],
  },

  cta: {
    eyebrow: 'Go digital',
    heading: 'Where is your team still typing?',
    text: 'Show us the process that takes the most manual work. We return a digitization roadmap with the first quick wins.',
    primary: { label: 'Start Your Digital Roadmap', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore All Services', route: 'services' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
