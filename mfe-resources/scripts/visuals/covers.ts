/**
 * The library's covers (docs/design/art-direction.md "Cover cards"): 16:9 (640 × 360), one per
 * topic (blog categories and guide topics, on mint) and one per case-study industry (on ink).
 * Each is a product view or a network picture of what the category is about, with one amber
 * focal point.
 */
import { calculateFreight, calculateRoi } from '../../src/pages/calculators/calculator-math.ts';
import { calculatorsContent } from '../../src/pages/calculators/calculators.content.ts';
import * as P from './pictograms.ts';
import {
  bar,
  C,
  chipWidth,
  circle,
  darkDefs,
  darkGround,
  el,
  g,
  glowDef,
  hub,
  lane,
  lightDefs,
  lightGround,
  line,
  panel,
  path,
  poly,
  rect,
  svg,
  text,
} from './svg.ts';

export const COVER_W = 640;
export const COVER_H = 360;

const W = COVER_W;
const H = COVER_H;

/** A panel's title bar: a status dot, a title and, on the right, a chip. */
function titleBar(x: number, y: number, w: number, title: string, right?: { label: string; live?: boolean }): string {
  const parts = [circle(x + 20, y + 24, 5, { fill: C.lane500 }), text(x + 34, y + 29, title, { fontSize: 15, fill: C.ink })];
  if (right) {
    const cw = chipWidth(right.label, 12, right.live ? 18 : 10);
    const cx = x + w - cw - 16;
    parts.push(
      rect(cx, y + 12, cw, 24, { rx: 12, fill: right.live ? C.successBg : C.quiet }),
      right.live ? circle(cx + 12, y + 24, 3.5, { fill: C.success }) : '',
      text(cx + (right.live ? 20 : 10), y + 28.5, right.label, { fontSize: 12, fill: right.live ? C.success : C.brand800 }),
    );
  }
  parts.push(line(x, y + 48, x + w, y + 48, { stroke: C.slate200 }));
  return parts.join('');
}

/** A status mark: a cross on red for a problem, a check on green for what is done, an arrow on teal for what is moving. */
function mark(cx: number, cy: number, kind: 'problem' | 'done' | 'moving', r = 11): string {
  const bg = kind === 'problem' ? C.dangerBg : kind === 'done' ? C.successBg : C.quiet;
  const fg = kind === 'problem' ? C.danger : kind === 'done' ? C.success : C.brand700;
  const k = r / 11;
  const d =
    kind === 'problem'
      ? `M${cx - 4 * k} ${cy - 4 * k}l${8 * k} ${8 * k}M${cx + 4 * k} ${cy - 4 * k}l${-8 * k} ${8 * k}`
      : kind === 'done'
        ? `M${cx - 5 * k} ${cy}l${3.5 * k} ${3.5 * k}l${6.5 * k} ${-7 * k}`
        : `M${cx - 5 * k} ${cy}h${10 * k}M${cx + 1 * k} ${cy - 4 * k}l${4 * k} ${4 * k}l${-4 * k} ${4 * k}`;
  return (
    circle(cx, cy, r, { fill: bg }) +
    path(d, { fill: 'none', stroke: fg, strokeWidth: 2.2, strokeLinecap: 'round', strokeLinejoin: 'round' })
  );
}

/** A white tile holding a pictogram (on ink pictures). */
const tile = (x: number, y: number, size: number, draw: (ink: P.Ink) => string, shadow = 'url(#S)') =>
  g({}, rect(x, y, size, size, { rx: 16, fill: C.white, filter: shadow }), P.at(x + size * 0.18, y + size * 0.18, size * 0.64, draw));

/**
 * The ROI calculator as a product view, ink chrome: cumulative savings against the implementation
 * cost over its 12 months, the payback in amber — for the calculator's example figures, computed
 * by its own maths.
 */
