import type { BlogPostContent } from './blog-post.schema';

/**
 * /resources/blogs/{slug}: the words around the post's head, body and sidebar (the post itself is
 * Markdown in src/content/blog-posts; what comes after it is in blog-post.closing.content.ts).
 */
export const blogPostContent: BlogPostContent = {
  back: 'Back to Blog',
  share: 'Share',
  copied: 'Link copied to clipboard!',
  copyPrompt: 'Copy the link to this article:',
  readTime: '{minutes} min read',
  tagsHeading: 'Tags',
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
};
