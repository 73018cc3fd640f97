import type { StoryDetails } from '../story-heads';

/** Success story 1: what its page shows below the hero (/case-studies/1). */
export const details: StoryDetails = {
  challenge: 'Delivery promises broke every campaign: three 3PLs, no shared stock view and 9% of orders late.',
  metrics: [
    { label: 'Cost per order', before: 'S$8.40', after: 'S$6.47', improvement: '23% lower' },
    { label: 'Order-to-door time', before: '4.1 days', after: '2.4 days', improvement: '41% faster' },
    { label: 'On-time delivery', before: '91%', after: '99.1%', improvement: '+8.1 points' },
    { label: '“Where is my order?” tickets', before: '1,900 / month', after: '800 / month', improvement: '58% fewer' },
  ],
  testimonial:
    'For the first time our campaign calendar and our logistics plan are the same document. We stopped apologising for late parcels and started planning the next market.',
  clientName: 'Head of Operations',
  clientTitle: 'Regional fashion e-commerce brand, Singapore',
  featured: true,
  overview:
    'A fast-growing fashion brand selling through its own site and three marketplaces across Southeast Asia. Campaign peaks ran at five times normal volume, and the brand wanted to add two markets without adding a logistics team.',
  detailedChallenge:
    'Orders were split between three 3PLs that did not share stock data, so the web shop sold items one warehouse no longer had. Carriers were chosen by each warehouse, not by lane, and the brand learnt about late parcels from customers. During 11.11, 9% of orders missed their promised date and support tickets tripled.',
  implementationStory:
    'We mapped every lane and SKU, moved fast movers into one Singapore hub with satellite stock in Kuala Lumpur and Bangkok, and put the three warehouses behind one order router. Carriers were re-tendered by lane with service levels in the contract, and exceptions now reach our control tower before they reach the customer. The switch happened warehouse by warehouse, with no day of lost sales.',
  keyFeatures: [
    'One order router over three warehouses',
    'Lane-by-lane carrier tender with SLAs',
    'Control tower with proactive exception alerts',
    'Campaign capacity booked eight weeks ahead',
    'Branded tracking page in the customer’s language',
  ],
  timeline: [
    { phase: 'Assessment', duration: '3 weeks', description: 'Order, stock and carrier data analysed; target network designed.' },
    { phase: 'Network design', duration: '5 weeks', description: 'Hub and satellite stock plan, carrier tender by lane.' },
    { phase: 'Migration', duration: '8 weeks', description: 'Warehouses switched one at a time behind the order router.' },
    { phase: 'Optimisation', duration: 'Ongoing', description: 'Monthly reviews of cost, service and campaign plans.' },
  ],
  longTermImpact:
    'Two years on the brand sells in five markets, runs peaks at six times normal volume with the same team, and treats logistics cost per order as a number it plans rather than one it discovers.',
};
