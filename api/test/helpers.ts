/**
 * Test helpers: a real SMTP server (smtp-server) on 127.0.0.1, the real app on port 0 (on files or
 * on PostgreSQL), the real server as a child process, a fresh database in the test cluster, a
 * minimal site folder, and polling with deadlines (no fixed sleeps).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterEach, inject } from 'vitest';
import { waitFor } from '../../scripts/lib/wait.mjs';
import { type AppOptions, createApp, type FileAppOptions, type MerantiApp } from '../src/app';
import { createHttpServer } from '../src/http/listen';
import type { OutboxStore } from '../src/outbox/store';
import type { SubmissionStore } from '../src/store/submission-store';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = path.resolve(API_DIR, '..');

export const tmpDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), `meranti-${prefix}-`));

/**
 * Closes, after each test of the file (last opened first), what the test passed to the returned
 * `track`: apps, SMTP servers. Call once at the top of a test file.
 */
export function closeAfterEach(): <T extends { close(): Promise<void> }>(x: T) => T {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of open.splice(0).reverse()) await close();
  });
  return (x) => {
    open.push(() => x.close());
    return x;
  };
}

/** Kills (SIGKILL), after each test of the file, the child servers the test passed to the returned function. Call once at the top. */
export function killAfterEach(): (child: ChildServer) => ChildServer {
  const children: ChildServer[] = [];
  afterEach(() => {
    for (const c of children.splice(0)) if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGKILL');
  });
  return (c) => {
    children.push(c);
    return c;
  };
}

/** `npm run enquiries -- <args>` (the same script, run directly) with this environment (DATA_DIR or DATABASE_URL). */
export async function runEnquiries(env: Record<string, string>, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(API_DIR, 'src/cli/enquiries.ts'), ...args],
      { cwd: REPO_DIR, env: { PATH: process.env.PATH ?? '', ...env } },
    );
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** Poll `check` until it returns a truthy value or the deadline passes (scripts/lib/wait.mjs). */
export { waitFor };

// ---------------------------------------------------------------- SMTP

export interface ReceivedMail {
  raw: string;
  mailFrom: string | undefined;
  rcptTo: string[];
}

/** Refuse the messages this returns a reply for, e.g. { code: 550, message: '5.1.1 Mailbox unavailable' }. */
export type SmtpRefusal = (raw: string) => { code: number; message: string } | undefined;

