/** Resources hub copy (/resources; docs/product-rules.md#routes). Featured items come from each library's own content. */
import type { HubContent } from './hub.schema';

export const hubContent: HubContent = {
  meta: {
    title: 'Logistics Resources',
    description:
      'Free logistics resources from Meranti 4PL: ROI calculators, strategic guides, blog articles and case studies for supply chain leaders in Asia Pacific.',
  },
  hero: {
    eyebrow: 'Resources',
    icon: 'Layers',
    headingLead: 'Everything you need to',
    headingHighlight: 'build the business case',
    intro:
      'Calculators to size the savings, guides with the tactics, articles on what is changing in Asia Pacific logistics, and case studies with the results — all free, from the team that runs 4PL networks every day.',
    primary: { label: 'Explore Resources', route: 'resources', hash: 'resource-types' },
    secondary: { label: 'Talk to Sales', route: 'contact' },
    visualAlt:
      'The library in one picture: the ROI calculator’s savings against cost with payback in 3.0 months, a strategic guide and an Industry Insights article.',
  },
  kinds: {
    eyebrow: 'Browse by type',
    heading: 'Four ways to get started',
    intro: 'Pick the format that fits the question you are working on.',
    items: [
      {
        id: 'calculators',
        title: 'ROI Calculators',
        description: 'Put in your own figures and see the savings, ROI and payback of a managed 4PL model in minutes.',
        icon: 'Calculator',
        link: { label: 'Open the Calculators', route: 'calculators' },
      },
      {
        id: 'guides',
        title: 'Strategic Guides',
        description: 'In-depth playbooks on freight negotiation, cost management and 4PL operations, written by our specialists.',
        icon: 'BookOpen',
        link: { label: 'Browse the Guides', route: 'guides' },
      },
      {
        id: 'blogs',
        title: 'Blog',
        description: 'Long-form articles on total cost of ownership, exception management and expanding across Asia Pacific.',
        icon: 'FileText',
        link: { label: 'Read the Blog', route: 'blogs' },
        alternative: { label: 'Latest articles', route: 'blogIndex' },
      },
      {
        id: 'case-studies',
        title: 'Case Studies',
        description: 'Anonymised results from brands, manufacturers and marketplaces that moved to a 4PL model.',
        icon: 'Award',
        link: { label: 'See the Case Studies', route: 'resourceCaseStudies' },
        alternative: { label: 'Success stories', route: 'caseStudyIndex' },
      },
    ],
  },
  featured: {
    eyebrow: 'Featured',
    heading: 'Popular right now',
    intro: 'A few of the resources logistics and procurement leaders use most.',
    calculatorsHeading: 'Calculators',
    guidesHeading: 'Guides',
    blogsHeading: 'From the blog',
    caseStudiesHeading: 'Case studies',
    readTime: '{minutes} min read',
    covers: { guides: 'Cost Management', blogs: 'Operations', caseStudies: 'Fashion & Retail' },
  },
  sales: {
    eyebrow: 'Talk to sales',
    heading: 'Prefer to talk it through?',
    intro: 'Our Singapore team answers within one business day and can walk you through any of these resources with your own data.',
    contact: { label: 'Send Us an Enquiry', route: 'contact' },
    emailLabel: 'Email sales',
    phoneLabel: 'Call us',
    hoursLabel: 'Opening hours',
  },
};
