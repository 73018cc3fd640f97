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
// The rules are pure functions in lib/site-check/rules.mjs (unit-tested with broken fixtures); the
// file part runs from lib/site-check/site.mjs, which a release also runs before it switches.
import fs from 'node:fs/promises';
import path from 'node:path';
import { detailRoutes, redirects } from '@meranti/platform';
import { SITE_DIR } from './lib/layout.mjs';
import { checkAnswers } from './lib/site-check/http.mjs';
import { checkNoSourceMaps } from './lib/site-check/rules.mjs';
import { checkFiles, siteView } from './lib/site-check/site.mjs';
import { siteEnv } from './lib/site-env.mjs';

const started = performance.now();
const { siteUrl } = siteEnv();
const { problems, pages, locs, fallbackH1, pending } = await checkFiles({ view: siteView(SITE_DIR), siteUrl });

// Source maps stay on the server (ADR 24): none in the site, none named by a served script.
const served = [];
for (const rel of await fs.readdir(SITE_DIR, { recursive: true })) {
  const sitePath = `/${rel.split(path.sep).join('/')}`;
  const file = path.join(SITE_DIR, rel);
  if (!(await fs.stat(file)).isFile()) continue;
  served.push({ path: sitePath, text: /\.m?js$/.test(rel) ? await fs.readFile(file, 'utf8') : '' });
}
problems.push(...checkNoSourceMaps(served));
/** Where a script's map would be if it were served: each must answer 404. */
const mapProbes = served
  .filter((f) => f.path.endsWith('.js') && (f.path.startsWith('/assets/') || f.path.endsWith('/remoteEntry.js')))
  .slice(0, 4)
  .map((f) => ({ path: `${f.path}.map`, status: 404 }));

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
  ...mapProbes,
];
problems.push(...(await checkAnswers({ siteDir: SITE_DIR, siteUrl, expectations })));

const count = (kind) => pages.filter((p) => p.kind === kind).length;
console.log(
  `checked ${pages.length} prerendered pages (${count('page')} canonical, ${count('alias')} aliases, ${count('not-found')} not-found), ` +
    `${locs.length} sitemap entries and ${expectations.length} HTTP answers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (pending.size) {
  console.log(
    `links to routes whose pages are not built yet (they answer the not-found page for now): ${[...pending.keys()].sort().join(', ')}`,
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
