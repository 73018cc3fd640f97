/**
 * The resources area's Markdown content collections (ADR 14): each folder of `.md` files and the
 * zod schema its front matter must match. Read by the Markdown plugin in the client build, the
 * SSR build and Vitest (vite.config.ts, vitest.config.ts).
 */
import type { MarkdownCollection } from '../scripts/vite/markdown.ts';
import { articleFrontmatterSchema, blogPostFrontmatterSchema } from './src/content/frontmatter.schema.ts';
import { guideFrontmatterSchema } from './src/content/guide-frontmatter.schema.ts';

export const markdownCollections: readonly MarkdownCollection[] = [
  { name: 'blog post', dir: 'src/content/blog-posts', schema: blogPostFrontmatterSchema },
  { name: '/blog article', dir: 'src/content/articles', schema: articleFrontmatterSchema },
  { name: 'guide', dir: 'src/content/guides', schema: guideFrontmatterSchema },
];