export function calculatorView(x: number, y: number, w: number, h: number): string {
  const r = calculateRoi({ monthlyLogisticsSpend: calculatorsContent.roi.fields.monthlyLogisticsSpend.defaultValue });
  const monthly = r.potentialSavings / 12;
  const cx = x + 24;
  const cw = w - 48;
  const top = y + 80;
  const base = y + h - 48;
  const max = r.potentialSavings;
  const X = (m: number) => cx + (m / 12) * cw;
  const Y = (v: number) => base - (v / max) * (base - top);
  const savings = Array.from({ length: 13 }, (_, m) => [X(m), Y(monthly * m)] as [number, number]);
  const costY = Y(r.implementationCost);
  const px = X(r.paybackMonths);
  return g(
    {},
    rect(x, y, w, h, { rx: 16, fill: C.ink, filter: 'url(#S)' }),
    circle(x + 22, y + 26, 5, { fill: C.lane300 }),
    text(x + 36, y + 31, 'ROI calculator', { fontSize: 15, fill: C.white }),
    rect(x + w - 76, y + 14, 60, 24, { rx: 12, fill: C.ink700 }),
    circle(x + w - 63, y + 26, 3.5, { fill: C.lane300 }),
    text(x + w - 55, y + 30.5, 'Live', { fontSize: 12, fill: C.white }),
    text(cx, y + 64, 'Savings against cost, 12 months', { fontSize: 12, fill: C.lane300, fontWeight: 600 }),
    ...[0.25, 0.5, 0.75, 1].map((f) => line(cx, Y(max * f), cx + cw, Y(max * f), { stroke: C.ink700 })),
    path(`${poly(savings)}L${X(12)} ${base}L${cx} ${base}Z`, { fill: C.lane500, fillOpacity: 0.28 }),
    path(poly(savings), { fill: 'none', stroke: C.lane300, strokeWidth: 3, strokeLinejoin: 'round' }),
    path(
      poly([
        [cx, costY],
        [cx + cw, costY],
      ]),
      { stroke: C.slate400, strokeWidth: 2, strokeDasharray: '6 5' },
    ),
    line(px, costY, px, base, { stroke: C.amber400, strokeWidth: 1.5, strokeDasharray: '3 4' }),
    circle(px, costY, 11, { fill: C.amber400, fillOpacity: 0.3 }),
    circle(px, costY, 6, { fill: C.amber400 }),
    text(px - 10, costY - 14, `Payback ${r.paybackMonths.toFixed(1)} months`, { fontSize: 13, fill: C.amber400, fontWeight: 700 }),
    line(cx, base, cx + cw, base, { stroke: C.slate400 }),
    text(cx, base + 22, 'Month 1', { fontSize: 11, fill: C.slate300, fontWeight: 600 }),
    text(cx + cw, base + 22, '12', { fontSize: 11, fill: C.slate300, fontWeight: 600, textAnchor: 'end' }),
  );
}

/** The calculators: the ROI calculator's view, and the freight calculator's savings by source beside it. */
export function calculators(): string {
  const f = calculatorsContent.freight.fields;
  const r = calculateFreight({
    currentFreightSpend: f.currentFreightSpend.defaultValue,
    numberOfCarriers: f.numberOfCarriers.defaultValue,
    manualProcessTime: f.manualProcessTime.defaultValue,
    employeeCost: f.employeeCost.defaultValue,
  });
  const parts: [string, number, string][] = [
    ['Freight', r.freightSavings, C.brand700],
    ['Labour', r.laborSavings, C.lane400],
    ['Carriers', r.carrierManagementSavings, C.lane300],
  ];
  const max = Math.max(...parts.map((p) => p[1]));
  return svg(
    W,
    H,
    lightDefs() +
      lightGround(W, H, [0.8, 0.2]) +
      calculatorView(32, 40, 340, 280) +
      g(
        {},
        panel(352, 120, 252, 176, { filter: 'url(#S)' }),
        text(374, 152, 'Freight savings', { fontSize: 14, fill: C.ink }),
        ...parts.map(([label, v, fill], i) =>
          g(
            {},
            text(374, 186 + i * 36, label, { fontSize: 12, fill: C.ink700, fontWeight: 600 }),
            rect(374, 193 + i * 36, 208, 9, { rx: 4.5, fill: C.slate200 }),
            rect(374, 193 + i * 36, Math.max(9, (v / max) * 208), 9, { rx: 4.5, fill }),
          ),
        ),
      ),
  );
}

// ——— Topics (mint) ———————————————————————————————————————————————————————————

