// The prerendered pages of a built site: every .html file outside the code and media folders.
import fs from 'node:fs/promises';
import path from 'node:path';

/** Top-level folders of the built site that hold code, media and detail routes' fallbacks, not pages. */
const NOT_PAGES = new Set(['mfe', 'assets', '_fallback']);

/** Paths of the HTML files under `siteDir`, relative to it, with forward slashes. */
export async function htmlFiles(siteDir, rel = '') {
  const out = [];
  for (const entry of await fs.readdir(path.join(siteDir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory() && !(rel === '' && NOT_PAGES.has(entry.name))) out.push(...(await htmlFiles(siteDir, child)));
    else if (entry.isFile() && entry.name.endsWith('.html')) out.push(child);
  }
  return out.sort();
}

/** The file, relative to the site, that holds a route's prerendered page (the not-found page: 404.html). */
export const fileOfRoute = (route, notFoundPath) =>
  route === notFoundPath ? '404.html' : route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;

/** The route a prerendered file answers (the inverse of fileOfRoute). */
export function routeOfFile(rel, notFoundPath) {
  if (rel === '404.html') return notFoundPath;
  if (rel === 'index.html') return '/';
  return `/${rel.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}
