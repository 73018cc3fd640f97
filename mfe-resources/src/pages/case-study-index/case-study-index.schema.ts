/** Shape of the /case-studies page copy [docs/product-rules.md#case-studies]. */
import { z } from 'zod';
import { closingCtaContent, figure, heroContent, iconName, pageMeta, sectionIntro, text } from '../../components/content-schema';
import { storyIndustries } from './stories.schema';

export const caseStudyIndexContentSchema = z.object({
  meta: pageMeta,
  hero: heroContent,
  filterLabel: text,
  industries: z
    .array(text)
    .refine((list) => list.join() === storyIndustries.join(), { message: `industries must be ${storyIndustries.join(', ')}` }),
  stats: z.object({ label: text, figures: z.array(figure).length(4) }),
  featured: z.object({ eyebrow: text, resultsLabel: text, readStory: text }),
  more: sectionIntro.extend({ readStory: text }),
  empty: z.object({ title: z.literal('No case studies found'), text, reset: text }),
  labels: z.object({ size: text, duration: text }),
  byIndustry: sectionIntro.extend({
    cards: z.array(z.object({ industry: text, icon: iconName, value: text, label: text, text })).length(5),
  }),
  closing: closingCtaContent,
});

export type CaseStudyIndexContent = z.infer<typeof caseStudyIndexContentSchema>;