/** Cost Management: total cost of ownership, three operating models stacked side by side. */
export function costManagement(): string {
  const base = 286;
  const cols: { x: number; label: string; parts: number[] }[] = [
    { x: 106, label: 'In-house', parts: [96, 34, 18, 16, 14] },
    { x: 204, label: '3PL', parts: [88, 24, 12, 12, 10] },
    { x: 302, label: '4PL', parts: [80, 14, 8, 4, 6, 10] },
  ];
  const fills = [C.brand700, C.lane500, C.lane300, C.slate300, C.slate200, C.lane400];
  const columns = cols.map(({ x, label, parts }) => {
    let y = base;
    const segs = parts.map((h, i) => {
      y -= h;
      return rect(x, y, 64, h - 2, { rx: i === parts.length - 1 ? 6 : 2, fill: fills[i] });
    });
    return g({}, ...segs, text(x + 32, base + 22, label, { fontSize: 13, fill: C.ink700, fontWeight: 600, textAnchor: 'middle' }));
  });
  const top4 = base - 122;
  return svg(
    W,
    H,
    lightDefs() +
      lightGround(W, H, [0.9, 0.15]) +
      panel(64, 40, 352, 284) +
      titleBar(64, 40, 352, 'Total cost', { label: 'TCO' }) +
      line(92, base, 388, base, { stroke: C.slate300 }) +
      line(92, base - 178, 388, base - 178, { stroke: C.slate200, strokeDasharray: '3 5' }) +
      columns.join('') +
      // The focal point: the gap between the in-house total and the 4PL's.
      g(
        {},
        path(`M334 ${base - 170}V${top4 - 10}`, { stroke: C.amber500, strokeWidth: 2.5, strokeLinecap: 'round' }),
        path(`M328 ${top4 - 16}l6 7 6-7`, {
          fill: 'none',
          stroke: C.amber500,
          strokeWidth: 2.5,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }),
      ) +
      // Overlapping: cost per order falling month by month.
      panel(372, 150, 220, 160, { filter: 'url(#S)' }) +
      text(392, 182, 'Cost per order', { fontSize: 13, fill: C.ink700, fontWeight: 600 }) +
      text(392, 218, '−18%', { fontSize: 30, fill: C.brand700, fontWeight: 800, letterSpacing: -0.5 }) +
      path(
        poly([
          [392, 248],
          [432, 248],
          [472, 248],
          [512, 248],
          [572, 248],
        ]),
        { stroke: C.slate300, strokeWidth: 2, strokeDasharray: '5 5', fill: 'none' },
      ) +
      path(
        poly([
          [392, 250],
          [432, 262],
          [472, 268],
          [512, 280],
          [572, 288],
        ]),
        { stroke: C.lane500, strokeWidth: 3, fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' },
      ) +
      circle(572, 288, 6, { fill: C.white, stroke: C.lane500, strokeWidth: 3 }),
  );
}

/** Operations: the exceptions queue of a live network, and the customer told before they ask. */
export function operations(): string {
  const rows: { kind: 'problem' | 'done' | 'moving'; w: number; pill: string; now?: number }[] = [
    { kind: 'problem', w: 92, pill: 'Failed' },
    { kind: 'moving', w: 110, pill: 'Rerouted', now: 2 },
    { kind: 'moving', w: 78, pill: 'Delayed', now: 1 },
    { kind: 'done', w: 100, pill: 'Delivered' },
  ];
  const x0 = 40;
  const pw0 = 372;
  const body = rows
    .map((r, i) => {
      const y = 122 + i * 50;
      const track = [0, 1, 2, 3].map((k) => {
        const cx = x0 + 156 + k * 30;
        const reached = r.kind === 'done' || (r.now !== undefined ? k <= r.now : k === 0);
        const isNow = r.now === k && i === 1;
        return (
          (k < 3
            ? line(cx, y, cx + 30, y, { stroke: reached && (r.now === undefined || k < r.now) ? C.lane400 : C.slate200, strokeWidth: 3 })
            : '') +
          (isNow
            ? circle(cx, y, 11, { fill: C.amber400, fillOpacity: 0.3 }) + circle(cx, y, 6, { fill: C.amber500 })
            : circle(cx, y, 5, { fill: reached ? C.lane500 : C.white, stroke: reached ? C.lane500 : C.slate300, strokeWidth: 2 }))
        );
      });
      const pillFill = r.kind === 'problem' ? C.dangerBg : r.kind === 'done' ? C.successBg : C.quiet;
      const pillText = r.kind === 'problem' ? C.danger : r.kind === 'done' ? C.success : C.brand800;
      const pw = chipWidth(r.pill, 12, 9);
      const px = x0 + 262;
      return g(
        {},
        i ? line(x0 + 4, y - 25, x0 + pw0 - 4, y - 25, { stroke: C.slate200 }) : '',
        mark(x0 + 32, y, r.kind),
        bar(x0 + 52, y - 9, r.w * 0.7, 8, C.slate300),
        bar(x0 + 52, y + 4, r.w * 0.45, 6, C.slate200),
        ...track,
        rect(px, y - 12, pw, 24, { rx: 12, fill: pillFill }),
        text(px + 9, y + 4.5, r.pill, { fontSize: 12, fill: pillText }),
      );
    })
    .join('');
  return svg(
    W,
    H,
    lightDefs() +
      lightGround(W, H, [0.85, 0.2]) +
      panel(x0, 40, pw0, 290) +
      titleBar(x0, 40, pw0, 'Exceptions', { label: 'Live', live: true }) +
      body +
      // Overlapping the panel's edge: the customer's message, sent before they ask.
      panel(400, 150, 204, 140, { filter: 'url(#S)' }) +
      circle(426, 178, 12, { fill: C.quiet }) +
      path('M421 180a5 5 0 0 1 10 0v3h-10zM424 185h4', {
        fill: 'none',
        stroke: C.brand700,
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }) +
      text(446, 183, 'Your order', { fontSize: 13, fill: C.ink700, fontWeight: 600 }) +
      text(420, 220, 'New route,', { fontSize: 17, fill: C.ink, fontWeight: 700 }) +
      text(420, 242, 'arrives Thu', { fontSize: 17, fill: C.ink, fontWeight: 700 }) +
      bar(420, 258, 120, 7, C.slate200) +
      bar(420, 270, 80, 7, C.slate200),
  );
}

/** Industry Insights: the region's lanes converging on Singapore, and a year on the rise. */
export function industryInsights(): string {
  const sg: [number, number] = [318, 262];
  const hubs: { code: string; at: [number, number]; label?: 'left' | 'right' | 'above' | 'below'; planned?: boolean }[] = [
    { code: 'TH', at: [258, 122], label: 'left' },
    { code: 'VN', at: [352, 112], label: 'above' },
    { code: 'HK', at: [454, 62], label: 'right' },
    { code: 'PH', at: [500, 168], label: 'right' },
    { code: 'MY', at: [234, 212], label: 'left' },
    { code: 'ID', at: [440, 300], label: 'right' },
    { code: 'AU', at: [560, 330], label: 'left', planned: true },
  ];
  const lanes = hubs
    .map((h, i) =>
      path(lane(sg[0], sg[1], h.at[0], h.at[1], i % 2 ? 0.18 : -0.18), {
        fill: 'none',
        stroke: h.planned ? C.slate400 : C.lane500,
        strokeWidth: 2.5,
        strokeDasharray: h.planned ? '6 6' : undefined,
        strokeLinecap: 'round',
      }),
    )
    .join('');
  const bars = [22, 30, 36, 48, 62, 80];
  return svg(
    W,
    H,
    lightDefs(glowDef('w', C.white, 0.9)) +
      lightGround(W, H, [0.55, 0.6]) +
      el('ellipse', { cx: sg[0], cy: sg[1], rx: 190, ry: 140, fill: 'url(#w)' }) +
      lanes +
      path(lane(258, 122, 352, 112, 0.15), { fill: 'none', stroke: C.lane300, strokeWidth: 2, strokeLinecap: 'round' }) +
      path(lane(352, 112, 454, 62, 0.15), { fill: 'none', stroke: C.lane300, strokeWidth: 2, strokeLinecap: 'round' }) +
      hubs.map((h) => hub(h.at[0], h.at[1], h.code, { label: h.label })).join('') +
      hub(sg[0], sg[1], 'SG', { focal: true, label: 'below' }) +
      // Overlapping: growth, year on year.
      panel(40, 36, 176, 132, { filter: 'url(#S)' }) +
      text(58, 66, 'E-commerce GMV', { fontSize: 12, fill: C.ink700, fontWeight: 600 }) +
      bars
        .map((h, i) => rect(60 + i * 24, 150 - h * 0.85, 14, h * 0.85, { rx: 3, fill: i === bars.length - 1 ? C.brand700 : C.lane300 }))
        .join('') +
      line(56, 151, 200, 151, { stroke: C.slate200 }),
  );
}

/** Technology: an allocation engine choosing the carrier for each parcel. */
export function technology(): string {
  const carriers: { y: number; draw: (ink: P.Ink) => string; score: number; chosen?: boolean }[] = [
    { y: 64, draw: P.truck, score: 0.62 },
    { y: 148, draw: P.plane, score: 0.9, chosen: true },
    { y: 232, draw: P.ship, score: 0.48 },
  ];
  const engine = { x: 256, y: 116, s: 128 };
  const ex = engine.x + engine.s;
  const ey = engine.y + engine.s / 2;
  return svg(
    W,
    H,
    lightDefs() +
      lightGround(W, H, [0.45, 0.5]) +
      // Parcels in.
      path(lane(132, 180, engine.x, ey, 0), { stroke: C.lane500, strokeWidth: 3, strokeLinecap: 'round', fill: 'none' }) +
      path(lane(132, 112, engine.x, ey - 24, 0.12), { stroke: C.lane300, strokeWidth: 2, strokeLinecap: 'round', fill: 'none' }) +
      path(lane(132, 248, engine.x, ey + 24, -0.12), { stroke: C.lane300, strokeWidth: 2, strokeLinecap: 'round', fill: 'none' }) +
      [112, 180, 248]
        .map((y, i) =>
          g(
            {},
            rect(64, y - 32, 64, 64, { rx: 14, fill: C.white, stroke: C.slate200, filter: 'url(#s)' }),
            P.at(74, y - 22, 44, P.parcel),
            i === 1 ? '' : '',
          ),
        )
        .join('') +
      // Out to the carriers: the chosen lane solid, the others dashed.
      carriers
        .map((c) =>
          path(lane(ex, ey, 436, c.y + 36, c.chosen ? 0 : c.y < 148 ? -0.1 : 0.1), {
            fill: 'none',
            stroke: c.chosen ? C.lane500 : C.slate300,
            strokeWidth: c.chosen ? 3 : 2,
            strokeDasharray: c.chosen ? undefined : '6 6',
            strokeLinecap: 'round',
          }),
        )
        .join('') +
      // The engine: ink, its core the focal point.
      rect(engine.x - 10, engine.y - 10, engine.s + 20, engine.s + 20, { rx: 34, fill: C.lane400, fillOpacity: 0.16 }) +
      rect(engine.x, engine.y, engine.s, engine.s, { rx: 28, fill: C.ink, filter: 'url(#S)' }) +
      P.at(engine.x + 24, engine.y + 24, 80, P.chipIcon, P.onDark) +
      circle(engine.x + 64, engine.y + 64, 9, { fill: C.amber400 }) +
      carriers
        .map((c) =>
          g(
            {},
            rect(436, c.y, 168, 72, {
              rx: 14,
              fill: C.white,
              stroke: c.chosen ? C.lane500 : C.slate200,
              strokeWidth: c.chosen ? 2.5 : 1,
              filter: 'url(#s)',
            }),
            rect(450, c.y + 14, 44, 44, { rx: 10, fill: C.mint }),
            P.at(454, c.y + 18, 36, c.draw),
            bar(506, c.y + 22, 70, 7, C.slate300),
            rect(506, c.y + 40, 84, 8, { rx: 4, fill: C.slate200 }),
            rect(506, c.y + 40, 84 * c.score, 8, { rx: 4, fill: c.chosen ? C.lane500 : C.slate400 }),
            c.chosen ? mark(588, c.y + 14, 'done', 10) : '',
          ),
        )
        .join(''),
  );
}

/** Cost Optimization: an invoice audited line by line, the overcharge flagged and recovered. */
export function costOptimization(): string {
  const rows = [118, 88, 132, 104, 76, 120];
  const flagged = 3;
  const lines = rows
    .map((w, i) => {
      const y = 132 + i * 30;
      const isFlag = i === flagged;
      return g(
        {},
        isFlag ? rect(82, y - 15, 296, 30, { fill: C.dangerBg }) : '',
        bar(104, y - 4, w, 8, isFlag ? C.danger : C.slate300),
        rect(300, y - 4, 52, 8, { rx: 4, fill: isFlag ? C.danger : C.slate300 }),
        isFlag ? line(296, y, 356, y, { stroke: C.danger, strokeWidth: 2 }) : '',
        isFlag ? mark(90, y, 'problem', 8) : circle(91, y, 3, { fill: C.slate300 }),
      );
    })
    .join('');
  return svg(
    W,
    H,
    lightDefs() +
      lightGround(W, H, [0.85, 0.8]) +
      // The invoice: a sheet with its corner turned.
      path('M82 40h244l52 52v244H82z', { fill: C.white, stroke: C.slate200, filter: 'url(#s)' }) +
      path('M326 40v52h52', { fill: C.mint, stroke: C.slate200 }) +
      text(104, 80, 'INVOICE', { fontSize: 14, fill: C.brand700, fontWeight: 800, letterSpacing: 1.5 }) +
      bar(104, 92, 120, 7, C.slate200) +
      line(82, 110, 378, 110, { stroke: C.slate200 }) +
      lines +
      line(82, 312, 378, 312, { stroke: C.slate200 }) +
      bar(104, 322, 64, 8, C.ink700) +
      rect(284, 322, 68, 8, { rx: 4, fill: C.ink700 }) +
      // The audit's lens on the flagged line: the focal point.
      circle(392, 222, 40, { fill: C.white, fillOpacity: 0.35, stroke: C.amber500, strokeWidth: 5 }) +
      path('M421 251l30 30', { stroke: C.ink700, strokeWidth: 9, strokeLinecap: 'round' }) +
      // Overlapping: what came back.
      panel(448, 92, 160, 108, { filter: 'url(#S)' }) +
      rect(466, 110, chipWidth('Recovered', 12, 9), 24, { rx: 12, fill: C.successBg }) +
      text(475, 126.5, 'Recovered', { fontSize: 12, fill: C.success }) +
      text(466, 172, '3–8%', { fontSize: 30, fill: C.ink, fontWeight: 800, letterSpacing: -0.5 }) +
      text(466, 190, 'of freight spend', { fontSize: 12, fill: C.ink700, fontWeight: 600 }),
  );
}

/** Trends: low-value import thresholds stepping down, and a parcel with its declaration at the border. */
export function trends(): string {
  const years = ['2022', '2023', '2024', '2025'];
  const heights = [168, 128, 74, 30];
  const base = 290;
  return svg(
    W,
    H,
    lightDefs() +
      lightGround(W, H, [0.2, 0.2]) +
      panel(48, 40, 330, 286) +
      titleBar(48, 40, 330, 'Duty-free threshold') +
      line(76, base, 352, base, { stroke: C.slate300 }) +
      heights
        .map((h, i) =>
          g(
            {},
            rect(88 + i * 66, base - h, 44, h, { rx: 6, fill: i === heights.length - 1 ? C.brand700 : i === 0 ? C.slate300 : C.lane300 }),
            text(110 + i * 66, base + 22, years[i] ?? '', { fontSize: 12, fill: C.ink700, fontWeight: 600, textAnchor: 'middle' }),
          ),
        )
        .join('') +
      path(poly(heights.map((h, i) => [110 + i * 66, base - h - 12])), {
        fill: 'none',
        stroke: C.ink700,
        strokeWidth: 2,
        strokeDasharray: '4 5',
      }) +
      // The border, and a declared parcel crossing it.
      line(508, 24, 508, 336, { stroke: C.slate400, strokeWidth: 2, strokeDasharray: '2 8', strokeLinecap: 'round' }) +
      path(lane(420, 96, 596, 292, 0.22), { fill: 'none', stroke: C.lane500, strokeWidth: 3, strokeLinecap: 'round' }) +
      hub(420, 96, 'CN', { label: 'above' }) +
      hub(596, 292, 'ID', { label: 'left' }) +
      g(
        { transform: 'rotate(-8 508 196)' },
        rect(470, 158, 76, 76, { rx: 16, fill: C.white, filter: 'url(#S)' }),
        P.at(480, 168, 56, P.parcel),
        // The customs tag: the focal point.
        path('M532 214l22 8-6 18-22-8z', { fill: C.amber400, stroke: C.ink700, strokeWidth: 1.5, strokeLinejoin: 'round' }),
        circle(538, 220, 2.5, { fill: C.ink700 }),
      ),
  );
}

// ——— Industries (ink) ————————————————————————————————————————————————————————

/** Fashion & Retail: a year of orders with the 11.11 peak at four times normal volume. */
export function fashionRetail(): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= 48; i++) {
    const x = 24 + i * 12.3;
    const season = 14 * Math.sin(i / 4.2) + 8 * Math.sin(i / 1.7);
    const peak = 160 * Math.exp(-(((i - 37) / 1.6) ** 2)) + 60 * Math.exp(-(((i - 44) / 1.8) ** 2));
    pts.push([x, 300 - 44 - season - peak]);
  }
  const area = `${poly(pts)}L${pts.at(-1)?.[0]} 336L24 336Z`;
  const peakPt = pts[37] ?? [0, 0];
  return svg(
    W,
    H,
    darkDefs(
      el(
        'linearGradient',
        { id: 'a', x1: 0, y1: 0, x2: 0, y2: 1 },
        el('stop', { offset: 0, stopColor: C.lane500, stopOpacity: 0.55 }) +
          el('stop', { offset: 1, stopColor: C.lane500, stopOpacity: 0.05 }),
      ),
    ) +
      darkGround(W, H, [0.7, 0.4]) +
      line(24, 256, 616, 256, { stroke: C.ink700, strokeDasharray: '4 6' }) +
      path(area, { fill: 'url(#a)' }) +
      path(poly(pts), { fill: 'none', stroke: C.lane300, strokeWidth: 3, strokeLinejoin: 'round' }) +
      line(peakPt[0], peakPt[1] + 14, peakPt[0], 336, { stroke: C.amber400, strokeWidth: 1.5, strokeDasharray: '3 4' }) +
      circle(peakPt[0], peakPt[1], 14, { fill: C.amber400, fillOpacity: 0.25 }) +
      circle(peakPt[0], peakPt[1], 7, { fill: C.amber400 }) +
      text(peakPt[0] - 16, peakPt[1] - 4, '11.11', { fontSize: 18, fill: C.amber400, fontWeight: 800, textAnchor: 'end' }) +
      text(peakPt[0] - 16, peakPt[1] + 16, '4× volume', { fontSize: 13, fill: C.white, fontWeight: 600, textAnchor: 'end' }) +
      tile(56, 48, 96, P.hanger) +
      tile(168, 72, 72, P.shirt) +
      tile(96, 160, 64, P.parcel),
  );
}

