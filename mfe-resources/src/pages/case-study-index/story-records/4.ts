import type { StoryDetails } from '../story-heads';

/** Success story 4: what its page shows below the hero (/case-studies/4). */
export const details: StoryDetails = {
  challenge: 'Shipping point-of-sale terminals to merchants in eight countries, with customs delays and no returns process.',
  metrics: [
    { label: 'Order to merchant activation', before: '11 days', after: '5 days', improvement: '55% faster' },
    { label: 'Cost per device shipped', before: 'US$31', after: 'US$23', improvement: '26% lower' },
    { label: 'Shipments held at customs', before: '14%', after: '1%', improvement: '13 points fewer' },
    { label: 'Returned devices reused', before: '0%', after: '72%', improvement: 'New revenue stream' },
  ],
  testimonial:
    'Logistics was the slowest part of selling to a new merchant. Now it is the part nobody talks about, which is exactly what we wanted.',
  clientName: 'Co-founder and COO',
  clientTitle: 'Point-of-sale SaaS company, Singapore',
  featured: false,
  overview:
    'A software company selling a point-of-sale subscription that includes a terminal, growing quickly with restaurants and shops in eight Asia Pacific countries.',
  detailedChallenge:
    'Every terminal shipped from Singapore, and shipments with lithium batteries were often held at customs for missing paperwork. Merchants waited up to two weeks to go live, and returned terminals piled up in the office.',
  implementationStory:
    'We placed bonded stock in Singapore and Sydney, prepared battery and import documents once per country, and set up a returns loop that tests, wipes and refurbishes terminals for reuse.',
  keyFeatures: [
    'Bonded stock in two regional hubs',
    'Pre-approved battery and import documents',
    'Activation-ready devices, configured before dispatch',
    'Returns, data wiping and refurbishment',
  ],
  timeline: [
    { phase: 'Compliance review', duration: '3 weeks', description: 'Import and battery rules checked in eight countries.' },
    { phase: 'Hub set-up', duration: '5 weeks', description: 'Bonded stock and device configuration in two hubs.' },
    { phase: 'Go-live', duration: '4 weeks', description: 'All countries shipping from the new hubs; returns loop live.' },
  ],
  longTermImpact:
    'Merchants go live within a week, refurbished terminals cut hardware purchases by a third, and the company entered two more countries without changing its logistics set-up.',
};
