/**
 * DATA_DIR/mail/: the .eml files the embedded default (no SMTP_URL) writes instead of mailing —
 * one per submission, owner-only. Kept MAIL_FILES_DAYS (7), then deleted by the upkeep; found and
 * erased by a data-subject request through the visitor's address in the Reply-To header (the
 * header the message is answered with).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { isTempName, syncDir } from '../fs/write-whole.mjs';
import { type HeldItem, normaliseEmail } from '../store/personal-data';

/** The folder of .eml files under DATA_DIR. */
export const mailFolder = (dataDir: string) => path.join(dataDir, 'mail');

/** A temporary file older than this was left by a process that died mid-write. */
const STALE_TMP_MS = 3_600_000;

async function names(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir)).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** The header block of a message, lines unfolded, names in lower case. */
async function headersOf(file: string): Promise<Map<string, string>> {
  const fh = await fs.open(file, 'r');
  try {
    const buf = Buffer.alloc(32 * 1024);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const text = buf.subarray(0, bytesRead).toString('utf8');
    const end = text.indexOf('\r\n\r\n');
    const head = (end < 0 ? text : text.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
    const headers = new Map<string, string>();
    for (const line of head.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    return headers;
  } finally {
    await fh.close();
  }
}

/** The address of a Reply-To header: `Name <a@b>` or `a@b`. */
function replyAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const angle = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value);
  return angle?.[1] ?? (/^[^\s<>]+@[^\s<>]+$/.test(value) ? value : undefined);
}

/** The .eml files written for the person with this address. */
export async function findMailFiles(dir: string, email: string): Promise<HeldItem[]> {
  const wanted = normaliseEmail(email);
  const found: HeldItem[] = [];
  for (const name of await names(dir)) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(dir, name);
    const headers = await headersOf(file).catch(() => undefined);
    const address = replyAddress(headers?.get('reply-to'));
    if (!headers || !address || normaliseEmail(address) !== wanted) continue;
    found.push({
      place: 'mail-file',
      submissionId: headers.get('x-meranti-submission-id') ?? '',
      kind: headers.get('x-meranti-kind') ?? 'unknown',
      receivedAt: headers.get('x-meranti-received-at'),
      who: '',
      where: file,
    });
  }
  return found;
}

/** Deletes the .eml files of the person with this address; what was deleted. */
export async function eraseMailFiles(dir: string, email: string): Promise<HeldItem[]> {
  const found = await findMailFiles(dir, email);
  for (const item of found) await fs.rm(item.where, { force: true });
  if (found.length > 0) await syncDir(dir);
  return found;
}

/** Deletes .eml files written longer ago than `retentionMs` (and temporary files left by a crash); how many. */
export async function purgeMailFiles(dir: string, retentionMs: number, now = Date.now()): Promise<number> {
  let purged = 0;
  for (const name of await names(dir)) {
    const eml = name.endsWith('.eml');
    if (!eml && !isTempName(name)) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat || now - stat.mtimeMs <= (eml ? retentionMs : STALE_TMP_MS)) continue;
    await fs.rm(file, { force: true });
    if (eml) purged++;
  }
  return purged;
}
