// Every SVG visual of the site (`*/src/**/visuals/**/*.svg`, the shell's too) keeps the art
// direction's rules (scripts/lib/svg-visuals.mjs): palette colours only, no external reference, no
// script, no embedded raster, at most 25 KB (a cover 12 KB).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { theme } from '../../shell/packages/design-system/src/theme/theme.ts';
import { ROOT } from '../lib/layout.mjs';
import { paletteOf, svgProblems, visualFiles } from '../lib/svg-visuals.mjs';

const palette = paletteOf(theme);
const files = await visualFiles(ROOT);

describe('the SVG visuals', () => {
  // Until the pages' engineers land their visuals there may be none on a branch.
  it.skipIf(files.length === 0)('are found', () => expect(files.length).toBeGreaterThan(0));
  it.each(files)('%s keeps the art direction’s rules', async (file) => {
    expect(svgProblems(path.basename(file), await readFile(path.join(ROOT, file), 'utf8'), palette)).toEqual([]);
  });
});

describe('finding the visuals', () => {
  const dirs = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('finds every SVG in a visuals/ folder of an area or the design system, and nothing else', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'svg-visuals-'));
    dirs.push(root);
    const put = async (file) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), '<svg/>');
    };
    const wanted = [
      'mfe-marketing/src/pages/about/visuals/hero.svg',
      'mfe-resources/src/visuals/covers/logistics-cover.svg',
      'shell/packages/design-system/src/visuals/map.svg',
      'shell/src/pages/not-found/visuals/lost.svg',
    ];
    for (const f of [...wanted, 'mfe-marketing/src/pages/about/icon.svg', 'mfe-contact/src/visuals/notes.txt', 'mfe-contact/visuals/x.svg'])
      await put(f);
    expect(await visualFiles(root)).toEqual([...wanted].sort());
  });
});

describe('the checker', () => {
  const ok =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 440"><rect fill="#0B1B2B" width="10" height="10"/><path stroke="#14988a" fill="none" d="M0 0h1"/><circle style="fill:#FBBF24;stroke:white" r="3"/><stop stop-color="rgb(13,133,122)"/><g fill="url(#g)" stroke="currentColor"/></svg>';

  it('knows the palette (ink, lane teal, amber, slate, white)', () => {
    for (const c of ['#0b1b2b', '#14988a', '#fbbf24', '#cbd5e1', '#ffffff']) expect(palette.has(c)).toBe(true);
  });

  it('passes palette colours in attributes, styles, rgb() and names, and references to its own gradients', () => {
    expect(svgProblems('hero.svg', ok, palette)).toEqual([]);
  });

  it('fails a colour off the palette, an external reference, a script, a raster, a file too big', () => {
    expect(svgProblems('a.svg', ok.replace('#14988a', '#ff00ff'), palette)).toEqual(['colours not in the palette: #ff00ff']);
    expect(svgProblems('a.svg', ok.replace('stroke:white', 'stroke:black'), palette)).toEqual(['colours not in the palette: black']);
    expect(svgProblems('a.svg', ok.replace('<g ', '<use href="https://cdn.example.com/s.svg#x"/><g '), palette)).toEqual([
      'an external reference',
    ]);
    expect(svgProblems('a.svg', ok.replace('<g ', '<script>alert(1)</script><g '), palette)).toEqual(['a script']);
    expect(svgProblems('a.svg', ok.replace('<g ', '<use href="parts.svg#x"/><g '), palette)).toEqual(['an external reference']);
    expect(svgProblems('a.svg', ok.replace('<g ', '<rect fill="url(https://x.example/p.svg#p)"/><g '), palette)).toEqual([
      'an external reference',
      'colours not in the palette: url(https://x.example/p.svg#p)',
    ]);
    expect(svgProblems('a.svg', ok.replace('<g ', '<image href="data:image/png;base64,AAAA"/><g '), palette)).toEqual([
      'an external reference',
      'an embedded raster image',
    ]);
    const padding = `<!--${'x'.repeat(13 * 1024)}-->`;
    expect(svgProblems('logistics-cover.svg', ok.replace('</svg>', `${padding}</svg>`), palette)).toEqual(['13.3 KB, over 12 KB']);
    expect(svgProblems('hero.svg', ok.replace('</svg>', `${padding}</svg>`), palette)).toEqual([]);
  });
});
