import { findUseCase, fixedCaseStudySlugs, type UseCase, useCases } from '@meranti/platform/use-cases';
import { describe, expect, it } from 'vitest';
import { caseStudyFromResponse, parseJsonList, resolveUseCaseIcon, toCaseStudyView } from '../src/components/case-study/case-study-view';
import { caseStudyEndpoint, fetchCaseStudy } from '../src/components/case-study/fetch-case-study';
import UseCaseDetailPage, { prefetch } from '../src/pages/use-case-by-slug/use-case-by-slug';
import { prerenderPage } from './shell-stub';

const record = (slug: string): UseCase => findUseCase(slug)!;
/** As the API sends a record: the three lists JSON-encoded (docs/product-rules.md#case-studies). */
const wire = (u: UseCase) => ({
  ...u,
  challenges: JSON.stringify(u.challenges),
  solutions: JSON.stringify(u.solutions),
  detailedMetrics: JSON.stringify(u.detailedMetrics),
});

describe('case-study view (pure)', () => {
  it('an icon outside the allowed names, or none, falls back to TrendingUp', () => {
    expect(resolveUseCaseIcon('Globe')).toBe('Globe');
    expect(resolveUseCaseIcon('Rocket')).toBe('TrendingUp');
    expect(resolveUseCaseIcon('globe')).toBe('TrendingUp');
    expect(resolveUseCaseIcon(undefined)).toBe('TrendingUp');
    expect(resolveUseCaseIcon(42)).toBe('TrendingUp');
  });

  it('a list field may be an array, a JSON-encoded array or missing; anything else is malformed', () => {
    expect(parseJsonList([1, 2])).toEqual([1, 2]);
    expect(parseJsonList('[{"a":1}]')).toEqual([{ a: 1 }]);
    expect(parseJsonList(undefined)).toEqual([]);
    expect(parseJsonList(null)).toEqual([]);
    expect(parseJsonList('')).toEqual([]);
    expect(() => parseJsonList('[{"a":')).toThrow();
    expect(() => parseJsonList('{"a":1}')).toThrow();
    expect(() => parseJsonList(7)).toThrow();
  });

  it('a record and its wire form give the same view', () => {
    for (const u of useCases) expect(toCaseStudyView(wire(u))).toEqual(toCaseStudyView(u));
  });

  it('Key Results prefer detailedMetrics, else metrics', () => {
    const u = record('entertainment-leader-cost-reduction');
    expect(toCaseStudyView(u)?.keyResults).toEqual(u.detailedMetrics.map((m) => ({ value: m.metric, label: m.label })));
    expect(toCaseStudyView({ ...u, detailedMetrics: [] })?.keyResults).toEqual(u.metrics);
    expect(toCaseStudyView({ ...u, detailedMetrics: '[]' })?.keyResults).toEqual(u.metrics);
    expect(toCaseStudyView({ ...u, detailedMetrics: undefined })?.keyResults).toEqual(u.metrics);
  });

  it('title, else heroSubtitle; heroDescription, else result', () => {
    const u = record('luxury-brand-standards');
    const view = toCaseStudyView(u)!;
    expect(view.title).toBe(u.title);
    expect(view.lead).toBe(u.heroDescription);
    const sparse = toCaseStudyView({ ...u, title: '', heroDescription: undefined })!;
    expect(sparse.title).toBe(u.heroSubtitle);
    expect(sparse.lead).toBe(u.result);
  });

  it('unknown and missing icons in JSON-encoded challenges show TrendingUp; incomplete items are left out', () => {
    const u = record('marketplace-unification');
    const view = toCaseStudyView({
      ...u,
      challenges: JSON.stringify([
        { icon: 'Rocket', title: 'Unknown icon', description: 'Shown with the fallback.' },
        { title: 'No icon', description: 'Shown with the fallback too.' },
        { icon: 'Truck', title: 'Known icon', description: 'Shown as named.' },
        { icon: 'Truck', title: 'No description' },
        'not an object',
      ]),
    })!;
    expect(view.challenges.map((c) => [c.title, c.icon])).toEqual([
      ['Unknown icon', 'TrendingUp'],
      ['No icon', 'TrendingUp'],
      ['Known icon', 'Truck'],
    ]);
  });

  it('keeps a solution’s benefit only when it has one', () => {
    const view = toCaseStudyView(record('retail-brand-growth'))!;
    expect(view.solutions[0]).toEqual({ title: 'Certified packaging', description: expect.any(String), benefit: 'Breakage down to 0.2%' });
    expect(view.solutions[1]).not.toHaveProperty('benefit');
  });

  it('nothing to show → null: no data, empty data, no title, malformed JSON in any list', () => {
    const u = record('platform-peak-season');
    expect(caseStudyFromResponse({ data: null })).toBeNull();
    expect(caseStudyFromResponse({})).toBeNull();
    expect(caseStudyFromResponse({ data: {} })).toBeNull();
    expect(caseStudyFromResponse(null)).toBeNull();
    expect(caseStudyFromResponse('text')).toBeNull();
    expect(caseStudyFromResponse({ data: [] })).toBeNull();
    expect(toCaseStudyView({ ...u, title: ' ', heroSubtitle: undefined })).toBeNull();
    for (const key of ['challenges', 'solutions', 'detailedMetrics'] as const)
      expect(caseStudyFromResponse({ data: { ...wire(u), [key]: '[{"title": "cut off' } })).toBeNull();
    expect(caseStudyFromResponse({ data: wire(u) })?.title).toBe(u.title);
  });
});

