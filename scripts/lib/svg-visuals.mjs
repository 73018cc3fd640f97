// The rules every SVG visual of the site keeps (docs/design/art-direction.md, ADR 25 §5): colours
// from the theme's palette only, nothing fetched from another host, no script, no embedded raster,
// small (25 KB; a cover 12 KB). Checked by scripts/test/svg-visuals.test.mjs over every
// `*/src/**/visuals/**/*.svg`.

import { readdir } from 'node:fs/promises';
import path from 'node:path';

// The source folders whose `visuals/` folders hold SVG visuals: each area's, and the shell's
// packages' (the design system).
export const SOURCE_DIRS = [
  'shell/src',
  'shell/packages/design-system/src',
  'shell/packages/platform/src',
  'mfe-marketing/src',
  'mfe-resources/src',
  'mfe-contact/src',
];

export const MAX_BYTES = 25 * 1024;
export const MAX_COVER_BYTES = 12 * 1024;

/** Every colour the theme defines, as lower-case "#rrggbb" (rgba() values by their rgb). */
export function paletteOf(theme) {
  const colours = new Set();
  const visit = (value) => {
    if (typeof value === 'string') {
      for (const [hex] of value.matchAll(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi)) colours.add(normalHex(hex));
      for (const m of value.matchAll(/rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/gi)) colours.add(rgbHex(m[1], m[2], m[3]));
    } else if (value && typeof value === 'object') for (const v of Object.values(value)) visit(v);
  };
  visit(theme.colors);
  visit(theme.surfaces);
  return colours;
}

const normalHex = (hex) => {
  const h = hex.slice(1).toLowerCase();
  const six = h.length === 3 || h.length === 4 ? [...h.slice(0, 3)].map((c) => c + c).join('') : h.slice(0, 6);
  return `#${six}`;
};
const rgbHex = (r, g, b) => `#${[r, g, b].map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;

/** Named colours the palette has. */
const NAMED = { white: '#ffffff' };
const NEUTRAL = /^(none|transparent|currentcolor|inherit|context-fill|context-stroke|url\(#[^)]+\))$/i;
const PAINT = /\b(fill|stroke|stop-color|flood-color|lighting-color|color)\s*(?:=\s*["']([^"']*)["']|:\s*([^;"'}]+))/gi;

/** What is wrong with one SVG file (its name decides the size limit). Empty when nothing is. */
export function svgProblems(name, text, palette) {
  const problems = [];
  const bytes = Buffer.byteLength(text);
  const limit = /cover/i.test(name) ? MAX_COVER_BYTES : MAX_BYTES;
  if (bytes > limit) problems.push(`${(bytes / 1024).toFixed(1)} KB, over ${limit / 1024} KB`);
  if (/<script\b/i.test(text) || /\son[a-z]+\s*=/i.test(text)) problems.push('a script');
  // A reference to anything but a part of the file itself (`#id`): another host, another file, a
  // data: URL (an SVG shown as an <img> loads none of them; a visual must not depend on one).
  if (/(?:href|src)\s*=\s*["']\s*(?!#)[^"'\s]/i.test(text) || /url\(\s*["']?\s*(?!#)[^"')\s]/i.test(text) || /@import/i.test(text))
    problems.push('an external reference');
  if (/data:image\/(?!svg)/i.test(text) || /<image\b[^>]*href\s*=\s*["'](?!#)/i.test(text)) problems.push('an embedded raster image');
  const off = new Set();
  for (const m of text.matchAll(PAINT)) {
    const value = (m[2] ?? m[3] ?? '').trim();
    if (!value || NEUTRAL.test(value)) continue;
    const named = NAMED[value.toLowerCase()];
    const hex = named ?? (/^#[0-9a-f]{3,8}$/i.test(value) ? normalHex(value) : null);
    const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(value);
    const colour = hex ?? (rgb ? rgbHex(rgb[1], rgb[2], rgb[3]) : null);
    if (!colour || !palette.has(colour)) off.add(value);
  }
  if (off.size) problems.push(`colours not in the palette: ${[...off].join(', ')}`);
  return problems;
}

// Every SVG in a `visuals/` folder (at any depth) of the source folders under `root`, relative to
// it, sorted.
export async function visualFiles(root) {
  const files = [];
  for (const dir of SOURCE_DIRS) {
    const entries = await readdir(path.join(root, dir), { recursive: true }).catch(() => []);
    for (const entry of entries) {
      const parts = entry.split(path.sep);
      if (entry.endsWith('.svg') && parts.slice(0, -1).includes('visuals') && !parts.includes('node_modules'))
        files.push(path.join(dir, entry));
    }
  }
  return files.sort();
}
