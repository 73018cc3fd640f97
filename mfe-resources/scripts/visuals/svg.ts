/**
 * Small SVG writing helpers for the resources area's drawn visuals (covers and hero pictures,
 * docs/design/art-direction.md). Colours come from the design system's theme only, numbers are
 * rounded to one decimal and the markup is written minified, so the committed files stay small.
 */
import { theme } from '../../../shell/packages/design-system/src/theme/theme.ts';

const { colors } = theme;

/** The palette roles of the art direction, by role name (nothing else is ever drawn). */
export const C = {
  white: colors.white,
  ink: colors.ink,
  ink800: colors.ink800,
  ink700: colors.ink700,
  mint: colors.primary[50],
  quiet: colors.primary[100],
  lane300: colors.primary[300],
  lane400: colors.primary[400],
  lane500: colors.primary[500],
  brand600: colors.primary[600],
  brand700: colors.primary[700],
  brand800: colors.primary[800],
  amber400: colors.accent[400],
  amber500: colors.accent[500],
  slate200: colors.slate[200],
  slate300: colors.slate[300],
  slate400: colors.slate[400],
  danger: colors.danger,
  dangerBg: colors.dangerBg,
  success: colors.success,
  successBg: colors.successBg,
} as const;

export const FONT = "Inter, 'Helvetica Neue', Arial, sans-serif";

/** SVG attributes spelt in camel case (every other camelCase key is a hyphenated presentation attribute). */
const CAMEL_ATTRIBUTES = new Set(['viewBox', 'patternUnits', 'stdDeviation', 'gradientUnits', 'preserveAspectRatio']);

type Attr = string | number | undefined | false;
type Attrs = Record<string, Attr>;

const n = (v: number) => String(Math.round(v * 10) / 10);

function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === false) continue;
    const name = CAMEL_ATTRIBUTES.has(k) ? k : k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    out += ` ${name}="${typeof v === 'number' ? n(v) : v}"`;
  }
  return out;
}

export const el = (tag: string, a: Attrs = {}, children = ''): string =>
  children ? `<${tag}${attrs(a)}>${children}</${tag}>` : `<${tag}${attrs(a)}/>`;

export const g = (a: Attrs, ...children: string[]) => el('g', a, children.join(''));
export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}) => el('rect', { x, y, width: w, height: h, ...a });
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => el('circle', { cx, cy, r, ...a });
export const path = (d: string, a: Attrs = {}) => el('path', { d, ...a });
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}) => el('line', { x1, y1, x2, y2, ...a });

/** Text in the one font stack images get (an `<img>` does not see the page's web font). */
export const text = (x: number, y: number, s: string, a: Attrs = {}) =>
  el('text', { x, y, fontSize: 14, fontWeight: 700, fill: C.ink, ...a }, escapeXml(s));

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A path's `d` from points (`M x y L x y …`), rounded. */
export const poly = (pts: readonly (readonly [number, number])[], close = false) =>
  `${pts.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('')}${close ? 'Z' : ''}`;

/** A smooth lane between two points, bowed sideways by `bend` (a fraction of its length). */
export function lane(x1: number, y1: number, x2: number, y2: number, bend = 0.2): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const dx = x2 - x1;
  const dy = y2 - y1;
  return `M${n(x1)} ${n(y1)}Q${n(mx - dy * bend)} ${n(my + dx * bend)} ${n(x2)} ${n(y2)}`;
}

/** A rounded rectangle's outline as a path (for clip paths and strokes). */
export const rounded = (x: number, y: number, w: number, h: number, r: number) =>
  `M${n(x + r)} ${n(y)}h${n(w - 2 * r)}a${n(r)} ${n(r)} 0 0 1 ${n(r)} ${n(r)}v${n(h - 2 * r)}a${n(r)} ${n(r)} 0 0 1 ${n(-r)} ${n(r)}h${n(-(w - 2 * r))}a${n(r)} ${n(r)} 0 0 1 ${n(-r)} ${n(-r)}v${n(-(h - 2 * r))}a${n(r)} ${n(r)} 0 0 1 ${n(r)} ${n(-r)}z`;

/** Shared definitions: the soft ink shadows of panels and the brand gradient. */
export function defs(...extra: string[]): string {
  return el(
    'defs',
    {},
    [
      el(
        'filter',
        { id: 's', x: '-20%', y: '-20%', width: '140%', height: '150%' },
        el('feDropShadow', { dx: 0, dy: 10, stdDeviation: 14, floodColor: C.ink, floodOpacity: 0.14 }),
      ),
      el(
        'filter',
        { id: 'S', x: '-20%', y: '-20%', width: '140%', height: '160%' },
        el('feDropShadow', { dx: 0, dy: 16, stdDeviation: 20, floodColor: C.ink, floodOpacity: 0.22 }),
      ),
      el(
        'linearGradient',
        { id: 'b', x1: 0, y1: 0, x2: 1, y2: 1 },
        el('stop', { offset: 0, stopColor: C.brand800 }) + el('stop', { offset: 1, stopColor: C.brand600 }),
      ),
      ...extra,
    ].join(''),
  );
}

/** A soft radial glow (a gradient from a palette colour to transparent). */
export const glowDef = (id: string, color: string, opacity: number) =>
  el(
    'radialGradient',
    { id },
    el('stop', { offset: 0, stopColor: color, stopOpacity: opacity }) + el('stop', { offset: 1, stopColor: color, stopOpacity: 0 }),
  );

