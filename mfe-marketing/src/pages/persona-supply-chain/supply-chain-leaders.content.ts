/**
 * Supply chain leaders (/solutions/supply-chain-leaders) [docs/product-rules.md#leads]: the
 * Control Tower pitch; links to /services/control-tower and /contact.
 */
import { company } from '@meranti/platform';
import type { LandingContent } from '../../components/landing-page/landingPage.schema';

export const supplyChainLeadersContent: LandingContent = {
  meta: {
    title: 'Supply Chain Control Tower for Supply Chain Leaders',
    description:
      'See every shipment, predict delays and resolve exceptions in 2 hours: a 24/7 control tower with 95%+ visibility and 12x return for supply chain leaders.',
  },
  pillIcon: 'Gauge',
  hero: {
    eyebrow: 'For supply chain leaders',
    title: 'See every shipment,',
    highlight: 'act before customers notice',
    lead: 'A supply chain control tower joins your carriers, warehouses and systems into one live picture, predicts the delays that matter and puts a 24/7 team on resolving them.',
    primary: { label: 'Book a Control Tower Demo', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore the Control Tower', route: 'serviceControlTower' },
    assurances: ['95%+ visibility', '2-hour exception response', '12x return on investment'],
  },
  visual: {
    alt: 'A network scorecard of cost per shipment, on-time rate and risk by market, with port congestion in Jakarta predicted two days ahead and shipments rerouted.',
  },
  blocks: [
    {
      kind: 'features',
      id: 'pain-points',
      variant: 'problems',
      intro: {
        eyebrow: 'Sound familiar?',
        heading: 'Leading a supply chain you cannot see',
        intro: 'Decisions wait for reports, and reports arrive after the damage is done.',
      },
      columns: 4,
      items: [
        { icon: 'Layers', title: 'Data in silos', description: 'Each carrier, warehouse and system reports its own version of the truth.' },
        {
          icon: 'Clock',
          title: 'Late warnings',
          description: 'Delays surface when customers complain, not when they could still be fixed.',
        },
        {
          icon: 'AlertTriangle',
          title: 'Exceptions pile up',
          description: 'Your team triages hundreds of alerts by hand, most of them noise.',
        },
        { icon: 'LineChart', title: 'No forward view', description: 'Capacity and cost plans rest on last quarter’s numbers.' },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      intro: {
        eyebrow: 'Supply Chain Control Tower',
        heading: 'Visibility, prediction and action in one place',
        intro: 'Technology and a 24/7 operations centre, run as one service.',
      },
      items: [
        {
          icon: 'Globe',
          title: 'End-to-end visibility',
          description: 'Every order and shipment across carriers, modes and countries, live in one view.',
        },
        {
          icon: 'Sparkles',
          title: 'Predictive analytics',
          description: 'Machine-learning models flag the shipments likely to miss their promise, days ahead.',
        },
        {
          icon: 'Headphones',
          title: '24/7 operations centre',
          description: 'Our team resolves exceptions around the clock, with a 2-hour response.',
        },
        {
          icon: 'Network',
          title: 'Integrations',
          description: 'Carrier APIs, WMS, ERP and e-commerce platforms connected in weeks.',
        },
        {
          icon: 'Target',
          title: 'Roadmap to full ROI',
          description: 'Milestones at day 30, 60 and 90, and the full return within 6-12 months.',
        },
        {
          icon: 'BarChart3',
          title: 'Board-ready reporting',
          description: 'Cost, service and risk by lane, market and provider, every month.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      tone: 'dark',
      variant: 'results',
      chart: {
        caption: 'Return on a control tower, per dollar invested',
        beforeLabel: 'Before',
        afterLabel: `With ${company.name}`,
        note: 'Percentage changes are drawn against a before of 100.',
      },
      intro: { eyebrow: 'What changes', heading: 'What a control tower is worth' },
      stats: [
        { value: '95%+', label: 'Shipments visible in one view' },
        { value: '2 hours', label: 'Exception response, 24/7' },
        { value: '12x', label: 'Return on investment' },
        { value: '6-12 months', label: 'To the full return' },
      ],
    },
    {
      kind: 'features',
      id: 'next-steps',
      variant: 'compact',
      intro: { eyebrow: 'Next steps', heading: 'See the control tower at work' },
      columns: 2,
      items: [
        {
          icon: 'Gauge',
          title: 'Supply Chain Control Tower',
          description: 'The three phases, the AI and integration capabilities and the 120-day roadmap.',
          link: { label: 'Explore the Control Tower', route: 'serviceControlTower' },
        },
        {
          icon: 'Calendar',
          title: 'Talk to our team',
          description: 'A 30-minute call on your network, your data sources and where visibility breaks today.',
          link: { label: 'Book a Control Tower Demo', route: 'contact', hash: 'form' },
        },
      ],
    },
  ],
  cta: {
    eyebrow: 'Talk to us',
    heading: 'Lead with live data, not last month’s report',
    text: 'Book a demo and we show your own lanes in the control tower, with the exceptions it would have caught last quarter.',
    primary: { label: 'Book a Control Tower Demo', route: 'contact', hash: 'form' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
