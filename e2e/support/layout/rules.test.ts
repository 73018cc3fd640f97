// The layout gate's rules on hand-made boxes (the collector is tested on HTML fixtures in
// Chromium: e2e/tests/layout.spec.ts, "the gate's fixtures").
import { describe, expect, it } from 'vitest';
import {
  type Box,
  controlsOverMedia,
  covers,
  FIRST_SCREEN_IMAGE_BYTES,
  glyphCore,
  headingsBrokenInWords,
  horizontalOverflow,
  type ImageInfo,
  imageProblems,
  linesOf,
  misalignedColumns,
  missingFirstScreenVisual,
  stickyTallerThanViewport,
  type TextFragment,
  textOutsideCard,
  textOverText,
} from './rules';

const box = (x: number, y: number, w: number, h: number): Box => ({ x, y, w, h });
const text = (t: string, b: Box, node: number, extra: Partial<TextFragment> = {}): TextFragment => ({
  box: b,
  text: t,
  node,
  scope: 's',
  card: null,
  ...extra,
});

describe('horizontal overflow', () => {
  it('flags a document wider than the viewport and an element sticking out', () => {
    expect(horizontalOverflow({ viewport: { w: 375, h: 812 }, documentWidth: 375, outside: [] })).toEqual([]);
    const found = horizontalOverflow({
      viewport: { w: 375, h: 812 },
      documentWidth: 451,
      outside: [{ box: box(300, 0, 151, 20), label: '<table>' }],
    });
    expect(found.map((v) => v.message)).toEqual([
      'the document is 451 px wide in a 375 px viewport',
      '<table> sticks out of the viewport (300…451 px of 375)',
    ]);
  });
});

