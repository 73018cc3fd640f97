/**
 * Where mail goes.
 * - SMTP_URL set: pooled SMTP (nodemailer) with connection, greeting and socket timeouts. An
 *   smtp:// URL with credentials requires STARTTLS: the password never crosses the network in
 *   clear, a relay that does not offer STARTTLS is a relay fault ('tls': delivery pauses, nothing is
 *   lost) — unless SMTP_INSECURE=1 says so. smtps:// is TLS from the first byte.
 * - No SMTP_URL (the embedded default): each message is written as an .eml file to
 *   DATA_DIR/mail/ (owner-only; kept MAIL_FILES_DAYS: mail-files.ts), which any mail client opens.
 *   The file name is derived from the submission, so writing the same submission again replaces
 *   its file instead of adding a second one; the temporary file it is written to first (writeWhole) has a
 *   random name, so instances sharing the folder never write into each other's.
 */
import path from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { writeWhole } from '../fs/write-whole.mjs';
import { PRIVATE_FILE_MODE, privateDirAndFiles } from '../store/private-files';

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
  /** SMTP_INSECURE: credentials may go without TLS (a relay on a trusted link). Default: never. */
  insecure?: boolean;
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

/** Whether an smtp:// URL carries credentials (then STARTTLS is required unless SMTP_INSECURE). */
function hasCredentials(url: string): boolean {
  try {
    const u = new URL(url);
    return u.username !== '' || u.password !== '';
  } catch {
    return false;
  }
}

export function createSmtpTransport(url: string, options: SmtpOptions): MailTransport {
  const requireTLS = /^smtp:/i.test(url) && hasCredentials(url) && !options.insecure;
  const transporter = nodemailer.createTransport({
    url,
    // Never AUTH in clear: without STARTTLS the attempt fails (ETLS) before credentials are sent.
    ...(requireTLS ? { requireTLS: true } : {}),
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
    description: `SMTP ${redactSmtpUrl(url)} (pooled, ${options.maxConnections} connections${requireTLS ? ', STARTTLS required' : ''}${options.insecure ? ', SMTP_INSECURE: credentials may go without TLS' : ''})`,
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
  // Owner-only from the start, files a release before this one left included; a failure is the
  // first send's (and that send tries again).
  let ready = privateDirAndFiles(dir);
  ready.catch(() => {});
  return {
    description: `.eml files in ${dir} (owner-only)`,
    concurrency: 4,
    async send(mail, fileKey) {
      await ready.catch(() => {
        ready = privateDirAndFiles(dir);
        return ready;
      });
      const raw = await new MailComposer(mail).compile().build();
      const file = path.join(dir, `${fileKey}.eml`);
      await writeWhole(file, raw, { mode: PRIVATE_FILE_MODE });
    },
    async close() {},
  };
}
