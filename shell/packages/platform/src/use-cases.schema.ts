/**
 * Shape of a case study / use case (docs/product-rules.md#case-studies), with zod. Parsed where the records are read on
 * the server side (the API at start, the marketing area's content check at prerender); browsers
 * get the records (use-cases.ts) and the inferred type only, no validator.
 */
import { z } from 'zod';
import { useCaseCategoryValues, useCaseIconValues } from './use-cases';

const text = z.string().trim().min(1);

/** A slug as the API accepts it (lower-case words joined by hyphens). */
export const useCaseSlugSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const useCaseChallengeSchema = z.object({ icon: z.enum(useCaseIconValues), title: text, description: text });
export const useCaseSolutionSchema = z.object({ title: text, description: text, benefit: text.optional() });
export const useCaseDetailedMetricSchema = z.object({ metric: text, label: text });

export const useCaseSchema = z
  .object({
    id: z.number().int().positive(),
    title: text,
    category: z.enum(useCaseCategoryValues),
    industry: text,
    challenge: text,
    result: text,
    tags: z.array(text).min(2),
    href: text,
    slug: useCaseSlugSchema,
    metrics: z.array(z.object({ label: text, value: text })).length(3),
    heroSubtitle: text,
    heroDescription: text,
    challengeDescription: text,
    challenges: z.array(useCaseChallengeSchema).min(3),
    solutions: z.array(useCaseSolutionSchema).min(3),
    detailedMetrics: z.array(useCaseDetailedMetricSchema).min(3),
    showDetailedPage: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .refine((u) => u.href === `/use-cases/${u.slug}`, { error: 'href must be /use-cases/<slug>', path: ['href'] });

export type UseCase = z.infer<typeof useCaseSchema>;
export type UseCaseChallenge = z.infer<typeof useCaseChallengeSchema>;
export type UseCaseSolution = z.infer<typeof useCaseSolutionSchema>;
export type UseCaseDetailedMetric = z.infer<typeof useCaseDetailedMetricSchema>;

/** Every record valid, ids and slugs unique, every fixed slug present. Throws listing the problem. */
export function assertUseCases(records: unknown, fixedSlugs: readonly string[]): readonly UseCase[] {
  const parsed = z
    .array(useCaseSchema)
    .min(1)
    .refine((all) => new Set(all.map((u) => u.id)).size === all.length, { error: 'duplicate use-case id' })
    .refine((all) => new Set(all.map((u) => u.slug)).size === all.length, { error: 'duplicate use-case slug' })
    .refine((all) => fixedSlugs.every((s) => all.some((u) => u.slug === s && u.showDetailedPage)), {
      error: 'every fixed case-study slug needs a record with showDetailedPage',
    })
    .parse(records);
  return parsed;
}
