// Source maps kept out of the served site (ADR 24). The browser builds write hidden maps
// (`build.sourcemap: 'hidden'`: a `.map` beside each chunk, no `sourceMappingURL` comment in it);
// this moves them out of the folder that is published to `.site` and into the server side — an
// area's artifact holds them under `server/client-maps/` (published to
// `.ssr/<area>/<buildId>/client-maps/`), the shell's go to `.ssr/shell-maps/` — where
// `npm run errors` maps visitors' stacks with them. Their `sources` are rewritten relative to the
// repository (`mfe-resources/src/…`): readable, and the same bytes whatever folder the build ran in.
import fs from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './layout.mjs';

async function mapsUnder(dir, rel = '') {
  const out = [];
  for (const entry of await fs.readdir(path.join(dir, rel), { withFileTypes: true }).catch(() => [])) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await mapsUnder(dir, child)));
    else if (entry.name.endsWith('.map')) out.push(child);
  }
  return out.sort();
}

/** A source of a map written at `mapFile`, as a path relative to the repository (posix). */
function repoRelative(mapFile, sourceRoot, source, root) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(source) || source.startsWith('\0')) return source; // virtual modules, URLs
  const absolute = path.resolve(path.dirname(mapFile), sourceRoot ?? '', source);
  const rel = path.relative(root, absolute);
  return rel.startsWith('..') ? source : rel.split(path.sep).join('/');
}

/** Whether a map's source is a file a module imports as an asset (its URL), not code or styles. */
const isAsset = (source) =>
  typeof source === 'string' && !/\.(?:[cm]?[jt]sx?|css|json)(?:\?.*)?$/i.test(source) && /\.\w+(?:\?.*)?$/.test(source);

/**
 * Moves every `.map` under `from` to the same relative path under `to`, with repository-relative
 * sources. Returns the maps moved. Maps are never left in `from` (the folder that gets served).
 */
export async function moveSourceMaps(from, to, { root = ROOT } = {}) {
  const maps = await mapsUnder(from);
  for (const rel of maps) {
    const file = path.join(from, rel);
    const map = JSON.parse(await fs.readFile(file, 'utf8'));
    map.sources = (map.sources ?? []).map((s) => repoRelative(file, map.sourceRoot, s, root));
    delete map.sourceRoot;
    // A picture or font imported by a module is no source to read: its "content" in the map is the
    // bundler's stand-in, an asset reference whose id changes from build to build, which would make
    // two builds of the same sources differ (build:area must give the full build's bytes).
    if (Array.isArray(map.sourcesContent))
      map.sourcesContent = map.sourcesContent.map((content, i) => (isAsset(map.sources[i]) ? null : content));
    const target = path.join(to, rel);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, JSON.stringify(map));
    await fs.rm(file);
  }
  return maps;
}

/** A `sourceMappingURL` comment at the end of a script (what a served file must never have). */
export const SOURCE_MAPPING_URL = /\/[/*][#@]\s*sourceMappingURL=/;
