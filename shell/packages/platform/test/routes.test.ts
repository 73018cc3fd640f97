import { describe, expect, it } from 'vitest';
import {
  FALLBACK_PARAM,
  fillPath,
  href,
  isDynamic,
  matchRoute,
  pageName,
  prerenderPaths,
  redirects,
  routes,
  sitemapPaths,
  type UnknownParam,
} from '../src/routes';

/** Every route the site must have: the route table's pages, its redirects and aliases (docs/product-rules.md#routes). */
const SPEC_ROUTES = [
  '/',
  '/contact',
  '/about',
  '/resources',
  '/resources/blogs',
  '/resources/blogs/:slug',
  '/resources/guides',
  '/resources/guides/:slug',
  '/resources/case-studies',
  '/resources/calculators',
  '/resources/assessments',
  '/assessment',
  '/use-cases',
  '/solutions',
  '/services',
  '/solutions/ecommerce-brands',
  '/solutions/marketplaces',
  '/solutions/logistics-partners',
  '/solutions/operations-teams',
  '/solutions/procurement-teams',
  '/solutions/supply-chain-leaders',
  '/solutions/finance-teams',
  '/services/logistics-as-a-service',
  '/services/transportation-procurement',
  '/services/control-tower',
  '/services/invoice-audit',
  '/services/mcpms',
  '/use-cases/ecommerce-scaling',
  '/use-cases/international-expansion',
  '/use-cases/peak-season',
  '/use-cases/digitization',
  // The six data-driven case studies (entertainment-leader-cost-reduction …) are the known values
  // of this route: mfe-marketing's knownParams, each prerendered to its own file.
  '/use-cases/:slug',
  '/blog',
  '/blog/:id',
  '/case-studies',
  '/case-studies/:id',
  '/privacy',
  '/terms',
  '/ecommerce-brands',
  '/marketplaces',
  '/logistics-partners',
  '/b2c-import-growth',
  '/404',
];

const AREA_OF: Record<string, string> = {
  '/': 'marketing',
  '/about': 'marketing',
  '/services': 'marketing',
  '/solutions': 'marketing',
  '/use-cases': 'marketing',
  '/privacy': 'marketing',
  '/terms': 'marketing',
  '/b2c-import-growth': 'marketing',
  '/resources': 'resources',
  '/resources/calculators': 'resources',
  '/blog': 'resources',
  '/case-studies': 'resources',
  '/contact': 'contact',
  '/assessment': 'contact',
  '/resources/assessments': 'contact',
};

describe('the route table', () => {
  const table = Object.values(routes);
  it('names every route the site must have, once', () => {
    const paths = table.map((r) => r.path);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives each route the area the architecture assigns', () => {
    for (const [path, area] of Object.entries(AREA_OF)) {
      expect(table.find((r) => r.path === path)?.area, path).toBe(area);
    }
    for (const r of table.filter(
      (x) => x.path.startsWith('/services') || x.path.startsWith('/solutions') || x.path.startsWith('/use-cases'),
    )) {
      expect(r.area, r.path).toBe('marketing');
    }
    for (const r of table.filter((x) => /^\/(resources\/(blogs|guides|case-studies)|blog|case-studies)/.test(x.path))) {
      expect(r.area, r.path).toBe('resources');
    }
  });

  it('points aliases at their canonical pages, which render the same page', () => {
    const aliases = table.filter((r) => 'canonical' in r && r.canonical);
    expect(aliases.map((r) => r.path).sort()).toEqual([
      '/assessment',
      '/ecommerce-brands',
      '/logistics-partners',
      '/marketplaces',
      '/resources/assessments',
    ]);
    for (const alias of aliases) {
      const target = table.find((r) => r.path === (alias as { canonical: string }).canonical);
      expect(target?.page).toBe(alias.page);
    }
  });

  it("names each page after its route: the id in kebab-case, an alias its canonical route's", () => {
    expect(pageName('blogPost')).toBe('blog-post');
    expect(pageName('b2cImportGrowth')).toBe('b2c-import-growth');
    expect(pageName('home')).toBe('home');
    expect(routes.serviceLaas.page).toBe('service-laas');
    expect(routes.useCaseBySlug.page).toBe('use-case-by-slug');
    expect(routes.notFound.page).toBe('not-found');
    expect(routes.aliasEcommerce.page).toBe('solution-ecommerce');
    expect(routes.resourceAssessments.page).toBe('contact');
  });

  it('prerenders built static routes, and lists only canonical pages in the sitemap', () => {
    expect(prerenderPaths()).toEqual(expect.arrayContaining(['/', '/resources/calculators', '/contact', '/assessment', '/404']));
    expect(sitemapPaths()).toContain('/contact');
    expect(sitemapPaths()).not.toContain('/assessment');
    expect(sitemapPaths()).not.toContain('/404');
    expect(prerenderPaths().some((p) => p.includes(':'))).toBe(false);
  });

  it('redirects the two calculator paths to the matching tab', () => {
    expect(redirects).toEqual([
      { from: '/calculator/transportation-procurement-roi', to: '/resources/calculators?tab=freight', status: 301 },
      { from: '/calculator/invoice-audit-roi', to: '/resources/calculators?tab=roi', status: 301 },
    ]);
  });

  it('matches paths, fixed slugs before patterns, and builds hrefs', () => {
    expect(matchRoute('/use-cases/peak-season')?.entry).toBe(routes.useCasePeakSeason);
    expect(matchRoute('/use-cases/retail-brand-growth')).toEqual({ entry: routes.useCaseBySlug, params: { slug: 'retail-brand-growth' } });
    expect(matchRoute('/use-cases/other-slug')).toEqual({ entry: routes.useCaseBySlug, params: { slug: 'other-slug' } });
    expect(matchRoute('/contact/')?.entry).toBe(routes.contact);
    expect(matchRoute('/nope')).toBeNull();
    expect(href('blogPost', { slug: 'a b' })).toBe('/resources/blogs/a%20b');
    expect(() => href('blogPost')).toThrow(/missing param "slug"/);
  });
});

describe('detail routes', () => {
  const dynamic = Object.entries(routes).filter(([, r]) => isDynamic(r));

  it('each says what an unknown value gets; a redirect leads to a built-or-planned page of the table', () => {
    expect(dynamic.length).toBeGreaterThan(0);
    for (const [id, r] of dynamic) {
      expect(r.unknown, id).toBeDefined();
      const rule = r.unknown as UnknownParam;
      if (typeof rule === 'object') expect(matchRoute(rule.redirect)?.entry.path, id).toBe(rule.redirect);
    }
  });

  it('fills patterns with encoded params and refuses a missing one', () => {
    expect(fillPath('/blog/:id', { id: 'a b' })).toBe('/blog/a%20b');
    expect(() => fillPath('/blog/:id', {})).toThrow(/missing param "id"/);
  });

  it('the fallback value is answered by its detail route, not by a fixed page', () => {
    for (const [, r] of dynamic) {
      const sample = fillPath(r.path, { slug: FALLBACK_PARAM, id: FALLBACK_PARAM });
      expect(matchRoute(sample)?.entry).toBe(r);
    }
  });
});
