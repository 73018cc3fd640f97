// What the load balancer serves: a copy of the built site taken when the stack starts and after
// each deploy, under DATA_DIR/stack/site/<time>/, with `current` a symlink to the newest one.
// A deploy writes the site in place, file after file (pages, then their brotli/gzip copies); the
// load balancer never sees that half-written state: the copy is taken once the deploy is done, and
// switched to with one rename of the symlink, so every request is answered from one whole build.
// Precompressed copies older than their file are left out (the API never sends those either).
// The previous copies stay a while for requests still reading them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { tempNameOf } from '../../../api/src/fs/write-whole.mjs';

export const CURRENT = 'current';
const KEEP = 3;

async function copyTree(from, to) {
  await fs.mkdir(to, { recursive: true });
  const entries = await fs.readdir(from, { withFileTypes: true });
  const mtimes = new Map();
  await Promise.all(
    entries.filter((e) => e.isFile()).map(async (e) => mtimes.set(e.name, (await fs.stat(path.join(from, e.name))).mtimeMs)),
  );
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await copyTree(source, target);
    else if (entry.isFile()) {
      const original = /\.(br|gz)$/.test(entry.name) ? mtimes.get(entry.name.slice(0, -3)) : undefined;
      if (original !== undefined && (mtimes.get(entry.name) ?? 0) < original) continue; // a stale copy
      await fs.copyFile(source, target, fs.constants.COPYFILE_FICLONE);
      // The same Last-Modified/ETag as the file it copies: a browser's revalidation still gets 304.
      const { atime, mtime } = await fs.stat(source);
      await fs.utimes(target, atime, mtime);
    }
  }
}

/** Copies `siteDir` to a new folder under `copiesDir`; returns its path. */
export async function copySite(siteDir, copiesDir) {
  await fs.access(path.join(siteDir, 'index.html')).catch(() => {
    throw new Error(`${siteDir} holds no built site (no index.html): build it first (npm run build)`);
  });
  const name = new Date().toISOString().replace(/[:.]/g, '-');
  const exists = (p) =>
    fs.access(p).then(
      () => true,
      () => false,
    );
  let target = path.join(copiesDir, name);
  for (let n = 2; await exists(target); n++) target = path.join(copiesDir, `${name}-${n}`);
  const partial = `${target}.partial`;
  await fs.rm(partial, { recursive: true, force: true });
  await copyTree(siteDir, partial);
  await fs.rename(partial, target);
  return target;
}

/** Points `current` at `target` atomically (a new symlink renamed over the old one). */
export async function switchCurrent(copiesDir, target) {
  const link = path.join(copiesDir, CURRENT);
  const previous = await fs.readlink(link).catch(() => null);
  const tmp = tempNameOf(link);
  await fs.rm(tmp, { force: true });
  await fs.symlink(path.basename(target), tmp);
  await fs.rename(tmp, link);
  return previous ? path.resolve(copiesDir, previous) : null;
}

/** Removes all but the newest copies (the current one always stays). */
export async function pruneCopies(copiesDir, keep = KEEP) {
  const current = await fs.readlink(path.join(copiesDir, CURRENT)).catch(() => null);
  const names = (await fs.readdir(copiesDir, { withFileTypes: true }))
    .filter((e) => e.isDirectory() && !e.name.endsWith('.partial'))
    .map((e) => e.name)
    .sort()
    .reverse();
  const old = names.slice(keep).filter((n) => n !== current);
  await Promise.all(old.map((n) => fs.rm(path.join(copiesDir, n), { recursive: true, force: true })));
  return old.length;
}
