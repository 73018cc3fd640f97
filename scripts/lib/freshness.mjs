// Does the built site reflect the sources? `npm start` rebuilds when any source file is newer than
// the last build, so it always serves the code in the working tree.
import fs from 'node:fs/promises';
import path from 'node:path';

/** What a build reads: the apps, the shared packages, the build scripts, the API's shared schemas, the lockfile. */
export const SOURCE_ROOTS = ['shell', 'mfe-marketing', 'mfe-resources', 'mfe-contact', 'scripts', 'api/src', 'package-lock.json'];
/** Folders that hold build output, dependencies or tests, never sources a build reads. */
export const SKIP = new Set(['node_modules', 'dist', 'dist-server', 'dist-boot', 'test', 'test-results', '.vite']);

/** The newest modification time (ms) of any file under `roots` (relative to `root`), skipping build output and tests. */
export async function newestSource(root, roots = SOURCE_ROOTS) {
  let newest = 0;
  const visit = async (p) => {
    const stat = await fs.stat(p).catch(() => null);
    if (!stat) return;
    if (stat.isFile()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    if (!stat.isDirectory()) return;
    for (const entry of await fs.readdir(p)) if (!SKIP.has(entry)) await visit(path.join(p, entry));
  };
  for (const r of roots) await visit(path.join(root, r));
  return newest;
}

/** Why the site must be (re)built, or null when the last build is newer than every source. */
export async function rebuildReason(root, stampFile) {
  const stamp = await fs.stat(stampFile).catch(() => null);
  if (!stamp) return 'no built site yet';
  return (await newestSource(root)) > stamp.mtimeMs ? 'sources changed since the last build' : null;
}
