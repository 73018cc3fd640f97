import type { CaseStudiesContent } from './case-studies.schema';

/** What the page's first load needs of its copy (ADR 21); the rest is in ./case-studies.content.ts. */
export const caseStudiesHead: Pick<CaseStudiesContent, 'meta' | 'hero' | 'heroChipsLabel' | 'heroChipCount' | 'library' | 'industries'> = {
  meta: {
    title: 'Logistics Case Studies',
    description:
      'Six anonymised 4PL case studies from fashion, manufacturing, e-commerce, marketplace, technology and luxury retail shippers across Southeast Asia and APAC.',
  },
  hero: {
    eyebrow: 'Customer success stories',
    icon: 'Award',
    headingLead: 'Real results from',
    headingHighlight: 'real supply chains',
    intro:
      'How brands, manufacturers and marketplaces across Southeast Asia and APAC cut logistics cost, sped up delivery and scaled into new markets with a managed 4PL model — with the figures to show for it.',
    primary: { label: 'Browse Case Studies', route: 'resourceCaseStudies', hash: 'case-study-library' },
    secondary: { label: 'Discuss Your Challenge', route: 'contact' },
    visualAlt:
      'A success story’s first-year results, before and after: cost per order from S$8.40 to S$6.47, order to door from 4.1 to 2.4 days and late deliveries from 9% to 0.9%.',
  },
  heroChipsLabel: 'Jump to an industry',
  heroChipCount: 4,
  library: {
    eyebrow: 'Case study library',
    heading: 'Filter by industry',
    intro:
      'Each study sets out the challenge, what we changed and the measured result. Download any of them as a PDF to share with your team.',
    anchor: 'case-study-library',
    filterLabel: 'Filter case studies by industry',
    labels: { challenge: 'Challenge', solution: 'Solution', results: 'Key results', timeline: 'Timeline', download: 'Download Case Study' },
  },
  industries: ['All', 'Fashion & Retail', 'Manufacturing', 'E-commerce', 'Marketplace', 'Technology', 'Luxury Retail'],
};
