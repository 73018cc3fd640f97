// Which module files a page needs before it can hydrate, read from Vite's build manifests, so the
// HTML can announce them all at once (<link rel="modulepreload">) instead of a request chain.

/** Files statically reachable from the given manifest keys (dynamic imports are left out). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const files = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

export function shellFiles(manifest) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('entry-client.tsx'));
  if (!entryKey) throw new Error('shell manifest has no entry-client entry');
  const files = staticClosure(manifest, [entryKey]).map((f) => `/${f}`);
  return { entry: files[0], preloads: files };
}

/** remoteEntry.js, the exposed pages module and the page's own chunk, with their imports. */
export function remotePageFiles(manifest, base, pageId) {
  const remoteEntryKey = Object.keys(manifest).find((k) => manifest[k].file === 'remoteEntry.js');
  const pageKey = Object.keys(manifest).find((k) => k.startsWith(`src/pages/${pageId}/`) && manifest[k].isDynamicEntry);
  if (!remoteEntryKey) throw new Error('remote manifest has no remoteEntry.js');
  if (!pageKey) throw new Error(`remote manifest has no page module under src/pages/${pageId}/`);
  return staticClosure(manifest, [remoteEntryKey, 'src/pages.ts', pageKey]).map((f) => `${base}${f}`);
}
