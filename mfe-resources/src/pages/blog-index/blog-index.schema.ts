/** Copy of /blog [docs/product-rules.md#articles-and-guides]; parsed at prerender (content.check.ts). */
import { z } from 'zod';
import { ALL, articleCategories } from '../../content/categories';

const text = z.string().trim().min(1);

export const blogIndexContentSchema = z.object({
  meta: z.object({ title: text, description: z.string().min(50).max(160), keywords: z.array(text).min(1) }),
  hero: z.object({ pill: text, title: text, highlight: text, lead: text, visualAlt: text }),
  search: z.object({ label: text, placeholder: z.literal('Search articles...') }),
  categories: z.tuple([z.literal(ALL)]).rest(z.enum(articleCategories)),
  filterLabel: text,
  featured: z.object({ heading: text, badge: text, read: text }),
  latest: z.object({ heading: text, resultsHeading: text }),
  empty: z.object({ title: z.literal('No articles found'), text: z.literal('Try adjusting your search terms or category filter.') }),
  readTime: text.includes('{minutes}'),
  topics: z.object({
    heading: text,
    items: z.tuple([
      z.object({ label: z.literal('Cost Optimization'), count: z.literal(15), query: text }),
      z.object({ label: z.literal('E-commerce Scaling'), count: z.literal(12), query: text }),
      z.object({ label: z.literal('Transportation'), count: z.literal(18), query: text }),
      z.object({ label: z.literal('Analytics & KPIs'), count: z.literal(9), query: text }),
    ]),
    countLabel: text.includes('{count}'),
  }),
  newsletter: z.object({
    heading: text,
    text,
    cta: z.literal('Subscribe'),
    prompt: text,
    thanks: z.literal("Thank you for subscribing! We'll be in touch soon."),
    failedTitle: text,
    failedText: text,
  }),
});

export type BlogIndexContent = z.infer<typeof blogIndexContentSchema>;
