import { DesignSystemProvider } from '@meranti/design-system';
import { matchRoute, type ShellApi, ShellProvider } from '@meranti/platform';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import CalculatorsPage, { prefetch } from '../src/pages/calculators/calculators';

const shellAt = (search: string): ShellApi => ({
  location: { pathname: '/resources/calculators', search, hash: '' },
  siteUrl: 'https://www.meranti4pl.example',
  navigate: () => undefined,
  toast: () => undefined,
  openLightbox: () => undefined,
  track: () => undefined,
});

/** The page as the prerender renders it (server HTML, no JavaScript). */
function prerender(search = ''): string {
  const sheet = new ServerStyleSheet();
  try {
    const page = createElement(CalculatorsPage, { params: {}, canonicalPath: '/resources/calculators' });
    const tree = createElement(
      HelmetProvider,
      { context: {} },
      createElement(ShellProvider, { value: shellAt(search), today: '2025-01-01' }, createElement(DesignSystemProvider, null, page)),
    );
    return renderToString(sheet.collectStyles(tree));
  } finally {
    sheet.seal();
  }
}

// As the prerender does: the calculators below the catalogue load before the page is rendered.
await prefetch({});
const html = prerender();
const text = (s: string) =>
  s
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('calculators page, prerendered', () => {
  it('has one h1, the calculators anchor and the Start Calculating link to it', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<section[^>]*id="calculators"/);
    expect(html).toMatch(/<a [^>]*href="#calculators"[^>]*>Start Calculating/);
  });

  it('renders the four calculator cards by id', () => {
    for (const id of ['roi-calculator', 'freight-savings', 'automation-value', 'inventory-optimization']) {
      expect(html).toContain(`id="${id}"`);
    }
  });

  it('selects 4PL ROI and shows its live results for the example figures', () => {
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>.*?4PL ROI/);
    const body = text(html);
    // Example: $250,000 a month.
    for (const figure of ['$3,000,000', '$600,000', '$150,000', '$450,000', '300%', '3.0 months']) {
      expect(body).toContain(figure);
    }
    expect(body).toContain('20% average cost reduction');
    expect(body).toContain('Download Full Report');
  });

  it('prerenders the default tab whatever the query, so hydration always matches', () => {
    const freight = prerender('?tab=freight');
    expect(freight).toBe(html);
  });

  it('links only to routes of the route table (plus the in-page anchor)', () => {
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(hrefs).toContain('/contact');
    expect(hrefs).toContain('/resources');
    for (const path of hrefs.filter((h) => h.startsWith('/'))) expect(matchRoute(path)?.entry.path, path).toBe(path);
    expect(hrefs.filter((h) => !h.startsWith('/'))).toEqual(['#calculators']);
  });

  it('renders no dialog on the server', () => {
    expect(html).not.toContain('role="dialog"');
  });
});
