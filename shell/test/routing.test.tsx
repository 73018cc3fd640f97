import type { Area, PageComponent } from '@meranti/platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNotFoundPage, render } from '../src/entry-server';

// The shell's router, generated from the route table (src/routing/AppRoutes.tsx), through the
// function the prerender calls for every page: `render({ url, page })`. The page a route's remote
// renders is handed in as the prerender hands it in; it prints what the shell gave it.

const SITE = { siteUrl: 'https://meranti.example', buildDate: '2026-01-01' };

/** A page that shows which page it is, the params the route matched and its canonical address. */
const pageFor =
  (area: Area, page: string): PageComponent =>
  ({ params, canonicalPath }) => <p data-test-page="routed">{`${area}/${page} ${JSON.stringify(params)} ${canonicalPath}`}</p>;

/** The routed page's text in the rendered body: what the shell rendered for `url`. */
function renderedPage(url: string, area: Area, page: string): string | null {
  const { body } = render({ url, ...SITE, page: { area, page, component: pageFor(area, page) } });
  return /<p data-test-page="routed">([^<]*)<\/p>/.exec(body)?.[1]?.replaceAll('&quot;', '"') ?? null;
}

describe('the shell router, driven by the route table', () => {
  beforeAll(async () => {
    await loadNotFoundPage();
  });

  it('renders the route\u2019s page from its area, with its own address as the canonical one', () => {
    expect(renderedPage('/services/mcpms', 'marketing', 'service-mcpms')).toBe('marketing/service-mcpms {} /services/mcpms');
    expect(renderedPage('/contact', 'contact', 'contact')).toBe('contact/contact {} /contact');
  });

  it('asks for no other page than the route\u2019s (a wrong area or page renders nothing of it)', () => {
    expect(renderedPage('/services/mcpms', 'marketing', 'home')).toBeNull();
    expect(renderedPage('/contact', 'marketing', 'contact')).toBeNull();
  });

  it('hands a detail route its params and its address with them filled in', () => {
    expect(renderedPage('/resources/blogs/peak-season', 'resources', 'blog-post')).toBe(
      'resources/blog-post {"slug":"peak-season"} /resources/blogs/peak-season',
    );
  });

  it('renders an alias with its target\u2019s page and address', () => {
    expect(renderedPage('/ecommerce-brands', 'marketing', 'solution-ecommerce')).toBe(
      'marketing/solution-ecommerce {} /solutions/ecommerce-brands',
    );
  });

  it('matches an address with a trailing slash as the route', () => {
    expect(renderedPage('/services/mcpms/', 'marketing', 'service-mcpms')).toBe('marketing/service-mcpms {} /services/mcpms');
  });

  it('renders the not-found page for an address no route has, and only there', () => {
    const notFound = /<h1[^>]*>(?:<[^>]+>)*Page Not Found/;
    const { body } = render({ url: '/no-such-page', ...SITE, page: null });
    expect(body).toMatch(notFound);
    expect(body).not.toContain('data-area=');
    expect(
      render({
        url: '/services/mcpms',
        ...SITE,
        page: { area: 'marketing', page: 'service-mcpms', component: pageFor('marketing', 'service-mcpms') },
      }).body,
    ).not.toMatch(notFound);
  });

  it('leaves a redirected address to the redirect: neither a page nor the not-found page', () => {
    const { body } = render({ url: '/calculator/invoice-audit-roi', ...SITE, page: null });
    expect(body).toContain('<main');
    expect(body).not.toMatch(/Page Not Found/);
    expect(body).not.toContain('data-area=');
  });
});
