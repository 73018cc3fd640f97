/** Case-study lookup by slug, over the shared records (@meranti/platform/use-cases). */
import { fixedCaseStudySlugs, useCases } from '@meranti/platform/use-cases';
import { assertUseCases, useCaseSlugSchema } from '@meranti/platform/use-cases.schema';
import { toWire, type UseCaseWire } from './schema';

export interface UseCaseService {
  /** The record in its wire form, or undefined for a malformed or unknown slug. */
  findBySlug(slug: string): UseCaseWire | undefined;
}

export function createUseCaseService(): UseCaseService {
  // A malformed record stops the start, as it fails the prerender.
  const records = assertUseCases(useCases, fixedCaseStudySlugs);
  const bySlug = new Map(records.map((u) => [u.slug, toWire(u)]));
  return {
    findBySlug(slug) {
      if (!useCaseSlugSchema.safeParse(slug).success) return undefined;
      return bySlug.get(slug);
    },
  };
}