export interface TestSmtp {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Mails carrying this submission id (X-Meranti-Submission-Id). */
  mailsFor(id: string): ReceivedMail[];
  /** Messages refused (answered with the refusal's code), in order. */
  refused: string[];
  /** Refuse the messages this returns a reply for, e.g. { code: 550, message: '5.1.1 Mailbox unavailable' }. */
  refuse: ((raw: string) => { code: number; message: string } | undefined) | undefined;
  /**
   * While true, messages are received but never answered (no "250 OK": not accepted, not in
   * `mails`); a client that gives up or dies leaves nothing delivered. Counted in `held`.
   */
  hold: boolean;
  held: number;
  /** With `auth`: every login attempt, in order (whether the connection was encrypted by then). */
  logins: Array<{ username: string; secure: boolean; accepted: boolean }>;
  /** With `auth`: the password the server accepts now (change it to rotate it). */
  password: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (port 0 unless given); `delayMs` delays the answer to DATA.
 * `auth`: logins are required (AUTH PLAIN/LOGIN; accepted even without TLS, so a test sees whether
 * the client sends credentials in clear); a wrong password is answered 535. `starttls`: STARTTLS is
 * offered (smtp-server's built-in self-signed certificate).
 */
export async function startSmtp({
  port = 0,
  delayMs = 0,
  refuse,
  auth,
  starttls = false,
}: {
  port?: number;
  delayMs?: number;
  refuse?: TestSmtp['refuse'];
  auth?: { user: string; pass: string };
  starttls?: boolean;
} = {}): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const refused: string[] = [];
  const logins: TestSmtp['logins'] = [];
  const control = { refuse, hold: false, held: 0, password: auth?.pass ?? '' };
  const server = new SMTPServer({
    authOptional: !auth,
    allowInsecureAuth: true,
    disabledCommands: [...(starttls ? [] : ['STARTTLS']), ...(auth ? [] : ['AUTH'])],
    onAuth(login, session, callback) {
      const accepted = login.username === auth?.user && login.password === control.password;
      logins.push({ username: login.username ?? '', secure: session.secure === true, accepted });
      if (accepted) return callback(null, { user: login.username });
      return callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    logger: false,
    closeTimeout: 50,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (control.hold) {
          control.held++;
          return; // never answered
        }
        const finish = () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const refusal = control.refuse?.(raw);
          if (refusal) {
            refused.push(raw);
            return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          }
          mails.push({
            raw: Buffer.concat(chunks).toString('utf8'),
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
          });
          callback();
        };
        if (delayMs > 0) setTimeout(finish, delayMs).unref();
        else finish();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  server.on('error', () => {});
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    mails,
    refused,
    get refuse() {
      return control.refuse;
    },
    set refuse(fn) {
      control.refuse = fn;
    },
    get hold() {
      return control.hold;
    },
    set hold(on) {
      control.hold = on;
    },
    get held() {
      return control.held;
    },
    logins,
    get password() {
      return control.password;
    },
    set password(p) {
      control.password = p;
    },
    mailsFor: (id) => mails.filter((m) => headerOf(m.raw, 'x-meranti-submission-id') === id),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A loopback port that is free now, e.g. for a mail server that is "down", then comes up there (scripts/lib/ports.mjs). */
export { freePort } from '../../scripts/lib/ports.mjs';

// ---------------------------------------------------------------- parsing a raw mail

export function splitMessage(raw: string): { headers: Array<[string, string]>; body: string } {
  const i = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, i).replace(/\r\n[ \t]+/g, ' ');
  const headers = head.split('\r\n').map((line) => {
    const c = line.indexOf(':');
    return [line.slice(0, c).trim().toLowerCase(), line.slice(c + 1).trim()] as [string, string];
  });
  return { headers, body: raw.slice(i + 4) };
}

export const headerOf = (raw: string, name: string) => splitMessage(raw).headers.find(([k]) => k === name)?.[1];

/** RFC 2047 encoded words (Q and B) to text. */
export function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _cs: string, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

export interface ParsedMail {
  headers: Array<[string, string]>;
  header(name: string): string | undefined;
  subject: string;
  text: string;
  html: string;
}

/** Enough of MIME for our own messages: headers, and the text/plain and text/html parts. */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitMessage(raw);
  const header = (name: string) => headers.find(([k]) => k === name)?.[1];
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(header('content-type') ?? '')?.[1];
  const chunks = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const chunk of chunks) {
    const part = splitMessage(chunk.replace(/^\r\n/, ''));
    const type = part.headers.find(([k]) => k === 'content-type')?.[1] ?? '';
    const enc = part.headers.find(([k]) => k === 'content-transfer-encoding')?.[1];
    const text = decodeBody(part.body.replace(/\r\n$/, ''), enc).replace(/\r\n/g, '\n');
    if (type.startsWith('text/plain')) parts.text = text;
    if (type.startsWith('text/html')) parts.html = text;
  }
  return { headers, header, subject: decodeWords(header('subject') ?? ''), text: parts.text ?? '', html: parts.html ?? '' };
}

// ---------------------------------------------------------------- payloads

/** A complete, valid enquiry (every field), with a fresh submission id. */
export function fullEnquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Siti Rahman',
    email: 'siti.rahman@lumen-retail.example',
    company: 'Lumen Retail Pte Ltd',
    phone: '+65 6123 4567',
    serviceInterest: 'invoice-audit',
    companySize: '50k-200k',
    message: 'We ship 4,000 parcels a month to MY & TH.\nCan you audit our <carrier> invoices?',
    referrerPage: '/services/invoice-audit',
    referrerUrl: 'http://127.0.0.1/contact',
    ctaSourceUrl: '/solutions/finance-teams',
    submissionTimestamp: new Date().toISOString(),
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
    submissionId: randomUUID(),
    website: '',
    formStartedAt: Date.now() - 60_000,
    ...overrides,
  };
}

