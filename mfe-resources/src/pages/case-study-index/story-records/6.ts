import type { StoryDetails } from '../story-heads';

/** Success story 6: what its page shows below the hero (/case-studies/6). */
export const details: StoryDetails = {
  challenge: 'High-value electronics moved through six markets with theft, damage and no shipment visibility.',
  metrics: [
    { label: 'Losses in transit per year', before: 'US$640K', after: 'US$51K', improvement: '92% lower' },
    { label: 'Shipments with live tracking', before: '35%', after: '100%', improvement: 'Every shipment' },
    { label: 'Replenishment lead time', before: '9 days', after: '6 days', improvement: '35% faster' },
  ],
  testimonial:
    'We used to find out about a missing pallet from an angry customer. Now we know where every pallet is, and very few go missing.',
  clientName: 'VP Supply Chain',
  clientTitle: 'Consumer electronics distributor, Asia Pacific',
  featured: false,
  overview:
    'A distributor of smartphones, laptops and accessories supplying retailers in Singapore, Malaysia, Indonesia, Thailand, Vietnam and the Philippines.',
  detailedChallenge:
    'Each market used local transport providers chosen on price. High-value pallets were opened in transit, damage claims took months, and the distributor could not see where a shipment was until it arrived or did not.',
  implementationStory:
    'We rebuilt the network on vetted secure carriers and TAPA-certified warehouses, sealed and tracked every pallet, and brought all six markets into one control tower with alerts on delay, route deviation and door opening.',
  keyFeatures: [
    'Vetted secure carriers and TAPA-certified sites',
    'Sealed, tracked pallets with door sensors',
    'One control tower for six markets',
    'Claims handled within 30 days',
    'Monthly security and service review',
  ],
  timeline: [
    { phase: 'Risk assessment', duration: '4 weeks', description: 'Loss history and routes analysed per market.' },
    { phase: 'Carrier vetting', duration: '6 weeks', description: 'Secure carriers selected and audited.' },
    { phase: 'Rollout', duration: '12 weeks', description: 'Markets moved one by one to the new network.' },
    { phase: 'Managed service', duration: 'Ongoing', description: 'Control tower and monthly reviews.' },
  ],
  longTermImpact:
    'Lower losses brought the insurance premium down by almost a third, and two global brands named the distributor their preferred partner for the region.',
};
