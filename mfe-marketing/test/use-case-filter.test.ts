import { type UseCase, useCases } from '@meranti/platform/use-cases';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALL,
  filterFromSearch,
  filterUseCases,
  matchesFilter,
  searchForFilter,
  toUseCaseCard,
  useCaseFilters,
} from '../src/pages/use-cases/use-case-filter';
import UseCasesPage, { prefetch } from '../src/pages/use-cases/use-cases';
import { useCasesContent } from '../src/pages/use-cases/use-cases.content';
import { prerenderPage } from './shell-stub';

const slugs = (items: readonly Pick<UseCase, 'slug'>[]) => items.map((u) => u.slug);
const study = (category: string, tags: string[]) => ({ category, tags });

describe('use-case filter [docs/product-rules.md#listings-and-filters]', () => {
  it('has the listing’s buttons in order, All first and the default', () => {
    expect(useCaseFilters).toEqual(['All', 'Ecommerce', 'Marketplace', 'Cost Optimization', 'Scaling', 'International']);
    expect(useCasesContent.list.filters).toEqual([...useCaseFilters]);
    expect(filterFromSearch('')).toBe(ALL);
  });

  it('matches on the category, or on a tag that contains the value as text', () => {
    expect(matchesFilter(study('Scaling', ['Peak']), 'Scaling')).toBe(true);
    expect(matchesFilter(study('Scaling', ['Cross-Border']), 'Marketplace')).toBe(false);
    expect(matchesFilter(study('Scaling', ['Marketplace']), 'Marketplace')).toBe(true);
    expect(matchesFilter(study('Ecommerce', ['Global Marketplace Ops']), 'Marketplace')).toBe(true);
    expect(matchesFilter(study('Ecommerce', ['International Shipping']), 'International')).toBe(true);
    // Text containment, as docs/product-rules.md#listings-and-filters says (letter case counts).
    expect(matchesFilter(study('Ecommerce', ['marketplace']), 'Marketplace')).toBe(false);
    expect(matchesFilter(study('Anything', []), 'All')).toBe(true);
  });

  it('All shows every record in listing order; each value shows exactly the matching records', () => {
    expect(filterUseCases(useCases, 'All')).toBe(useCases);
    for (const filter of useCaseFilters.slice(1)) {
      const expected = useCases.filter((u) => u.category === filter || u.tags.some((t) => t.includes(filter)));
      expect(slugs(filterUseCases(useCases, filter)), filter).toEqual(slugs(expected));
      expect(expected.length, `${filter} shows something`).toBeGreaterThan(0);
    }
    // The fashion marketplace study is Scaling by category and a Marketplace by tag.
    expect(slugs(filterUseCases(useCases, 'Scaling'))).toEqual(['fashion-marketplace-expansion', 'platform-peak-season']);
    expect(slugs(filterUseCases(useCases, 'Marketplace'))).toEqual(['fashion-marketplace-expansion', 'marketplace-unification']);
  });

  it('reads the filter from ?category= and falls back to All for anything else', () => {
    expect(filterFromSearch('?category=Scaling')).toBe('Scaling');
    expect(filterFromSearch('?category=Cost+Optimization')).toBe('Cost Optimization');
    expect(filterFromSearch('?category=Cost%20Optimization')).toBe('Cost Optimization');
    expect(filterFromSearch('?category=international')).toBe('International');
    expect(filterFromSearch('?category=Logistics')).toBe(ALL);
    expect(filterFromSearch('?category=')).toBe(ALL);
    expect(filterFromSearch('?utm_source=mail')).toBe(ALL);
  });

  it('writes the filter into the search string, dropping it for All and keeping other parameters', () => {
    expect(searchForFilter('', 'Scaling')).toBe('?category=Scaling');
    expect(searchForFilter('?category=Scaling', 'All')).toBe('');
    expect(searchForFilter('?utm_source=mail&category=Scaling', 'Cost Optimization')).toBe('?utm_source=mail&category=Cost+Optimization');
    expect(searchForFilter('?utm_source=mail&category=Scaling', 'All')).toBe('?utm_source=mail');
    for (const filter of useCaseFilters) expect(filterFromSearch(searchForFilter('?x=1', filter))).toBe(filter);
  });
});

describe('use-case cards', () => {
  const first = useCases[0] as UseCase;

  it('show industry, the first two tags, title, challenge, result and three metrics', () => {
    const card = toUseCaseCard(first);
    expect(card).toMatchObject({
      industry: first.industry,
      title: first.title,
      challenge: first.challenge,
      result: first.result,
      tags: first.tags.slice(0, 2),
    });
    expect(card.tags).toHaveLength(2);
    expect(card.metrics).toEqual(first.metrics.slice(0, 3));
    expect(card.metrics).toHaveLength(3);
  });

  it('link to the detail page only when showDetailedPage is true', () => {
    expect(toUseCaseCard(first).detailHref).toBe(`/use-cases/${first.slug}`);
    expect(toUseCaseCard({ ...first, showDetailedPage: false }).detailHref).toBeUndefined();
  });
});

describe('use-case listing prerender', () => {
  // As the prerender does: the listing below the hero loads before the page is rendered.
  beforeAll(() => prefetch({}));
  const render = (search: string) =>
    prerenderPage(UseCasesPage, { params: {}, canonicalPath: '/use-cases' }, { pathname: '/use-cases', search, hash: '' });

  it('renders All with every card, whatever the query (the query applies after hydration)', () => {
    for (const search of ['', '?category=Scaling']) {
      const html = render(search);
      for (const u of useCases) expect(html).toContain(`href="/use-cases/${u.slug}"`);
      expect(html).toMatch(/aria-pressed="true"[^>]*>All</);
      expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    }
  });
});