export function minimalEnquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ali',
    email: 'ali@example.com',
    company: 'Acme',
    submissionId: randomUUID(),
    formStartedAt: Date.now() - 60_000,
    ...overrides,
  };
}

export function downloadLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'download',
    firstName: 'Wei',
    lastName: 'Chen',
    email: 'wei.chen@northwind.example',
    company: 'Northwind Traders',
    jobTitle: 'Head of Logistics',
    companySize: 'medium',
    currentChallenges: 'Carrier invoices & SLAs',
    referrer: 'resources-guide',
    resourceTitle: "Freight Spend Leaks: 10 Negotiation Tactics that Don't Hurt SLAs",
    resourceUrl: '/resources/guides/freight-spend-leaks',
    submissionId: randomUUID(),
    website: '',
    formStartedAt: Date.now() - 60_000,
    ...overrides,
  };
}

// ---------------------------------------------------------------- the site folder

/** A small built site, as the front-end build lays it out, plus a secret file beside it. */
export async function makeSite(): Promise<{ siteDir: string; secret: string }> {
  const base = tmpDir('site');
  const siteDir = path.join(base, 'site');
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title><script type="module" src="/assets/app-abc123.js"></script>',
    'contact/index.html': '<!doctype html><title>Contact</title>',
    'resources/calculators/index.html': '<!doctype html><title>Calculators</title>',
    '404.html': '<!doctype html><title>Page Not Found</title>',
    '_redirects.json': JSON.stringify([{ from: '/calculator/invoice-audit-roi', to: '/resources/calculators?tab=roi', status: 301 }]),
    '_routes.json': JSON.stringify({
      routes: {
        blogArticle: {
          pattern: '/blog/:id',
          area: 'resources',
          unknown: 'not-found',
          fallback: '_fallback/blogArticle.html',
          known: ['/blog/1'],
        },
        caseStudy: {
          pattern: '/case-studies/:id',
          area: 'resources',
          unknown: { redirect: '/case-studies' },
          fallback: null,
          known: [],
        },
        useCaseBySlug: {
          pattern: '/use-cases/:slug',
          area: 'marketing',
          unknown: 'lookup',
          fallback: '_fallback/useCaseBySlug.html',
          known: [],
        },
      },
    }),
    'blog/1/index.html': '<!doctype html><title>Article one</title>',
    '_fallback/blogArticle.html': '<!doctype html><title>Article Not Found</title>',
    '_fallback/useCaseBySlug.html': '<!doctype html><title>Loading case study...</title>',
    'assets/app-abc123.js': 'console.log("app");'.repeat(200),
    'mfe/contact/b1/remoteEntry.js': 'export const x = 1;',
    'remotes.json': '{"contact":{"buildId":"b1","entry":"/mfe/contact/b1/remoteEntry.js"}}',
    'sitemap.xml': '<?xml version="1.0"?><urlset></urlset>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'fonts/inter.woff2': 'wOF2',
    'media/clip.mp4': 'mp4',
    'brand/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    '.env': 'SECRET=1',
    'releases.ndjson': '{"action":"deploy","area":"contact","buildId":"b1","by":"someone"}\n',
  };
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(siteDir, file)), { recursive: true });
    await fs.writeFile(path.join(siteDir, file), content);
  }
  const secret = path.join(base, 'secret.txt');
  await fs.writeFile(secret, 'TOP SECRET');
  return { siteDir, secret };
}

/**
 * Requests that try to leave the site folder, or to turn a path into an off-site redirect: the
 * static server's own tests and the load balancer's (scripts/test/stack/) send each of them.
 */
