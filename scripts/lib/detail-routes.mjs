// The detail routes (`:slug`, `:id`) of a built site: which values were prerendered and which
// fallback file answers the others. The prerender writes it (`_routes.json` in the site, not served),
// the sitemap, the site check and the server read it. An area's deploy rewrites only its own routes.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fillPath } from '@meranti/platform';
import { writeWhole } from '../../api/src/fs/write-whole.mjs';
import { SITE_DIR } from './layout.mjs';

export const MANIFEST = '_routes.json';
/** Folder of the fallback pages (one per detail route that has one); never served by name. */
export const FALLBACK_DIR = '_fallback';

/** @typedef {{ pattern: string, area: string, unknown: 'not-found' | 'lookup' | { redirect: string }, fallback: string | null, known: string[] }} DetailRoute */

/** @returns {Promise<Record<string, DetailRoute>>} route id → what the build holds for it */
export async function readDetailRoutes(siteDir = SITE_DIR) {
  try {
    return JSON.parse(await fs.readFile(path.join(siteDir, MANIFEST), 'utf8')).routes;
  } catch (err) {
    if (err.code === 'ENOENT') return {};
    throw err;
  }
}

/** The known values of a detail route, as paths, from the owning area's Node build (`knownParams`). */
export const knownPathsOf = (ssrModule, entry) =>
  (ssrModule.knownParams?.[entry.page]?.() ?? []).map((params) => fillPath(entry.path, params));

/**
 * Writes the manifest into `outDir` (default: the site): `routes` replaces the entries of the
 * routes it names; entries of other routes in the site's manifest are kept when `keep(id)` says
 * so (an area's deploy keeps the other areas').
 * @param {Record<string, DetailRoute>} routes
 * @param {(id: string) => boolean} keep
 */
export async function writeDetailRoutes(routes, keep, { siteDir = SITE_DIR, outDir = siteDir } = {}) {
  const previous = await readDetailRoutes(siteDir);
  const merged = Object.fromEntries([...Object.entries(previous).filter(([id]) => keep(id) && !(id in routes)), ...Object.entries(routes)]);
  await fs.mkdir(outDir, { recursive: true });
  const file = path.join(outDir, MANIFEST);
  await writeWhole(file, `${JSON.stringify({ routes: merged }, null, 2)}\n`);
  return merged;
}

/** Every prerendered detail path of the build. */
export async function knownDetailPaths(siteDir = SITE_DIR) {
  return Object.values(await readDetailRoutes(siteDir)).flatMap((r) => r.known);
}