/** Manufacturing: plant to port on contracted lanes, containers out by sea. */
export function manufacturing(): string {
  const containers = [C.lane500, C.brand700, C.lane300, C.brand600, C.lane400, C.slate400, C.lane300, C.brand700];
  const stack = containers
    .map((fill, i) => {
      const x = 396 + (i % 4) * 52;
      const y = 246 - Math.floor(i / 4) * 28;
      return g(
        {},
        rect(x, y, 48, 24, { rx: 3, fill }),
        path(`M${x + 10} ${y + 5}v14M${x + 19} ${y + 5}v14M${x + 28} ${y + 5}v14M${x + 37} ${y + 5}v14`, {
          stroke: C.ink,
          strokeOpacity: 0.25,
          strokeWidth: 2,
        }),
      );
    })
    .join('');
  const port: [number, number] = [500, 150];
  return svg(
    W,
    H,
    darkDefs() +
      darkGround(W, H, [0.3, 0.3]) +
      path(lane(160, 218, 276, 128, -0.18), { fill: 'none', stroke: C.lane300, strokeWidth: 3, strokeLinecap: 'round' }) +
      path(lane(360, 128, port[0], port[1], -0.16), { fill: 'none', stroke: C.lane300, strokeWidth: 3, strokeLinecap: 'round' }) +
      path(lane(160, 262, 390, 274, 0.08), {
        fill: 'none',
        stroke: C.slate400,
        strokeWidth: 2,
        strokeDasharray: '6 6',
        strokeLinecap: 'round',
      }) +
      tile(48, 168, 112, P.factory) +
      text(104, 310, 'MY', { fontSize: 13, fill: C.white, fontWeight: 600, textAnchor: 'middle' }) +
      tile(276, 86, 84, P.truck) +
      // The quay: containers stacked, the ship alongside.
      rect(384, 272, 224, 4, { rx: 2, fill: C.ink700 }) +
      stack +
      tile(532, 56, 76, P.ship) +
      path(lane(port[0], port[1], 560, 132, 0.1), {
        fill: 'none',
        stroke: C.lane300,
        strokeWidth: 3,
        strokeLinecap: 'round',
        strokeDasharray: '2 7',
      }) +
      hub(port[0], port[1], 'SG', { focal: true, dark: true, label: 'below' }),
  );
}

