/**
 * The module list per page a remote publishes beside its remoteEntry.js (written by the build,
 * scripts/vite/page-modules.ts; read by the shell's prefetcher, shell/src/prefetch/link-prefetch.ts).
 */

/** Where a remote's module list per page is published, beside its remoteEntry.js. */
export const PAGE_MODULES_FILE = 'page-modules.json';

/** `{ [pageId]: files }`: every module a navigation to the page loads, relative to the remote's base. */
export type PageModules = Readonly<Record<string, readonly string[]>>;
