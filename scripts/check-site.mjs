// The site check, after build (part of `npm test`): every route of sitemap.xml and every
// prerendered file, read as a search engine and a visitor rely on them —
//   - HTTP: the real server answers 200 for pages and aliases, 404 for the not-found page and for an
//     unknown path, 301 for redirects; an unknown value of every built detail route gets what the
//     route table says (its own not-found page with 404, or a 301), and every detail route whose
//     values the prerender listed has them prerendered; fallback pages are noindex with one <h1>;
//   - head: one branded <title>, one description of 50–160 characters, titles and descriptions
//     unique across the canonical pages, canonical = the page's own URL (an alias: its target's),
//     robots, Open Graph / Twitter tags with a share image that exists at the size declared;
//   - body: exactly one <h1>, every image with alt text and its intrinsic size, every internal
//     link and #anchor leading to a built page or element, every icon to a symbol of the sprite;
//   - JSON-LD parses and carries what its type requires; BreadcrumbList from the path;
//   - sitemap.xml lists exactly the canonical pages; no stale HTML file is left in the site.
// Everything comes from the route table and the built files, so new routes are covered without
// edits. Links to routes of the table whose pages are not built yet are listed, not failed.
// The rules are pure functions in lib/site-check/rules.mjs (unit-tested with broken fixtures).
import { existsSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { brandTitle, detailRoutes, matchRoute, prerenderPaths, redirects, routes } from '@meranti/platform';
import { readDetailRoutes } from './lib/detail-routes.mjs';
import { SITE_DIR } from './lib/layout.mjs';
import { checkAnswers } from './lib/site-check/http.mjs';
import { imageSize } from './lib/site-check/image-size.mjs';
import { pageFacts } from './lib/site-check/page-facts.mjs';
import { checkLinks, checkPage, checkPrerenderedFiles, checkSitemap, checkUniqueness } from './lib/site-check/rules.mjs';
import { htmlFiles, routeOfFile } from './lib/site-check/site-pages.mjs';
import { siteEnv } from './lib/site-env.mjs';
import { outputFile } from './prerender.mjs';

const started = performance.now();
const { siteUrl } = siteEnv();
const NOT_FOUND = routes.notFound.path;
function classify(route) {
  if (route === NOT_FOUND) return { kind: 'not-found', canonicalPath: null };
  const entry = matchRoute(route)?.entry;
  if (!entry?.built) return null;
  return entry.canonical ? { kind: 'alias', canonicalPath: entry.canonical } : { kind: 'page', canonicalPath: route };
}

const siteFile = (p) => {
  try {
    const file = path.join(SITE_DIR, decodeURIComponent(p));
    return file.startsWith(SITE_DIR) && statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
};

const idsByFile = new Map();
const ctx = {
  siteUrl,
  isBranded: (title) => brandTitle(title) === title,
  resolveRoute: (p) => {
    const match = matchRoute(p);
    return match ? { built: match.entry.built, live: match.entry.unknown === 'lookup' } : null;
  },
  redirectTarget: (p) => redirects.find((r) => r.from === p)?.to,
  assetExists: (p) => siteFile(p) !== null,
  imageSize: (p) => {
    const file = siteFile(p);
    return file ? imageSize(readFileSync(file)) : null;
  },
  idsInFile: (p) => {
    if (!idsByFile.has(p)) {
      const file = siteFile(p);
      const text = file ? readFileSync(file, 'utf8') : '';
      idsByFile.set(p, new Set([...text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
    }
    return idsByFile.get(p);
  },
};

const problems = [];
const sitemap = await fs.readFile(path.join(SITE_DIR, 'sitemap.xml'), 'utf8');
const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].trim());
const fileRoutes = (await htmlFiles(SITE_DIR)).map((rel) => routeOfFile(rel, NOT_FOUND));
const details = await readDetailRoutes(SITE_DIR);
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
  const file = outputFile(route);
  if (!kind || !existsSync(file)) continue; // reported by the file and sitemap checks
  const page = { route, ...kind, facts: pageFacts(await fs.readFile(file, 'utf8')) };
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
  const file = path.join(SITE_DIR, d.fallback);
  if (!existsSync(file)) {
    problems.push({ route: d.pattern, message: `fallback page ${d.fallback} is missing` });
    continue;
  }
  const facts = pageFacts(await fs.readFile(file, 'utf8'));
  if (facts.h1s.length !== 1 || !facts.h1s[0]) problems.push({ route: d.pattern, message: `fallback page has ${facts.h1s.length} <h1>` });
  if (!facts.robots.some((r) => /noindex/.test(r))) problems.push({ route: d.pattern, message: 'fallback page is not robots noindex' });
  fallbackH1[id] = facts.h1s[0];
}

// HTTP: what the real server answers.
const notFoundPage = pages.find((p) => p.kind === 'not-found');
const unknownSlug = (pattern) => pattern.replace(/:([A-Za-z]+)/g, (_m, name) => `no-such-${name.toLowerCase()}-x7q`);
const unknownAnswer = ({ id, entry }) => {
  const rule = entry.unknown ?? 'not-found';
  if (typeof rule === 'object') return { path: unknownSlug(entry.path), status: 301, location: rule.redirect };
  return { path: unknownSlug(entry.path), status: 404, ...(fallbackH1[id] ? { bodyIncludes: fallbackH1[id] } : {}) };
};
const expectations = [
  ...pages.map((p) => ({ path: p.route, status: p.kind === 'not-found' ? 404 : 200 })),
  { path: '/no-such-page-x7q', status: 404, bodyIncludes: notFoundPage?.facts.h1s[0] ?? '<h1' },
  ...detailRoutes().map(unknownAnswer),
  ...redirects.map((r) => ({ path: r.from, status: r.status, location: r.to })),
  { path: '/sitemap.xml', status: 200 },
  { path: '/robots.txt', status: 200, bodyIncludes: `Sitemap: ${siteUrl}/sitemap.xml` },
];
problems.push(...(await checkAnswers({ siteDir: SITE_DIR, siteUrl, expectations })));

const count = (kind) => pages.filter((p) => p.kind === kind).length;
console.log(
  `checked ${pages.length} prerendered pages (${count('page')} canonical, ${count('alias')} aliases, ${count('not-found')} not-found), ` +
    `${locs.length} sitemap entries and ${expectations.length} HTTP answers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (links.pending.size) {
  console.log(
    `links to routes whose pages are not built yet (they answer the not-found page for now): ${[...links.pending.keys()].sort().join(', ')}`,
  );
}
if (problems.length) {
  const byRoute = new Map();
  for (const p of problems) byRoute.set(p.route, [...(byRoute.get(p.route) ?? []), p]);
  console.error(`\nsite check: ${problems.length} problem(s)`);
  for (const [route, list] of byRoute) console.error(`${route}\n${list.map((p) => `  - ${p.message}`).join('\n')}`);
  process.exit(1);
}
console.log('site check passed');
