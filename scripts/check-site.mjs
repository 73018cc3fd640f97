// After build: crawl every prerendered route listed in sitemap.xml (plus aliases and the 404
// page) straight from .site/ and check what a search engine and a visitor rely on: a branded
// <title>, a description, a canonical link to the right address, Open Graph tags, the page's
// content in the HTML, and every internal link leading somewhere. Links to routes of the table
// whose pages are not built yet are listed, not failed; a link to a path the table does not know
// at all fails.

import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { matchRoute, prerenderPaths, redirects } from '@meranti/platform';
import { SITE_DIR } from './lib/layout.mjs';
import { siteEnv } from './lib/site-env.mjs';
import { outputFile } from './prerender.mjs';

const { siteUrl } = siteEnv();
const problems = [];
const pending = new Map();
const fail = (route, msg) => problems.push(`${route}: ${msg}`);

const sitemap = await fs.readFile(path.join(SITE_DIR, 'sitemap.xml'), 'utf8');
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const routesToCheck = [...new Set([...sitemapPaths, ...prerenderPaths()])];
const redirectFrom = new Set(redirects.map((r) => r.from));

const attr = (tag, name) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

for (const route of routesToCheck) {
  const file = outputFile(route);
  if (!existsSync(file)) {
    fail(route, `no prerendered file (${path.relative(SITE_DIR, file)})`);
    continue;
  }
  const html = await fs.readFile(file, 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body'));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  if (titles.length !== 1) fail(route, `expected one <title> in <head>, found ${titles.length}`);
  else if (!titles[0].includes('Meranti')) fail(route, `title "${titles[0]}" lacks the brand`);
  const description = [...head.matchAll(/<meta name="description" content="([^"]*)"/g)];
  if (description.length !== 1 || description[0][1].trim().length < 50)
    fail(route, 'expected one meta description of at least 50 characters');
  const isNotFound = route === '/404';
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  const target = matchRoute(route)?.entry.canonical ?? route;
  if (!isNotFound && canonical !== `${siteUrl}${target}`) fail(route, `canonical is ${canonical}, expected ${siteUrl}${target}`);
  for (const og of ['og:title', 'og:description', 'og:url', 'og:image']) {
    if (!head.includes(`property="${og}"`)) fail(route, `missing ${og}`);
  }
  if (!/<h1[\s>]/.test(body)) fail(route, 'no <h1> in the prerendered body');
  if (/<title>/.test(body)) fail(route, '<title> left inside <body>');
  for (const m of body.matchAll(/<a\s[^>]*>/g)) {
    const href = attr(m[0], 'href');
    if (!href) {
      fail(route, `link without href: ${m[0].slice(0, 80)}`);
      continue;
    }
    if (/^(https?:|mailto:|tel:|#)/.test(href)) continue;
    const url = new URL(href, `${siteUrl}${route}`);
    const p = url.pathname;
    if (redirectFrom.has(p) || p === '/404') continue;
    const match = matchRoute(p);
    if (!match) fail(route, `links to ${p}, which no route of the table serves`);
    else if (!match.entry.built) pending.set(p, (pending.get(p) ?? 0) + 1);
  }
}

console.log(`checked ${routesToCheck.length} prerendered routes (${sitemapPaths.length} in sitemap.xml)`);
if (pending.size) {
  console.log(
    `links to routes whose pages are not built yet (they answer the not-found page for now): ${[...pending.keys()].sort().join(', ')}`,
  );
}
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('site check passed');
