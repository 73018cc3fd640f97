import type { BlogArticleContent } from './blog-article.schema';

/**
 * /blog/{id}: the words around the article's head and body (the article itself is Markdown in
 * src/content/articles; what comes after it is in blog-article.closing.content.ts).
 */
export const blogArticleContent: BlogArticleContent = {
  back: 'Back to Blog',
  share: 'Share Article',
  copied: 'Link copied to clipboard!',
  copyPrompt: 'Copy the link to this article:',
  readTime: '{minutes} min read',
  tagsHeading: 'Tags',
};
