/** Shape of the /case-studies/{id} page copy. */
import { z } from 'zod';
import { closingCtaContent, text } from '../../components/content-schema';

export const caseStudyContentSchema = z
  .object({
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
      /** The scrollable table's own region name (the section around it is named by `metrics`). */
      metricsTable: text,
      metricColumns: z.object({ before: text, after: text, improvement: text }),
      testimonial: text,
      longTermImpact: text,
    }),
    readNext: z.object({ label: z.literal('Read Next Success Story') }),
    closing: closingCtaContent,
  })
  // Each of these names a landmark of the page: two alike would leave a screen-reader user two
  // regions they cannot tell apart (axe landmark-unique).
  .refine(({ labels: l, readNext }) => {
    const names = [l.results, l.overview, l.challenge, l.solution, l.timeline, l.keyFeatures, l.metrics, l.metricsTable];
    const all = [...names, l.testimonial, l.longTermImpact, readNext.label].map((n) => n.toLowerCase());
    return new Set(all).size === all.length;
  }, 'every region of the page needs its own name');

export type CaseStudyContent = z.infer<typeof caseStudyContentSchema>;
