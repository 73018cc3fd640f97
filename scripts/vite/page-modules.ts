import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { PAGE_MODULES_FILE, type PageModules } from '../../shell/packages/contract/src/page-modules.ts';

const PAGE_DIR = /(?:^|\/)src\/pages\/([^/]+)\//;
/** The chunk @module-federation/vite emits for a remote's shared-module map. */
const SHARED_IMPORT_MAP = /(?:^|\/)_virtual_mf-localSharedImportMap[^/]*\.js$/;

/**
 * The modules of each page of a remote, for prefetching (ADR 21): the page's chunk and
 * everything it imports statically, and its deferred sections (the chunks it imports dynamically
 * from its own folder, which its `prefetch` loads) with theirs.
 *
 * Without it a prefetch discovers them one level at a time — the page's chunk, then the chunks it
 * imports, then a section and its imports — one round trip each (4–5 on a phone's 150 ms link);
 * with it, the shell's prefetcher requests them all at once (`<link rel="modulepreload">`). The
 * list is an asset of the area's build, so it deploys and rolls back with the area.
 */
export function pageModules(pagesEntry = 'src/pages.ts'): Plugin {
  return {
    name: 'meranti:page-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const modules = collectPageModules(bundle, pagesEntry);
      if (modules) this.emitFile({ type: 'asset', fileName: PAGE_MODULES_FILE, source: `${JSON.stringify(modules)}\n` });
    },
  };
}

/** The page → modules map of a bundle, or null when it exposes no pages module. */
export function collectPageModules(bundle: OutputBundle, pagesEntry: string): PageModules | null {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  const pagesChunk = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(pagesEntry));
  if (!pagesChunk) return null;

  const staticClosure = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const dep of chunks.get(file)?.imports ?? []) staticClosure(dep, into);
  };
  const pageOf = (chunk: OutputChunk | undefined) => chunk?.facadeModuleId?.match(PAGE_DIR)?.[1];

  // What a first navigation into the area loads before any page: the exposed pages module, and the
  // federation runtime's map of shared modules (which the remote entry imports when the host
  // initialises it). Listed with every page, so a prefetch does not wait for the remote entry to
  // discover them; the prefetcher requests each file once.
  const area = new Set<string>();
  staticClosure(pagesChunk.fileName, area);
  for (const chunk of chunks.values()) if (SHARED_IMPORT_MAP.test(chunk.fileName)) staticClosure(chunk.fileName, area);

  const out: Record<string, string[]> = {};
  for (const file of [...pagesChunk.dynamicImports].sort()) {
    const chunk = chunks.get(file);
    const page = pageOf(chunk);
    if (!chunk || !page) continue;
    const files = new Set<string>(area);
    staticClosure(file, files);
    for (const section of chunk.dynamicImports) if (pageOf(chunks.get(section)) === page) staticClosure(section, files);
    out[page] = [...files].sort();
  }
  return out;
}
