/**
 * The resources area's hero pictures (docs/design/art-direction.md "What each page's first screen
 * shows"): 5:4 (560 × 448), composed from the library's own views and covers.
 */
import * as cover from './covers.ts';
import { calculatorView } from './covers.ts';
import * as P from './pictograms.ts';
import { bar, C, chip, chipWidth, circle, g, glowDef, lightDefs, lightGround, line, nest, panel, path, rect, svg, text } from './svg.ts';

export const HERO_W = 560;
export const HERO_H = 448;
const W = HERO_W;
const H = HERO_H;

/** A card of the library: white, a nested cover on top, a chip and title lines under it. */
function coverCard(x: number, y: number, w: number, doc: string, prefix: string, label: string, titleBars: number[], rotate = 0): string {
  const coverH = ((w - 16) * 9) / 16;
  const h = 8 + coverH + 84;
  return g(
    rotate ? { transform: `rotate(${rotate} ${x + w / 2} ${y + h / 2})` } : {},
    rect(x, y, w, h, { rx: 16, fill: C.white, stroke: C.slate200, filter: 'url(#S)' }),
    nest(doc, prefix, x + 8, y + 8, w - 16, 10),
    chip(x + 16, y + coverH + 20, label, { size: 11, pad: 8 }),
    ...titleBars.map((bw, i) => bar(x + 16, y + coverH + 52 + i * 15, bw, 9, i ? C.slate300 : C.ink700)),
  );
}

/** /resources: the library — a calculator's payback, a guide and an article, composed. */
export function library(): string {
  return svg(
    W,
    H,
    lightDefs() +
      lightGround(W, H, [0.7, 0.3]) +
      // The guide: a brand cover over its pages.
      g(
        {},
        rect(360, 30, 168, 220, { rx: 10, fill: C.white, stroke: C.slate200, transform: 'rotate(7 444 140)' }),
        rect(354, 26, 168, 220, { rx: 10, fill: C.white, stroke: C.slate200, transform: 'rotate(3.5 438 136)' }),
        rect(346, 22, 168, 220, { rx: 10, fill: 'url(#b)', filter: 'url(#S)' }),
        rect(346, 22, 10, 220, { fill: C.brand800 }),
        text(372, 54, 'GUIDE', { fontSize: 11, fill: C.lane300, fontWeight: 800, letterSpacing: 1.5 }),
        bar(372, 72, 118, 11, C.white),
        bar(372, 92, 90, 11, C.white),
        bar(372, 112, 104, 11, C.white),
        P.at(372, 150, 44, P.invoice, { stroke: C.lane300, fill: C.brand800 }),
        bar(372, 214, 60, 7, C.lane300),
      ) +
      // The calculator: ink chrome, the payback in amber.
      calculatorView(16, 24, 300, 238) +
      // The article: a card with its cover.
      coverCard(212, 198, 272, cover.industryInsights(), 'a', 'Industry Insights', [216, 160]),
  );
}

interface Shelf {
  readonly label: string;
  readonly draw: () => string;
}

/** A blog: three of its articles fanned out, each with its category's cover (the front one the featured article's). */
function publication(back: Shelf, right: Shelf, front: Shelf): string {
  return svg(
    W,
    H,
    lightDefs() +
      lightGround(W, H, [0.3, 0.3]) +
      coverCard(18, 58, 250, back.draw(), 'a', back.label, [200, 150], -5) +
      coverCard(292, 34, 250, right.draw(), 'b', right.label, [196, 132], 4) +
      coverCard(124, 170, 312, front.draw(), 'c', front.label, [260, 206]),
  );
}

/** /resources/blogs: its two categories, and the region's outlook. */
export const resourcesBlog = () =>
  publication(
    { label: 'Operations', draw: cover.operations },
    { label: 'Industry Insights', draw: cover.industryInsights },
    { label: 'Cost Management', draw: cover.costManagement },
  );

/** /blog: technology, trends, and the featured article's industry insights in front. */
export const insightsBlog = () =>
  publication(
    { label: 'Technology', draw: cover.technology },
    { label: 'Trends', draw: cover.trends },
    { label: 'Industry Insights', draw: cover.industryInsights },
  );

