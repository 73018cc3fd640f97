// Design-system defects the layout review found: headings broken inside hyphenated words, ranges set in tabular
// figures ("15 - 30%"), check marks on pain points, one card for everything and grids with orphans.
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { HeroTitle } from '../src/components/hero/HeroTitle.tsx';
import { CardGrid } from '../src/components/layout/CardGrid.tsx';
import { cardGridPlan, rowsOf } from '../src/components/layout/cardGridPlan.ts';
import { Checklist } from '../src/components/surface/Checklist.tsx';
import { InlineChecks } from '../src/components/surface/InlineChecks.tsx';
import { Stat } from '../src/components/surface/Stat.tsx';
import { StyledCard } from '../src/components/surface/styled/StyledCard.ts';
import { Heading } from '../src/components/typography/Heading.tsx';
import { splitCompounds } from '../src/components/typography/keepCompounds.tsx';
import { DesignSystemProvider } from '../src/theme/DesignSystemProvider.tsx';

// The sprite's address is set by the package's build (vite.config.ts define).
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__MERANTI_ICON_SPRITE__ = '/assets/icons.svg';
});

function render(element: ReactElement): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(createElement(DesignSystemProvider, null, element)));
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'");

/** The CSS rule body of the class an element with `attr` got (first class of that element). */
function ruleOf({ html, css }: { html: string; css: string }, pattern: RegExp): string {
  const classes = pattern.exec(html)?.[1]?.split(' ') ?? [];
  return classes.map((c) => new RegExp(`\\.${c}\\{([^}]*)\\}`).exec(css)?.[1] ?? '').join(';');
}

describe('headings keep hyphenated compounds on one line', () => {
  it('finds compounds of letters and digits joined by hyphens, and nothing else', () => {
    expect(splitCompounds('A multi-carrier network for e-commerce brands')).toEqual([
      { text: 'A ', compound: false },
      { text: 'multi-carrier', compound: true },
      { text: ' network for ', compound: false },
      { text: 'e-commerce', compound: true },
      { text: ' brands', compound: false },
    ]);
    expect(splitCompounds('end-to-end, B2B-ready')).toEqual([
      { text: 'end-to-end', compound: true },
      { text: ', ', compound: false },
      { text: 'B2B-ready', compound: true },
    ]);
    // A dash between words, a range and a leading hyphen are not compounds of words… a range is digits.
    expect(splitCompounds('Days 1-30 — a plan - then more').filter((p) => p.compound)).toEqual([{ text: '1-30', compound: true }]);
    expect(splitCompounds('No hyphen here')).toEqual([{ text: 'No hyphen here', compound: false }]);
  });

  it('Heading and HeroTitle wrap each compound in a no-wrap span; the text is unchanged', () => {
    const title = 'Multi-carrier shipping for e-commerce, end-to-end';
    for (const element of [
      createElement(Heading, { as: 'h2' }, title),
      createElement(HeroTitle, { id: 'x' }, 'Multi-carrier shipping for ', createElement('span', null, 'e-commerce, end-to-end')),
    ]) {
      const out = render(element);
      expect(textOf(out.html)).toBe(title);
      const spans = [...out.html.matchAll(/<span class="([^"]+)">([^<]+)<\/span>/g)];
      expect(spans.map((m) => m[2])).toEqual(['Multi-carrier', 'e-commerce', 'end-to-end']);
      const rule = ruleOf(out, /<span class="([^"]+)">Multi-carrier/);
      expect(rule).toContain('white-space:nowrap');
    }
  });

  it('leaves headings without compounds as they were', () => {
    expect(render(createElement(Heading, { as: 'h3' }, 'Control tower')).html).toMatch(/<h3 class="[^"]+">Control tower<\/h3>/);
  });
});

describe('figures', () => {
  it('a stat uses proportional figures (a range keeps its narrow hyphen), tabular only when asked', () => {
    const plain = render(createElement(Stat, { value: '15-30%', label: 'Cost reduction' }));
    expect(plain.html).toContain('>15-30%<');
    expect(ruleOf(plain, /<span class="([^"]+)">15-30%/)).toContain('font-variant-numeric:proportional-nums');
    const column = render(createElement(Stat, { value: '1,204', label: 'Shipments', $tabular: true }));
    expect(ruleOf(column, /<span class="([^"]+)">1,204/)).toContain('font-variant-numeric:tabular-nums');
  });
});

