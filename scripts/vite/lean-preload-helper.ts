import type { Plugin } from 'vite';

/** Vite's module that every dynamic `import()` of a client build is wrapped with. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Replaces Vite's preload helper with the one line our builds need (−0.9 KB gzip of
 * first-load JavaScript in the shell and again in every area).
 *
 * Vite wraps each dynamic `import()` as `__vitePreload(() => import(…), deps)`, so that the
 * chunk's CSS files (and, with `build.modulePreload`, its JavaScript dependencies) are requested
 * beside it. Our builds have neither: styles are styled-components (no CSS files), and
 * `modulePreload` is off (the shell announces each page's modules itself, ADR 5). Every `deps`
 * is empty, yet the ~2 KB helper (link-tag bookkeeping, a CSP nonce lookup, `vite:preloadError`)
 * shipped on every page, twice. Here it only runs the import; a failed import rejects as it does
 * without Vite, and the callers handle it.
 *
 * Should a build ever emit a CSS file, the helper would be needed to load it: the build fails
 * instead of shipping a page without its styles.
 */
export function leanPreloadHelper(): Plugin {
  return {
    name: 'meranti:lean-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      return { code: 'export const __vitePreload = (load) => load();\n', moduleSideEffects: false };
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const css = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (css.length) {
        this.error(
          `${css.join(', ')}: this build emits CSS, which Vite's preload helper loads beside its chunk — ` +
            'remove leanPreloadHelper() from the build (scripts/vite/lean-preload-helper.ts) or keep styles in styled-components',
        );
      }
    },
  };
}
