// Writing a file whole or not at all, for the API and the build and ops scripts alike: a reader
// (or a crash) sees the old content or the new, never a part. Plain JavaScript with its types
// beside it (write-whole.d.mts), because scripts run by plain `node` (no TypeScript loader) import
// it too; Node-only, never imported by browser code.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/** The one naming scheme of temporary files: beside the file, `<name>.<pid>-<random>.tmp`. */
export const tempNameOf = (file) => `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;

/** Whether a folder entry is a temporary file left by `writeWhole` (a crash between write and rename). */
export const isTempName = (name) => /\.\d+-[0-9a-f]{8}\.tmp$/.test(name);

/** fsync a directory, so a file created (or renamed) in it survives a crash. */
export async function syncDir(dir) {
  const fh = await fsp.open(dir, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/**
 * Writes `file` whole: the content goes to a temporary file in the same folder, which is fsynced,
 * renamed over `file`, and the folder is fsynced. `content` is the bytes, or a function that fills
 * the temporary file by its path (a tar, a copy). On failure the temporary file is removed and
 * `file` is as it was. `mode` is the new file's (default: 0o666 less the umask). `step` is called after each step (tests stop there, as a crash would).
 */
export async function writeWhole(file, content, { mode, step = () => {} } = {}) {
  const tmp = tempNameOf(file);
  try {
    if (typeof content === 'function') {
      await content(tmp);
      if (mode !== undefined) await fsp.chmod(tmp, mode);
    } else {
      await fsp.writeFile(tmp, content, { mode });
    }
    await step('written');
    const fh = await fsp.open(tmp, 'r+');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
    await step('synced');
    await fsp.rename(tmp, file);
  } catch (err) {
    await fsp.rm(tmp, { force: true });
    throw err;
  }
  await step('renamed');
  await syncDir(path.dirname(file));
  await step('dir-synced');
}

/** `writeWhole` for synchronous callers (a state file written on the way out). */
export function writeWholeSync(file, content, { mode } = {}) {
  const tmp = tempNameOf(file);
  try {
    const fd = fs.openSync(tmp, 'w', mode);
    try {
      fs.writeFileSync(fd, content);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
  const dir = fs.openSync(path.dirname(file), 'r');
  try {
    fs.fsyncSync(dir);
  } finally {
    fs.closeSync(dir);
  }
}

/** Removes the temporary files a crash left in `dir` (the files they were meant to replace are whole). */
export async function removeTempFiles(dir) {
  const names = await fsp.readdir(dir).catch(() => []);
  for (const name of names) if (isTempName(name)) await fsp.rm(path.join(dir, name), { force: true });
}
