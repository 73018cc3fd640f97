// Build-only helpers over the Module Federation singletons. The map itself is in the contract
// (@meranti/contract/federation): the shell's federation host reads it at run time too. Build
// configuration imports the contract by path: Vite loads a config's imports from node_modules
// with Node, which cannot run TypeScript; a relative import is bundled with the config.
import { sharedSingletons } from '../../shell/packages/contract/src/federation.ts';

/** Bare specifiers Node must resolve itself during prerender (one copy from node_modules). */
export const ssrExternals = Object.keys(sharedSingletons);

/**
 * The same map for a remote's production build: every singleton is taken from the shell (the
 * host always provides it), so the remote ships no fallback copy and no code to load one.
 */
export function consumeOnly<T extends Record<string, object>>(shared: T): { [K in keyof T]: T[K] & { import: false } } {
  return Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, { ...config, import: false }])) as {
    [K in keyof T]: T[K] & { import: false };
  };
}
