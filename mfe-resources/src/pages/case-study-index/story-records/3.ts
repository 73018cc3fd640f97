import type { StoryDetails } from '../story-heads';

/** Success story 3: what its page shows below the hero (/case-studies/3). */
export const details: StoryDetails = {
  challenge: '45 stores replenished from two ageing warehouses, with frequent stock-outs and costly bulky-item delivery.',
  metrics: [
    { label: 'Store stock-outs per week', before: '610', after: '384', improvement: '37% fewer' },
    { label: 'Bulky delivery cost per item', before: 'S$62', after: 'S$49', improvement: '21% lower' },
    { label: 'Delivered in the booked slot', before: '82%', after: '97%', improvement: '+15 points' },
  ],
  testimonial:
    'Our store managers noticed first: the shelves were full on Monday morning. Then our customers noticed that the sofa arrived when we said it would.',
  clientName: 'Chief Supply Chain Officer',
  clientTitle: 'Home-furnishing retail chain, Singapore and Malaysia',
  featured: false,
  overview:
    'A home-furnishing retailer with 45 stores in Singapore and Malaysia and a growing online channel, selling everything from cushions to three-seater sofas.',
  detailedChallenge:
    'Replenishment ran from two warehouses on fixed weekly runs regardless of what stores had sold. Popular lines ran out mid-week while slow lines filled the back rooms. Bulky online orders were handed to whichever van operator was free, with missed slots and damage claims.',
  implementationStory:
    'We moved replenishment to sales-driven orders with three deliveries a week to high-volume stores, consolidated the two warehouses’ fast movers into one, and set up a managed two-person delivery service with booked two-hour slots and assembly on request.',
  keyFeatures: [
    'Sales-driven store replenishment',
    'Consolidated fast-mover stock',
    'Two-person delivery with two-hour slots',
    'Photo proof of delivery and damage checks',
  ],
  timeline: [
    { phase: 'Diagnosis', duration: '4 weeks', description: 'Store sales, stock-outs and delivery records analysed.' },
    { phase: 'Pilot', duration: '10 weeks', description: 'Ten stores on the new replenishment rules.' },
    { phase: 'Rollout', duration: '16 weeks', description: 'All stores and the bulky delivery service live.' },
    { phase: 'Review', duration: 'Quarterly', description: 'Stock rules tuned to seasons and promotions.' },
  ],
  longTermImpact:
    'The retailer closed one warehouse at the end of its lease, online furniture sales grew by a third, and delivery complaints are no longer a standing item on the board agenda.',
};
