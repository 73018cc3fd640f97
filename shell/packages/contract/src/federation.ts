/**
 * THE one map of Module Federation singletons, imported by the shell's federation host (run time)
 * and by the shell's and every remote's Vite config (build time). Only what must be one copy at
 * run time is shared: React (hooks and contexts break with two copies), styled-components (one
 * style sheet), zustand, and the two in-house packages that carry React contexts (the shell seam
 * and the design system). react-helmet-async is not: only the
 * prerender uses it (ADR 21; in the browser React 19 hoists head tags itself).
 * The router is deliberately NOT shared: remotes navigate through the seam in @meranti/platform.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.3.1' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.1' },
  'styled-components': { singleton: true, requiredVersion: '^6.6.0' },
  zustand: { singleton: true, requiredVersion: '^5.1.0' },
  '@meranti/platform': { singleton: true, requiredVersion: '*' },
  '@meranti/design-system': { singleton: true, requiredVersion: '*' },
} as const;

/**
 * Where an area's code reads the shared packages at run time. Every module of an area that imports
 * one goes through a wrapper @module-federation/vite (1.23) generates, which reads the package from
 * the page's shared-module cache — this global's `share` object, under `default:<package>` (a
 * singleton of the default scope) with the alias `<package>` — and waits for the federation
 * runtime only when it is not there. The shell writes its instances there before the first page's
 * module loads (shell/src/federation/shared.ts), so the first load needs no runtime (ADR 8); each
 * area's build fails if its wrappers read them otherwise (scripts/vite/shared-cache-contract.ts).
 */
export const SHARED_CACHE_GLOBAL = '__mf_module_cache__';

/** The cache key of a shared package, and its alias. */
export const sharedCacheKeys = (name: string) => ({ canonical: `default:${name}`, alias: name });
