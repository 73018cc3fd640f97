import type { UseCaseDetails } from '../use-case-summaries';

/** platform-peak-season: what its case-study page shows below the hero. */
export const details: UseCaseDetails = {
  heroSubtitle: 'Planning peak season twelve weeks ahead',
  challengeDescription:
    'Forecasts were shared with carriers days before events, so capacity was short exactly when it mattered. Warehouse staffing was planned on last year’s numbers and exceptions piled up faster than the team could handle them.',
  challenges: [
    { icon: 'TrendingUp', title: 'Volume spikes', description: 'Daily orders tripled on 9.9, 11.11 and 12.12.' },
    { icon: 'Truck', title: 'Carrier capacity', description: 'Carriers capped pickups during peak, leaving parcels on the floor.' },
    { icon: 'Clock', title: 'Backlog', description: 'A two-week backlog after the previous 11.11 event.' },
    { icon: 'Smartphone', title: 'Customer updates', description: 'Shoppers had no proactive delay notices during peak.' },
  ],
  solutions: [
    {
      title: '12-week peak plan',
      description: 'Forecasts shared with carriers and warehouses from 8-12 weeks before each event, with capacity committed by lane.',
      benefit: 'Capacity secured in advance',
    },
    {
      title: 'Overflow carriers on standby',
      description: 'Pre-integrated secondary carriers switched on automatically when primary capacity ran out.',
    },
    {
      title: 'Control tower war room',
      description: 'A 24/7 operations centre watching volumes, pickups and exceptions hour by hour during each event.',
      benefit: '2-hour exception response',
    },
    { title: 'Proactive notifications', description: 'Customers told about delays before they asked, cutting peak tickets.' },
  ],
  detailedMetrics: [
    { metric: '3x', label: 'Peak-day volume handled' },
    { metric: '99%', label: 'On-time delivery during events' },
    { metric: '0', label: 'Days of backlog after 11.11' },
    { metric: '-20%', label: 'Peak cost per parcel' },
  ],
};
