// The charts as the prerender writes them: a figure whose caption names the drawing, the numbers
// as a table, every value printed from the same function as the text, the same markup twice.
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { BeforeAfterBars } from '../src/components/charts/BeforeAfterBars.tsx';
import { ChartFigure, type ChartFigureProps } from '../src/components/charts/ChartFigure.tsx';
import { MINUS } from '../src/components/charts/geometry.ts';
import { ScaleBar } from '../src/components/charts/ScaleBar.tsx';
import { SeriesChart } from '../src/components/charts/SeriesChart.tsx';
import { SlopeChart } from '../src/components/charts/SlopeChart.tsx';
import { Timeline } from '../src/components/charts/Timeline.tsx';
import { DesignSystemProvider } from '../src/theme/DesignSystemProvider.tsx';

function render(element: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(sheet.collectStyles(createElement(DesignSystemProvider, null, element)));
  } finally {
    sheet.seal();
  }
}

/** The drawing is named by its figure's caption. */
function expectLabelledByCaption(html: string) {
  const caption = /<figcaption[^>]*id="([^"]+)"/.exec(html)?.[1];
  expect(caption).toBeTruthy();
  expect(html).toMatch(new RegExp(`<svg[^>]*role="img"[^>]*aria-labelledby="${caption}"`));
}

const bars = createElement(BeforeAfterBars, {
  caption: 'Twelve months with Meranti',
  beforeLabel: 'Before',
  afterLabel: 'With Meranti',
  changeLabel: 'Change',
  metrics: [
    { label: 'On-time delivery', before: 82, after: 97, format: 'percent' },
    { label: 'Carrier onboarding', before: 21, after: 5, format: 'days', lowerIsBetter: true },
    { label: 'Cost reduction', before: 0, after: 30, afterText: '15-30%', changeText: 'up to 30%' },
  ],
});

describe('charts, prerendered', () => {
  it('before/after bars: values at the bar ends, the change chip, the numbers as a hidden table', () => {
    const html = render(bars);
    expectLabelledByCaption(html);
    expect(html).toContain('>97%</text>');
    expect(html).toContain('>21 days</text>');
    expect(html).toContain('>+15 pts</text>');
    expect(html).toContain(`>${MINUS}76%</text>`);
    // Copy that writes a value its own way is printed as given.
    expect(html).toContain('>15-30%</text>');
    expect(html).toContain('>up to 30%</text>');
    // A fall in onboarding days is good news: a green chip, not a red one.
    expect(html).toMatch(/class="chip-good"[^>]*><\/rect><text[^>]*>−76%/);
    // The table: a header per series and the change, a row header per metric.
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html.match(/<th scope="row"/g)).toHaveLength(3);
    expect(html).toMatch(/<th scope="row">On-time delivery<\/th><td>82%<\/td><td>97%<\/td><td>\+15 pts<\/td>/);
  });

  it('slope chart: both ends printed, the series named, a table of from/to', () => {
    const html = render(
      createElement(SlopeChart, {
        caption: 'Service levels by market',
        fromLabel: 'Before',
        toLabel: 'After',
        format: 'percent',
        series: [
          { label: 'Singapore', from: 91, to: 98 },
          { label: 'Malaysia', from: 84, to: 96 },
        ],
      }),
    );
    expectLabelledByCaption(html);
    for (const text of ['91%', '98%', '84%', '96%', 'Singapore', 'Malaysia']) expect(html).toContain(`>${text}</text>`);
    expect(html).toMatch(/<th scope="row">Malaysia<\/th><td>84%<\/td><td>96%<\/td>/);
  });

  it('series chart: a row per x label in the table, the payback marker, area and line paths', () => {
    const html = render(
      createElement(SeriesChart, {
        caption: 'Savings against cost',
        xLabels: ['Month 1', 'Month 2', 'Month 3'],
        axisLabels: ['M1', 'M2', 'M3'],
        format: 'currency',
        series: [
          { label: 'Savings', values: [10000, 20000, 30000], kind: 'area', tone: 'teal' },
          { label: 'Cost', values: [15000, 17000, 19000], kind: 'line', tone: 'slate' },
        ],
        marker: { index: 2, label: 'Payback: month 3' },
      }),
    );
    expectLabelledByCaption(html);
    expect(html).toMatch(/<th scope="row">Month 2<\/th><td>\$20,000<\/td><td>\$17,000<\/td>/);
    expect(html).toContain('>Payback: month 3</text>');
    expect(html).toContain('>M2</text>');
    expect(html.match(/<path /g)).toHaveLength(3); // the area, and a line per series
    // Gradient ids come from useId: safe characters only.
    const id = /<linearGradient id="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(id).toMatch(/^[a-zA-Z0-9_-]+$/);
    expect(html).toContain(`url(#${id})`);
  });

  it('scale bar: the figure as text with proportional figures, the bar hidden from assistive technology', () => {
    const html = render(
      createElement(ScaleBar, { value: 5, max: 6, label: 'Shipments a year', valueText: '5M+', maxText: 'on one platform' }),
    );
    expect(html).toMatch(/<figure[^>]*><p[^>]*>5M\+<\/p><svg aria-hidden="true"/);
    expect(html).toContain('width="83.333%"');
    expect(html).toMatch(/<figcaption[^>]*><span>Shipments a year<\/span><span>on one platform<\/span>/);
  });

  it('timeline: a list of phases in one align group, headings at the given level, durations to scale', () => {
    const html = render(
      createElement(Timeline, {
        ariaLabel: '120-day roadmap',
        unit: 'days',
        headingLevel: 4,
        steps: [
          { label: 'Days 1-30', title: 'Connect', start: 1, end: 30, items: ['Carrier feeds'] },
          { label: 'Days 31-60', title: 'Baseline', start: 31, end: 60 },
          { label: 'Days 61-90', title: 'Optimise', start: 61, end: 90, outcome: 'Savings reported' },
        ],
      }),
    );
    expect(html).toMatch(/<ol[^>]*aria-label="120-day roadmap"/);
    const groups = [...html.matchAll(/<li[^>]*data-align-group="([^"]+)"/g)].map((m) => m[1]);
    expect(groups).toHaveLength(3);
    expect(new Set(groups).size).toBe(1);
    expect(html.match(/<h4/g)).toHaveLength(3);
    expect(html).toContain('>90 days</text>');
    // The first milestone is "now" (amber) unless told otherwise.
    expect(html.match(/data-now="true"/g)).toHaveLength(1);
    // Only the rows some phase uses: node, label, title, items, outcome (no description row).
    expect(html).toContain('--rows:5');
  });

  it('ChartFigure: any drawing, a visible table unless hidden', () => {
    const html = render(
      createElement(
        ChartFigure,
        { caption: 'Lanes', table: { columns: ['Lane', 'Shipments'], rows: [['SG–MY', '1,200']] } } as Omit<
          ChartFigureProps,
          'children'
        > as ChartFigureProps,
        createElement('svg', { role: 'img' }),
      ),
    );
    expect(html).toMatch(/<table class="[^"]+"><thead><tr><th scope="col">Lane<\/th><th scope="col">Shipments<\/th>/);
  });

  it('the same props give the same markup (no hydration mismatch from the charts themselves)', () => {
    expect(render(bars)).toBe(render(bars));
  });
});
