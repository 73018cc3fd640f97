import type { Plugin } from 'vite';

/**
 * Dev only: hot reload of a page module stays in place although the module also exports its
 * `prefetch` (ADR 21).
 *
 * React Fast Refresh updates a module in place only when every export is a component; any other
 * export that changes on an edit (a page's `prefetch` is a new function each time) makes it reload
 * the whole page. The refresh runtime asks `window.__getReactRefreshIgnoredExports({ id })` which
 * exports to leave out of that check (the hook @vitejs/plugin-react provides for frameworks'
 * route exports). A page's `prefetch` is read when a visitor heads for the page, never rendered,
 * so an edit to it takes effect on the next load of the page.
 *
 * The hook is a window global, so it goes into every document that runs modules in dev: the
 * shell's page, and each area's standalone harness.
 */
export function pageModuleRefresh(): Plugin {
  return {
    name: 'meranti:page-module-refresh',
    apply: 'serve',
    transformIndexHtml() {
      return [
        {
          tag: 'script',
          injectTo: 'head-prepend',
          children: `window.__getReactRefreshIgnoredExports = ({ id }) => (${PAGE_MODULE.toString()}.test(id) ? ['prefetch'] : []);`,
        },
      ];
    },
  };
}

/** A page module of an area: `src/pages/<page>/<page>.tsx`. */
const PAGE_MODULE = /\/src\/pages\/[^/]+\/[^/]+\.tsx(?:\?|$)/;
