/**
 * The words around every case study [000 §2 "Case-study detail pages", §4, §8]: section headings,
 * the call to action, the two closing links and the generic page's states. The records
 * themselves are the shared use-case module's (@meranti/platform/use-cases) or the API's.
 */
import { company } from '@meranti/platform';
import type { CaseStudyView } from '../../components/case-study/case-study-view';
import type { CaseStudyContent } from './use-case-detail.schema';

/** A case study's head: its title, and its result (else its lead) as the description. */
export const caseStudyMeta = (study: Pick<CaseStudyView, 'title' | 'result' | 'lead'>) => ({
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
      entertainment: 'A stage truss with two spotlights over a flight case, on a lane across the region.',
      fashion: 'A clothes hanger with a price tag above a parcel, on a lane across the region.',
      luxury: 'A gift box tied with a ribbon and sealed as checked, on a lane across the region.',
      wine: 'A wine bottle, a glass and a thermometer for temperature control, on a lane across the region.',
      marketplace: 'Several storefronts whose parcels join into one shipment, on a lane across the region.',
      platform: 'A parcel in front of a volume spike on a sales day, on a lane across the region.',
      healthcare: 'A medical case with a cross and a snowflake for the cold chain, on a lane across the region.',
      network: 'A hub with lanes to four markets, on a lane across the region.',
    },
    keyResults: {
      eyebrow: 'Outcomes',
      heading: 'Key Results',
      intro: 'Measured against the baseline agreed with the client before the project started.',
    },
    challenge: { eyebrow: 'Where they started', heading: 'The Challenge' },
    solution: {
      eyebrow: 'What we did',
      heading: 'The Solution',
      intro: 'Designed, run and measured by one accountable team, on the same platform and partner network our other clients use.',
    },
    pair: {
      intro: { eyebrow: 'At a glance', heading: 'From Challenge to Result' },
      challengeLabel: 'Challenge',
      resultLabel: 'Result',
    },
    cta: {
      eyebrow: 'Your logistics next',
      heading: 'Facing a similar challenge?',
      text: 'Tell us where your logistics hurts today. We will show you what changed for companies like yours, and what it could mean in your markets.',
      primary: { label: 'Book a Free Consultation', route: 'contact', hash: 'form' },
      note: 'No cost and no commitment. We reply within 24 hours.',
    },
    exploreServices: { label: 'Explore Services', route: 'services' },
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
