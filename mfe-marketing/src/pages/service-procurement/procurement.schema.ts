/** Shape of the Transportation Procurement page copy [docs/product-rules.md#page-copy]. */
import { z } from 'zod';
import { ctaBand, featureCard, hero, offer, pageMeta, phase, sectionIntro, stat, text, visualAlt } from '../../components/content.schema';

export const procurementContentSchema = z.object({
  meta: pageMeta,
  hero: hero.extend({ visualAlt }),
  method: z.object({ intro: sectionIntro, stepLabel: text, phases: z.array(phase).length(3) }),
  modes: z.object({ intro: sectionIntro, items: z.array(featureCard).min(4).max(6) }),
  benefits: z.object({ intro: sectionIntro, items: z.array(featureCard).min(3).max(6) }),
  outcomes: z.object({
    intro: sectionIntro,
    stats: z.array(stat).length(4),
    timelineLabel: text,
    stepLabel: text,
    outcomeLabel: text,
    timeline: z.tuple([
      phase.extend({ duration: z.literal('Days 1-30') }),
      phase.extend({ duration: z.literal('Days 31-60') }),
      phase.extend({ duration: z.literal('Days 61-90') }),
    ]),
  }),
  models: z.object({
    intro: sectionIntro,
    labels: z.object({ bestFor: text, includes: text, pricing: text }),
    offers: z.array(offer).length(3),
  }),
  cta: ctaBand,
});

export type ProcurementContent = z.infer<typeof procurementContentSchema>;
