import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { __PRIVATE__, createGlobalStyle, keyframes, ServerStyleSheet, StyleSheetManager, styled } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { adoptPageStyles } from '../../shell/src/prefetch/page-styles';
import { pageStyles } from '../lib/page-styles.mjs';

// A page's published styles (ADR 28), end to end through styled-components itself: the prerender
// keeps the page's own groups of its server output (scripts/lib/page-styles.mjs), the prefetcher
// hands them to a sheet (shell/src/prefetch/page-styles.ts), and rendering the page with that sheet
// then finds every class name known: it inserts no rule.

const pulse = keyframes`from { opacity: 0.4; } to { opacity: 1; }`;
const Box = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: 768px) {
    gap: 2rem;
  }
`;
const Tone = styled(Box)<{ readonly $tone: 'calm' | 'loud' }>`
  color: ${(p) => (p.$tone === 'loud' ? '#B91C1C' : '#0F766E')};
  animation: ${pulse} 1s;
  &:hover {
    color: #111;
  }
`;
const Global = createGlobalStyle`body { margin: 0; }`;

const page = (tones: readonly ('calm' | 'loud')[]) =>
  h('main', null, h(Global), ...tones.map((tone) => h(Tone, { key: tone, $tone: tone }, tone)));

/** What the prerender collects for `element`: styled-components' style tag. */
function serverStyles(element: ReturnType<typeof page>): { tags: string; html: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return { tags: sheet.getStyleTags(), html };
  } finally {
    sheet.seal();
  }
}

/** A sheet like the browser's (its own names and rules), rendering `element` into it; returns the classes rendered. */
function renderWith(sheet: InstanceType<typeof __PRIVATE__.StyleSheet>, element: ReturnType<typeof page>): string {
  return renderToString(h(StyleSheetManager, { sheet }, element));
}

/** The rules a sheet holds (its markers left out). */
const rulesOf = (sheet: InstanceType<typeof __PRIVATE__.StyleSheet>): Set<string> =>
  new Set(
    sheet
      .toString()
      .split('/*!sc*/\n')
      .filter((r) => r && !r.startsWith('data-styled.')),
  );
/** The rules `after` holds that `before` did not. */
const added = (before: Set<string>, after: Set<string>) => [...after].filter((r) => !before.has(r)).join('\n');

const classesOf = (html: string) => [...html.matchAll(/class="([^"]+)"/g)].map((m) => m[1]).sort();

describe("a page's published styles", () => {
  it("hold the page's own groups only: not the shell's components nor its global style", () => {
    const { tags } = serverStyles(page(['calm']));
    expect(tags).toContain('sc-global-');
    const own = pageStyles(tags);
    expect(own).not.toContain('sc-global-');
    expect(own).not.toContain('margin:0');
    expect(own).toMatch(/@keyframes/);
    // A shell component's group (namespace sh) is dropped; another namespace is kept, in order.
    const shellGroup = '.aBc{color:red;}/*!sc*/\ndata-styled.g7[id="sh__sc-1-0"]{content:"aBc,"}/*!sc*/\n';
    const areaGroup = '.dEf{color:blue;}/*!sc*/\ndata-styled.g8[id="rs__sc-2-0"]{content:"dEf,"}/*!sc*/\n';
    expect(pageStyles(`<style data-styled="true">${shellGroup}${areaGroup}</style>`)).toBe(areaGroup);
  });

  it('once adopted, rendering the page inserts no rule and renders the same classes as the prerender', () => {
    const element = page(['calm', 'loud']);
    const server = serverStyles(element);
    const sheet = new __PRIVATE__.StyleSheet({ isServer: true });
    const adopted = adoptPageStyles(pageStyles(server.tags), sheet);
    expect(adopted.length).toBeGreaterThanOrEqual(4); // Box, Tone (two tones), the keyframes
    const before = rulesOf(sheet);
    const html = renderWith(sheet, element);
    // The global style is the shell's (not in the file): the only rule rendering adds.
    expect(added(before, rulesOf(sheet))).toBe('body{margin:0;}');
    expect(classesOf(html)).toEqual(classesOf(server.html));
  });

  it('without the file, the same render generates and inserts the rules (what adoption saves)', () => {
    const sheet = new __PRIVATE__.StyleSheet({ isServer: true });
    renderWith(sheet, page(['calm']));
    expect(added(new Set(), rulesOf(sheet))).toContain('display:grid');
  });

  it('leaves names the sheet knows alone and adopts the others of the same component with their own rules', () => {
    const sheet = new __PRIVATE__.StyleSheet({ isServer: true });
    renderWith(sheet, page(['calm']));
    const known = rulesOf(sheet);
    const adopted = adoptPageStyles(pageStyles(serverStyles(page(['calm', 'loud'])).tags), sheet);
    // Only the loud tone was new: one name, its two rules (colour and hover), nothing else again.
    expect(adopted).toHaveLength(1);
    const loud = adopted[0] as string;
    expect(added(known, rulesOf(sheet)).split('\n')).toEqual([
      `.${loud}{color:#B91C1C;animation:${pulse.getName()} 1s;}`,
      `.${loud}:hover{color:#111;}`,
    ]);
    const before = rulesOf(sheet);
    renderWith(sheet, page(['calm', 'loud']));
    expect(added(before, rulesOf(sheet))).toBe('');
  });

  it('a name whose rules the file does not hold is left for rendering to generate', () => {
    const sheet = new __PRIVATE__.StyleSheet({ isServer: true });
    const text = `.xYz{color:red;}/*!sc*/\ndata-styled.g3[id="rs__sc-9-0"]{content:"xYz,aBc,"}/*!sc*/\n`;
    expect(adoptPageStyles(text, sheet)).toEqual(['xYz']);
    expect(sheet.hasNameForId('rs__sc-9-0', 'aBc')).toBe(false);
  });
});