/** A dot grid pattern (the dot-matrix texture behind every picture). */
export const dotsDef = (id: string, color: string, pitch = 16, r = 1.2) =>
  el('pattern', { id, width: pitch, height: pitch, patternUnits: 'userSpaceOnUse' }, circle(pitch / 2, pitch / 2, r, { fill: color }));

/** The whole document: a viewBox, the font for any text, no role (the `<img>` carries the alt). */
export const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" font-family="${FONT}">${body}</svg>\n`;

/**
 * A drawn document with its `<title>` (first child of the root): what the picture is, for tools
 * that open the file itself (Biome's noSvgWithoutTitle); on the page the `<img>`'s alt speaks.
 */
export const titled = (doc: string, title: string) => doc.replace(/^<svg[^>]*>/, (root) => `${root}${el('title', {}, escapeXml(title))}`);

/** A white product panel: radius 16, hairline border, soft shadow. */
export const panel = (x: number, y: number, w: number, h: number, a: Attrs = {}) =>
  rect(x, y, w, h, { rx: 16, fill: C.white, stroke: C.slate200, filter: 'url(#s)', ...a });

/** A placeholder line of text (a rounded bar). */
export const bar = (x: number, y: number, w: number, h = 8, fill: string = C.slate200) => rect(x, y, w, h, { rx: h / 2, fill });

/** A chip: rounded pill with a short label. */
export function chip(x: number, y: number, label: string, o: { fill?: string; color?: string; size?: number; pad?: number } = {}): string {
  const size = o.size ?? 13;
  const pad = o.pad ?? 10;
  const w = label.length * size * 0.62 + pad * 2;
  const h = size + 12;
  return g(
    {},
    rect(x, y, w, h, { rx: h / 2, fill: o.fill ?? C.quiet }),
    text(x + w / 2, y + h / 2 + size * 0.36, label, { fontSize: size, fill: o.color ?? C.brand800, textAnchor: 'middle' }),
  );
}

/** The width `chip` gives a label. */
export const chipWidth = (label: string, size = 13, pad = 10) => label.length * size * 0.62 + pad * 2;

/** A market hub: a ring with its code beside it (amber for the focal hub). */
export function hub(
  x: number,
  y: number,
  code: string,
  o: { focal?: boolean; dark?: boolean; label?: 'left' | 'right' | 'above' | 'below' } = {},
): string {
  const ring = o.focal ? C.amber400 : o.dark ? C.lane300 : C.lane500;
  const fill = o.dark ? C.ink : C.white;
  const pos = o.label ?? 'right';
  const dx = pos === 'left' ? -14 : pos === 'right' ? 14 : 0;
  const dy = pos === 'above' ? -14 : pos === 'below' ? 24 : 5;
  const anchor = pos === 'left' ? 'end' : pos === 'right' ? 'start' : 'middle';
  return g(
    {},
    o.focal ? circle(x, y, 16, { fill: C.amber400, fillOpacity: 0.22 }) : '',
    circle(x, y, 8, { fill, stroke: ring, strokeWidth: 3 }),
    o.focal ? circle(x, y, 3, { fill: C.amber500 }) : '',
    text(x + dx, y + dy, code, { fontSize: 14, fill: o.dark ? C.white : C.ink700, textAnchor: anchor }),
  );
}

/** The background of a light picture: mint, dot grid, a glow. */
export function lightGround(w: number, h: number, glow: [number, number] = [0.8, 0.2]): string {
  return (
    rect(0, 0, w, h, { fill: C.mint }) +
    rect(0, 0, w, h, { fill: 'url(#d)' }) +
    el('ellipse', { cx: w * glow[0], cy: h * glow[1], rx: w * 0.55, ry: h * 0.7, fill: 'url(#gl)' })
  );
}

/** The background of a dark picture: ink, dot grid, a teal glow. */
export function darkGround(w: number, h: number, glow: [number, number] = [0.75, 0.3]): string {
  return (
    rect(0, 0, w, h, { fill: C.ink }) +
    rect(0, 0, w, h, { fill: 'url(#d)' }) +
    el('ellipse', { cx: w * glow[0], cy: h * glow[1], rx: w * 0.6, ry: h * 0.8, fill: 'url(#gl)' })
  );
}

export const lightDefs = (...extra: string[]) => defs(dotsDef('d', C.slate200), glowDef('gl', C.quiet, 0.9), ...extra);
export const darkDefs = (...extra: string[]) => defs(dotsDef('d', C.ink700), glowDef('gl', C.brand600, 0.35), ...extra);

/**
 * Places a whole drawn picture (an `svg(…)` document) inside another at (x, y), `w` wide, its
 * corners rounded: its ids get `prefix`, so several pictures share one document.
 */
export function nest(doc: string, prefix: string, x: number, y: number, w: number, radius = 12): string {
  const view = /viewBox="0 0 (\d+) (\d+)"/.exec(doc);
  if (!view) throw new Error('nest: not a drawn picture');
  const [vw, vh] = [Number(view[1]), Number(view[2])];
  const h = (w * vh) / vw;
  const inner = doc
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
  const clip = `${prefix}clip`;
  return (
    el('clipPath', { id: clip }, rect(x, y, w, h, { rx: radius })) +
    g({ clipPath: `url(#${clip})` }, el('svg', { x, y, width: w, height: h, viewBox: `0 0 ${vw} ${vh}`, ariaHidden: 'true' }, inner))
  );
}
