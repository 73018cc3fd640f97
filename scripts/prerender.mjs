// Prerender: every built route → a static HTML file holding the full page, its CSS, its head
// tags, the area addresses it was rendered against and preload hints for its modules.
// Detail routes (`:slug`, `:id`): every value the owning area's `knownParams` lists gets its own
// file, and routes whose unknown values answer a page of their own get a fallback file rendered
// with a value no record has (`_fallback/<route id>.html`); `_routes.json` records both.
// `node scripts/prerender.mjs` renders everything; `--area <name>` only that area's routes.
// A release (scripts/lib/release.mjs) renders an area into a staging folder first, against the
// build it is about to make live, and switches only when that worked and passed the site check.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { detailRoutes, FALLBACK_PARAM, fillPath, matchRoute, pageStylesList, prerenderPaths, routes } from '@meranti/platform';
import { writeWhole } from '../api/src/fs/write-whole.mjs';
import { areaEntryFiles, areaPageFiles, areaPagesModule, bootFile, shellFiles } from './lib/chunks.mjs';
import { FALLBACK_DIR, knownPathsOf, writeDetailRoutes } from './lib/detail-routes.mjs';
import { documentHtml } from './lib/html.mjs';
import { SITE_DIR, SSR_DIR } from './lib/layout.mjs';
import { pageStyles, writePageStyles } from './lib/page-styles.mjs';
import { readAreaAddresses, shellBuildId } from './lib/publish.mjs';
import { fileOfRoute } from './lib/site-check/site-pages.mjs';
import { siteEnv } from './lib/site-env.mjs';

const NOT_FOUND_PATH = routes.notFound.path;

const readJson = async (file) => JSON.parse(await fs.readFile(file, 'utf8'));
const importFile = (file) => import(pathToFileURL(file).href);

/** remotes.json's entries, each marked with `channel`. */
const withChannel = (remotes, channel) => Object.fromEntries(Object.entries(remotes).map(([area, r]) => [area, { ...r, channel }]));

export const outputFile = (routePath, dir = SITE_DIR) => path.join(dir, fileOfRoute(routePath, NOT_FOUND_PATH));

/** Where an area build's Node build is published. */
const publishedSsr = (name, buildId) => path.join(SSR_DIR, name, buildId);

/**
 * Renders the routes of `area` (all when null) into `outDir` (default: the site), against
 * `remotes` (default: remotes.json), importing each area's Node build from `ssrDirOf(area,
 * buildId)`. `_routes.json` in `outDir` gets the site's entries with this area's replaced.
 * Returns the routes written. A page that fails to render fails the whole call, naming its route.
 * `channel` is what the pages say they were rendered for in their telemetry (ADR 24): `live`, a
 * canary `candidate`, or a team's `preview`.
 */
