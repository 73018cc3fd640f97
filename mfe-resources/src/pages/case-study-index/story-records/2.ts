import type { StoryDetails } from '../story-heads';

/** Success story 2: what its page shows below the hero (/case-studies/2). */
export const details: StoryDetails = {
  challenge: 'Four plants booked freight separately with 20+ carriers on spot rates and unchecked invoices.',
  metrics: [
    { label: 'Annual freight spend', before: 'US$14.2M', after: 'US$11.6M', improvement: '18% lower' },
    { label: 'Hours spent booking per week', before: '120', after: '42', improvement: '65% less' },
    { label: 'Invoices billed correctly', before: '88%', after: '99.4%', improvement: '+11.4 points' },
    { label: 'Days of inbound stock', before: '34', after: '30', improvement: '12% lower' },
  ],
  testimonial:
    'We knew we were paying too much for freight; we did not know where. Within a quarter we had one rate card, one process and every invoice checked.',
  clientName: 'Regional Procurement Director',
  clientTitle: 'Precision components manufacturer, Penang',
  featured: false,
  overview:
    'A manufacturer of precision components with plants in Malaysia, Thailand and Vietnam, moving parts in and finished goods out by road, air and ocean to customers across Asia and Europe.',
  detailedChallenge:
    'Each plant ran its own freight desk. Twenty-three carriers were booked on spot rates, nobody could compare the cost of the same lane between plants, and invoices were paid without being checked against a contract. Urgent air freight had become a habit rather than an exception.',
  implementationStory:
    'We pooled the four plants’ volumes into one tender across road, air and ocean and shortlisted eight carriers on index-linked annual contracts. Bookings moved to one platform with approval rules for air freight, and every invoice now passes an automated audit against the contracted rate before it is paid.',
  keyFeatures: [
    'Multi-modal tender across four plants',
    'Index-linked contracts with eight carriers',
    'Approval rules for urgent air freight',
    'Automated audit of every freight invoice',
    'Monthly lane cost dashboard per plant',
  ],
  timeline: [
    { phase: 'Spend analysis', duration: '4 weeks', description: 'Two years of invoices and bookings analysed by lane.' },
    { phase: 'Tender', duration: '8 weeks', description: 'Consolidated RFQ, negotiation and award to eight carriers.' },
    { phase: 'Rollout', duration: '10 weeks', description: 'Plants moved to one booking platform and audit.' },
    { phase: 'Continuous improvement', duration: 'Ongoing', description: 'Quarterly rate reviews against the index.' },
  ],
  longTermImpact:
    'Savings held through two rate cycles because contracts follow a public index. The procurement team now spends its time on supplier strategy, and the audit recovers overcharges every month.',
};