describe('fetchCaseStudy', () => {
  const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });

  it('asks GET /api/use-cases/{slug} (encoded) and reads { data }', async () => {
    const u = record('fashion-marketplace-expansion');
    const urls: string[] = [];
    const view = await fetchCaseStudy('fashion-marketplace-expansion', (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ data: wire(u) }));
    }) as typeof fetch);
    expect(urls).toEqual(['/api/use-cases/fashion-marketplace-expansion']);
    expect(view?.industry).toBe('Fashion');
    expect(caseStudyEndpoint('a b/c')).toBe('/api/use-cases/a%20b%2Fc');
  });

  it('a non-OK answer raises "Failed to fetch use case"; empty data is null', async () => {
    await expect(fetchCaseStudy('x', answer(404, { success: false }) as typeof fetch)).rejects.toThrow('Failed to fetch use case');
    await expect(fetchCaseStudy('x', answer(500, {}) as typeof fetch)).rejects.toThrow('Failed to fetch use case');
    await expect(fetchCaseStudy('x', answer(200, { data: null }) as typeof fetch)).resolves.toBeNull();
  });
});

describe('case-study page, prerendered', () => {
  const render = (params: Record<string, string>, canonicalPath: string) => prerenderPage(UseCaseDetailPage, { params, canonicalPath });

  it.each(fixedCaseStudySlugs)('%s: the whole case study is in the HTML', async (slug) => {
    const u = record(slug);
    // As the prerender does: the part below the hero (with the record's details) loads first.
    await prefetch({ slug });
    const html = render({ slug }, '/use-cases/:slug');
    // What a reader sees: headings wrap hyphenated compounds in no-wrap spans (keepCompounds).
    const text = html.replace(/<[^>]*>/g, '');
    for (const heading of ['Key Results', 'The Challenge', 'The Solution', 'Explore Services', 'Back to Use Cases'])
      expect(text).toContain(heading);
    expect(text).toContain(u.category);
    expect(text).toContain(u.detailedMetrics[0]!.label);
    expect(text).toContain(u.solutions[0]!.title);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).not.toContain('Loading case study...');
  });

  it('any other slug prerenders "Loading case study..." (the same for every slug, so hydration matches)', async () => {
    await prefetch({ slug: 'no-such-slug' });
    const a = render({ slug: 'medical-device-regional-distribution' }, '/use-cases/:slug');
    const b = render({ slug: 'no-such-slug' }, '/use-cases/:slug');
    expect(a).toContain('Loading case study...');
    expect(a).not.toContain('medical-device-regional-distribution');
    expect(b).toBe(a);
  });
});
