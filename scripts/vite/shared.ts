/**
 * THE one map of Module Federation singletons, imported by the shell and every remote's Vite
 * config. Only what must be one copy at run time is shared: React (hooks and contexts break with
 * two copies), styled-components (one style sheet), zustand, and the two in-house packages that
 * carry React contexts (the shell seam and the design system). react-helmet-async is not: only the
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