/** E-commerce: one brand in Singapore, checkout to door in five new markets. */
export function ecommerce(): string {
  const sg: [number, number] = [236, 220];
  const markets: { code: string; at: [number, number]; label: 'left' | 'right' | 'above' | 'below' }[] = [
    { code: 'KR', at: [470, 58], label: 'right' },
    { code: 'JP', at: [572, 96], label: 'left' },
    { code: 'VN', at: [384, 132], label: 'above' },
    { code: 'PH', at: [500, 200], label: 'right' },
    { code: 'AU', at: [540, 318], label: 'left' },
  ];
  return svg(
    W,
    H,
    darkDefs() +
      darkGround(W, H, [0.75, 0.45]) +
      markets
        .map((m, i) =>
          path(lane(sg[0], sg[1], m.at[0], m.at[1], i % 2 ? 0.16 : -0.16), {
            fill: 'none',
            stroke: C.lane300,
            strokeWidth: 2.5,
            strokeLinecap: 'round',
          }),
        )
        .join('') +
      markets.map((m) => hub(m.at[0], m.at[1], m.code, { dark: true, label: m.label })).join('') +
      hub(sg[0], sg[1], 'SG', { focal: true, dark: true, label: 'below' }) +
      // The checkout: a phone with the order, then the parcel.
      g(
        {},
        rect(52, 60, 132, 240, { rx: 22, fill: C.white, filter: 'url(#S)' }),
        rect(64, 76, 108, 176, { rx: 10, fill: C.mint }),
        P.at(88, 96, 60, P.cart),
        bar(78, 176, 80, 8, C.slate300),
        bar(78, 192, 56, 8, C.slate200),
        rect(78, 216, 80, 24, { rx: 12, fill: C.brand700 }),
        text(118, 232.5, 'Pay', { fontSize: 12, fill: C.white, textAnchor: 'middle' }),
        bar(100, 272, 36, 6, C.slate300),
      ) +
      tile(172, 132, 64, P.parcel),
  );
}

