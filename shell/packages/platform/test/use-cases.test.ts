import { describe, expect, it } from 'vitest';
import { findUseCase, fixedCaseStudySlugs, isFixedCaseStudySlug, useCases } from '../src/use-cases';
import { assertUseCases } from '../src/use-cases.schema';

describe('the shared case-study records', () => {
  it('are valid, with unique ids and slugs and a record for every fixed slug', () => {
    expect(() => assertUseCases(useCases, fixedCaseStudySlugs)).not.toThrow();
  });

  it('hold the six fixed case studies with their category and industry (docs/product-rules.md#case-studies)', () => {
    const expected = [
      ['entertainment-leader-cost-reduction', 'Cost Optimization', 'Entertainment'],
      ['fashion-marketplace-expansion', 'Scaling', 'Fashion'],
      ['luxury-brand-standards', 'International', 'Luxury'],
      ['retail-brand-growth', 'Ecommerce', 'Wine & Spirits'],
      ['marketplace-unification', 'Marketplace', undefined],
      ['platform-peak-season', 'Scaling', undefined],
    ] as const;
    for (const [slug, category, industry] of expected) {
      const u = findUseCase(slug);
      expect(u?.category).toBe(category);
      if (industry) expect(u?.industry).toBe(industry);
      expect(u?.showDetailedPage).toBe(true);
    }
  });

  it('hold at least one record with no fixed page (shown by the generic page)', () => {
    expect(useCases.filter((u) => !isFixedCaseStudySlug(u.slug)).length).toBeGreaterThan(0);
  });

  it('rejects a duplicate slug, a missing fixed slug and a malformed record', () => {
    const first = useCases[0]!;
    expect(() => assertUseCases([...useCases, { ...first, id: 99 }], fixedCaseStudySlugs)).toThrow(/duplicate use-case slug/);
    expect(() => assertUseCases(useCases.slice(1), fixedCaseStudySlugs)).toThrow(/fixed case-study slug/);
    expect(() => assertUseCases([{ ...first, challenges: [{ icon: 'Rocket', title: 'x', description: 'y' }] }], [])).toThrow();
    expect(() => assertUseCases([{ ...first, href: '/elsewhere' }], [])).toThrow(/href/);
  });
});
