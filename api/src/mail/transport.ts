/**
 * Where mail goes.
 * - SMTP_URL set: pooled SMTP (nodemailer) with connection, greeting and socket timeouts.
 * - No SMTP_URL (the embedded default): each message is written as an .eml file to
 *   DATA_DIR/mail/, which any mail client opens. The file name is derived from the submission,
 *   so writing the same submission again replaces its file instead of adding a second one; the
 *   temporary file it is written to first has a random name, so instances sharing the folder never
 *   write into each other's.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { syncDir } from '../outbox/group-commit';

export interface MailTransport {
  /** Human-readable: where the mail goes (printed at start). */
  readonly description: string;
  /** How many messages may be in flight at once. */
  readonly concurrency: number;
  /** Resolves once the message is accepted (by the SMTP server, or durably on disk). */
  send(mail: SendMailOptions & { messageId: string }, fileKey: string): Promise<void>;
  /** `force` also ends deliveries under way (they fail and are retried after a restart). */
  close(force?: boolean): Promise<void>;
}

export interface SmtpOptions {
  maxConnections: number;
  connectionTimeoutMs?: number;
  greetingTimeoutMs?: number;
  socketTimeoutMs?: number;
}

/** The SMTP URL without its password, for logs. */
export function redactSmtpUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'smtp://(unparsable)';
  }
}

export function createSmtpTransport(url: string, options: SmtpOptions): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: options.maxConnections,
    maxMessages: 100,
    connectionTimeout: options.connectionTimeoutMs ?? 10_000,
    greetingTimeout: options.greetingTimeoutMs ?? 10_000,
    // Long enough for a slow server to answer DATA: a timeout after the server has taken the
    // message would make us send it again.
    socketTimeout: options.socketTimeoutMs ?? 60_000,
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  });
  return {
    description: `SMTP ${redactSmtpUrl(url)} (pooled, ${options.maxConnections} connections)`,
    concurrency: options.maxConnections,
    async send(mail) {
      await transporter.sendMail(mail);
    },
    async close(force = false) {
      transporter.close({ force });
    },
  };
}

export function createFileTransport(dir: string): MailTransport {
  let ready: Promise<unknown> | undefined;
  return {
    description: `.eml files in ${dir}`,
    concurrency: 4,
    async send(mail, fileKey) {
      ready ??= fs.mkdir(dir, { recursive: true });
      await ready;
      const raw = await new MailComposer(mail).compile().build();
      const file = path.join(dir, `${fileKey}.eml`);
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      const fh = await fs.open(tmp, 'w');
      try {
        await fh.writeFile(raw);
        await fh.sync();
      } finally {
        await fh.close();
      }
      await fs.rename(tmp, file);
      await syncDir(dir);
    },
    async close() {},
  };
}