export const TRAVERSAL_PATHS = [
  '/../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2E%2E%2Fsecret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '/..%5csecret.txt',
  '/%5c..%5csecret.txt',
  '/assets\\..\\..\\secret.txt',
  '/contact%00.html',
  '/index.html%00',
  '/%c0%ae%c0%ae/secret.txt',
  '/%2f%2fevil.example/',
  '//evil.example/',
  '/%',
];

// ---------------------------------------------------------------- the app in-process

export interface TestApp<Store extends SubmissionStore = OutboxStore> {
  url: string;
  meranti: MerantiApp<Store>;
  dataDir: string;
  post(pathname: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; json: any; headers: Headers }>;
  close(): Promise<void>;
}

/** What every test app gets unless the test says otherwise: no bot timing, no rate limit, fast retries, quiet. */
const testDefaults = (dataDir: string) =>
  ({
    dataDir,
    siteDir: path.join(dataDir, 'no-site'),
    siteUrl: 'http://127.0.0.1',
    minFillMs: 0,
    rateLimitPerMinute: 1_000_000,
    rateLimitBurst: 1_000_000,
    mailRetryBaseMs: 50,
    mailRetryMaxMs: 300,
    logLevel: 'silent',
  }) as const;

/** The app on the filesystem store (a fresh DATA_DIR unless given). */
export async function startApp(options: FileAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? tmpDir('data');
  return listen(await createApp({ ...testDefaults(dataDir), ...options }), dataDir);
}

/** The app on PostgreSQL (`databaseUrl`); DATA_DIR holds only mail/ (.eml files without SMTP). */
export async function startPgApp(databaseUrl: string, options: AppOptions = {}): Promise<TestApp<SubmissionStore>> {
  const dataDir = options.dataDir ?? tmpDir('data');
  return listen(await createApp({ ...testDefaults(dataDir), databaseUrl, ...options }), dataDir);
}

async function listen<Store extends SubmissionStore>(meranti: MerantiApp<Store>, dataDir: string): Promise<TestApp<Store>> {
  const server = createHttpServer(meranti.handler).listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    meranti,
    dataDir,
    async post(pathname, body, headers = {}) {
      const res = await fetch(`${url}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
      return { status: res.status, json, headers: res.headers };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await meranti.close(500);
    },
  };
}

// ---------------------------------------------------------------- the real server, as a child

export interface ChildServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `node --import tsx api/src/server.ts` on 127.0.0.1, port 0; resolves once it listens. With
 * `openFiles`, the process may hold at most that many descriptors (util-linux's prlimit).
 */
export async function spawnServer(env: Record<string, string>, { openFiles }: { openFiles?: number } = {}): Promise<ChildServer> {
  const node = [process.execPath, '--import', 'tsx', path.join(API_DIR, 'src/server.ts')];
  const [cmd, ...args] = openFiles ? ['prlimit', `--nofile=${openFiles}:${openFiles}`, ...node] : node;
  const child = spawn(cmd as string, args, {
    cwd: REPO_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      MIN_FILL_MS: '0',
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_BURST: '1000000',
      MAIL_RETRY_BASE_MS: '50',
      MAIL_RETRY_MAX_MS: '300',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    child.once('exit', (code, signal) => r({ code, signal })),
  );
  const url = await Promise.race([
    waitFor(() => /listening on (http:\/\/[^\s]+)/.exec(out)?.[1], { timeout: 20_000, what: 'the server to listen' }),
    exited.then(({ code }) => {
      throw new Error(`server exited (${code}) before listening:\n${out}`);
    }),
  ]);
  return { url, child, output: () => out, exited };
}

// ---------------------------------------------------------------- PostgreSQL

/** A new, empty database in the run's test cluster (test/setup/postgres.ts); its URL. */
export async function createTestDatabase(): Promise<string> {
  const admin = inject('postgresUrl');
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  await sql(admin, `CREATE DATABASE ${name}`);
  return admin.replace(/\/[^/]*$/, `/${name}`);
}

/** One query on its own connection (what another process would see). */
export async function sql<Row extends Record<string, unknown> = Record<string, any>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
