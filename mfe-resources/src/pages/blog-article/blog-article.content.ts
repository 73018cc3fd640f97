import type { BlogArticleContent } from './blog-article.schema';

/** /blog/{id}: everything around the article (the article itself is Markdown in src/content/articles). */
export const blogArticleContent: BlogArticleContent = {
  back: 'Back to Blog',
  share: 'Share Article',
  copied: 'Link copied to clipboard!',
  copyPrompt: 'Copy the link to this article:',
  readTime: '{minutes} min read',
  tagsHeading: 'Tags',
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
