/** Shape of the Logistics as a Service page copy [docs/product-rules.md#page-copy]. */
import { z } from 'zod';
import {
  ctaBand,
  ctaLink,
  faqItem,
  featureCard,
  hero,
  pageMeta,
  phase,
  sectionIntro,
  splitContent,
  stat,
  text,
  trustStrip,
  visualAlt,
} from '../../components/content.schema';

export const laasContentSchema = z.object({
  meta: pageMeta,
  hero: hero.extend({ trustedBy: trustStrip, scrollLabel: text, visualAlt }),
  whatItIs: z.object({ intro: sectionIntro, content: splitContent }),
  implementation: z.object({
    intro: sectionIntro,
    stepLabel: text,
    outcomeLabel: text,
    phases: z.tuple([
      phase.extend({ duration: z.literal('Weeks 1-2') }),
      phase.extend({ duration: z.literal('Weeks 3-6') }),
      phase.extend({ duration: z.literal('Weeks 7-12') }),
      phase.extend({ duration: z.literal('Ongoing') }),
    ]),
  }),
  managed: z.object({ intro: sectionIntro, items: z.array(featureCard).length(6) }),
  impact: z.object({ intro: sectionIntro, stats: z.array(stat).length(4) }),
  lowRisk: z.object({ intro: sectionIntro, content: splitContent }),
  faq: z.object({ intro: sectionIntro, items: z.array(faqItem).length(4) }),
  cta: ctaBand,
  stickyCta: ctaLink,
});

export type LaasContent = z.infer<typeof laasContentSchema>;
