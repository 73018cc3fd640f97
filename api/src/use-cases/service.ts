/** Case-study lookup by slug. */
import { useCases } from './data';
import { toWire, type UseCaseWire, useCaseSlugSchema } from './schema';

export interface UseCaseService {
  /** The record in its wire form, or undefined for a malformed or unknown slug. */
  findBySlug(slug: string): UseCaseWire | undefined;
}

export function createUseCaseService(): UseCaseService {
  const bySlug = new Map(useCases.map((u) => [u.slug, toWire(u)]));
  return {
    findBySlug(slug) {
      if (!useCaseSlugSchema.safeParse(slug).success) return undefined;
      return bySlug.get(slug);
    },
  };
}
