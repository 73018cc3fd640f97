/**
 * Use-case listing (/use-cases) [docs/product-rules.md#listings-and-filters]: the filter buttons, the cards
 * (the shared case-study records from `@meranti/platform/use-cases`) and a closing link to
 * /contact. Only the page's own copy lives here.
 */
import { company } from '@meranti/platform';
import type { UseCasesContent } from './use-cases.schema';

export const useCasesContent: UseCasesContent = {
  meta: {
    title: 'Use Cases and Case Studies: 4PL Results in Asia Pacific',
    description:
      'Case studies of brands, marketplaces and distributors that cut logistics cost, scaled for peak and expanded across Southeast Asia with a 4PL partner.',
  },

  hero: {
    eyebrow: 'Use cases',
    title: 'Real results from',
    highlight: 'real supply chains',
    lead: `How brands, marketplaces and distributors across Asia Pacific work with ${company.name}: the problem they brought, what changed and the figures that moved. Clients are described, never named.`,
    primary: { label: 'Discuss Your Challenge', route: 'contact', hash: 'form' },
    assurances: ['Anonymised client results', 'Figures measured after go-live', 'Brands, marketplaces and distributors'],
  },

  visual: {
    alt: 'A map of Southeast Asia pinned with client results: 3.2x orders, 27% lower logistics cost, 60% faster customs clearance, 140% more online sales and 99% on time at peak.',
  },

  list: {
    intro: {
      eyebrow: 'Case studies',
      heading: 'Browse by challenge',
      intro: 'Filter by the kind of problem you are solving. Each card shows the challenge, the outcome and three headline figures.',
    },
    filterLabel: 'Filter case studies by category',
    filters: ['All', 'Ecommerce', 'Marketplace', 'Cost Optimization', 'Scaling', 'International'],
    countOne: 'Showing {count} case study',
    countMany: 'Showing {count} case studies',
    empty: 'No case studies in this category yet. Choose All to see every case study.',
    labels: { tags: 'Tags', challenge: 'Challenge', result: 'Result', metrics: 'Key figures' },
    detailLink: 'Read the Case Study',
    detailContext: 'about',
  },

  cta: {
    eyebrow: 'Your supply chain next',
    heading: 'Facing a similar challenge?',
    text: 'Tell us where your logistics hurts today. A solutions lead will map your network and come back with the savings and service levels a 4PL could reach for you.',
    primary: { label: 'Talk to Our Team', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore Services', route: 'services' },
  },
};