export async function prerender({ area = null, outDir = SITE_DIR, remotes: given = null, ssrDirOf = publishedSsr, channel = 'live' } = {}) {
  const { siteUrl, assetsBase, analyticsEndpoint } = siteEnv();
  const shellBuild = (await shellBuildId()) ?? 'dev';
  const remotes = given ?? (await readAreaAddresses());
  const shell = await importFile(path.join(SSR_DIR, 'shell/entry-server.js'));
  await shell.loadNotFoundPage();
  await shell.loadDeferredChrome();
  const shellAssets = shellFiles(await readJson(path.join(SSR_DIR, 'shell/client-manifest.json')));
  const boot = bootFile(await readJson(path.join(SSR_DIR, 'shell/boot-manifest.json')));
  const buildDate = new Date().toISOString();
  const areaCache = new Map();

  const loadArea = async (name) => {
    if (!remotes[name]) throw new Error(`remotes.json has no build for "${name}" — build it first`);
    if (!areaCache.has(name)) {
      const dir = ssrDirOf(name, remotes[name].buildId);
      areaCache.set(name, {
        module: await importFile(path.join(dir, 'ssr.js')),
        manifest: await readJson(path.join(dir, 'client-manifest.json')),
        base: remotes[name].entry.replace(/remoteEntry\.js$/, ''),
      });
    }
    return areaCache.get(name);
  };

  const inArea = (entry) => area === null || entry.area === area;
  const targets = prerenderPaths()
    .filter((p) => inArea(matchRoute(p).entry))
    .map((p) => ({ routePath: p, entry: matchRoute(p).entry, file: outputFile(p, outDir), styles: true }));

  const details = {};
  for (const { id, entry } of detailRoutes().filter(({ entry }) => inArea(entry))) {
    const built = await loadArea(entry.area);
    const known = knownPathsOf(built.module, entry);
    for (const p of known) {
      if (matchRoute(p)?.entry !== entry) throw new Error(`${entry.area}: known path ${p} is not answered by ${entry.path}`);
      targets.push({ routePath: p, entry, file: outputFile(p, outDir), styles: true });
    }
    const unknown = entry.unknown ?? 'not-found';
    const fallback = typeof unknown === 'string' ? `${FALLBACK_DIR}/${id}.html` : null;
    if (fallback) {
      const params = Object.fromEntries([...entry.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1], FALLBACK_PARAM]));
      targets.push({ routePath: fillPath(entry.path, params), entry, file: path.join(outDir, fallback) });
    }
    details[id] = { pattern: entry.path, area: entry.area, unknown, fallback, known };
  }

  const written = [];
  /** area → route → the page's own styles. */
  const stylesByArea = new Map();
  for (const { routePath, entry, file, styles } of targets) {
    try {
      await renderOne({ routePath, entry, file, styles });
    } catch (err) {
      throw new Error(`${routePath}: ${err.message.split('\n')[0]}`, { cause: err });
    }
    written.push(routePath);
  }
  await writeDetailRoutes(details, (id) => routes[id] !== undefined && !inArea(routes[id]), { outDir });
  // Each area's page styles in its build's folder, listed under the shell build they were rendered with.
  for (const [name, byRoute] of stylesByArea) {
    await writePageStyles(path.join(outDir, 'mfe', name, remotes[name].buildId, pageStylesList(shellBuild)), byRoute);
  }
  return written;

  async function renderOne({ routePath, entry, file, styles }) {
    let page = null;
    let pagesModule = null;
    let preloads = [...shellAssets.preloads];
    let warm = [...shellAssets.federation];
    if (entry.area === 'shell') preloads = [...preloads, ...shellAssets.notFound];
    else {
      const built = await loadArea(entry.area);
      const loader = built.module.pages[entry.page];
      if (!loader) throw new Error(`${entry.area} has no page "${entry.page}" (route ${routePath})`);
      const pageModule = await loader();
      // Everything the page renders in full (its deferred sections, its data) for this route's params.
      await pageModule.prefetch?.(matchRoute(routePath)?.params ?? {});
      page = { area: entry.area, page: entry.page, component: pageModule.default };
      preloads = [...preloads, ...areaPageFiles(built.manifest, built.base, entry.page)];
      pagesModule = areaPagesModule(built.manifest, built.base);
      warm = [...warm, ...areaEntryFiles(built.manifest, built.base)];
    }
    const out = shell.render({ url: routePath, siteUrl, assetsBase, buildDate, page });
    const html = documentHtml({
      head: out.jsonLd ? `${out.head}\n${out.jsonLd}` : out.head,
      styles: out.styles,
      body: out.body,
      boot: {
        siteUrl,
        assetsBase,
        buildDate,
        // Each area's build says its channel where it is not live (the registry reads it there).
        remotes: channel === 'live' ? remotes : withChannel(remotes, channel),
        shellEntry: shellAssets.entry,
        shellBuild,
        channel,
        preload: [...new Set(preloads)],
        ...(pagesModule ? { pagesModule } : {}),
        warm: [...new Set(warm)].filter((f) => !preloads.includes(f)),
        ...(analyticsEndpoint ? { analyticsEndpoint } : {}),
      },
      bootScript: boot,
    });
    await fs.mkdir(path.dirname(file), { recursive: true });
    await writeWhole(file, html);
    // The page's own styles, for a navigation to it from another page (ADR 28).
    const own = styles && page ? pageStyles(out.styles) : '';
    if (own) {
      if (!stylesByArea.has(entry.area)) stylesByArea.set(entry.area, new Map());
      stylesByArea.get(entry.area).set(routePath, own);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const i = process.argv.indexOf('--area');
  const written = await prerender({ area: i > 0 ? process.argv[i + 1] : null });
  console.log(`prerendered ${written.length} route(s): ${written.join(', ')}`);
}
