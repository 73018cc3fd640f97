/** Copy of /resources/blogs [docs/product-rules.md#listings-and-filters]; parsed at prerender (content.check.ts). */
import { z } from 'zod';
import { ALL, blogCategories } from '../../content/categories';

const text = z.string().trim().min(1);

export const blogsContentSchema = z.object({
  meta: z.object({ title: text, description: z.string().min(50).max(160), keywords: z.array(text).min(1) }),
  hero: z.object({ pill: text, title: text, highlight: text, lead: text, chipsLabel: text, visualAlt: text }),
  categories: z.tuple([z.literal(ALL)]).rest(z.enum(blogCategories)),
  featured: z.object({ eyebrow: text, heading: z.literal('Featured Articles'), intro: text }),
  all: z.object({ eyebrow: text, heading: text, filterLabel: text }),
  empty: z.object({ title: z.literal('No articles found in this category.'), reset: z.literal('View All Articles') }),
  readTime: text.includes('{minutes}'),
  featuredBadge: text,
  newsletter: z.object({ eyebrow: text, heading: text, text, cta: z.literal('Subscribe') }),
});

export type BlogsContent = z.infer<typeof blogsContentSchema>;
