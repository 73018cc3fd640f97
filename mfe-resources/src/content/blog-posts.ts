/**
 * The /resources/blogs articles: front matter and word counts from the Markdown files in
 * ./blog-posts (checked by the build against `blogPostFrontmatterSchema`); bodies are lazy
 * chunks read with `readBody(blogPostBodyKey(slug))`.
 */
import type { MarkdownDocument, MarkdownMeta } from '@meranti/contract/markdown';
import type { BlogPostFrontmatter } from './frontmatter.schema';
import { registerBodies } from './markdown-bodies';

export interface BlogPost extends BlogPostFrontmatter {
  readonly wordCount: number;
}

// The build checked each file's front matter with the collection's schema (content.config.ts).
const metas = import.meta.glob<MarkdownMeta<BlogPostFrontmatter>>('./blog-posts/*.md', { query: '?meta', import: 'default', eager: true });
registerBodies('blog-posts/', import.meta.glob<MarkdownDocument>('./blog-posts/*.md', { import: 'default' }));

/**
 * Newest first. ISO dates order as plain strings; `localeCompare` would start ICU's collator, about
 * 80 ms on a phone when the module loads (ADR 21 §7).
 */
export const blogPosts: readonly BlogPost[] = Object.values(metas)
  .map((m) => ({ ...m.frontmatter, wordCount: m.wordCount }))
  .sort((a, b) => (a.publishDate < b.publishDate ? 1 : a.publishDate > b.publishDate ? -1 : 0));

export const blogPostBySlug = (slug: string | undefined): BlogPost | undefined => blogPosts.find((p) => p.slug === slug);

/** The body's key: the file is named after the slug. */
export const blogPostBodyKey = (slug: string): string => `blog-posts/${slug}`;

/** Up to 3 related posts [docs/product-rules.md#articles-and-guides]: the post's own list, in order. */
export const relatedBlogPosts = (post: BlogPost): readonly BlogPost[] =>
  post.relatedPosts.flatMap((slug) => blogPostBySlug(slug) ?? []).slice(0, 3);