describe('marks on lists', () => {
  const iconOf = (html: string) => [...html.matchAll(/<use href="[^"]*#([A-Za-z]+)"/g)].map((m) => m[1]);

  it('a checklist marks items with checks by default, pain points with a red cross or alert', () => {
    const checks = render(createElement(Checklist, { items: ['One view'] }));
    expect(iconOf(checks.html)).toEqual(['Check']);
    const problems = render(createElement(Checklist, { items: ['Hidden surcharges', 'Late invoices'], marker: 'cross' }));
    expect(iconOf(problems.html)).toEqual(['X', 'X']);
    expect(problems.html).toContain('data-marker="cross"');
    expect(ruleOf(problems, /<li class="[^"]+"><span class="([^"]+)">/)).toContain('color:#B91C1C');
    expect(iconOf(render(createElement(Checklist, { items: ['Risk'], marker: 'alert' })).html)).toEqual(['AlertTriangle']);
  });

  it('inline checks: check-circles for assurances, crosses in the danger colour for problems', () => {
    expect(iconOf(render(createElement(InlineChecks, { items: ['No commitment'] })).html)).toEqual(['CheckCircle']);
    const problems = render(createElement(InlineChecks, { items: ['Five portals', 'No single view'], marker: 'cross' }));
    expect(iconOf(problems.html)).toEqual(['X', 'X']);
    expect(problems.html).not.toContain(' marker="');
    expect(problems.css).toMatch(/>li>svg\{[^}]*color:#B91C1C/);
  });
});

describe('card tiers and grids', () => {
  it('every count divides evenly at md and lg: the last row is full, a short row comes first', () => {
    for (let n = 2; n <= 16; n++) {
      const plan = cardGridPlan(n);
      for (const [width, step] of Object.entries(plan)) {
        const rows = rowsOf(step, n);
        expect(
          rows.reduce((a, b) => a + b, 0),
          `${n} cards at ${width}`,
        ).toBe(n);
        expect(rows.at(-1), `${n} cards at ${width}: last row`).toBe(step.columns);
        expect(12 % step.columns, `${n} cards at ${width}`).toBe(0);
        if (step.lead) expect(12 % step.lead).toBe(0);
      }
    }
  });

  it('follows the art direction: 5 → 2 + 3, 7 → 1 + 3 × 2, 6 → 3 × 2, 8 → 4 × 2, 9 → 3 × 3', () => {
    const lg = (n: number) => rowsOf(cardGridPlan(n).lg, n);
    expect(lg(3)).toEqual([3]);
    expect(lg(4)).toEqual([4]);
    expect(lg(5)).toEqual([2, 3]);
    expect(lg(6)).toEqual([3, 3]);
    expect(lg(7)).toEqual([1, 3, 3]);
    expect(lg(8)).toEqual([4, 4]);
    expect(lg(9)).toEqual([3, 3, 3]);
    const md = (n: number) => rowsOf(cardGridPlan(n).md, n);
    expect(md(5)).toEqual([1, 2, 2]);
    expect(md(3)).toEqual([3]);
    expect(md(7)).toEqual([1, 2, 2, 2]);
  });

  it('CardGrid writes the spans of its count: after a featured card, the plan of the rest', () => {
    const cards = Array.from({ length: 6 }, (_, i) => createElement('li', { key: i }, `Card ${i}`));
    const out = render(createElement(CardGrid, { as: 'ul', featured: true }, cards));
    expect(out.html).toContain('data-count="5"');
    // Five after the featured one: at lg two halves then three thirds.
    expect(out.css).toMatch(/>:nth-child\(-n \+ 1\)\{grid-column:1\/-1;\}/);
    expect(out.css).toMatch(/>:nth-child\(n \+ 2\):nth-child\(-n \+ 3\)\{grid-column:span 6;\}/);
  });

  it('a featured card takes a full row under a brand rule; a standard one has no coloured top border', () => {
    const featured = render(createElement(StyledCard, { $variant: 'featured' }, 'Lead'));
    expect(featured.css).toMatch(/grid-column:1\/-1/);
    expect(featured.css).toMatch(/::before\{[^}]*linear-gradient\(90deg,#0F766E,#2DB3A1\)/);
    const standard = render(createElement(StyledCard, null, 'Card'));
    const classes = /<div class="([^"]+)">Card/.exec(standard.html)?.[1]?.split(' ') ?? [];
    expect(classes.length).toBeGreaterThan(0);
    for (const c of classes) expect(standard.css).not.toMatch(new RegExp(`\\.${c}::before|\\.${c}\\{[^}]*border-top`));
    const compact = render(createElement(StyledCard, { $variant: 'compact' }, 'Row'));
    expect(compact.css).toMatch(/flex-direction:row/);
  });
});
