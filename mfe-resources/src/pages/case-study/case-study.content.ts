/** /case-studies/{id} labels and closing call to action. */
import type { CaseStudyContent } from './case-study.schema';

export const caseStudyContent: CaseStudyContent = {
  descriptionSuffix: 'A Meranti 4PL success story with before-and-after figures.',
  back: 'All Success Stories',
  labels: {
    industry: 'Industry',
    size: 'Company size',
    duration: 'Duration',
    overview: 'Overview',
    results: 'Headline results',
    challenge: 'The Challenge',
    solution: 'The Solution',
    timeline: 'Implementation Timeline',
    keyFeatures: 'Key Features',
    metrics: 'Before and After',
    metricsTable: 'Before and after figures, metric by metric',
    metricColumns: { before: 'Before', after: 'After', improvement: 'Improvement' },
    testimonial: 'In the client’s words',
    longTermImpact: 'Long-Term Impact',
  },
  readNext: { label: 'Read Next Success Story' },
  closing: {
    eyebrow: 'Similar challenge?',
    heading: 'Let’s talk about your supply chain',
    text: 'Book a free consultation: we will review your network and show you where results like these are within reach.',
    points: ['Free 30-minute consultation', 'No obligation'],
    primary: { label: 'Schedule Consultation', route: 'contact' },
    secondary: { label: 'More Success Stories', route: 'caseStudyIndex' },
  },
};
