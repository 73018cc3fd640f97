import { href, matchRoute, type RouteId, routes } from '@meranti/platform';
import { describe, expect, it } from 'vitest';
import { contentChecks } from '../src/content.check';
import { laasContent } from '../src/pages/service-laas/laas.content';
import { laasContentSchema } from '../src/pages/service-laas/laas.schema';
import { mcpmsContent } from '../src/pages/service-mcpms/mcpms.content';
import { mcpmsContentSchema } from '../src/pages/service-mcpms/mcpms.schema';
import { servicesContent } from '../src/pages/services/services.content';
import { servicesContentSchema } from '../src/pages/services/services.schema';
import { termsContent } from '../src/pages/terms/terms.content';
import { termsContentSchema } from '../src/pages/terms/terms.schema';

/** Every `route` value anywhere in a content module. */
function routeIds(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) routeIds(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'route' && typeof value === 'string') found.push(value);
      else routeIds(value, found);
    }
  }
  return found;
}

const clone = <T>(value: T) => structuredClone(value) as any;

describe('marketing content modules', () => {
  it.each(contentChecks.map(([page, schema, content]) => [page, schema, content] as const))(
    '%s passes its schema',
    (_page, schema, content) => {
      expect(schema.safeParse(content).error).toBeUndefined();
    },
  );

  it('links only to built routes of the route table', () => {
    for (const [page, , content] of contentChecks) {
      for (const id of routeIds(content)) {
        expect(Object.hasOwn(routes, id), `${page}: unknown route id "${id}"`).toBe(true);
        const entry = matchRoute(href(id as RouteId))?.entry;
        // /case-studies (resources area) is linked by the operations persona page and built and tested by the resources area.
        if (!/^(solution|persona|b2c|caseStudyIndex$)/.test(id)) expect(entry?.built, `${page} → ${id}`).toBe(true);
      }
    }
  });

  it('gives every page a unique title and description', () => {
    const metas = contentChecks.map(([, , c]) => c.meta);
    expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
    for (const m of metas) expect(m.description.length).toBeLessThanOrEqual(160);
  });

  it('states each page’s own figures where the pages need them', () => {
    expect(laasContent.implementation.phases.map((p) => p.duration)).toEqual(['Weeks 1-2', 'Weeks 3-6', 'Weeks 7-12', 'Ongoing']);
    expect(laasContent.faq.items).toHaveLength(4);
    expect(mcpmsContent.dashboard.figures.map((f) => f.value)).toEqual(['5', '$23.34', '85.1%']);
    expect(mcpmsContent.modules.items.map((m) => m.title)).toEqual([
      'Operations Dashboard',
      'Lane Analysis and Preview',
      'Configuration Engine',
      'Integration Hub',
      'Finance Management',
      'Order and Exception Management',
    ]);
    expect(servicesContent.cards.items.map((c) => href(c.link.route))).toEqual([
      '/services/mcpms',
      '/services/logistics-as-a-service',
      '/services/transportation-procurement',
      '/services/control-tower',
      '/services/invoice-audit',
    ]);
  });

  it('rejects copy that breaks the rules', () => {
    const threeFaqs = clone(laasContent);
    threeFaqs.faq.items.pop();
    expect(laasContentSchema.safeParse(threeFaqs).success).toBe(false);

    const wrongWeeks = clone(laasContent);
    wrongWeeks.implementation.phases[1].duration = 'Weeks 3-8';
    expect(laasContentSchema.safeParse(wrongWeeks).success).toBe(false);

    const renamedDemo = clone(mcpmsContent);
    renamedDemo.hero.primary.label = 'Book a Demo';
    expect(mcpmsContentSchema.safeParse(renamedDemo).success).toBe(false);

    const raggedTable = clone(mcpmsContent);
    raggedTable.comparison.table.rows[0].values.pop();
    expect(mcpmsContentSchema.safeParse(raggedTable).success).toBe(false);

    const shuffledCards = clone(servicesContent);
    shuffledCards.cards.items.reverse();
    expect(servicesContentSchema.safeParse(shuffledCards).success).toBe(false);

    const noSiac = clone(termsContent);
    noSiac.document.sections = noSiac.document.sections.filter((s: { id: string }) => s.id !== 'governing-law');
    expect(termsContentSchema.safeParse(noSiac).success).toBe(false);

    const duplicateAnchor = clone(termsContent);
    duplicateAnchor.document.sections[1].id = duplicateAnchor.document.sections[0].id;
    expect(termsContentSchema.safeParse(duplicateAnchor).success).toBe(false);
  });
});
