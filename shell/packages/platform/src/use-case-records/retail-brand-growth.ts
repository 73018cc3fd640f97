import type { UseCaseDetails } from '../use-case-summaries';

/** retail-brand-growth: what its case-study page shows below the hero. */
export const details: UseCaseDetails = {
  heroSubtitle: 'Fragile, regulated and temperature-sensitive, delivered at e-commerce speed',
  challengeDescription:
    'The retailer relied on a single courier that charged fragile surcharges on every bottle, left parcels in tropical heat and could not verify age at the door. Breakage of 3% wiped out the margin on many orders, and customers waited up to five days.',
  challenges: [
    { icon: 'AlertTriangle', title: 'Breakage', description: '3% of orders arrived broken, refunded at full value.' },
    { icon: 'Zap', title: 'Heat exposure', description: 'Parcels spent hours in vans above 35 °C.' },
    { icon: 'Users', title: 'Age verification', description: 'Regulations required an ID check at delivery for every order.' },
    { icon: 'Clock', title: 'Slow delivery', description: 'Three to five days, against competitors offering next day.' },
  ],
  solutions: [
    {
      title: 'Certified packaging',
      description: 'Moulded pulp shippers tested for drops, sized to cut dimensional weight.',
      benefit: 'Breakage down to 0.2%',
    },
    {
      title: 'Temperature-aware routing',
      description: 'Climate-controlled storage and routes planned to keep parcels out of the midday heat.',
    },
    {
      title: 'ID-check delivery partners',
      description: 'Couriers equipped to verify age and return undeliverable orders the same day.',
      benefit: 'Full compliance',
    },
    { title: 'Same-day zones', description: 'Forward stock in two cities with same-day delivery for orders before 2 pm.' },
  ],
  detailedMetrics: [
    { metric: '+140%', label: 'Online sales growth in 12 months' },
    { metric: '0.2%', label: 'Breakage, down from 3%' },
    { metric: '-18%', label: 'Delivery cost per order' },
    { metric: '100%', label: 'Deliveries with age verification' },
  ],
};
