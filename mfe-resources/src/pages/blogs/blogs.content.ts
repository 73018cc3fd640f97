import type { BlogsContent } from './blogs.schema';

/** /resources/blogs. The articles themselves are Markdown in src/content/blog-posts. */
export const blogsContent: BlogsContent = {
  meta: {
    title: 'Logistics Blog: 4PL Strategy, Operations and Cost Management',
    description:
      'In-depth articles on 4PL strategy, logistics cost management and operations for brands and marketplaces shipping across Asia Pacific.',
    keywords: ['logistics blog', '4PL strategy', 'logistics cost management', 'supply chain operations Asia'],
  },
  hero: {
    pill: 'Meranti 4PL Blog',
    title: 'Logistics insights from',
    highlight: 'the people who run the networks',
    lead: 'Long-form analysis of total cost, operations and strategy for brands shipping across Southeast and East Asia — with the numbers behind every recommendation.',
    chipsLabel: 'Browse articles by category',
    visualAlt:
      'Three articles from the blog, each with its category’s cover: Cost Management in front of Operations and Industry Insights.',
  },
  categories: ['All', '4PL Strategy', 'Operations', 'Cost Management', 'International Expansion', 'Technology', 'Cost Recovery'],
  featured: {
    eyebrow: 'Editor’s picks',
    heading: 'Featured Articles',
    intro:
      'The two articles our clients ask us about most: what logistics really costs, and how to stop delivery problems turning into tickets.',
  },
  all: { eyebrow: 'Library', heading: 'All Articles', filterLabel: 'Filter articles by category' },
  empty: { title: 'No articles found in this category.', reset: 'View All Articles' },
  readTime: '{minutes} min read',
  featuredBadge: 'Featured',
  newsletter: {
    eyebrow: 'Newsletter',
    heading: 'Join 5,000+ subscribers getting weekly logistics insights',
    text: 'One email a week with new articles, benchmarks and playbooks from our strategy and operations teams. No spam; unsubscribe any time.',
    cta: 'Subscribe',
  },
};
