import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeWhole } from '../../api/src/fs/write-whole.mjs';

// The styles a prerendered page publishes for the shell's prefetcher (ADR 28): the page's
// styled-components rules, in styled-components' own server format (each component's rules, then
// a marker naming its id and class names), less the shell's groups — its components and its global
// style, which every page already has. The prefetcher hands them to the style sheet ahead of a
// navigation, so the navigation recognises its class names instead of generating and inserting them.

/** What styled-components puts after every rule and marker of its server output. */
const SPLITTER = '/*!sc*/\n';
const MARKER = /^data-styled\.g\d+\[id="([\w-]+)"\]/;
/** The shell's own groups: its components (namespace `sh`) and its global style. */
const SHELL_GROUP = /^(?:sh__|sc-global-)/;

/**
 * The page's own groups out of the `<style data-styled>` tag(s) the prerender collected, in their
 * order; '' when it has none.
 */
export function pageStyles(styleTags) {
  const text = [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  let out = '';
  let block = '';
  for (const part of text.split(SPLITTER)) {
    if (!part.trim()) continue;
    block += part + SPLITTER;
    const marker = MARKER.exec(part.trim());
    if (!marker) continue;
    if (!SHELL_GROUP.test(marker[1])) out += block;
    block = '';
  }
  return out;
}

/**
 * Writes `byRoute` (route → styles) as the list at `listFile` (`pageStylesList`) and one file per
 * distinct content beside it, named by its hash: the detail pages of one kind share theirs.
 */
export async function writePageStyles(listFile, byRoute) {
  const dir = path.dirname(listFile);
  await fs.mkdir(dir, { recursive: true });
  const list = {};
  const files = new Set();
  for (const [route, css] of [...byRoute].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const file = `${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`;
    list[route] = file;
    if (!files.has(file)) await writeWhole(path.join(dir, file), css);
    files.add(file);
  }
  await writeWhole(listFile, `${JSON.stringify(list)}\n`);
}
