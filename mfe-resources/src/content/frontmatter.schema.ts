/**
 * Front matter of the Markdown content collections (ADR 14). The build checks every `.md` file
 * against its collection's schema (scripts/vite/markdown.ts, collections in
 * mfe-resources/content.config.ts): a missing or malformed field fails the build naming the file.
 * Only the inferred types reach the browser.
 */
import { z } from 'zod';
import { articleCategories, blogCategories } from './categories.ts';

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
/** Page descriptions: 50–160 characters (the site check's rule for meta descriptions). */
const description = z.string().trim().min(50).max(160);
const isoDate = z.iso.date({ message: 'must be an ISO date (YYYY-MM-DD)' });
const tags = z.array(text).min(1).max(8);

/** A /resources/blogs article [docs/product-rules.md#articles-and-guides]. */
export const blogPostFrontmatterSchema = z.strictObject({
  id: z.number().int().positive(),
  slug,
  title: text,
  excerpt: text.max(320),
  description,
  author: text,
  authorTitle: text,
  /** Minutes. */
  readTime: z.number().int().min(1).max(60),
  category: z.enum(blogCategories),
  publishDate: isoDate,
  featured: z.boolean(),
  tags,
  keywords: z.array(text).min(1),
  /** Slugs of related posts; at most 3 are shown [docs/product-rules.md#articles-and-guides]. */
  relatedPosts: z.array(slug).max(3),
});
export type BlogPostFrontmatter = z.infer<typeof blogPostFrontmatterSchema>;

/** A /blog article [all eight have bodies; docs/product-rules.md#articles-and-guides]. */
export const articleFrontmatterSchema = z.strictObject({
  id: z.string().regex(/^[1-9]\d*$/, 'must be a positive whole number, as text'),
  title: text,
  excerpt: text.max(320),
  description,
  category: z.enum(articleCategories),
  author: text,
  authorTitle: text,
  publishDate: isoDate,
  /** Minutes. */
  readTime: z.number().int().min(1).max(60),
  tags,
  featured: z.boolean(),
  /** Ids of related articles. */
  related: z
    .array(z.string().regex(/^[1-9]\d*$/))
    .min(1)
    .max(3),
});
export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;
