/**
 * The words of a case study below its hero: section headings,
 * the before/after chart's words, the challenge and result pair, the call to action and Explore
 * Services. Loaded with the body's code, not in a case study's first load (ADR 21).
 */
import { company } from '@meranti/platform';
import type { CaseStudyBodyContent } from './use-case-detail.schema';

export const caseStudyBodyContent: CaseStudyBodyContent = {
  keyResults: {
    eyebrow: 'Outcomes',
    heading: 'Key Results',
    intro: 'Measured against the baseline agreed with the client before the project started.',
  },
  keyResultsList: 'Key results',
  keyResultsChart: {
    caption: 'Before the project and after it',
    beforeLabel: 'Before',
    afterLabel: `With ${company.name}`,
    note: 'Percentage changes are drawn against a before of 100; the other figures as the client measured them.',
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
};
