// What a prerendered page loads before it is hydrated, read from the built site: the start-up
// script the HTML names and the modules its boot data announces (the e2e suite checks that
// nothing else is loaded before hydration, so this list is the page's first-load JavaScript).
// Sizes are gzip level 9 of each file, summed — deterministic, the same on every machine.
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BOOT = /<script type="application\/json" id="__MERANTI_BOOT__">([^<]*)<\/script>/;
const START_SCRIPT = /<script type="module"[^>]*src="([^"]+)"/;

/** Every prerendered page of the built site: `{ route, file }` (the not-found page as /404). */
export async function prerenderedPages(siteDir) {
  const pages = [];
  const walk = async (dir) => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['assets', 'mfe', 'brand', 'fonts'].includes(entry.name) || dir !== siteDir) await walk(full);
      } else if (entry.name === 'index.html') {
        const rel = path.relative(siteDir, path.dirname(full)).split(path.sep).join('/');
        pages.push({ route: rel ? `/${rel}` : '/', file: full });
      } else if (entry.name === '404.html' && dir === siteDir) pages.push({ route: '/404', file: full });
    }
  };
  await walk(siteDir);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

const gzipCache = new Map();
async function gzipSize(siteDir, urlPath) {
  if (!gzipCache.has(urlPath)) {
    const body = await fs.readFile(path.join(siteDir, urlPath));
    gzipCache.set(urlPath, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return gzipCache.get(urlPath);
}

/** The first-load JavaScript of one prerendered page: its files (largest first) and the total. */
export async function firstLoadJs(siteDir, html) {
  const start = START_SCRIPT.exec(html)?.[1];
  const boot = BOOT.exec(html)?.[1];
  if (!start || !boot) throw new Error('not a prerendered page of this site (no start-up script or boot data)');
  const urls = [...new Set([start, ...(JSON.parse(boot).preload ?? [])])];
  const files = [];
  for (const url of urls) files.push({ url, ...(await gzipSize(siteDir, url)) });
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, gzip: files.reduce((s, f) => s + f.gzip, 0), raw: files.reduce((s, f) => s + f.raw, 0) };
}

/** Bytes of inline CSS in a page's HTML. */
export const inlineCssBytes = (html) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((s, m) => s + m[1].length, 0);
