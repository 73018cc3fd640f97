/** Shape of the use-case listing's copy. The cards are the shared records. */
import { z } from 'zod';
import { ctaBand, hero, pageMeta, sectionIntro, text, visualCopy } from '../../components/content.schema';
import { useCaseFilters } from './use-case-filter';

/** A count sentence with a `{count}` placeholder. */
const countText = text.refine((t) => t.includes('{count}'), { message: 'needs a {count} placeholder' });

export const useCasesContentSchema = z.object({
  meta: pageMeta,
  hero,
  visual: visualCopy,
  list: z.object({
    intro: sectionIntro,
    /** Accessible name of the filter buttons' group. */
    filterLabel: text,
    /** The buttons' labels, one per filter value, in the order of docs/product-rules.md#listings-and-filters (the values are the records' categories). */
    filters: z
      .array(text)
      .length(useCaseFilters.length)
      .refine((labels) => labels.every((label, i) => label === useCaseFilters[i]), {
        message: `the filter buttons are ${useCaseFilters.join(', ')}`,
      }),
    countOne: countText,
    countMany: countText,
    empty: text,
    labels: z.object({ tags: text, challenge: text, result: text, metrics: text }),
    detailLink: text,
    /** Read by screen readers between the link's label and the case study's title. */
    detailContext: text,
  }),
  cta: ctaBand.refine((c) => c.primary.route === 'contact', { message: 'the closing link goes to /contact' }),
});

export type UseCasesContent = z.infer<typeof useCasesContentSchema>;