describe('text over text', () => {
  // /about at 1280 px: "100,000+" spills from its stat card over "25+" in the next one.
  const spill = [text('100,000+', box(300, 100, 187, 44), 1), text('25+', box(478, 100, 60, 44), 2)];

  it('finds a figure spilling over its neighbour', () => {
    const [v] = textOverText(spill);
    expect(v?.rule).toBe('text-over-text');
    expect(v?.message).toMatch(/^"100,000\+" overlaps "25\+" \(8×26 px/);
  });

  it('ignores lines of one text node, text in another scope, and line boxes that only touch', () => {
    expect(textOverText([text('a', box(0, 0, 100, 20), 1), text('b', box(0, 10, 100, 20), 1)])).toEqual([]);
    expect(textOverText([spill[0] as TextFragment, { ...(spill[1] as TextFragment), scope: 'sticky-bar' }])).toEqual([]);
    // Two lines of a tight heading: their boxes overlap by 4 px, their glyphs do not.
    expect(textOverText([text('Multi-carrier', box(0, 0, 300, 40), 1), text('network', box(0, 36, 200, 40), 2)])).toEqual([]);
  });

  it('the glyph core is the middle of the line box', () => {
    expect(glyphCore(box(0, 0, 100, 50))).toEqual({ x: 0.5, y: 10, w: 99, h: 30 });
  });
});

describe('text outside its card', () => {
  const card = { id: 7, box: box(100, 100, 200, 100), label: '<li.stat>', scrolls: false, truncates: false };

  it('finds text leaving its card’s padding box, once per text', () => {
    const found = textOutsideCard(
      [text('100,000+', box(120, 120, 228, 40), 1, { card: 7 }), text('100,000+', box(120, 160, 228, 40), 1, { card: 7 })],
      [card],
    );
    expect(found.map((v) => v.message)).toEqual(['"100,000+" leaves its card <li.stat> (48 px right)']);
  });

  it('allows text within the box, a pixel of rounding, and cards that scroll', () => {
    expect(textOutsideCard([text('ok', box(100, 100, 201, 100), 1, { card: 7 })], [card])).toEqual([]);
    expect(textOutsideCard([text('tabs', box(120, 120, 500, 40), 1, { card: 7 })], [{ ...card, scrolls: true }])).toEqual([]);
    // A line-clamped excerpt: its hidden lines lie below the box, cut on purpose with an ellipsis.
    expect(textOutsideCard([text('excerpt', box(110, 110, 180, 110), 1, { card: 7 })], [{ ...card, truncates: true }])).toEqual([]);
    expect(textOutsideCard([text('excerpt', box(110, 110, 180, 110), 1, { card: 7 })], [card])).toHaveLength(1);
    expect(textOutsideCard([text('free', box(0, 0, 900, 40), 1)], [card])).toEqual([]);
  });
});

describe('sticky and fixed boxes', () => {
  it('flags one taller than the viewport (the guide sidebar at 1280 × 800)', () => {
    const found = stickyTallerThanViewport(
      [
        { box: box(900, 0, 300, 1040), position: 'sticky', label: '<aside> "Download PDF"' },
        { box: box(0, 0, 1280, 72), position: 'sticky', label: '<header>' },
        { box: box(0, 0, 1280, 800), position: 'fixed', label: '<div.menu>' },
      ],
      800,
    );
    expect(found.map((v) => v.message)).toEqual(['sticky <aside> "Download PDF" is 1040 px tall in a 800 px viewport']);
  });
});

describe('headings broken inside a word', () => {
  it('counts the lines a word’s characters are on', () => {
    expect(linesOf([box(0, 0, 50, 40)])).toBe(1);
    expect(linesOf([box(0, 0, 50, 40), box(50, 2, 30, 38)])).toBe(1);
    expect(linesOf([box(200, 0, 60, 40), box(0, 44, 90, 40)])).toBe(2);
  });

  it('flags "multi- / carrier", a hyphen at a line end inside a word', () => {
    const found = headingsBrokenInWords([
      { heading: 'One multi-carrier network', word: 'multi-carrier', rects: [box(240, 0, 80, 40), box(0, 44, 110, 40)] },
      { heading: 'One multi-carrier network', word: 'network', rects: [box(120, 44, 100, 40)] },
    ]);
    expect(found.map((v) => v.message)).toEqual(['"multi-carrier" is broken across lines in the heading "One multi-carrier network"']);
  });
});

describe('timeline columns', () => {
  const col = (x: number, headingTop: number | null, label: string, y = 0) => ({ group: 'g', box: box(x, y, 200, 300), headingTop, label });

  it('flags a column whose heading sits at another height in the same row', () => {
    const found = misalignedColumns([col(0, 40, 'Days 1-30'), col(220, 40, 'Days 31-60'), col(440, 64, 'Days 61-90')]);
    expect(found.map((v) => v.message)).toEqual(['the heading of "Days 61-90" sits 24 px from that of "Days 31-60" in the same row']);
  });

  it('ignores stacked columns (a phone’s vertical timeline), other groups and sub-pixel differences', () => {
    expect(misalignedColumns([col(0, 40, 'a'), col(0, 400, 'b', 360)])).toEqual([]);
    expect(misalignedColumns([col(0, 40, 'a'), { ...col(220, 90, 'b'), group: 'other' }])).toEqual([]);
    expect(misalignedColumns([col(0, 40, 'a'), col(220, 41.5, 'b')])).toEqual([]);
  });
});

describe('a visual in the first screen', () => {
  const v = (y: number, w = 480, h = 360) => ({ box: box(700, y, w, h), tag: 'img', label: '<img>' });

  it('needs 200 × 150 px of a visual in the top 800 px of <main>', () => {
    expect(missingFirstScreenVisual([v(200)], 72)).toEqual([]);
    expect(missingFirstScreenVisual([v(700)], 72)).toEqual([]); // 172 px of it within 872
    expect(missingFirstScreenVisual([v(760)], 72)).toHaveLength(1); // only 112 px within
    expect(missingFirstScreenVisual([v(200, 24, 24)], 72)[0]?.message).toMatch(
      /no visual of 200×150 px .* \(largest: img 24×24 at 128 px\)/,
    );
    expect(missingFirstScreenVisual([], 72)).toHaveLength(1);
  });
});

describe('overlays', () => {
  it('a control over a picture (MCPMS’s expand and Pause over the dashboard)', () => {
    const found = controlsOverMedia(
      [
        { box: box(1100, 620, 40, 40), label: 'Pause' },
        { box: box(700, 760, 160, 44), label: 'Watch the tour' },
      ],
      [{ box: box(640, 200, 520, 460), label: '<video>' }],
    );
    expect(found.map((v) => v.message)).toEqual(['"Pause" covers 40×40 px of <video>']);
  });

  it('the contact toast over the Send button', () => {
    const toast = { box: box(900, 700, 360, 90), label: 'Thank you for reaching out!' };
    expect(covers('toast-over-form', toast, [{ box: box(880, 740, 200, 52), label: 'button "Send Message"' }])).toHaveLength(1);
    expect(covers('toast-over-form', toast, [{ box: box(100, 740, 200, 52), label: 'input' }])).toEqual([]);
  });
});

describe('images on a phone', () => {
  const img = (over: Partial<ImageInfo>): ImageInfo => ({
    src: 'http://x/a.svg',
    box: box(0, 100, 343, 270),
    hasWidth: true,
    hasHeight: true,
    loading: 'eager',
    modernSource: false,
    bytes: 20_000,
    ...over,
  });

  it('passes a hero SVG with dimensions, and a lazy image below the first screen', () => {
    expect(imageProblems([img({}), img({ box: box(0, 2000, 343, 200), loading: 'lazy', bytes: null })], 812)).toEqual([]);
  });

  it('flags the budget, missing dimensions, an eager image below the fold and a PNG without WebP', () => {
    const found = imageProblems(
      [
        img({ src: 'http://x/hero.avif', bytes: FIRST_SCREEN_IMAGE_BYTES }),
        img({ src: 'http://x/logo.svg', hasHeight: false, bytes: 2_000 }),
        img({ src: 'http://x/shot.png', box: box(0, 1500, 343, 200) }),
        img({ src: 'http://x/fallback.jpg', box: box(0, 1500, 343, 200), loading: 'lazy', modernSource: true }),
      ],
      812,
    ).map((v) => v.rule);
    expect(found).toEqual(['image-budget', 'image-dimensions', 'image-lazy', 'image-format']);
  });
});
