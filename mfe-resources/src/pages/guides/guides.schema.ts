/** Shape of the guides listing copy [docs/product-rules.md#listings-and-filters]. */
import { z } from 'zod';
import { closingCtaContent, heroContent, pageMeta, routeLink, sectionIntro, text } from '../../components/content-schema';
import { guideCategories } from '../../content/guide-frontmatter.schema';

/** Guide (listing) [docs/product-rules.md#articles-and-guides]: the listing keeps 35 pages / 45-60 min. */
export const guideListing = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: text,
  description: text,
  category: z.enum(guideCategories),
  level: z.enum(['Beginner', 'Intermediate', 'Advanced']),
  pages: z.number().int().positive(),
  readTime: text,
  featured: z.boolean(),
});

export const guidesContentSchema = z.object({
  meta: pageMeta,
  hero: heroContent,
  heroChipsLabel: text,
  heroChipCount: z.literal(5),
  categories: z
    .array(text)
    .refine((list) => list.join() === ['All', ...guideCategories].join(), { message: 'the guide categories, All first' }),
  featured: sectionIntro,
  all: sectionIntro.extend({ anchor: text, filterLabel: text, categoryHeading: text }),
  labels: z.object({ pages: text, view: text, featured: text }),
  guides: z.array(guideListing).min(1),
  empty: z.object({
    title: z.literal('Strategic Guides Coming Soon'),
    text,
    cta: routeLink.extend({ label: z.literal('Get Notified When Available') }),
  }),
  sample: sectionIntro.extend({
    guideSlug: text,
    chapter: text,
    paragraphs: z.array(text).min(2).max(4),
    points: z.array(text).min(3).max(5),
    read: text,
    downloadAll: routeLink.extend({ label: z.literal('Download All Guides') }),
  }),
  closing: closingCtaContent,
});

export type GuidesContent = z.infer<typeof guidesContentSchema>;
export type GuideListing = z.infer<typeof guideListing>;