/** Marketplace: many sellers, one hub, one delivery promise. */
export function marketplace(): string {
  const hubAt: [number, number] = [390, 180];
  const sellers: [number, number][] = [];
  for (let r = 0; r < 4; r++) for (let c = 0; c < 3; c++) sellers.push([48 + c * 56, 54 + r * 66]);
  return svg(
    W,
    H,
    darkDefs() +
      darkGround(W, H, [0.6, 0.5]) +
      sellers
        .map(([x, y], i) =>
          path(lane(x + 20, y + 20, hubAt[0], hubAt[1], (i % 3) * 0.04 - 0.04), {
            fill: 'none',
            stroke: C.lane500,
            strokeOpacity: 0.7,
            strokeWidth: 1.5,
            strokeLinecap: 'round',
          }),
        )
        .join('') +
      sellers
        .map(([x, y], i) =>
          g(
            {},
            rect(x, y, 40, 40, { rx: 10, fill: i % 4 === 1 ? C.quiet : C.white }),
            P.at(x + 6, y + 6, 28, i % 3 === 0 ? P.store : P.parcel),
          ),
        )
        .join('') +
      circle(hubAt[0], hubAt[1], 58, { fill: C.lane500, fillOpacity: 0.14 }) +
      circle(hubAt[0], hubAt[1], 40, { fill: C.ink, stroke: C.amber400, strokeWidth: 4 }) +
      P.at(hubAt[0] - 22, hubAt[1] - 24, 44, P.warehouse, { stroke: C.amber400, fill: C.ink800 }) +
      path(lane(hubAt[0] + 40, hubAt[1], 528, hubAt[1], 0), { fill: 'none', stroke: C.lane300, strokeWidth: 4, strokeLinecap: 'round' }) +
      g(
        {},
        rect(508, 118, 108, 124, { rx: 16, fill: C.white, filter: 'url(#S)' }),
        P.at(530, 130, 64, P.truck),
        rect(524, 204, 76, 24, { rx: 12, fill: C.successBg }),
        text(562, 220.5, 'On time', { fontSize: 12, fill: C.success, textAnchor: 'middle' }),
      ),
  );
}

