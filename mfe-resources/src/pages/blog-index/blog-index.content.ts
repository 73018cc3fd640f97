import type { BlogIndexContent } from './blog-index.schema';

/** /blog. The articles themselves are Markdown in src/content/articles. */
export const blogIndexContent: BlogIndexContent = {
  meta: {
    title: 'Blog: Logistics Insights, Technology and Cost Optimization',
    description:
      'Articles on logistics technology, cost optimization, operations and trends for e-commerce brands and marketplaces in Southeast Asia.',
    keywords: ['logistics insights', 'supply chain technology', 'freight cost optimization', 'e-commerce logistics trends'],
  },
  hero: {
    pill: 'Insights',
    title: 'Logistics insights for',
    highlight: 'growing brands',
    lead: 'Practical articles on carrier strategy, technology, cost and operations across Southeast Asia, written by the teams that run our clients’ networks.',
    visualAlt: 'Three articles from the blog, each with its category’s cover: Industry Insights in front of Technology and Trends.',
  },
  search: { label: 'Search articles', placeholder: 'Search articles...' },
  categories: ['All', 'Industry Insights', 'Technology', 'Cost Optimization', 'Operations', 'Trends'],
  filterLabel: 'Filter articles by category',
  featured: { heading: 'Featured Article', badge: 'Featured', read: 'Read Article' },
  latest: { heading: 'Latest Articles', resultsHeading: 'Articles' },
  empty: { title: 'No articles found', text: 'Try adjusting your search terms or category filter.' },
  readTime: '{minutes} min read',
  topics: {
    heading: 'Popular Topics',
    items: [
      { label: 'Cost Optimization', count: 15, query: 'cost' },
      { label: 'E-commerce Scaling', count: 12, query: 'e-commerce' },
      { label: 'Transportation', count: 18, query: 'freight' },
      { label: 'Analytics & KPIs', count: 9, query: 'KPIs' },
    ],
    countLabel: '{count} articles',
  },
  newsletter: {
    heading: 'Stay ahead of the curve',
    text: 'Get new articles, benchmarks and playbooks in your inbox every week. Join 5,000+ logistics and supply chain leaders.',
    cta: 'Subscribe',
    prompt: 'Enter your email address to subscribe to our newsletter:',
    thanks: "Thank you for subscribing! We'll be in touch soon.",
    failedTitle: 'We could not sign you up',
    failedText: 'Our server could not be reached. Please try again in a moment.',
  },
};
