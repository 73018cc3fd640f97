/** Shape of the Freight Invoice Audit page copy [docs/product-rules.md#page-copy]. */
import { z } from 'zod';
import {
  ctaBand,
  featureCard,
  hero,
  offer,
  pageMeta,
  phase,
  sectionIntro,
  splitContent,
  stat,
  text,
  visualAlt,
} from '../../components/content.schema';

export const invoiceAuditContentSchema = z.object({
  meta: pageMeta,
  hero: hero.extend({ visualAlt }),
  errorStats: z.object({ intro: sectionIntro, stats: z.array(stat).length(4) }),
  errorTypes: z.object({ intro: sectionIntro, items: z.array(featureCard).length(6) }),
  method: z.object({ intro: sectionIntro, stepLabel: text, steps: z.array(phase).length(4) }),
  coverage: z.object({ intro: sectionIntro, content: splitContent }),
  disputes: z.object({ intro: sectionIntro, stepLabel: text, steps: z.array(phase).length(5) }),
  results: z.object({ intro: sectionIntro, stats: z.array(stat).length(4) }),
  models: z.object({
    intro: sectionIntro,
    labels: z.object({ bestFor: text, includes: text, pricing: text }),
    offers: z.array(offer).length(2),
  }),
  cta: ctaBand,
});

export type InvoiceAuditContent = z.infer<typeof invoiceAuditContentSchema>;
