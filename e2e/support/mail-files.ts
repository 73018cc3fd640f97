import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The e2e server's DATA_DIR (playwright.config.ts): enquiries and leads are written as .eml files there. */
export const MAIL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/e2e-data/mail');

/** The text of the .eml file that mentions `marker` ('' while there is none), with quoted-printable soft breaks undone. */
export async function findMail(marker: string): Promise<string> {
  const names = await fs.readdir(MAIL_DIR).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const text = (await fs.readFile(path.join(MAIL_DIR, name), 'utf8')).replace(/=\r?\n/g, '');
    if (text.includes(marker)) return text;
  }
  return '';
}

/** How many .eml files mention `marker`. */
export async function countMails(marker: string): Promise<number> {
  const names = await fs.readdir(MAIL_DIR).catch(() => [] as string[]);
  let n = 0;
  for (const name of names.filter((x) => x.endsWith('.eml'))) {
    if ((await fs.readFile(path.join(MAIL_DIR, name), 'utf8')).replace(/=\r?\n/g, '').includes(marker)) n += 1;
  }
  return n;
}
