/**
 * Submissions parked beside the outbox, one JSON file each (`<id>.json`), written atomically
 * (temporary file, fsync, rename, fsync of the folder) so a crash leaves either the whole file or
 * none:
 *   DATA_DIR/quarantine/   honeypot submissions: kept QUARANTINE_DAYS (30), never mailed unless released;
 *   DATA_DIR/dead/         messages the mail server refused for good, or that kept failing past
 *                          the limit, with the last error: kept DEAD_LETTER_DAYS (30);
 *   DATA_DIR/requeue/      handed back by `npm run enquiries -- release|retry <id>`: the server
 *                          moves each into the outbox (and so to the sender) and deletes the file.
 * Moving between folders is one rename, so a release or retry happens once however often it is
 * asked for. Used by the server (outbox/store.ts) and, through ParkedFiles (operator-files.ts), the
 * command line (cli/enquiries.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { isTempName, syncDir, writeWhole } from '../fs/write-whole.mjs';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../store/private-files';
import type { ParkedSubmission } from '../store/submission-store';

export const PARKED_DIRS = { quarantine: 'quarantine', dead: 'dead', requeue: 'requeue' } as const;
export type ParkedDir = keyof typeof PARKED_DIRS;

const ID_FILE = /^([0-9a-f-]{36})\.json$/;

export const parkedDir = (dataDir: string, which: ParkedDir) => path.join(dataDir, PARKED_DIRS[which]);

/** Write `<dir>/<id>.json` durably (all or nothing). */
export async function writeParked(dir: string, parked: ParkedSubmission): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await writeWhole(path.join(dir, `${parked.record.id}.json`), JSON.stringify(parked), { mode: PRIVATE_FILE_MODE });
}

/**
 * Ids parked in `dir` (a missing folder is empty). `clean`: also remove temporary files a crash
 * left — only the owner of DATA_DIR may (another reader could delete one being written).
 */
export async function parkedIds(dir: string, { clean = false } = {}): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const ids: string[] = [];
  for (const name of names.sort()) {
    const m = ID_FILE.exec(name);
    if (m?.[1]) ids.push(m[1]);
    else if (clean && isTempName(name)) await fs.rm(path.join(dir, name), { force: true });
  }
  return ids;
}

export async function readParked(dir: string, id: string): Promise<ParkedSubmission | undefined> {
  try {
    const parked = JSON.parse(await fs.readFile(path.join(dir, `${id}.json`), 'utf8')) as ParkedSubmission;
    return parked?.record?.id === id ? parked : undefined;
  } catch {
    return undefined;
  }
}

/** Every submission parked in `dir`, oldest first. */
export async function listParked(dir: string): Promise<ParkedSubmission[]> {
  const all: ParkedSubmission[] = [];
  for (const id of await parkedIds(dir)) {
    const p = await readParked(dir, id);
    if (p) all.push(p);
  }
  return all.sort((a, b) => a.parkedAt.localeCompare(b.parkedAt));
}

/** Move `<from>/<id>.json` to `<to>/`: true if this call moved it, false if it was not there. */
export async function moveParked(from: string, to: string, id: string): Promise<boolean> {
  await fs.mkdir(to, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    await fs.rename(path.join(from, `${id}.json`), path.join(to, `${id}.json`));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  await syncDir(to);
  await syncDir(from);
  return true;
}

export async function removeParked(dir: string, id: string): Promise<void> {
  await fs.rm(path.join(dir, `${id}.json`), { force: true });
  await syncDir(dir).catch(() => {});
}
