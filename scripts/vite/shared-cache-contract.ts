import type { Plugin } from 'vite';
import { SHARED_CACHE_GLOBAL, sharedCacheKeys, sharedSingletons } from '../../shell/packages/contract/src/federation.ts';

/** The federation plugin's generated shared-module wrappers (one per shared package). */
const isSharedWrapper = (id: string) => id.includes('__loadShare__');

const CACHE_GLOBAL = /const __mfCacheGlobalKey = "([^"]+)";/;
const CACHE_READ = /let exportModule = __mfReadSharedCache\(__mfModuleCache\.share, (\{[^}]*\})\);/;
const SYNC_APPLY = /\}\s*else\s*\{\s*__mfApplyHostProvidedExports\(exportModule\);\s*\}/;

/**
 * What is wrong with a shared-module wrapper, as the shell's first load relies on it, or null.
 *
 * The shell imports the first page's module directly, without the federation runtime, after
 * writing its instances of the shared packages into the page's shared-module cache
 * (shell/src/federation/shared.ts, ADR 8). That works because each wrapper @module-federation/vite
 * 1.23 generates for a package the shell provides (`import: false`) reads the cache global
 * `SHARED_CACHE_GLOBAL` under `sharedCacheKeys(name)` and, when the package is there, takes its
 * exports at once; only otherwise does it wait for the runtime.
 */
export function sharedWrapperProblem(code: string): string | null {
  const global = CACHE_GLOBAL.exec(code)?.[1];
  if (global !== SHARED_CACHE_GLOBAL) return `reads the cache global ${global ?? '(none found)'}, not ${SHARED_CACHE_GLOBAL}`;
  const read = CACHE_READ.exec(code)?.[1];
  if (!read) return 'has no read of the shared cache in the form `let exportModule = __mfReadSharedCache(__mfModuleCache.share, {…})`';
  const descriptor = JSON.parse(read) as { canonical?: string; aliases?: string[] };
  const name = Object.keys(sharedSingletons).find((n) => sharedCacheKeys(n).canonical === descriptor.canonical);
  if (!name) return `reads the cache key ${descriptor.canonical}, which is no shared singleton's sharedCacheKeys()`;
  if (JSON.stringify(descriptor.aliases) !== JSON.stringify([sharedCacheKeys(name).alias])) {
    return `reads ${name} under the aliases ${JSON.stringify(descriptor.aliases)}, not [${JSON.stringify(sharedCacheKeys(name).alias)}]`;
  }
  if (!SYNC_APPLY.test(code)) return `does not take ${name}'s exports at once when the cache has it`;
  return null;
}

/**
 * Fails an area's browser build whose shared-module wrappers read the shared packages otherwise
 * than the shell writes them (`sharedWrapperProblem`): after an upgrade of @module-federation/vite,
 * say. Without it, such a build would leave the first page of the area waiting for a runtime
 * that comes only after hydration: the area would look down (its prerendered markup kept) on
 * every first visit.
 */
export function sharedCacheContract(): Plugin {
  return {
    name: 'meranti:shared-cache-contract',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (this.environment.config.consumer !== 'client' || !isSharedWrapper(id)) return null;
      const problem = sharedWrapperProblem(code);
      if (problem) {
        this.error(
          `${id}: this shared-module wrapper ${problem}. The shell imports an area's first page without the ` +
            'federation runtime and provides the shared packages through that cache (shell/src/federation/shared.ts, ' +
            '@meranti/contract/federation): align them with the federation plugin, or load the runtime before the first page.',
        );
      }
      return null;
    },
  };
}
