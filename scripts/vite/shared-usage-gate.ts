import type { Plugin } from 'vite';

/** The federation plugin's generated shared-module wrappers (one per shared package). */
const isSharedWrapper = (id: string) => id.includes('__loadShare__');

/** Longer than the federation plugin's own idle limit (`moduleParseTimeout` in area.ts, 180 s). */
const STALL_LIMIT_MS = 300_000;

/**
 * Holds the loading of the federation plugin's shared-module wrappers (`__loadShare__`) until the
 * build has parsed every other module of the graph (ADR 16).
 *
 * An area's build takes each shared package from the shell (`import: false`), and
 * @module-federation/vite 1.23 writes each package's wrapper with only the names the area
 * imports. It reads those names, as each module is transformed, when the wrapper is loaded, and it
 * decides that "every module is parsed" by a timer: 10 ms without module activity while every
 * module it knows of is parsed. Under Rolldown it learns of an imported module only once that
 * module's load begins (at the importer's `moduleParsed` Rolldown has no information on the modules
 * not yet loaded), so on a busy machine the timer can run out between a module being parsed and
 * its imports starting to load. The wrapper is then written from part of the graph, and the build
 * fails with `MISSING_EXPORT` for every name only the rest of the graph imports.
 *
 * This gate knows the graph without timing: each parsed module lists the modules it imports
 * (`importedIds`, `dynamicallyImportedIds`), and every load begins in this plugin's `load` hook, so
 * "every module that has begun loading or is imported by a parsed module has been parsed"
 * (wrappers and externals aside) is exact. The wrappers wait for it; then the federation plugin
 * writes them from the whole graph: the same narrowed wrappers as before, every time.
 *
 * It must come before the federation plugin (its `load` hook runs first, for every module).
 * Build only: dev serves modules on request and has no such analysis.
 */
export function sharedUsageGate(): Plugin {
  let loading = new Set<string>();
  let parsed = new Set<string>();
  /** Modules imported by a parsed module, id → importer, until they are parsed or found external. */
  let imported = new Map<string, string>();
  let probes = 0;
  let open: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  let graphParsed: Promise<void> = Promise.resolve();
  let stall: ReturnType<typeof setTimeout> | undefined;

  const pending = () => [
    ...[...loading].filter((id) => !parsed.has(id)),
    ...[...imported.keys()].filter((id) => !parsed.has(id) && !loading.has(id)),
  ];
  const check = () => {
    if (probes === 0 && pending().length === 0) open();
  };
  /** A build that can no longer make progress fails, naming what it waited for, instead of hanging. */
  const watchStall = () => {
    if (stall) clearTimeout(stall);
    stall = setTimeout(() => {
      const waiting = pending().slice(0, 10);
      fail(
        new Error(
          `shared-usage gate: no module was loaded or parsed for ${STALL_LIMIT_MS / 1000} s; still waiting for ${waiting.join(', ')}`,
        ),
      );
    }, STALL_LIMIT_MS);
    stall.unref();
  };

  return {
    name: 'meranti:shared-usage-gate',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      loading = new Set();
      parsed = new Set();
      imported = new Map();
      probes = 0;
      graphParsed = new Promise<void>((resolve, reject) => {
        open = () => {
          if (stall) clearTimeout(stall);
          resolve();
        };
        fail = reject;
      });
      // A wrapper may be waited for before anything else is loaded; no unhandled rejection then.
      graphParsed.catch(() => {});
    },
    async load(id) {
      if (isSharedWrapper(id)) {
        watchStall();
        await graphParsed;
        return null;
      }
      loading.add(id);
      watchStall();
      return null;
    },
    moduleParsed(info) {
      if (isSharedWrapper(info.id)) return;
      parsed.add(info.id);
      for (const id of [...info.importedIds, ...info.dynamicallyImportedIds]) {
        if (isSharedWrapper(id) || parsed.has(id) || imported.has(id)) continue;
        imported.set(id, info.id);
        // An external is never loaded or parsed: ask the resolver (virtual modules never are).
        if (id.startsWith('\0') || loading.has(id)) continue;
        probes++;
        this.resolve(id, info.id, { skipSelf: true })
          .then((resolved) => {
            if (resolved?.external) imported.delete(id);
          })
          .catch(() => {})
          .finally(() => {
            probes--;
            check();
          });
      }
      watchStall();
      check();
    },
    buildEnd() {
      if (stall) clearTimeout(stall);
    },
  };
}