/** /resources/case-studies and /case-studies: a story's results, before and after, over its industry cover. */
export function results(): string {
  // Success story 1's before/after figures (/case-studies/1).
  const metrics = [
    { label: 'Cost per order', before: 'S$8.40', after: 'S$6.47', b: 8.4, a: 6.47, change: '−23%' },
    { label: 'Order to door', before: '4.1 days', after: '2.4 days', b: 4.1, a: 2.4, change: '−41%' },
    { label: 'Late deliveries', before: '9%', after: '0.9%', b: 9, a: 0.9, change: '−90%' },
  ];
  const px = 176;
  const py = 150;
  const pw = 366;
  const track = 200;
  return svg(
    W,
    H,
    lightDefs() +
      lightGround(W, H, [0.2, 0.2]) +
      coverCard(18, 30, 300, cover.ecommerce(), 'a', 'E-commerce', [230, 170], -3) +
      panel(px, py, pw, 276, { filter: 'url(#S)' }) +
      circle(px + 22, py + 28, 5, { fill: C.lane500 }) +
      text(px + 36, py + 33, 'Results, year one', { fontSize: 15 }) +
      rect(px + pw - 132, py + 16, 10, 10, { rx: 2, fill: C.slate300 }) +
      text(px + pw - 116, py + 25, 'Before', { fontSize: 11, fill: C.ink700, fontWeight: 600 }) +
      rect(px + pw - 68, py + 16, 10, 10, { rx: 2, fill: C.lane500 }) +
      text(px + pw - 52, py + 25, 'After', { fontSize: 11, fill: C.ink700, fontWeight: 600 }) +
      line(px, py + 50, px + pw, py + 50, { stroke: C.slate200 }) +
      metrics
        .map((m, i) => {
          const y = py + 78 + i * 68;
          const k = track / m.b;
          const cw = chipWidth(m.change, 12, 8);
          return g(
            {},
            text(px + 20, y, m.label, { fontSize: 13, fill: C.ink }),
            rect(px + pw - 20 - cw, y - 15, cw, 22, { rx: 11, fill: i === 2 ? C.amber400 : C.quiet }),
            text(px + pw - 20 - cw / 2, y + 0.5, m.change, { fontSize: 12, fill: i === 2 ? C.ink : C.brand800, textAnchor: 'middle' }),
            rect(px + 20, y + 12, m.b * k, 12, { rx: 6, fill: C.slate300 }),
            text(px + 28 + m.b * k, y + 22, m.before, { fontSize: 11, fill: C.ink700, fontWeight: 600 }),
            rect(px + 20, y + 30, Math.max(m.a * k, 12), 12, { rx: 6, fill: C.lane500 }),
            text(px + 28 + Math.max(m.a * k, 12), y + 40, m.after, { fontSize: 11, fill: C.brand700, fontWeight: 700 }),
          );
        })
        .join(''),
  );
}

/** /resources/guides: a playbook open at its first chapter — where freight spend leaks. */
export function playbook(): string {
  // The chapter's waterfall: the contracted spend, then each leak on top of it.
  const base = 364;
  const steps = [
    { label: 'Rate', h: 108, kind: 'base' },
    { label: 'Extras', h: 22, kind: 'leak' },
    { label: 'Errors', h: 16, kind: 'leak' },
    { label: 'Spot', h: 14, kind: 'leak' },
  ] as const;
  let level = base;
  const bars = steps.map((s, i) => {
    const x = 262 + i * 60;
    const y = level - s.h;
    level = y;
    return g(
      {},
      rect(x, y, 40, s.h, { rx: 4, fill: s.kind === 'base' ? C.lane500 : C.danger }),
      text(x + 20, base + 20, s.label, { fontSize: 11, fill: C.ink700, fontWeight: 600, textAnchor: 'middle' }),
      i < steps.length - 1 ? line(x + 40, y, x + 60, y, { stroke: C.slate400, strokeDasharray: '3 3' }) : '',
    );
  });
  const leakTop = level;
  const leakBottom = base - 108;
  return svg(
    W,
    H,
    lightDefs() +
      lightGround(W, H, [0.8, 0.3]) +
      // The open chapter.
      panel(196, 56, 344, 348, { filter: 'url(#S)' }) +
      text(244, 98, 'CHAPTER 1', { fontSize: 11, fill: C.brand700, fontWeight: 800, letterSpacing: 1.5 }) +
      text(244, 124, 'Why freight spend leaks', { fontSize: 17, fill: C.ink, fontWeight: 800 }) +
      bar(244, 142, 268, 7, C.slate200) +
      bar(244, 156, 240, 7, C.slate200) +
      bar(244, 170, 180, 7, C.slate200) +
      line(244, base, 516, base, { stroke: C.slate300 }) +
      bars.join('') +
      // The leaks together: the focal point.
      path(`M${262 + 3 * 60 + 48} ${leakTop}h10v${leakBottom - leakTop}h-10`, {
        fill: 'none',
        stroke: C.amber500,
        strokeWidth: 2.5,
        strokeLinejoin: 'round',
      }) +
      rect(452, leakBottom + 14, 76, 28, { rx: 14, fill: C.amber400 }) +
      text(490, leakBottom + 33, '6–12%', { fontSize: 14, fill: C.ink, fontWeight: 800, textAnchor: 'middle' }) +
      // The guide's cover, in front.
      g(
        {},
        rect(28, 44, 196, 268, { rx: 12, fill: C.white, stroke: C.slate200, transform: 'rotate(-4 126 178)' }),
        rect(20, 36, 196, 268, { rx: 12, fill: 'url(#b)', filter: 'url(#S)' }),
        rect(20, 36, 12, 268, { fill: C.brand800 }),
        text(48, 74, 'PLAYBOOK', { fontSize: 11, fill: C.lane300, fontWeight: 800, letterSpacing: 1.5 }),
        text(48, 110, 'Freight', { fontSize: 22, fill: C.white, fontWeight: 800 }),
        text(48, 136, 'Spend Leaks', { fontSize: 22, fill: C.white, fontWeight: 800 }),
        bar(48, 154, 120, 7, C.lane300),
        bar(48, 168, 90, 7, C.lane300),
        P.at(48, 212, 56, P.invoice, { stroke: C.white, fill: C.brand700 }),
        circle(158, 246, 22, { fill: C.amber400 }),
        text(158, 251, '10', { fontSize: 15, fill: C.ink, fontWeight: 800, textAnchor: 'middle' }),
      ),
  );
}

