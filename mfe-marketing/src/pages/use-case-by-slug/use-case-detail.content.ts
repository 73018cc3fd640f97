/**
 * The words of every case study's hero and of the generic page's states
 * (docs/product-rules.md#case-studies): in a case study's first load; the words below the hero
 * are in ./use-case-detail.body.content.ts. The records themselves are the shared use-case module's
 * (@meranti/platform/use-cases) or the API's.
 */
import { company } from '@meranti/platform';
import type { CaseStudyHeroView } from '../../components/case-study/case-study-hero-view';
import type { CaseStudyContent } from './use-case-detail.schema';

/** A case study's head: its title, and its result (else its lead) as the description. */
export const caseStudyMeta = (study: Pick<CaseStudyHeroView, 'title' | 'result' | 'lead'>) => ({
  title: study.title,
  description: study.result ?? study.lead ?? study.title,
});

export const caseStudyContent: CaseStudyContent = {
  copy: {
    caseStudyLabel: 'Case Study',
    heroPrimary: { label: 'Discuss a Similar Project', route: 'contact', hash: 'form' },
    industryLabel: 'Industry',
    tagsLabel: 'Topics',
    coverAlt: {
      entertainment: 'A stage truss with two spotlights over a flight case.',
      fashion: 'A clothes hanger with a price tag above a parcel.',
      luxury: 'A gift box tied with a ribbon and sealed as checked.',
      wine: 'A wine bottle, a glass and a thermometer for temperature control.',
      marketplace: 'Several storefronts whose parcels join into one shipment.',
      platform: 'A parcel in front of a volume spike on a sales day.',
      healthcare: 'A medical case with a cross and a snowflake for the cold chain.',
      network: 'A hub with lanes to four markets.',
    },
    backToUseCases: { label: 'Back to Use Cases', route: 'useCases' },
    loading: 'Loading case study...',
    notFound: 'Case study not found',
  },
  meta: {
    title: 'Case Study — Logistics Results in Southeast Asia',
    description: `How a ${company.name} client cut logistics cost, scaled across markets or unified its carriers: the challenge, the solution and the results.`,
  },
  notFoundMeta: {
    title: 'Case Study Not Found',
    description: `This case study does not exist or is no longer available. Browse every use case and case study of ${company.name} instead.`,
  },
};
