import type { BlogArticleClosingContent } from './blog-article.schema';

/**
 * /blog/{id} after the article (related articles, the call to action) and for an unknown id: copy
 * of the deferred sections, so it travels with their code, not the page's first load (ADR 21).
 */
export const blogArticleClosingContent: BlogArticleClosingContent = {
  relatedHeading: 'Related Articles',
  cta: {
    eyebrow: 'Talk to an expert',
    heading: 'Ready to optimize your logistics?',
    text: 'Our strategists will review your network and show you where cost, speed and service can improve — in a free 30-minute consultation.',
    primary: 'Get a Free Consultation',
    secondary: 'Browse More Articles',
  },
  notFound: {
    title: 'Article Not Found',
    text: "The article you're looking for doesn't exist.",
    back: 'Back to Blog',
    metaTitle: 'Article Not Found',
    metaDescription:
      'The article you are looking for does not exist. Browse the Meranti 4PL blog for logistics insights, technology and cost optimization.',
  },
};
