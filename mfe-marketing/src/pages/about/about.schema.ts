/** Shape of the about page copy [docs/product-rules.md#page-copy]. */
import { z } from 'zod';
import { ctaBand, featureCard, hero, pageMeta, sectionIntro, splitContent, stat, text, visualAlt } from '../../components/content.schema';

const titled = (title: string) => featureCard.extend({ title: z.literal(title) });

export const aboutContentSchema = z.object({
  meta: pageMeta,
  hero: hero.extend({ primary: z.object({ label: text, route: z.literal('contact'), hash: z.string().optional() }), visualAlt }),
  mission: z.object({ intro: sectionIntro, content: splitContent }),
  specialisation: z.object({
    intro: sectionIntro,
    items: z.tuple([titled('Land'), titled('Air'), titled('Ocean'), titled('Warehousing')]),
  }),
  capabilities: z.object({
    intro: sectionIntro,
    stats: z.array(stat).min(4).max(6),
    marketsLabel: text,
    markets: z.array(text).min(5),
  }),
  values: z.object({
    intro: sectionIntro,
    items: z.tuple([titled('Reliability'), titled('Innovation'), titled('Transparency'), titled('Partnership')]),
  }),
  cta: ctaBand.extend({ primary: z.object({ label: text, route: z.literal('contact'), hash: z.string().optional() }) }),
});

export type AboutContent = z.infer<typeof aboutContentSchema>;