/**
 * An unknown article, post or guide: the library searched with no result, an empty slot in its
 * list, and the page that was asked for, drawn dashed under the lens.
 */
export function notInLibrary(): string {
  const dashed = (x: number, y: number, w: number, h: number) =>
    rect(x, y, w, h, { rx: h / 2, fill: 'none', stroke: C.slate300, strokeWidth: 1.5, strokeDasharray: '4 4' });
  const row = (y: number, titleW: number, metaW: number) =>
    g(
      {},
      rect(44, y, 332, 40, { rx: 10, fill: C.white, stroke: C.slate200 }),
      rect(52, y + 6, 28, 28, { rx: 7, fill: C.mint }),
      path(`M60 ${y + 12}h8l4 4v12h-12z`, { fill: 'none', stroke: C.brand700, strokeWidth: 1.75, strokeLinejoin: 'round' }),
      bar(92, y + 11, titleW, 8, C.slate300),
      bar(92, y + 25, metaW, 6),
      bar(316, y + 13, 44, 14, C.quiet),
    );
  return svg(
    W,
    H,
    lightDefs(glowDef('a', C.amber400, 0.45)) +
      lightGround(W, H, [0.75, 0.3]) +
      g(
        { transform: 'translate(0 36)' },
        // The library: ink title bar, the search with no result, its list with one empty slot.
        panel(24, 28, 372, 332),
        path(`M24 76V44a16 16 0 0 1 16-16h340a16 16 0 0 1 16 16v32z`, { fill: C.ink }),
        text(48, 58, 'Resources library', { fill: C.white }),
        chip(380 - chipWidth('Guides · Blog', 10.5, 8), 42, 'Guides · Blog', { fill: C.ink700, color: C.lane300, size: 10.5, pad: 8 }),
        rect(44, 94, 332, 38, { rx: 10, fill: C.white, stroke: C.slate300 }),
        circle(66, 112, 6.5, { fill: 'none', stroke: C.ink700, strokeWidth: 2 }),
        path('M71 117l5 5', { stroke: C.ink700, strokeWidth: 2, strokeLinecap: 'round' }),
        bar(88, 108, 120, 8, C.slate300),
        chip(368 - chipWidth('0 results', 11, 8), 101, '0 results', { fill: C.dangerBg, color: C.danger, size: 11, pad: 8 }),
        row(150, 170, 110),
        row(200, 150, 124),
        rect(44, 250, 332, 40, { rx: 10, fill: C.white, stroke: C.amber500, strokeWidth: 1.5, strokeDasharray: '6 5' }),
        circle(64, 270, 5, { fill: C.amber400 }),
        dashed(84, 261, 150, 8),
        dashed(84, 275, 96, 6),
        row(300, 186, 90),
        // The page asked for: a dashed sheet under the lens, joined to its empty slot.
        path('M376 270C420 270 420 232 440 222', {
          fill: 'none',
          stroke: C.slate400,
          strokeWidth: 2,
          strokeDasharray: '6 6',
          strokeLinecap: 'round',
        }),
        circle(470, 178, 96, { fill: 'url(#a)' }),
        rect(402, 96, 136, 172, { rx: 12, fill: C.white, filter: 'url(#s)' }),
        rect(403, 97, 134, 170, { rx: 11, fill: 'none', stroke: C.amber500, strokeWidth: 2, strokeDasharray: '7 6' }),
        circle(470, 166, 30, { fill: C.mint, stroke: C.brand700, strokeWidth: 3 }),
        path('M492 188l18 18', { stroke: C.brand700, strokeWidth: 5, strokeLinecap: 'round' }),
        path('M462 158a8 8 0 1 1 11 7.4c-2 .8-3 2.2-3 4.1v2', { fill: 'none', stroke: C.ink, strokeWidth: 3, strokeLinecap: 'round' }),
        circle(470, 178, 2.2, { fill: C.ink }),
        dashed(422, 220, 96, 8),
        dashed(422, 238, 66, 8),
        g(
          { transform: 'translate(400 286)' },
          rect(0, 0, 140, 28, { rx: 8, fill: C.ink }),
          text(70, 18.5, 'Not in the library', { fontSize: 12, fill: C.amber400, textAnchor: 'middle' }),
        ),
      ),
  );
}

export const heroes = { library, resourcesBlog, insightsBlog, results, playbook, notInLibrary } as const;
