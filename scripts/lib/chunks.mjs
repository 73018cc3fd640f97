// Which module files a page needs before it can hydrate, read from Vite's build manifests, so the
// HTML can announce them all at once (<link rel="modulepreload">) instead of a request chain.

/**
 * Files reachable from the given manifest keys through static imports (and, with
 * `{ dynamic: true }`, through dynamic imports too).
 */
export function closure(manifest, keys, { dynamic = false } = {}) {
  const seen = new Set();
  const files = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
    if (dynamic) for (const dep of chunk.dynamicImports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * The shell's entry and every module it loads while booting. The federation runtime reaches most
 * of them through dynamic imports (host init → remoteEntry → shared-module map → each shared
 * module → the app), a chain of five or more round trips; all of them run before hydration, so
 * the whole dynamic closure is announced at once.
 */
export function shellFiles(manifest) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('entry-client.tsx'));
  if (!entryKey) throw new Error('shell manifest has no entry-client entry');
  const files = closure(manifest, [entryKey], { dynamic: true }).map((f) => `/${f}`);
  return { entry: files[0], preloads: files };
}

/**
 * remoteEntry.js, the exposed pages module and the page's own chunk, with their imports, plus the
 * remote's shared-module map that remoteEntry loads when it initialises. (Not the whole dynamic
 * closure: that would be every page of the area and every shared fallback.)
 */
export function remotePageFiles(manifest, base, pageId) {
  const remoteEntryKey = Object.keys(manifest).find((k) => manifest[k].file === 'remoteEntry.js');
  const pageKey = Object.keys(manifest).find((k) => k.startsWith(`src/pages/${pageId}/`) && manifest[k].isDynamicEntry);
  if (!remoteEntryKey) throw new Error('remote manifest has no remoteEntry.js');
  if (!pageKey) throw new Error(`remote manifest has no page module under src/pages/${pageId}/`);
  const sharedMapKey = (manifest[remoteEntryKey].dynamicImports ?? []).find((k) => k.startsWith('virtual:mf-localSharedImportMap'));
  const keys = [remoteEntryKey, 'src/pages.ts', pageKey, ...(sharedMapKey ? [sharedMapKey] : [])];
  return closure(manifest, keys).map((f) => `${base}${f}`);
}
