/** /case-studies page copy [docs/product-rules.md#case-studies]; the stories are in stories.content.ts. */
import type { CaseStudyIndexContent } from './case-study-index.schema';

export const caseStudyIndexContent: CaseStudyIndexContent = {
  meta: {
    title: 'Customer Success Stories',
    description:
      'How e-commerce brands, manufacturers, retailers and technology companies cut logistics cost and delivery times with Meranti 4PL: six success stories.',
  },
  hero: {
    eyebrow: 'Success stories',
    icon: 'Award',
    headingLead: 'Logistics results our clients',
    headingHighlight: 'can measure',
    intro:
      'Six anonymised stories from companies across Asia Pacific: the problem they brought us, what we changed together, and the before-and-after figures a year on.',
    primary: { label: 'Get Similar Results', route: 'contact' },
    secondary: { label: 'Explore Resources', route: 'resources' },
    visualAlt:
      'A success story’s first-year results, before and after: cost per order from S$8.40 to S$6.47, order to door from 4.1 to 2.4 days and late deliveries from 9% to 0.9%.',
  },
  filterLabel: 'Filter success stories by industry',
  industries: ['All', 'E-commerce', 'Manufacturing', 'Retail', 'Healthcare', 'Technology'],
  stats: {
    label: 'What our clients achieve',
    figures: [
      { value: '15-25%', label: 'average cost savings' },
      { value: '50-70%', label: 'time reduction' },
      { value: '99%+', label: 'accuracy' },
      { value: '95%+', label: 'satisfaction' },
    ],
  },
  featured: { eyebrow: 'Featured story', resultsLabel: 'Headline results', readStory: 'Read the Full Story' },
  more: { eyebrow: 'More stories', heading: 'More success stories', readStory: 'Read story' },
  empty: {
    title: 'No case studies found',
    text: 'We have no published story for this industry yet. Ask us for a reference client in your sector.',
    reset: 'Show All Industries',
  },
  labels: { size: 'Company size', duration: 'Duration' },
  byIndustry: {
    eyebrow: 'Success by industry',
    heading: 'Results we deliver in every sector',
    intro: 'Typical improvements across our client base, by industry.',
    cards: [
      {
        industry: 'E-commerce',
        icon: 'Package',
        value: '20-25%',
        label: 'lower cost per order',
        text: 'One fulfilment network, lane-by-lane carriers and delivery promises kept at peak.',
      },
      {
        industry: 'Manufacturing',
        icon: 'Cog',
        value: '15-18%',
        label: 'lower freight spend',
        text: 'Consolidated tenders, indexed contracts and every invoice audited.',
      },
      {
        industry: 'Retail',
        icon: 'Store',
        value: '35%+',
        label: 'fewer store stock-outs',
        text: 'Sales-driven replenishment and bulky-item delivery in booked slots.',
      },
      {
        industry: 'Healthcare',
        icon: 'ShieldCheck',
        value: '99.5%',
        label: 'temperature compliance',
        text: 'GDP-compliant cold chain partners and full chain of custody for medical goods.',
      },
      {
        industry: 'Technology',
        icon: 'Smartphone',
        value: '50%+',
        label: 'faster time to customer',
        text: 'Bonded regional stock, pre-cleared customs and secure, tracked distribution.',
      },
    ],
  },
  closing: {
    eyebrow: 'Your results next',
    heading: 'Ready to write your own success story?',
    text: 'Tell us where your logistics hurts today. We will show you comparable results and what it would take to get there.',
    points: ['Free network assessment', 'Reference clients in your industry'],
    primary: { label: 'Start Your Success Story', route: 'contact' },
    secondary: { label: 'Explore Resources', route: 'resources' },
  },
};
