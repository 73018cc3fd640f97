import type { BlogPostClosingContent } from './blog-post.schema';

/**
 * /resources/blogs/{slug} beside and after the post (the sidebar, related posts, the call to action) and for an unknown
 * slug: copy of the deferred sections, so it travels with their code, not the page's first load
 * (ADR 21).
 */
export const blogPostClosingContent: BlogPostClosingContent = {
  sidebar: {
    newsletter: {
      heading: 'Get Weekly Insights',
      text: 'Practical logistics strategy for Asia Pacific in your inbox every week, read by 5,000+ supply chain leaders.',
      cta: 'Subscribe',
    },
    quickStats: {
      heading: 'Quick Stats',
      stats: [
        { value: '18%', label: 'Average cost reduction' },
        { value: '500+', label: 'Companies helped' },
        { value: '6 months', label: 'Average implementation' },
      ],
    },
  },
  relatedHeading: 'Related Articles',
  cta: {
    eyebrow: 'Free consultation',
    heading: 'Put these numbers to work in your own network',
    text: 'Book a 30-minute consultation with our logistics strategists. We will review your lanes, carriers and invoices and show you where the savings are.',
    primary: 'Schedule a Consultation',
    secondary: 'More Articles',
  },
  notFound: {
    title: 'Blog Post Not Found',
    text: "The blog post you're looking for doesn't exist.",
    back: 'Back to Blog',
    metaTitle: 'Blog Post Not Found',
    metaDescription:
      'The blog post you are looking for does not exist. Browse the Meranti 4PL blog for logistics strategy and operations articles.',
  },
};
