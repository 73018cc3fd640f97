/**
 * Multi-Carrier Platform Management System (/services/mcpms) [docs/product-rules.md#page-copy]: the six
 * modules; the dashboard sample (5 active lanes, $23.34 average cost per shipment, 85.1% on-time);
 * 90-day forecasting; 95% exception resolution automation; 60% fewer manual tasks; 99.9% uptime.
 */
import { company } from '@meranti/platform';
import type { McpmsContent } from './mcpms.schema';

export const mcpmsContent: McpmsContent = {
  meta: {
    title: 'Multi-Carrier Platform Management System (MCPMS)',
    description:
      'One platform for every carrier: live dashboard, 90-day lane forecasting, allocation rules, integrations and carrier finance. 95% of exceptions automated.',
  },

  hero: {
    eyebrow: 'Multi-Carrier Platform Management System',
    title: 'Every carrier, every lane,',
    highlight: 'one platform',
    lead: `MCPMS is the platform our own operations team runs on: a live view of every shipment, rules that choose the right carrier automatically, 90-day lane forecasts and carrier finance, built by ${company.name} for multi-carrier networks in Asia.`,
    primary: { label: 'Get Free Platform Demo', route: 'contact', hash: 'form' },
    secondary: { label: 'Talk to Sales', route: 'contact' },
    assurances: ['99.9% uptime guarantee', 'SOC 2 and ISO 27001', 'Live in 30-60 days'],
  },

  dashboard: {
    intro: {
      eyebrow: 'The operations dashboard',
      heading: 'Your whole carrier network at a glance',
      intro: 'Costs, service and exceptions for every lane and carrier, updated as shipments move.',
    },
    alt: 'MCPMS operations dashboard: 5 active lanes, $23.34 average cost per shipment, 85.1% on-time delivery, a cost and on-time chart per lane and the open exceptions',
    caption: 'The MCPMS operations dashboard with a sample network of five active lanes.',
    expandLabel: 'Expand the dashboard screenshot',
    expandHint: 'Expand',
    figuresLabel: 'Figures of the sample network',
    figures: [
      { value: '5', label: 'Active lanes' },
      { value: '$23.34', label: 'Average cost per shipment' },
      { value: '85.1%', label: 'On-time delivery' },
    ],
  },

  problem: {
    intro: {
      eyebrow: 'The problem',
      heading: 'Too many carriers, too many portals, too little control',
      intro: 'Adding carriers lowers cost and risk, until managing them eats the savings.',
    },
    content: {
      paragraphs: [
        'A growing shipper in Asia soon works with a dozen carriers: a regional integrator, two or three local couriers per market, freight forwarders and a few specialists. Each has its own portal, rate card, label format, tracking feed and invoice.',
        'Teams end up copying data between spreadsheets, choosing carriers by habit, and finding exceptions and billing errors weeks too late. The network grows; control does not.',
      ],
      highlights: {
        title: 'Sound familiar?',
        tone: 'problem',
        items: [
          'Carrier choice made by habit, not by cost and service',
          'Tracking spread across a dozen portals and e-mails',
          'Exceptions found when the customer complains',
          'Invoices checked by hand, if at all',
          'No forecast of volumes or cost per lane',
        ],
      },
    },
  },

  comparison: {
    intro: {
      eyebrow: 'Fragmented versus unified',
      heading: 'What changes when every carrier runs on one platform',
    },
    table: {
      caption: 'A fragmented carrier set-up compared with the unified MCPMS platform',
      aspectLabel: 'Area',
      columns: [
        { title: 'Fragmented set-up', tone: 'negative' },
        { title: 'Unified with MCPMS', tone: 'positive' },
      ],
      rows: [
        {
          aspect: 'Visibility',
          values: ['A portal per carrier, status checked by hand', 'Every shipment from every carrier in one live view'],
        },
        {
          aspect: 'Carrier choice',
          values: ['By habit or by whoever answers first', 'Allocation rules on cost, service level and capacity'],
        },
        { aspect: 'Exceptions', values: ['Found when the customer complains', '95% detected and resolved automatically'] },
        { aspect: 'Planning', values: ['Last month’s spreadsheet', '90-day lane forecasting and previews'] },
        { aspect: 'Invoices', values: ['Checked by hand, errors paid', 'Reconciled against rates, disputes raised for you'] },
        { aspect: 'Manual work', values: ['Copying data between systems', '60% fewer manual tasks'] },
      ],
    },
  },

  modules: {
    intro: {
      eyebrow: 'Six modules',
      heading: 'Everything a multi-carrier operation needs',
      intro: 'Use the whole platform or start with the modules you need most.',
    },
    items: [
      {
        icon: 'Gauge',
        title: 'Operations Dashboard',
        description: 'Live cost, on-time and exception figures for every lane and carrier, with drill-down to each shipment.',
      },
      {
        icon: 'LineChart',
        title: 'Lane Analysis and Preview',
        description: '90-day forecasting of volumes and cost per lane, and previews of what a rule or carrier change would do.',
      },
      {
        icon: 'Cog',
        title: 'Configuration Engine',
        description: 'Allocation rules, SLA and escalation settings, and multi-currency rate cards, without writing code.',
        points: ['Allocation rules', 'SLA and escalation', 'Multi-currency'],
      },
      {
        icon: 'Network',
        title: 'Integration Hub',
        description: 'Ready connectors to carrier APIs, e-commerce platforms, WMS and ERP systems.',
        points: ['Carrier APIs', 'E-commerce', 'WMS and ERP'],
      },
      {
        icon: 'DollarSign',
        title: 'Finance Management',
        description: 'Invoice reconciliation against contracted rates, dispute handling and rate competitiveness reports.',
        points: ['Invoice reconciliation', 'Disputes', 'Rate competitiveness'],
      },
      {
        icon: 'ClipboardCheck',
        title: 'Order and Exception Management',
        description: 'Orders from every channel in one queue, with exceptions detected, routed and resolved by playbook.',
      },
    ],
  },

  videos: {
    intro: {
      eyebrow: 'See it in action',
      heading: 'Two short looks inside the platform',
      intro: 'Each clip is a few seconds long and plays on a loop, muted, as you reach it. Pause it any time, or open it full screen.',
    },
    openLabel: 'Watch full screen',
    playLabel: 'Play',
    pauseLabel: 'Pause',
    durationLabel: '4-second loop',
    allocation: {
      title: 'Allocation rules',
      description: 'Shipments flow to the carrier that wins on cost and service, lane by lane, as the rules decide.',
      alt: 'Video: MCPMS allocation rules sending shipments to the best carrier for each lane',
      caption: 'Allocation rules at work: every shipment goes to the carrier that wins on cost and service.',
    },
    exceptions: {
      title: 'Exceptions overview',
      description: 'Delays, customs holds and failed deliveries are detected, assigned and resolved in one overview.',
      alt: 'Video: the MCPMS exceptions overview resolving delays and customs holds',
      caption: 'The exceptions overview: issues detected, assigned and resolved automatically.',
    },
  },

  metrics: {
    intro: {
      eyebrow: 'Results',
      heading: 'What the platform does for your team',
    },
    stats: [
      { value: '95%', label: 'Exception resolution automated', scale: { value: 95, max: 100, maxText: 'of exceptions' } },
      { value: '60%', label: 'Fewer manual tasks', scale: { value: 60, max: 100, maxText: 'of the tasks' } },
      { value: '90-day', label: 'Lane forecasting' },
      { value: '99.9%', label: 'Uptime guarantee', scale: { value: 99.9, max: 100, maxText: 'of the time' } },
    ],
  },

  cta: {
    eyebrow: 'Free platform demo',
    heading: 'See MCPMS on your own lanes',
    text: 'In a 30-minute demo we load a sample of your shipments and show you the dashboard, the allocation rules and the exceptions overview on your data.',
    primary: { label: 'Get Free Platform Demo', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore All Services', route: 'services' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
