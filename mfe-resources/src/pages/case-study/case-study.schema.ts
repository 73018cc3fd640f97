/** Shape of the /case-studies/{id} page copy [001 §2 "Alternative case-study detail"]. */
import { z } from 'zod';
import { closingCtaContent, text } from '../../components/content-schema';

export const caseStudyContentSchema = z.object({
  descriptionSuffix: text,
  back: text,
  labels: z.object({
    industry: text,
    size: text,
    duration: text,
    overview: text,
    results: text,
    challenge: text,
    solution: text,
    timeline: text,
    keyFeatures: text,
    metrics: text,
    metricColumns: z.object({ metric: text, before: text, after: text, improvement: text }),
    testimonial: text,
    longTermImpact: text,
  }),
  readNext: z.object({ label: z.literal('Read Next Success Story') }),
  closing: closingCtaContent,
});

export type CaseStudyContent = z.infer<typeof caseStudyContentSchema>;
