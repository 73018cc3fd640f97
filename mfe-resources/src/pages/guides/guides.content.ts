/** Guides listing copy and the guide list [docs/product-rules.md#listings-and-filters]. */
import type { GuidesContent } from './guides.schema';

export const guidesContent: GuidesContent = {
  meta: {
    title: 'Strategic Logistics Guides',
    description:
      'In-depth strategic guides for logistics, procurement and finance leaders in Asia Pacific: freight negotiation, cost management and 4PL operations.',
  },
  hero: {
    eyebrow: 'Strategic guides',
    icon: 'BookOpen',
    headingLead: 'Playbooks for',
    headingHighlight: 'smarter logistics',
    intro:
      'In-depth guides written by our logistics and procurement specialists in Singapore: the tactics, templates and benchmarks we use with clients across Southeast Asia and APAC, free to download.',
    primary: { label: 'Browse Guides', route: 'guides', hash: 'all-guides' },
    secondary: { label: 'Talk to an Expert', route: 'contact' },
    visualAlt:
      'A playbook open at chapter 1, why freight spend leaks: extras, billing errors and spot bookings adding 6–12% on top of the contracted rate.',
  },
  heroChipsLabel: 'Popular guide categories',
  heroChipCount: 5,
  categories: ['All', 'Digital Transformation', 'Cost Management', 'Operations', 'Global Operations', 'Vendor Management', 'Automation'],
  featured: {
    eyebrow: 'Editor’s pick',
    heading: 'Featured Strategic Guides',
    intro: 'The guides logistics and procurement leaders download most.',
  },
  all: {
    eyebrow: 'Library',
    heading: 'All Strategic Guides',
    intro: 'Filter by category to find the playbook for the problem in front of you.',
    anchor: 'all-guides',
    filterLabel: 'Filter guides by category',
    categoryHeading: '{category} Guides',
  },
  labels: { pages: 'pages', view: 'View Guide', featured: 'Featured' },
  guides: [
    {
      id: 1,
      slug: 'freight-spend-negotiation-tactics',
      title: "Freight Spend Leaks: 10 Negotiation Tactics that Don't Hurt SLAs",
      description:
        'Find the 6-12% of freight spend that leaks through accessorials, billing errors and off-contract bookings, then negotiate better carrier terms without losing on-time delivery.',
      category: 'Cost Management',
      level: 'Advanced',
      pages: 35,
      readTime: '45-60 min',
      featured: true,
    },
  ],
  empty: {
    title: 'Strategic Guides Coming Soon',
    text: 'Our specialists are writing guides for this category now. Leave your details and we will send them to you the day they are published.',
    cta: { label: 'Get Notified When Available', route: 'contact' },
  },
  sample: {
    eyebrow: 'Sample chapter',
    heading: 'Preview: why freight spend leaks',
    intro: 'A taste of what is inside, from the opening chapter of our most popular guide.',
    guideSlug: 'freight-spend-negotiation-tactics',
    chapter: 'Chapter 1 · Why freight spend leaks',
    paragraphs: [
      'Most shippers we meet in Singapore, Malaysia, Indonesia and Vietnam believe their freight rates are competitive — and often they are. The money is rarely lost in the headline rate. It leaks around it: in accessorial charges nobody approved, in invoices that do not match the contract, and in urgent bookings made off-contract.',
      'Across the freight audits we run for clients, those leaks add up to 6-12% of total freight spend. On a US$10 million freight budget, that is up to US$1.2 million a year, before a single rate is renegotiated.',
    ],
    points: [
      'Accessorial charges billed “at cost” and never checked',
      'Invoices that do not match the contracted rate',
      'Urgent bookings made off-contract',
      'Shipments sent on the wrong mode for lack of planning',
    ],
    read: 'Read the Full Guide',
    downloadAll: { label: 'Download All Guides', route: 'contact' },
  },
  closing: {
    eyebrow: 'Put the guides to work',
    heading: 'Turn a playbook into savings',
    text: 'Our specialists will walk through your freight data with you and show which tactics pay back first in your network.',
    points: ['Free 30-minute consultation', 'Your data, reviewed by a specialist'],
    primary: { label: 'Schedule Consultation', route: 'contact' },
    secondary: { label: 'View All Resources', route: 'resources' },
  },
};
