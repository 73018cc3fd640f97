/**
 * Supply Chain Control Tower (/services/control-tower) [docs/product-rules.md#page-copy]:
 * visibility, predictive analytics, exception management and a 24/7 operations centre; phases
 * 2-6 weeks, 4-6 weeks, 90+ days; milestones day 30, 60, 90; full ROI in 6-12 months; 12x ROI;
 * a 120-day roadmap in 4 blocks of 30 days; 2-hour exception response; 95%+ visibility.
 */
import { company } from '@meranti/platform';
import type { ControlTowerContent } from './control-tower.schema';

export const controlTowerContent: ControlTowerContent = {
  meta: {
    title: 'Supply Chain Control Tower — Visibility and 24/7 Operations',
    description:
      'Real-time visibility across carriers, predictive analytics and a 24/7 operations centre that resolves exceptions within 2 hours. 95%+ visibility, 12x ROI.',
  },

  hero: {
    eyebrow: 'Supply Chain Control Tower',
    title: 'See every shipment.',
    highlight: 'Act before it’s late.',
    lead: 'One live view of every order and shipment across all your carriers, predictive alerts that flag delays before they happen, and a 24/7 operations centre that resolves exceptions for you.',
    primary: { label: 'Book a Control Tower Demo', route: 'contact', hash: 'form' },
    secondary: { label: 'Talk to an Expert', route: 'contact' },
    assurances: ['95%+ shipment visibility', '2-hour exception response', 'Full ROI in 6-12 months'],
    visualAlt:
      'The control tower’s live view: shipments on lanes across Southeast Asia, a customs hold flagged in Jakarta, the open exceptions queue, 95%+ visibility, a 2-hour response and one shipment’s milestones.',
  },

  whatItIs: {
    intro: {
      eyebrow: 'What it is',
      heading: 'The nerve centre of your supply chain',
      intro: 'A control tower joins data, analytics and people so that problems are seen early and solved fast.',
    },
    content: {
      paragraphs: [
        'Most supply chains are run from carrier portals, spreadsheets and e-mail threads. By the time someone notices a delayed container or a stuck customs entry, the customer already has.',
        `The ${company.name} Control Tower pulls status data from every carrier, warehouse and system into one model of your network. Predictive analytics score each shipment for risk, and our operations team acts on the alerts around the clock, under service levels you can hold us to.`,
      ],
      highlights: {
        title: 'What you get',
        items: [
          'Real-time visibility across carriers, modes and markets',
          'Predictive delay and risk alerts for every shipment',
          'Exception management with a 2-hour response',
          'A 24/7 operations centre in Singapore',
          'Dashboards and reports for operations, finance and leadership',
        ],
      },
    },
  },

  phases: {
    intro: {
      eyebrow: 'How we implement',
      heading: 'Three phases from first data to continuous improvement',
      intro: 'Value in weeks, not quarters: visibility comes first, prediction and automation follow.',
    },
    stepLabel: 'Phase',
    outcomeLabel: 'Outcome',
    items: [
      {
        title: 'Connect and see',
        duration: '2-6 weeks',
        description: 'We integrate your carriers, warehouses, order systems and ERP, and switch on the live network view and alerts.',
        outcome: '95%+ of shipments visible in one place',
      },
      {
        title: 'Predict and respond',
        duration: '4-6 weeks',
        description:
          'Predictive models are trained on your history; exception playbooks and escalation paths go live with the operations centre.',
        outcome: 'Exceptions answered within 2 hours',
      },
      {
        title: 'Optimise',
        duration: '90+ days',
        description: 'Root-cause analysis, carrier scorecards and network changes turn recurring exceptions into permanent fixes.',
        outcome: 'Fewer exceptions and lower cost every quarter',
      },
    ],
  },

  capabilities: {
    intro: {
      eyebrow: 'Capabilities',
      heading: 'AI/ML that predicts, integrations that connect',
      intro: 'Machine learning models trained on millions of regional shipments, fed by connectors to the systems you already use.',
    },
    items: [
      {
        icon: 'LineChart',
        title: 'Delay prediction',
        badge: 'AI/ML',
        description: 'Every shipment is scored for the risk of missing its delivery date, days before it happens.',
      },
      {
        icon: 'Sparkles',
        title: 'Anomaly detection',
        badge: 'AI/ML',
        description: 'Unusual dwell times, routing and cost patterns are flagged automatically for review.',
      },
      {
        icon: 'BarChart3',
        title: 'Demand and capacity forecasting',
        badge: 'AI/ML',
        description: 'Forecasts of volumes per lane and carrier help you book capacity before peaks.',
      },
      {
        icon: 'Truck',
        title: 'Carrier and 3PL connectors',
        badge: 'Integration',
        description: 'API and EDI links to 500+ carriers and logistics providers across the region.',
      },
      {
        icon: 'Database',
        title: 'ERP, WMS and OMS',
        badge: 'Integration',
        description: 'Orders, stock and invoices flow in from your ERP, warehouse and order systems.',
      },
      {
        icon: 'Store',
        title: 'E-commerce and marketplaces',
        badge: 'Integration',
        description: 'Connectors to the storefronts and marketplaces where your orders start.',
      },
    ],
  },

  operations: {
    intro: {
      eyebrow: '24/7 operations centre',
      heading: 'People who watch your freight while you sleep',
      intro: 'Technology finds the problem. Our operations team in Singapore fixes it.',
    },
    content: {
      paragraphs: [
        'Our operations centre runs around the clock, every day of the year, with specialists for each mode and market. When an alert fires, they contact the carrier, rebook, reroute or clear the hold, and keep your team and your customers informed.',
        'Every exception is logged with its cause and resolution, so the same problem does not happen twice.',
      ],
      stats: [
        { value: '2 hrs', label: 'Exception response time' },
        { value: '95%+', label: 'Shipment visibility' },
      ],
      highlights: {
        title: 'What the operations centre handles',
        items: [
          'Delays, missed pick-ups and failed deliveries',
          'Customs holds and documentation issues',
          'Rebooking and rerouting with alternative carriers',
          'Proactive updates to your customer service team',
          'Escalation to carrier management when service slips',
        ],
      },
    },
  },

  roi: {
    intro: {
      eyebrow: 'ROI timeline',
      heading: 'When the return arrives',
      intro: 'Milestones we agree with you up front and report against.',
    },
    stepLabel: 'Milestone',
    milestones: [
      {
        title: 'Visibility live',
        duration: 'Day 30',
        description: 'Your carriers and systems are connected and the live view replaces manual status chasing.',
      },
      {
        title: 'Exceptions under control',
        duration: 'Day 60',
        description: 'Predictive alerts and the operations centre resolve exceptions before customers notice.',
      },
      {
        title: 'Measurable savings',
        duration: 'Day 90',
        description: 'Lower expedite costs, fewer claims and less time spent on tracking show up in the monthly report.',
      },
    ],
    stats: [
      { value: '12x', label: 'Return on investment' },
      { value: '6-12', label: 'Months to full ROI' },
      { value: '95%+', label: 'Shipment visibility', scale: { value: 95, max: 100, maxText: 'of shipments' } },
    ],
  },

  roadmap: {
    intro: {
      eyebrow: '120-day roadmap',
      heading: 'Four blocks of 30 days to a fully running control tower',
      intro: 'Each block ends with a review and a go or no-go for the next.',
    },
    stepLabel: 'Block',
    outcomeLabel: 'Review',
    blocks: [
      {
        title: 'Foundation',
        duration: 'Days 1-30',
        description: 'Data sources mapped, the first carriers and systems connected, KPIs and service levels agreed.',
        outcome: 'Live view of the first lanes',
      },
      {
        title: 'Coverage',
        duration: 'Days 31-60',
        description: 'All carriers and markets connected, alerts tuned and exception playbooks written with your team.',
        outcome: 'Full network visible',
      },
      {
        title: 'Prediction',
        duration: 'Days 61-90',
        description: 'Predictive models switched on, the 24/7 operations centre takes over exception handling.',
        outcome: 'Exceptions handled within 2 hours',
      },
      {
        title: 'Optimisation',
        duration: 'Days 91-120',
        description: 'Root-cause reviews, carrier scorecards and the first network changes based on the data.',
        outcome: 'Improvement plan for the year ahead',
      },
    ],
  },

  cta: {
    eyebrow: 'See it live',
    heading: 'Put your whole supply chain on one screen',
    text: 'We connect a sample of your shipments and show you the live view, the alerts and the operations centre at work, on your own data.',
    primary: { label: 'Book a Control Tower Demo', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore All Services', route: 'services' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
