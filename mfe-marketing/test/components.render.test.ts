import { DesignSystemProvider } from '@meranti/design-system';
import { ShellProvider } from '@meranti/platform';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ComparisonTable } from '../src/components/comparison-table/ComparisonTable';
import { FaqAccordion } from '../src/components/faq/FaqAccordion';
import { calendarDate } from '../src/components/legal-document/LastUpdated';
import { LegalDocument } from '../src/components/legal-document/LegalDocument';
import { PhaseTimeline } from '../src/components/phase-timeline/PhaseTimeline';
import { StickyMobileCta } from '../src/components/sticky-cta/StickyMobileCta';
import { privacyContent } from '../src/pages/privacy/privacy.content';
import { laasContent } from '../src/pages/service-laas/laas.content';
import { mcpmsContent } from '../src/pages/service-mcpms/mcpms.content';
import { shellStub } from './shell-stub';

const shell = shellStub;

/** Server HTML of an element, as the prerender writes it. */
function render(element: ReactElement, today = '2030-06-09T22:30:00.000Z'): string {
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(
      sheet.collectStyles(createElement(ShellProvider, { value: shell, today }, createElement(DesignSystemProvider, null, element))),
    );
  } finally {
    sheet.seal();
  }
}

describe('area components, prerendered', () => {
  it('FAQ: real buttons, all closed, each controlling its own panel that holds the answer', () => {
    const html = render(createElement(FaqAccordion, { items: laasContent.faq.items }));
    const buttons = [...html.matchAll(/<button[^>]*aria-expanded="false"[^>]*aria-controls="([^"]+)"/g)];
    expect(buttons).toHaveLength(4);
    for (const [, panel] of buttons) expect(html).toMatch(new RegExp(`id="${panel}"[^>]*hidden`));
    for (const item of laasContent.faq.items) expect(html).toContain(item.answer.slice(0, 40));
  });

  it('phase timeline: numbered phases with their durations, in order', () => {
    const { phases, stepLabel } = laasContent.implementation;
    const html = render(createElement(PhaseTimeline, { phases, stepLabel }));
    expect(html).toContain('data-count="4"');
    expect([...html.matchAll(/>(Weeks [^<]+|Ongoing)</g)].map((m) => m[1])).toEqual(['Weeks 1-2', 'Weeks 3-6', 'Weeks 7-12', 'Ongoing']);
  });

  it('comparison: a header per option, a row header per aspect, each value labelled with its option', () => {
    const html = render(createElement(ComparisonTable, { comparison: mcpmsContent.comparison.table }));
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html.match(/<th scope="row"/g)).toHaveLength(mcpmsContent.comparison.table.rows.length);
    expect(html.match(/<span[^>]*aria-hidden="true"[^>]*>Unified with MCPMS</g)).toHaveLength(mcpmsContent.comparison.table.rows.length);
  });

  it('legal document: "Last updated" is the given day in UTC during prerender, and the contents link to every section', () => {
    const html = render(createElement(LegalDocument, { document: privacyContent.document }));
    expect(html).toContain('<time dateTime="2030-06-09">9 June 2030</time>');
    for (const section of privacyContent.document.sections) {
      expect(html).toContain(`href="#${section.id}"`);
      expect(html).toContain(`id="${section.id}"`);
    }
  });

  it('legal document: the date is written as Intl (en-SG long date, en-CA ISO) writes it, in UTC and in the local zone', () => {
    for (const iso of [
      '2026-01-01T00:30:00Z',
      '2026-02-28T23:59:00Z',
      '2026-07-09T12:00:00Z',
      '2026-12-31T16:30:00Z',
      '2031-10-05T08:00:00Z',
    ]) {
      const date = new Date(iso);
      for (const zone of ['UTC', 'local'] as const) {
        const timeZone = zone === 'UTC' ? 'UTC' : undefined;
        expect(calendarDate(date, zone)).toEqual({
          shown: new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date),
          machine: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date),
        });
      }
    }
  });

  it('sticky call to action: hidden in the prerendered HTML', () => {
    const html = render(createElement(StickyMobileCta, { link: laasContent.stickyCta }));
    expect(html).toMatch(/data-visible="false"/);
    expect(html).toContain('href="/contact#form"');
  });
});
