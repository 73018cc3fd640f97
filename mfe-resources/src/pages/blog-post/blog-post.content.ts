import type { BlogPostContent } from './blog-post.schema';

/**
 * /resources/blogs/{slug}: the words around the post's head and body (the post itself is
 * Markdown in src/content/blog-posts; the sidebar and what comes after it are in blog-post.closing.content.ts).
 */
export const blogPostContent: BlogPostContent = {
  back: 'Back to Blog',
  share: 'Share',
  copied: 'Link copied to clipboard!',
  copyPrompt: 'Copy the link to this article:',
  readTime: '{minutes} min read',
  tagsHeading: 'Tags',
};
