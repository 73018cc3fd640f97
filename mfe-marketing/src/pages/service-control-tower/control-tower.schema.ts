/** Shape of the Supply Chain Control Tower page copy [docs/product-rules.md#page-copy]. */
import { z } from 'zod';
import {
  ctaBand,
  featureCard,
  hero,
  pageMeta,
  phase,
  sectionIntro,
  splitContent,
  stat,
  text,
  visualAlt,
} from '../../components/content.schema';

const timed = (duration: string) => phase.extend({ duration: z.literal(duration) });

export const controlTowerContentSchema = z.object({
  meta: pageMeta,
  hero: hero.extend({ visualAlt }),
  whatItIs: z.object({ intro: sectionIntro, content: splitContent }),
  phases: z.object({
    intro: sectionIntro,
    stepLabel: text,
    outcomeLabel: text,
    items: z.tuple([timed('2-6 weeks'), timed('4-6 weeks'), timed('90+ days')]),
  }),
  capabilities: z.object({ intro: sectionIntro, items: z.array(featureCard).length(6) }),
  operations: z.object({ intro: sectionIntro, content: splitContent }),
  roi: z.object({
    intro: sectionIntro,
    stepLabel: text,
    milestones: z.tuple([timed('Day 30'), timed('Day 60'), timed('Day 90')]),
    stats: z.array(stat).length(3),
  }),
  roadmap: z.object({
    intro: sectionIntro,
    stepLabel: text,
    outcomeLabel: text,
    blocks: z.tuple([timed('Days 1-30'), timed('Days 31-60'), timed('Days 61-90'), timed('Days 91-120')]),
  }),
  cta: ctaBand,
});

export type ControlTowerContent = z.infer<typeof controlTowerContentSchema>;
