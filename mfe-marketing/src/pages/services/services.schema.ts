/** Shape of the services overview copy [docs/product-rules.md#page-copy]. */
import type { RouteId } from '@meranti/platform';
import { z } from 'zod';
import { ctaBand, featureCard, overviewHero, pageMeta, phase, sectionIntro, stat, text, visualAlt } from '../../components/content.schema';

/** The five service pages the overview's cards lead to, in the order the page shows them. */
export const serviceRoutes = [
  'serviceMcpms',
  'serviceLaas',
  'serviceProcurement',
  'serviceControlTower',
  'serviceInvoiceAudit',
] as const satisfies readonly RouteId[];

export const servicesContentSchema = z.object({
  meta: pageMeta,
  hero: overviewHero.extend({ visualAlt }),
  cards: z.object({
    intro: sectionIntro,
    /** The featured first card's picture (MCPMS, the platform every service runs on). */
    featuredAlt: visualAlt,
    items: z
      .array(featureCard.extend({ link: featureCard.shape.link.unwrap() }))
      .length(5)
      .refine((cards) => cards.every((card, i) => card.link.route === serviceRoutes[i]), {
        message: 'the five cards must link to the five service pages, in order',
      }),
  }),
  approach: z.object({ intro: sectionIntro, stepLabel: text, steps: z.array(phase).length(3) }),
  stats: z.object({ intro: sectionIntro, items: z.array(stat).length(4) }),
  cta: ctaBand.extend({
    primary: z.object({ label: text, route: z.literal('contact'), hash: z.string().optional() }),
    secondary: z.object({ label: text, route: z.literal('contact'), hash: z.string().optional() }),
  }),
});

export type ServicesContent = z.infer<typeof servicesContentSchema>;
