// The site check over the built files (everything but what the server answers): every prerendered
// page's head, body and structured data, titles and descriptions unique, links and anchors, the
// sitemap, the prerendered file list and the detail routes' fallback pages.
// scripts/check-site.mjs runs it on the site and then asks the real server; a release runs it on
// the site as it would be after the switch — the staged area over the live site — before it
// switches (scripts/lib/release.mjs).
//
// A view of a site is { file(sitePath) → absolute path of that file or null, htmlFiles() → the
// prerendered pages' files relative to the site }; `siteView(dir)` is a built site as it is.
import { existsSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { brandTitle, detailRoutes, matchRoute, prerenderPaths, redirects, routes } from '@meranti/platform';
import { imageSize } from './image-size.mjs';
import { pageFacts } from './page-facts.mjs';
import { checkLinks, checkPage, checkPrerenderedFiles, checkSitemap, checkUniqueness } from './rules.mjs';
import { fileOfRoute, htmlFiles, routeOfFile } from './site-pages.mjs';

export const NOT_FOUND = routes.notFound.path;

/** A built site as it is on disk. */
export function siteView(siteDir) {
  return {
    file: (sitePath) => {
      try {
        const file = path.join(siteDir, decodeURIComponent(sitePath));
        return file.startsWith(siteDir) && statSync(file).isFile() ? file : null;
      } catch {
        return null;
      }
    },
    htmlFiles: () => htmlFiles(siteDir),
  };
}

function classify(route) {
  if (route === NOT_FOUND) return { kind: 'not-found', canonicalPath: null };
  const entry = matchRoute(route)?.entry;
  if (!entry?.built) return null;
  return entry.canonical ? { kind: 'alias', canonicalPath: entry.canonical } : { kind: 'page', canonicalPath: route };
}

const readJson = (file, fallback) => (file ? JSON.parse(readFileSync(file, 'utf8')) : fallback);

/**
 * @param {{ view: ReturnType<typeof siteView>, siteUrl: string, factsCache?: Map<string, object> }} input
 *   factsCache: page facts by file and modification time, shared between two checks of one site
 * @returns {Promise<{ problems: { route: string, message: string }[], pages: object[], locs: string[],
 *   details: Record<string, object>, fallbackH1: Record<string, string>, pending: Map<string, Set<string>> }>}
 */
export async function checkFiles({ view, siteUrl, factsCache = new Map() }) {
  const idsByFile = new Map();
  const ctx = {
    siteUrl,
    isBranded: (title) => brandTitle(title) === title,
    resolveRoute: (p) => {
      const match = matchRoute(p);
      return match ? { built: match.entry.built, live: match.entry.unknown === 'lookup' } : null;
    },
    redirectTarget: (p) => redirects.find((r) => r.from === p)?.to,
    assetExists: (p) => view.file(p) !== null,
    imageSize: (p) => {
      const file = view.file(p);
      return file ? imageSize(readFileSync(file)) : null;
    },
    idsInFile: (p) => {
      if (!idsByFile.has(p)) {
        const file = view.file(p);
        const text = file ? readFileSync(file, 'utf8') : '';
        idsByFile.set(p, new Set([...text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
      }
      return idsByFile.get(p);
    },
  };
  const factsOf = async (file) => {
    const key = `${file}:${statSync(file).mtimeMs}`;
    if (!factsCache.has(key)) factsCache.set(key, pageFacts(await fs.readFile(file, 'utf8')));
    return factsCache.get(key);
  };

  const problems = [];
  const sitemapFile = view.file('/sitemap.xml');
  const sitemap = sitemapFile ? await fs.readFile(sitemapFile, 'utf8') : '';
  if (!sitemapFile) problems.push({ route: 'sitemap.xml', message: 'there is no sitemap.xml' });
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].trim());
  const fileRoutes = (await view.htmlFiles()).map((rel) => routeOfFile(rel, NOT_FOUND));
  const details = readJson(view.file('/_routes.json'), { routes: {} }).routes;
  const detailPaths = Object.values(details).flatMap((d) => d.known);
  problems.push(...checkPrerenderedFiles(fileRoutes, [...prerenderPaths(), ...detailPaths]));
  for (const { id, entry } of detailRoutes()) {
    if (!details[id]) problems.push({ route: entry.path, message: 'built detail route missing from _routes.json (prerender it)' });
  }

  const sitemapRoutes = locs.map((loc) => {
    try {
      return new URL(loc).pathname;
    } catch {
      return loc;
    }
  });
  const candidates = [...new Set([...prerenderPaths(), ...detailPaths, ...fileRoutes, ...sitemapRoutes])].sort();
  const pages = [];
  for (const route of candidates) {
    const kind = classify(route);
    const file = kind && view.file(`/${fileOfRoute(route, NOT_FOUND)}`);
    if (!file) continue; // reported by the file and sitemap checks
    const page = { route, ...kind, facts: await factsOf(file) };
    for (const message of checkPage(page, ctx)) problems.push({ route, message });
    pages.push(page);
  }
  problems.push(...checkUniqueness(pages));
  const links = checkLinks(pages, ctx);
  problems.push(...links.problems);
  problems.push(...checkSitemap(locs, pages, ctx));

  // Detail routes' fallback pages: what an unknown value shows.
  const fallbackH1 = {};
  for (const [id, d] of Object.entries(details)) {
    if (!d.fallback) continue;
    const file = view.file(`/${d.fallback}`);
    if (!file || !existsSync(file)) {
      problems.push({ route: d.pattern, message: `fallback page ${d.fallback} is missing` });
      continue;
    }
    const facts = await factsOf(file);
    if (facts.h1s.length !== 1 || !facts.h1s[0]) problems.push({ route: d.pattern, message: `fallback page has ${facts.h1s.length} <h1>` });
    if (!facts.robots.some((r) => /noindex/.test(r))) problems.push({ route: d.pattern, message: 'fallback page is not robots noindex' });
    fallbackH1[id] = facts.h1s[0];
  }
  return { problems, pages, locs, details, fallbackH1, pending: links.pending };
}
