// sitemap.xml, robots.txt and _redirects.json, all from the one route table (and, for detail
// routes, the values the prerender wrote: _routes.json).
import fs from 'node:fs/promises';
import path from 'node:path';
import { redirects, sitemapPaths } from '@meranti/platform';
import { writeWhole } from '../../api/src/fs/write-whole.mjs';
import { knownDetailPaths } from './detail-routes.mjs';
import { SITE_DIR } from './layout.mjs';

/** Into `dir` (default: the site); the detail values from `dir`'s _routes.json. */
export async function writeSiteFiles({ siteUrl, lastmod, dir = SITE_DIR }) {
  const day = lastmod.slice(0, 10);
  const urls = [...sitemapPaths(), ...(await knownDetailPaths(dir))]
    .map((p) => `  <url><loc>${siteUrl}${p}</loc><lastmod>${day}</lastmod></url>`)
    .join('\n');
  await fs.mkdir(dir, { recursive: true });
  await writeWhole(
    path.join(dir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  await writeWhole(path.join(dir, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  await writeWhole(path.join(dir, '_redirects.json'), `${JSON.stringify(redirects, null, 2)}\n`);
}
