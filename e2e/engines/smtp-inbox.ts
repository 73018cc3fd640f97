/**
 * The SMTP test server the API mails enquiries to: a real SMTP server (smtp-server) on loopback,
 * started once for the whole run (global-setup.ts), that keeps each message it accepts as an .eml
 * file. The engines' workers read that folder, so both engines can run side by side.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

export const INBOX_DIR = path.resolve(fileURLToPath(new URL('../..', import.meta.url)), '.tmp/engines-mail');

/** Starts the server on `port` with an empty inbox; resolves to a function that stops it. */
export async function startSmtpServer(port: number): Promise<() => Promise<void>> {
  rmSync(INBOX_DIR, { recursive: true, force: true });
  mkdirSync(INBOX_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 50,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(path.join(INBOX_DIR, `${String(count).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  server.on('error', () => {});
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The messages received so far that mention `marker` (quoted-printable soft line breaks undone). */
export function mailsMentioning(marker: string): string[] {
  return readdirSync(INBOX_DIR)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(path.join(INBOX_DIR, name), 'utf8'))
    .filter((raw) => raw.replace(/=\r?\n/g, '').includes(marker));
}
