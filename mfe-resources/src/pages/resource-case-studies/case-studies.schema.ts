/**
 * Shape of the resources case-study library (/resources/case-studies) [docs/product-rules.md#case-studies]. Parsed
 * during prerender (src/content.check.ts); only the inferred type reaches the page bundle.
 */
import { z } from 'zod';
import { closingCtaContent, figure, heroContent, iconName, pageMeta, sectionIntro, text } from '../../components/content-schema';

/** Industries of the filter [docs/product-rules.md#listings-and-filters], "All" first; the hero shows the first four. */
export const resourceIndustries = [
  'All',
  'Fashion & Retail',
  'Manufacturing',
  'E-commerce',
  'Marketplace',
  'Technology',
  'Luxury Retail',
] as const;

export const resourceCaseStudyIds = [
  'fashion-brand-scaling',
  'manufacturer-cost-reduction',
  'ecommerce-international-expansion',
  'marketplace-consolidation',
  'tech-startup-scaling',
  'luxury-brand-standards',
] as const;

/** Case study (resources) [docs/product-rules.md#case-studies]: results' keys vary per study. */
export const resourceCaseStudy = z.object({
  id: z.enum(resourceCaseStudyIds),
  title: text,
  company: text,
  industry: z.enum(resourceIndustries).exclude(['All']),
  icon: iconName,
  challenge: text,
  solution: text,
  results: z.record(z.string(), text),
  metrics: z.array(z.object({ label: text, value: text, description: text })).length(3),
  timeline: text,
  excerpt: text,
});

export const caseStudiesContentSchema = z.object({
  meta: pageMeta,
  hero: heroContent,
  heroChipsLabel: text,
  heroChipCount: z.literal(4),
  aggregate: z.object({ label: text, figures: z.array(figure).length(4) }),
  library: sectionIntro.extend({
    anchor: text,
    filterLabel: text,
    labels: z.object({ challenge: text, solution: text, results: text, timeline: text, download: text }),
  }),
  industries: z
    .array(text)
    .refine((list) => list.join() === resourceIndustries.join(), { message: `industries must be ${resourceIndustries.join(', ')}` }),
  studies: z
    .array(resourceCaseStudy)
    .length(6)
    .refine((s) => s.map((x) => x.id).join() === resourceCaseStudyIds.join(), { message: 'the six case studies, in their fixed order' }),
  insights: sectionIntro.extend({
    cards: z.array(z.object({ industry: text, value: text, label: text, text, icon: iconName })).length(3),
  }),
  closing: closingCtaContent,
});

export type CaseStudiesContent = z.infer<typeof caseStudiesContentSchema>;
export type ResourceCaseStudy = z.infer<typeof resourceCaseStudy>;