/** Technology (industry): devices from bonded regional stock, pre-cleared and tracked end to end. */
export function technologyIndustry(): string {
  const route: [number, number][] = [
    [150, 250],
    [270, 170],
    [392, 212],
    [520, 112],
  ];
  return svg(
    W,
    H,
    darkDefs() +
      darkGround(W, H, [0.55, 0.35]) +
      path(lane(150, 250, 270, 170, -0.2), { fill: 'none', stroke: C.lane300, strokeWidth: 3, strokeLinecap: 'round' }) +
      path(lane(270, 170, 392, 212, -0.2), { fill: 'none', stroke: C.lane300, strokeWidth: 3, strokeLinecap: 'round' }) +
      path(lane(392, 212, 520, 112, -0.2), {
        fill: 'none',
        stroke: C.lane300,
        strokeWidth: 3,
        strokeLinecap: 'round',
        strokeDasharray: '8 7',
      }) +
      route
        .slice(1, 3)
        .map(([x, y]) =>
          g({}, circle(x, y, 18, { fill: C.ink800, stroke: C.lane300, strokeWidth: 2.5 }), P.at(x - 11, y - 12, 22, P.lock, P.onDark)),
        )
        .join('') +
      tile(48, 196, 104, P.warehouse) +
      text(100, 326, 'Bonded stock', { fontSize: 13, fill: C.white, fontWeight: 600, textAnchor: 'middle' }) +
      // The device on its way: the focal point.
      circle(520, 112, 22, { fill: C.amber400, fillOpacity: 0.25 }) +
      path('M520 82c-12 0-20 9-20 19 0 14 20 31 20 31s20-17 20-31c0-10-8-19-20-19z', { fill: C.amber400 }) +
      circle(520, 101, 7, { fill: C.ink }) +
      g(
        {},
        rect(456, 186, 132, 120, { rx: 16, fill: C.white, filter: 'url(#S)' }),
        P.at(470, 198, 56, P.phone),
        P.at(528, 206, 48, P.shield),
      ) +
      rect(472, 270, chipWidth('Cleared', 12, 9), 24, { rx: 12, fill: C.successBg }) +
      text(481, 286.5, 'Cleared', { fontSize: 12, fill: C.success }),
  );
}

