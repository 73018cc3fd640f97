import babel from '@rolldown/plugin-babel';

/**
 * babel-plugin-styled-components with a per-app namespace: component ids are derived from the
 * file and namespace, never from load order, so the server and the browser produce the same
 * class names and two separately built apps never collide.
 */
export function styledComponentsBabel(namespace: string) {
  return babel({
    plugins: [['babel-plugin-styled-components', { namespace, ssr: true, displayName: true, fileName: false, pure: true }]],
  });
}
