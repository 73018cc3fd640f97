import type { UseCaseDetails } from '../use-case-summaries';

/** marketplace-unification: what its case-study page shows below the hero. */
export const details: UseCaseDetails = {
  heroSubtitle: 'From forty portals to one view of every order',
  challengeDescription:
    'Tracking events arrived in different formats or not at all, so customer service could not answer the most common question: where is my order? Allocation rules lived in people’s heads and carrier invoices were reconciled by hand, weeks late.',
  challenges: [
    { icon: 'Database', title: 'Scattered data', description: 'Forty providers, five portals and daily spreadsheet exports.' },
    { icon: 'Users', title: 'Customer-service load', description: 'WISMO tickets made up 38% of all contacts.' },
    { icon: 'Cog', title: 'Manual allocation', description: 'Orders assigned to carriers by habit rather than cost or performance.' },
    { icon: 'BarChart3', title: 'Late reconciliation', description: 'Invoices reconciled by hand, four to six weeks after delivery.' },
  ],
  solutions: [
    {
      title: 'Integration hub',
      description: 'Carrier, WMS and marketplace APIs connected to the multi-carrier platform, with normalised tracking events.',
      benefit: 'One status model for 40 providers',
    },
    { title: 'Configuration engine', description: 'Allocation rules by lane, weight, SLA and cost, changed by operations without code.' },
    {
      title: 'Exception playbooks',
      description: 'Delays, failed deliveries and address issues detected and handled automatically, with proactive customer messages.',
      benefit: '95% of exceptions resolved without a person',
    },
    { title: 'Finance management', description: 'Invoices reconciled against shipments daily, disputes raised automatically.' },
  ],
  detailedMetrics: [
    { metric: '40', label: 'Logistics providers on one platform' },
    { metric: '-45%', label: 'Where-is-my-order tickets' },
    { metric: '95%', label: 'Exceptions resolved automatically' },
    { metric: '60%', label: 'Fewer manual operations tasks' },
  ],
};
