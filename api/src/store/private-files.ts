/**
 * Files only the service can read: every folder the API keeps personal data in (DATA_DIR and its
 * outbox/, quarantine/, dead/, requeue/, requests/, mail/) is 0700 and every file in it 0600,
 * whatever the umask. Files are created with that mode; folders and files left by an older
 * release (0755 / 0644) are tightened when the store or the mail folder is opened.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** Folders: the owner only (rwx------). */
export const PRIVATE_DIR_MODE = 0o700;
/** Files: the owner only (rw-------). */
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) owner-only, or makes an existing one owner-only. */
export async function privateDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await fs.chmod(dir, PRIVATE_DIR_MODE);
}

/**
 * `privateDir`, and every file directly in it that others could read made owner-only (files a
 * release before this one wrote 0644). Subfolders are left alone: each is made private on its own.
 */
export async function privateDirAndFiles(dir: string): Promise<void> {
  await privateDir(dir);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(dir, entry.name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && (stat.mode & 0o077) !== 0) await fs.chmod(file, PRIVATE_FILE_MODE).catch(() => {});
  }
}
