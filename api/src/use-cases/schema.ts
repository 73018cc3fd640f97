/** A data-driven case study (spec 000 §3). zod only, browser-safe. */
import { z } from 'zod';

export const useCaseIconValues = [
  'TrendingUp',
  'Globe',
  'Package',
  'Zap',
  'CheckCircle',
  'Database',
  'BarChart3',
  'Cog',
  'Smartphone',
  'Truck',
  'Shield',
  'Users',
  'AlertTriangle',
  'Clock',
  'Target',
] as const;
export type UseCaseIcon = (typeof useCaseIconValues)[number];

/** The use-case listing's filter categories (besides All). */
export const useCaseCategoryValues = ['Ecommerce', 'Marketplace', 'Cost Optimization', 'Scaling', 'International'] as const;

const text = z.string().trim().min(1);

export const useCaseSlugSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

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
    challenges: z.array(z.object({ icon: z.enum(useCaseIconValues), title: text, description: text })).min(3),
    solutions: z.array(z.object({ title: text, description: text, benefit: text.optional() })).min(3),
    detailedMetrics: z.array(z.object({ metric: text, label: text })).min(3),
    showDetailedPage: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .refine((u) => u.href === `/use-cases/${u.slug}`, { error: 'href must be /use-cases/<slug>', path: ['href'] });

export type UseCase = z.infer<typeof useCaseSchema>;

/** As the original server sent it: challenges, solutions and detailedMetrics JSON-encoded. */
export type UseCaseWire = Omit<UseCase, 'challenges' | 'solutions' | 'detailedMetrics'> & {
  challenges: string;
  solutions: string;
  detailedMetrics: string;
};

export const toWire = (u: UseCase): UseCaseWire => ({
  ...u,
  challenges: JSON.stringify(u.challenges),
  solutions: JSON.stringify(u.solutions),
  detailedMetrics: JSON.stringify(u.detailedMetrics),
});
