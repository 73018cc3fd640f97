import type { UseCaseDetails } from '../use-case-summaries';

/** fashion-marketplace-expansion: what its case-study page shows below the hero. */
export const details: UseCaseDetails = {
  heroSubtitle: 'From one market to five before the holiday season',
  challengeDescription:
    'Sellers shipped from their own premises with whichever courier they chose, so delivery promises varied from two days to two weeks. Returns, a third of fashion orders, had no process across borders, and the team had no time to negotiate with last-mile providers in four new countries.',
  challenges: [
    {
      icon: 'Globe',
      title: 'Four markets at once',
      description: 'Customs, duties and last-mile networks differed in every target country.',
    },
    {
      icon: 'Truck',
      title: 'Inconsistent seller shipping',
      description: 'Hundreds of sellers, dozens of couriers and no common delivery promise.',
    },
    { icon: 'Package', title: 'Fashion returns', description: 'Return rates above 30% with no cross-border reverse logistics in place.' },
    { icon: 'Clock', title: 'Fixed deadline', description: 'The launch had to be live before the 11.11 and year-end campaigns.' },
  ],
  solutions: [
    {
      title: 'Regional hub with cross-docking',
      description: 'Seller parcels consolidated at one Singapore hub and line-hauled daily to each market.',
      benefit: 'One pickup, one promise',
    },
    {
      title: 'Pre-vetted last-mile partners',
      description: 'Two last-mile partners per country, chosen from a vetted network and integrated by API in weeks.',
      benefit: 'Live in 90 days',
    },
    {
      title: 'Duties and clearance built in',
      description: 'Delivered-duty-paid checkout with clearance handled by the 4PL.',
      benefit: 'No surprise charges for shoppers',
    },
    {
      title: 'Local returns consolidation',
      description: 'Returns collected in-country and consolidated monthly, or resold locally where sellers allowed.',
    },
  ],
  detailedMetrics: [
    { metric: '90 days', label: 'From kick-off to four live markets' },
    { metric: '3.2x', label: 'Growth in monthly orders' },
    { metric: '4 days', label: 'Average delivery time, down from 9' },
    { metric: '35%', label: 'Lower return handling cost' },
  ],
};
