/**
 * Front matter of the strategic guides (ADR 14): guide detail [docs/product-rules.md#articles-and-guides]. The
 * body is the Markdown under it. Checked by the Markdown plugin at build time; only the inferred
 * type reaches the browser.
 */
import { z } from 'zod';

const text = z.string().trim().min(1);

/** Guide categories [docs/product-rules.md#listings-and-filters], without "All". */
export const guideCategories = [
  'Digital Transformation',
  'Cost Management',
  'Operations',
  'Global Operations',
  'Vendor Management',
  'Automation',
] as const;

export const guideFrontmatterSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: text,
  subtitle: text,
  /** Also the page's meta description: 50–160 characters. */
  description: z.string().trim().min(50).max(160),
  category: z.enum(guideCategories),
  /** The detail page's own figures (85 pages, 60-90 minutes; docs/product-rules.md#articles-and-guides). */
  readTime: text,
  pages: z.number().int().positive(),
  audience: text,
  level: z.enum(['Beginner', 'Intermediate', 'Advanced']),
  publishDate: z.iso.date(),
  keyBenefits: z.array(text).min(3).max(6),
  topics: z.array(text).min(4).max(12),
  tags: z.array(text).min(2).max(8),
});

export type GuideFrontmatter = z.infer<typeof guideFrontmatterSchema>;
