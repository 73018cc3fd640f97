import type { UseCaseDetails } from '../use-case-summaries';

/** luxury-brand-standards: what its case-study page shows below the hero. */
export const details: UseCaseDetails = {
  heroSubtitle: 'White-glove delivery at regional scale',
  challengeDescription:
    'Orders were shipped from Europe with long transit times and inconsistent packaging on arrival. Local 3PLs in each market applied their own standards, insurance terms differed, and customs holds on leather and precious-metal goods delayed orders by up to two weeks.',
  challenges: [
    { icon: 'Shield', title: 'Chain of custody', description: 'High-value goods needed tracked custody from warehouse to doorstep.' },
    { icon: 'Target', title: 'Brand presentation', description: 'Packaging and hand-over standards varied by market and by carrier.' },
    { icon: 'Globe', title: 'Customs complexity', description: 'CITES, precious-metal and leather rules caused holds at the border.' },
    { icon: 'Users', title: 'Client expectations', description: 'VIP clients expected appointment delivery and signature on receipt.' },
  ],
  solutions: [
    {
      title: 'Regional bonded stock in Singapore',
      description: 'Inventory held in a bonded facility with caged storage and CCTV, shipping to the region in 1-3 days.',
      benefit: 'Faster delivery, duties paid on sale',
    },
    {
      title: 'Brand packing standards',
      description: 'A packing cell trained on the house manual, with photo proof of every outbound parcel.',
      benefit: '99.6% compliance',
    },
    {
      title: 'Pre-cleared customs documentation',
      description: 'Product classification and certificates prepared once per SKU, attached to every shipment automatically.',
    },
    {
      title: 'Appointment delivery',
      description: 'Two vetted premium couriers per market offering timed delivery, ID check and signature capture.',
    },
  ],
  detailedMetrics: [
    { metric: '99.6%', label: 'Parcels meeting brand presentation standards' },
    { metric: '0', label: 'High-value shipments lost' },
    { metric: '-21%', label: 'Logistics cost per order' },
    { metric: '1-3 days', label: 'Delivery time across the region' },
  ],
};
