import type { StoryDetails } from '../story-heads';

/** Success story 5: what its page shows below the hero (/case-studies/5). */
export const details: StoryDetails = {
  challenge: 'Cross-border orders to Australia and Japan took ten days and too many parcels were returned as undeliverable.',
  metrics: [
    { label: 'Cross-border delivery time', before: '10 days', after: '4 days', improvement: '60% faster' },
    { label: 'Failed deliveries', before: '6.0%', after: '1.8%', improvement: '70% fewer' },
    { label: 'Shipping cost per order', before: 'S$14.20', after: 'S$12.20', improvement: '14% lower' },
  ],
  testimonial:
    'Our customers in Sydney and Osaka now get their order in four days with nothing to pay at the door. Reviews mention the delivery before they mention the product.',
  clientName: 'Founder and Managing Director',
  clientTitle: 'Health-supplements e-commerce brand, Singapore',
  featured: false,
  overview:
    'A Singapore brand of health supplements selling direct to consumers, with Australia and Japan growing faster than its home market.',
  detailedChallenge:
    'Parcels travelled by postal services, customers were asked to pay duties on delivery, and a share of parcels came back because of incomplete addresses. Delivery took ten days on average, and many first-time buyers never ordered again.',
  implementationStory:
    'We switched to duties-paid shipping with landed cost shown at checkout, consolidated daily line-haul to Sydney and Osaka, and local last-mile partners in each market. Address checks at checkout catch missing unit numbers and postcodes.',
  keyFeatures: [
    'Duties and taxes paid at checkout',
    'Daily consolidated line-haul',
    'Local last-mile partners per market',
    'Address validation at checkout',
  ],
  timeline: [
    { phase: 'Lane design', duration: '2 weeks', description: 'Routes, partners and duty rules for both markets.' },
    { phase: 'Integration', duration: '4 weeks', description: 'Checkout, landed cost and address checks connected.' },
    { phase: 'Launch', duration: '4 weeks', description: 'Australia first, then Japan.' },
  ],
  longTermImpact:
    'Cross-border orders now make up half of the brand’s revenue, and the same set-up took it into New Zealand and Korea within the year.',
};