/** Luxury Retail: a boutique order sealed at the hub and kept in custody to the client. */
export function luxuryRetail(): string {
  return svg(
    W,
    H,
    darkDefs() +
      darkGround(W, H, [0.5, 0.45]) +
      path(lane(60, 280, 250, 200, -0.12), { fill: 'none', stroke: C.lane300, strokeWidth: 2.5, strokeLinecap: 'round' }) +
      path(lane(390, 200, 590, 120, -0.12), { fill: 'none', stroke: C.lane300, strokeWidth: 2.5, strokeLinecap: 'round' }) +
      [
        [112, 262],
        [180, 228],
        [462, 178],
        [536, 140],
      ]
        .map(([x, y]) =>
          g(
            {},
            circle(x ?? 0, y ?? 0, 16, { fill: C.ink800, stroke: C.lane300, strokeWidth: 2 }),
            P.at((x ?? 0) - 10, (y ?? 0) - 11, 20, P.lock, P.onDark),
          ),
        )
        .join('') +
      circle(320, 190, 118, { fill: C.lane500, fillOpacity: 0.1 }) +
      g(
        {},
        rect(236, 108, 168, 168, { rx: 24, fill: C.white, filter: 'url(#S)' }),
        // The box, its ribbon and the seal: the focal point.
        rect(268, 170, 104, 80, { rx: 6, fill: C.ink }),
        rect(262, 152, 116, 26, { rx: 6, fill: C.ink700 }),
        rect(312, 152, 16, 98, { fill: C.lane300 }),
        path('M320 152c-8-22-40-24-36-8 3 10 24 8 36 8 12 0 33 2 36-8 4-16-28-14-36 8z', {
          fill: 'none',
          stroke: C.lane300,
          strokeWidth: 5,
          strokeLinejoin: 'round',
        }),
        circle(320, 212, 17, { fill: C.amber400, stroke: C.white, strokeWidth: 3 }),
        path('M313 212l5 5 9-10', { fill: 'none', stroke: C.ink, strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' }),
      ) +
      g(
        {},
        rect(470, 230, 130, 80, { rx: 14, fill: C.ink800, stroke: C.ink700 }),
        text(490, 262, '48h', { fontSize: 24, fill: C.white, fontWeight: 800 }),
        text(490, 286, 'replenishment', { fontSize: 12, fill: C.lane300, fontWeight: 600 }),
      ),
  );
}

/** Retail: stores replenished from sales, bulky items delivered in a booked slot. */
export function retail(): string {
  const slots = Array.from({ length: 12 }, (_, i) => i);
  return svg(
    W,
    H,
    darkDefs() +
      darkGround(W, H, [0.35, 0.5]) +
      path(lane(150, 232, 320, 150, -0.15), { fill: 'none', stroke: C.lane300, strokeWidth: 3, strokeLinecap: 'round' }) +
      path(lane(150, 250, 300, 296, 0.1), { fill: 'none', stroke: C.lane300, strokeWidth: 3, strokeLinecap: 'round' }) +
      tile(44, 178, 112, P.warehouse) +
      tile(300, 92, 112, P.store) +
      tile(276, 262, 72, P.truck) +
      // The delivery calendar: booked slots, one chosen (the focal point).
      g(
        {},
        rect(444, 150, 160, 168, { rx: 16, fill: C.white, filter: 'url(#S)' }),
        text(462, 180, 'Delivery slot', { fontSize: 13, fill: C.ink700, fontWeight: 600 }),
        ...slots.map((i) => {
          const x = 462 + (i % 4) * 34;
          const y = 196 + Math.floor(i / 4) * 36;
          const chosen = i === 6;
          const booked = [1, 2, 4, 9, 11].includes(i);
          return rect(x, y, 26, 26, {
            rx: 6,
            fill: chosen ? C.amber400 : booked ? C.lane300 : C.mint,
            stroke: chosen ? C.ink700 : undefined,
            strokeWidth: chosen ? 1.5 : undefined,
          });
        }),
      ),
  );
}

/** Every cover by file name (src/visuals/covers/<name>.svg). */
export const covers = {
  calculators,
  'cost-management': costManagement,
  operations,
  'industry-insights': industryInsights,
  technology,
  'cost-optimization': costOptimization,
  trends,
  'fashion-retail': fashionRetail,
  manufacturing,
  ecommerce,
  marketplace,
  'technology-industry': technologyIndustry,
  'luxury-retail': luxuryRetail,
  retail,
} as const;
