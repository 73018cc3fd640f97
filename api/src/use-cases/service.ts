/** Case-study lookup by slug, over the shared records (@meranti/platform/use-cases). */
import { fixedCaseStudySlugs, useCases } from '@meranti/platform/use-cases';
import { assertUseCases, useCaseSlugSchema } from '@meranti/platform/use-cases.schema';
import { toWire, type UseCaseWire } from './schema';
import { type TestFixtureData, useCaseTestFixtures } from './test-fixtures';

export interface UseCaseService {
  /**
   * What GET /api/use-cases/:slug sends as `data`: the record in its wire form (or, with test
   * fixtures on, a fixture's data); undefined for a malformed or unknown slug.
   */
  findBySlug(slug: string): UseCaseWire | TestFixtureData | undefined;
}

export function createUseCaseService({ testFixtures = false }: { testFixtures?: boolean } = {}): UseCaseService {
  // A malformed record stops the start, as it fails the prerender.
  const records = assertUseCases(useCases, fixedCaseStudySlugs);
  const bySlug = new Map<string, UseCaseWire | TestFixtureData>(records.map((u) => [u.slug, toWire(u)]));
  if (testFixtures) for (const [slug, data] of Object.entries(useCaseTestFixtures)) bySlug.set(slug, data);
  return {
    findBySlug(slug) {
      if (!useCaseSlugSchema.safeParse(slug).success) return undefined;
      return bySlug.get(slug);
    },
  };
}
