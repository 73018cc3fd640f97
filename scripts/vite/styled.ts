import babel from '@rolldown/plugin-babel';

/**
 * babel-plugin-styled-components with a per-app namespace: component ids are derived from the
 * file and namespace, never from load order, so the server and the browser produce the same
 * class names and two separately built apps never collide.
 *
 * `readable` (dev) adds the component's name to its class (`StyledHeader-sh__sc-…`); production
 * builds leave it out, which keeps the HTML and the bundles smaller. Server and client builds of
 * one release are both production builds, so they always agree.
 */
export function styledComponentsBabel(namespace: string, { readable }: { readonly readable: boolean }) {
  return babel({
    plugins: [['babel-plugin-styled-components', { namespace, ssr: true, displayName: readable, fileName: false, pure: true }]],
  });
}
