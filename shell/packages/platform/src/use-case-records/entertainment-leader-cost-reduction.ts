import type { UseCaseDetails } from '../use-case-summaries';

/** entertainment-leader-cost-reduction: what its case-study page shows below the hero. */
export const details: UseCaseDetails = {
  heroSubtitle: 'How an entertainment leader took control of freight spend across six markets',
  challengeDescription:
    'Each country team had booked its own carriers for years. Rates were negotiated locally, invoices were paid without audit, and nobody could say what a shipment to Manila or Jakarta really cost end to end. Peak event weeks were covered by expensive express bookings made at the last minute.',
  challenges: [
    {
      icon: 'AlertTriangle',
      title: 'Fragmented carriers',
      description: 'Fourteen carriers across six markets, each with its own contract, portal and invoice format.',
    },
    {
      icon: 'BarChart3',
      title: 'No cost visibility',
      description: 'Landed cost per shipment was unknown; finance saw totals only at month end.',
    },
    {
      icon: 'Clock',
      title: 'Event deadlines',
      description: 'Equipment and merchandise had to arrive before fixed show dates, so delays were settled with premium express.',
    },
    {
      icon: 'Shield',
      title: 'Unchecked invoices',
      description: 'Surcharges, duplicate charges and wrong weight breaks were paid as billed.',
    },
  ],
  solutions: [
    {
      title: 'Carrier consolidation by lane',
      description: 'A managed RFQ cut the carrier base to five, each awarded the lanes where it performed best.',
      benefit: '18% lower base rates',
    },
    {
      title: 'Automated freight invoice audit',
      description:
        'Every invoice checked against contract rates, weights and accessorials before payment, with disputes handled end to end.',
      benefit: '$410K recovered in the first year',
    },
    {
      title: 'Event logistics calendar',
      description: 'Show dates fed into capacity planning eight weeks ahead, replacing last-minute express with booked capacity.',
      benefit: '62% fewer premium shipments',
    },
    {
      title: 'One control-tower dashboard',
      description: 'Cost per shipment, on-time performance and exceptions for all six markets in one view for operations and finance.',
    },
  ],
  detailedMetrics: [
    { metric: '27%', label: 'Reduction in total logistics cost' },
    { metric: '$410K', label: 'Billing errors recovered in year one' },
    { metric: '98%', label: 'On-time delivery for event shipments' },
    { metric: '14 → 5', label: 'Carriers after consolidation' },
  ],
};
