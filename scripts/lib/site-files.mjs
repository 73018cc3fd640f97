// sitemap.xml, robots.txt and _redirects.json, all from the one route table (and, for detail
// routes, the values the prerender wrote: _routes.json).
import fs from 'node:fs/promises';
import path from 'node:path';
import { redirects, sitemapPaths } from '@meranti/platform';
import { knownDetailPaths } from './detail-routes.mjs';
import { SITE_DIR } from './layout.mjs';

export async function writeSiteFiles({ siteUrl, lastmod }) {
  const day = lastmod.slice(0, 10);
  const urls = [...sitemapPaths(), ...(await knownDetailPaths())]
    .map((p) => `  <url><loc>${siteUrl}${p}</loc><lastmod>${day}</lastmod></url>`)
    .join('\n');
  await fs.writeFile(
    path.join(SITE_DIR, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  await fs.writeFile(path.join(SITE_DIR, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  await fs.writeFile(path.join(SITE_DIR, '_redirects.json'), `${JSON.stringify(redirects, null, 2)}\n`);
}
