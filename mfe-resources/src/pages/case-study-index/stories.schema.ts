/**
 * The six success stories of /case-studies and /case-studies/{id} (docs/product-rules.md#case-studies).
 * Parsed during prerender (src/content.check.ts); only the inferred type reaches the pages.
 */
import { z } from 'zod';
import { text } from '../../components/content-schema';

/** Industries of the /case-studies filter [docs/product-rules.md#listings-and-filters], "All" first. */
export const storyIndustries = ['All', 'E-commerce', 'Manufacturing', 'Retail', 'Healthcare', 'Technology'] as const;

export const story = z.object({
  /** Parsed as an integer in the URL; kept as text for links and params. */
  id: z.string().regex(/^[1-9]\d*$/),
  company: text,
  industry: z.enum(storyIndustries).exclude(['All']),
  size: z.enum(['Small', 'Mid-market', 'Enterprise']),
  challenge: text,
  solution: text,
  /** Named percentages, differing per study; the first four are the headline results. */
  results: z.array(z.object({ label: text, value: z.string().regex(/^[+-]?\d+(\.\d+)?%$/) })).length(4),
  metrics: z
    .array(z.object({ label: text, before: text, after: text, improvement: text }))
    .min(3)
    .max(5),
  testimonial: text,
  /** Anonymised (docs/product-rules.md#page-copy): a role, not a name. */
  clientName: text,
  clientTitle: text,
  duration: text,
  featured: z.boolean(),
  overview: text,
  detailedChallenge: text,
  implementationStory: text,
  keyFeatures: z.array(text).min(4).max(6),
  timeline: z
    .array(z.object({ phase: text, duration: text, description: text }))
    .min(3)
    .max(5),
  longTermImpact: text,
});

export const storiesSchema = z
  .array(story)
  .length(6)
  .refine((s) => s.map((x) => x.id).join() === '1,2,3,4,5,6', { message: 'ids 1 to 6 in order' })
  .refine((s) => s.filter((x) => x.featured).length === 1, { message: 'exactly one featured story' });

export type Story = z.infer<typeof story>;
