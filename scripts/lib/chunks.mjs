// Which module files a page needs before it can hydrate, read from Vite's build manifests, so the
// HTML can announce them all at once (<link rel="modulepreload">) instead of a request chain.

/**
 * Files reachable from the given manifest keys through static imports (and, with
 * `{ dynamic: true }`, through dynamic imports too).
 */
export function closure(manifest, keys, { dynamic = false, skip = () => false } = {}) {
  return closureKeys(manifest, keys, { dynamic, skip }).map((key) => manifest[key].file);
}

/**
 * Manifest keys reachable from `keys` through static imports and, with `dynamic` (true, or a
 * predicate on the importing chunk's key), through dynamic imports too — except dynamic imports
 * of the modules `skip` names.
 */
export function closureKeys(manifest, keys, { dynamic = false, skip = () => false } = {}) {
  const followFrom = typeof dynamic === 'function' ? dynamic : () => dynamic;
  const seen = new Set();
  const found = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    found.push(key);
    for (const dep of chunk.imports ?? []) visit(dep);
    if (followFrom(key)) for (const dep of chunk.dynamicImports ?? []) if (!skip(dep)) visit(dep);
  };
  for (const key of keys) visit(key);
  return found;
}

const NOT_FOUND_PAGE = 'src/pages/not-found/not-found.tsx';
/** The shell's federation host: the runtime, loaded after hydration (ADR 8). */
const FEDERATION_HOST = 'src/federation/host.ts';

/**
 * The shell's entry and every module it loads before hydrating: its staged start (the entry's
 * own dynamic imports — React DOM, styled-components, the design system, the federation host,
 * the app) and everything they import. Dynamic imports made by the app itself are not
 * included: they are code no first view needs (overlays, web vitals, the not-found page…),
 * fetched after hydration or on first use.
 */
export function shellFiles(manifest) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('entry-client.tsx'));
  if (!entryKey) throw new Error('shell manifest has no entry-client entry');
  const files = closure(manifest, [entryKey], { dynamic: (from) => from === entryKey }).map((f) => `/${f}`);
  const notFound = manifest[NOT_FOUND_PAGE] ? closure(manifest, [NOT_FOUND_PAGE]).map((f) => `/${f}`) : [];
  const federation = manifest[FEDERATION_HOST] ? closure(manifest, [FEDERATION_HOST]).map((f) => `/${f}`) : [];
  return { entry: files[0], preloads: files, notFound, federation };
}

/** The start-up script the HTML loads (shell/vite.boot.config.ts). */
export function bootFile(bootManifest) {
  const entry = Object.values(bootManifest).find((c) => c.isEntry);
  if (!entry) throw new Error('boot manifest has no entry');
  return `/${entry.file}`;
}

/** The area's module it exposes as `./pages` (manifest key). */
const PAGES_KEY = 'src/pages.ts';

/**
 * The exposed pages module and the page's own chunk, with their imports: what the first page of an
 * area loads before hydration. The shell imports the pages module directly (`pagesModule` in the
 * boot data) with the shared modules it provides itself, so neither remoteEntry.js nor the
 * federation runtime's map of shared modules is among them: they load after hydration (ADR 8).
 * (Not the whole dynamic closure: that would be every page of the area and every shared fallback.)
 */
export function areaPageFiles(manifest, base, pageId) {
  // The module the pages map imports (a page's deferred sections are dynamic entries in its folder too).
  const pageKey = (manifest[PAGES_KEY]?.dynamicImports ?? []).find((k) => k.startsWith(`src/pages/${pageId}/`));
  if (!pageKey) throw new Error(`area manifest has no page module under src/pages/${pageId}/`);
  return closure(manifest, [PAGES_KEY, pageKey]).map((f) => `${base}${f}`);
}

/**
 * remoteEntry.js with its imports, and the federation runtime's map of shared modules it imports
 * when the host initialises it: what the shell loads after hydration to initialise the landing
 * page's area (ADR 8).
 */
export function areaEntryFiles(manifest, base) {
  const remoteEntryKey = Object.keys(manifest).find((k) => manifest[k].file === 'remoteEntry.js');
  if (!remoteEntryKey) throw new Error('area manifest has no remoteEntry.js');
  const sharedMapKey = (manifest[remoteEntryKey].dynamicImports ?? []).find((k) => k.startsWith('virtual:mf-localSharedImportMap'));
  return closure(manifest, [remoteEntryKey, ...(sharedMapKey ? [sharedMapKey] : [])]).map((f) => `${base}${f}`);
}

/** Where the area's exposed pages module is served (`base` is its build's folder). */
export function areaPagesModule(manifest, base) {
  const chunk = manifest[PAGES_KEY];
  if (!chunk) throw new Error(`area manifest has no ${PAGES_KEY}`);
  return `${base}${chunk.file}`;
}
