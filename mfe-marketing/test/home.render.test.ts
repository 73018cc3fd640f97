import { DesignSystemProvider } from '@meranti/design-system';
import { matchRoute, ShellProvider } from '@meranti/platform';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import HomePage, { prefetch } from '../src/pages/home/home';
import { homeSectionsContent as homeContent } from '../src/pages/home/home.sections.content';
import { shellStub } from './shell-stub';

const shell = shellStub;

/** The page as the prerender renders it (server HTML, no JavaScript). */
function prerender(): string {
  const sheet = new ServerStyleSheet();
  try {
    const page = createElement(HomePage, { params: {}, canonicalPath: '/' });
    const tree = createElement(
      HelmetProvider,
      { context: {} },
      createElement(ShellProvider, { value: shell, today: '2025-01-01' }, createElement(DesignSystemProvider, null, page)),
    );
    return renderToString(sheet.collectStyles(tree));
  } finally {
    sheet.seal();
  }
}

// As the prerender does: the sections that hydrate later are loaded before the page is rendered.
await prefetch({});
const html = prerender();
const hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1] ?? '');

describe('home page, prerendered', () => {
  it('renders one h1 and every internal link is a route of the table', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const internal = hrefs.filter((h) => h.startsWith('/'));
    expect(internal.length).toBeGreaterThanOrEqual(15);
    for (const path of internal) {
      expect(matchRoute(path)?.entry.path, path).toBe(path);
    }
    expect(hrefs.filter((h) => !h.startsWith('/'))).toEqual([]);
  });

  it('has all the content in the HTML, before any JavaScript runs', () => {
    expect(html.match(/>Learn More</g)).toHaveLength(3);
    for (const step of ['Assess', 'Design', 'Execute']) expect(html).toContain(`>${step}</h3>`);
    expect(html).not.toMatch(/optimi[sz]e/i);
    for (const country of homeContent.coverage.countries) expect(html).toContain(`${country}</li>`);
    for (const stat of homeContent.numbers.stats) expect(html).toContain(`>${stat.value}<`);
  });
});
