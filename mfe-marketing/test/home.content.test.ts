import { href, matchRoute, type RouteId, routes } from '@meranti/platform';
import { describe, expect, it } from 'vitest';
import { homeContent as head } from '../src/pages/home/home.content';
import { homeContentSchema, keyMarkets } from '../src/pages/home/home.schema';
import { homeSectionsContent } from '../src/pages/home/home.sections.content';

/** The whole page's copy: the hero's (first load) and the sections' (loaded with them). */
const homeContent = { ...head, ...homeSectionsContent };

/** Every `route` value anywhere in the home copy (links, buttons, cards). */
function routeIds(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const item of node) routeIds(item, found);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'route' && typeof value === 'string') found.push(value);
      else routeIds(value, found);
    }
  }
  return found;
}

/** A deep, freely mutable copy, to build deliberately broken copy. */
const clone = () => structuredClone(homeContent) as any;

describe('home content', () => {
  it('passes the content check that guards the prerender', async () => {
    expect(() => homeContentSchema.parse(homeContent)).not.toThrow();
    await expect(import('../src/content.check')).resolves.toBeDefined();
  });

  it('links only to routes of the route table', () => {
    const ids = routeIds(homeContent);
    expect(ids.length).toBeGreaterThanOrEqual(15);
    for (const id of ids) {
      expect(Object.hasOwn(routes, id), `unknown route id "${id}"`).toBe(true);
      const path = href(id as RouteId);
      const match = matchRoute(path);
      expect(match?.entry.path, `${id} → ${path}`).toBe(path);
    }
  });

  it('reaches every page the home page must link to', () => {
    const paths = new Set(routeIds(homeContent).map((id) => href(id as RouteId)));
    for (const path of [
      '/contact',
      '/solutions',
      '/services',
      '/services/logistics-as-a-service',
      '/services/transportation-procurement',
      '/services/control-tower',
      '/services/invoice-audit',
      '/solutions/ecommerce-brands',
      '/solutions/marketplaces',
      '/solutions/logistics-partners',
      '/use-cases',
      '/use-cases/international-expansion',
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
  });

  it('has the hero buttons, three audience cards and the three process steps', () => {
    expect(homeContent.hero.primary).toEqual({ label: 'Book a Consultation', route: 'contact' });
    expect(homeContent.hero.secondary).toEqual({ label: 'Explore Solutions', route: 'solutions' });
    expect(homeContent.audiences.cards.map((c) => href(c.link.route))).toEqual([
      '/solutions/ecommerce-brands',
      '/solutions/marketplaces',
      '/solutions/logistics-partners',
    ]);
    expect(homeContent.audiences.cards.every((c) => c.link.label === 'Learn More')).toBe(true);
    expect(homeContent.process.steps.map((s) => s.title)).toEqual(['Assess', 'Design', 'Execute']);
    expect(JSON.stringify(homeContent)).not.toMatch(/optimi[sz]e/i);
  });

  it('states the home page’s own claims and the ten key markets', () => {
    expect(homeContent.numbers.stats.map((s) => s.value)).toEqual(['500+', '5M+', '15+', '99%', '$10M+']);
    expect(homeContent.coverage.countries).toEqual([...keyMarkets]);
    expect(homeContent.coverage.capabilities).toHaveLength(5);
    expect(homeContent.benefits.items).toHaveLength(6);
    expect(homeContent.meta.description.length).toBeGreaterThanOrEqual(120);
    expect(homeContent.meta.description.length).toBeLessThanOrEqual(160);
  });

  it('rejects copy that breaks the rules', () => {
    const withOptimize = clone();
    withOptimize.process.steps.push({ title: 'Optimize', duration: 'Ongoing', description: 'x', outcome: 'y' });
    expect(homeContentSchema.safeParse(withOptimize).success).toBe(false);

    const nineMarkets = clone();
    nineMarkets.coverage.countries.pop();
    expect(homeContentSchema.safeParse(nineMarkets).success).toBe(false);

    const badRoute = clone();
    badRoute.audiences.cards[0].link.route = 'noSuchRoute';
    expect(homeContentSchema.safeParse(badRoute).success).toBe(false);

    const missingCopy = clone();
    missingCopy.hero.lead = '  ';
    expect(homeContentSchema.safeParse(missingCopy).success).toBe(false);

    const renamedButton = clone();
    renamedButton.hero.primary.label = 'Book a Call';
    expect(homeContentSchema.safeParse(renamedButton).success).toBe(false);
  });
});
