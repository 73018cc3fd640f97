/**
 * One process owns a DATA_DIR — a second `npm start` on it refuses in
 * one line and the first loses nothing; a SIGKILLed owner does not block the next start — and
 * everything in DATA_DIR is readable by the service's user only, whatever the umask.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError } from '../src/outbox/data-dir-lock';
import { OutboxStore } from '../src/outbox/store';
import {
  API_DIR,
  closeAfterEach,
  freePort,
  fullEnquiry,
  killAfterEach,
  REPO_DIR,
  spawnServer,
  startApp,
  startSmtp,
  tmpDir,
  waitFor,
} from './helpers';

const track = closeAfterEach();
const child = killAfterEach();

const post = (url: string, body: unknown) =>
  fetch(`${url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The real server on `dataDir`, run until it exits by itself (it is expected to refuse): exit code, stdout, stderr. */
function runRefused(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'src/server.ts')], {
      cwd: REPO_DIR,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('one owner per DATA_DIR', () => {
  it('a second server on the same DATA_DIR refuses to start in one line, the first loses nothing; killed with SIGKILL, the first leaves no lock behind', async () => {
    const port = await freePort(); // the relay is down at first: what the first server accepts stays in its outbox
    const dataDir = tmpDir('owner');
    const env = { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}`, SITE_DIR: path.join(dataDir, 'site') };
    const first = child(await spawnServer(env));
    const before = fullEnquiry();
    expect((await post(first.url, before)).status).toBe(200);
    const segments = await fs.readdir(path.join(dataDir, 'outbox'));
    expect(segments).toHaveLength(1);

    const second = await runRefused(env);
    expect(second.code).toBe(1);
    const lines = second.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^\\[api\\] DATA_DIR ${dataDir} is in use by another process \\(pid ${first.child.pid}, `));
    expect(second.stdout).not.toContain('listening');

    // The first one's outbox is untouched, and what it accepts now is stored.
    expect(await fs.readdir(path.join(dataDir, 'outbox'))).toEqual(segments);
    const after = fullEnquiry();
    expect((await post(first.url, after)).status).toBe(200);

    // Killed: the kernel lets go of its lock. The next server starts and mails both, once.
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const smtp = track(await startSmtp({ port }));
    const next = child(await spawnServer(env));
    for (const e of [before, after])
      await waitFor(() => smtp.mailsFor(e.submissionId as string).length === 1, { what: 'each enquiry mailed' });
    expect(await fs.readFile(path.join(dataDir, 'owner.lock'), 'utf8')).toContain(`pid ${next.child.pid}`);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails).toHaveLength(2);
  }, 60_000);

  it('in one process too: a second store on an owned DATA_DIR is refused until the first closes (flock, and the pid-file fallback)', async () => {
    for (const flockCommand of [undefined, '/nonexistent/flock']) {
      const dataDir = tmpDir('owner-inprocess');
      const first = await OutboxStore.open(dataDir, { flockCommand, owner: 'first' });
      expect(first.lock.kind).toBe(flockCommand ? 'pid-file' : 'flock');
      const refused = await OutboxStore.open(dataDir, { flockCommand }).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect((refused as Error).message).toContain('(first, since ');
      await first.close();
      const second = await OutboxStore.open(dataDir, { flockCommand });
      await second.close();
    }
    // The fallback takes over a pid file whose process has ended.
    const dataDir = tmpDir('owner-stale');
    await fs.writeFile(path.join(dataDir, 'owner.pid'), '999999999 pid 999999999, since yesterday\n');
    const store = await OutboxStore.open(dataDir, { flockCommand: '/nonexistent/flock' });
    expect(await fs.readFile(path.join(dataDir, 'owner.pid'), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    await store.close();
  });
});

/** Every folder and file under `dir` with its permission bits (relative path → mode). */
async function modes(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = { '.': ((await fs.stat(dir)).mode & 0o777).toString(8) };
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = ((await fs.stat(file)).mode & 0o777).toString(8);
  }
  return out;
}

describe('files only the service can read', () => {
  it('DATA_DIR and every folder in it are 0700, every file 0600, even with umask 000 — outbox, delivery record, quarantine, dead letters, .eml files', async () => {
    const umask = process.umask(0o000);
    try {
      const smtp = track(
        await startSmtp({ refuse: (raw) => (raw.includes('Refuse Me Ltd') ? { code: 550, message: '5.7.1 No' } : undefined) }),
      );
      const parent = tmpDir('modes');
      const dataDir = path.join(parent, 'data');
      const app = await startApp({ dataDir, smtpUrl: smtp.url });
      smtp.hold = true;
      const pending = fullEnquiry();
      expect((await app.post('/api/contact', pending)).status).toBe(200); // stays in the outbox
      await waitFor(() => smtp.held === 1);
      smtp.hold = false;
      expect((await app.post('/api/contact', fullEnquiry({ website: 'spam' }))).status).toBe(200); // quarantine
      const refused = fullEnquiry({ company: 'Refuse Me Ltd' });
      expect((await app.post('/api/contact', refused)).status).toBe(200); // a dead letter
      const mailed = fullEnquiry();
      expect((await app.post('/api/contact', mailed)).status).toBe(200); // sent.ndjson
      await waitFor(
        () =>
          app.meranti.store.stateOf(refused.submissionId as string) === 'dead' && smtp.mailsFor(mailed.submissionId as string).length === 1,
      );
      await waitFor(async () =>
        (await fs.readFile(path.join(dataDir, 'sent.ndjson'), 'utf8').catch(() => '')).includes(mailed.submissionId as string),
      );
      const onSmtp = await modes(dataDir);
      await app.close();
      // The embedded default writes .eml files.
      const local = await startApp({ dataDir });
      const eml = fullEnquiry();
      expect((await local.post('/api/contact', eml)).status).toBe(200);
      // Two .eml files: this one, and the one the relay held when the first server stopped (still
      // pending, so the embedded default mails it too). Each is written to a temporary name and
      // renamed: the modes are read once both are whole.
      const emlIds = [eml.submissionId as string, pending.submissionId as string];
      await waitFor(async () => {
        const names = await fs.readdir(path.join(dataDir, 'mail')).catch(() => [] as string[]);
        return emlIds.every((id) => names.some((n) => n.endsWith(`-${id}.eml`)));
      });
      const all = { ...onSmtp, ...(await modes(dataDir)) };
      await local.close();

      for (const name of ['outbox', 'quarantine', 'dead', 'mail', 'sent.ndjson', 'owner.lock'])
        expect(
          Object.keys(all).some((f) => f === name || f.startsWith(`${name}/`)),
          name,
        ).toBe(true);
      expect(Object.keys(all).filter((f) => f.startsWith('outbox/'))).not.toHaveLength(0);
      expect(Object.keys(all).filter((f) => f.startsWith('dead/'))).toHaveLength(1);
      expect(Object.keys(all).filter((f) => f.startsWith('mail/'))).toHaveLength(2);
      for (const [file, mode] of Object.entries(all)) {
        const isDir = file === '.' || !/\.[a-z]+$/.test(file);
        expect(`${file} ${mode}`).toBe(`${file} ${isDir ? '700' : '600'}`);
      }
    } finally {
      process.umask(umask);
    }
  });

  it('a DATA_DIR an older release left readable (0755, files 0644) is made owner-only at start', async () => {
    const dataDir = tmpDir('modes-old');
    await fs.chmod(dataDir, 0o755);
    for (const dir of ['outbox', 'dead', 'quarantine', 'mail']) await fs.mkdir(path.join(dataDir, dir), { mode: 0o755 });
    const record = (id = randomUUID()) => {
      const { website: _w, formStartedAt: _f, ...data } = fullEnquiry({ submissionId: id });
      return { v: 1, id, kind: 'contact', receivedAt: new Date().toISOString(), data };
    };
    const [pending, dead] = [record(), record()];
    const files = {
      'outbox/1700000000000-1-000000.ndjson': `${JSON.stringify(pending)}\n`,
      'sent.ndjson': '',
      [`dead/${dead.id}.json`]: JSON.stringify({ record: dead, parkedAt: new Date().toISOString(), reason: 'refused' }),
      'mail/20250101T000000Z-contact-x.eml': 'Subject: x\r\n\r\nx',
    };
    for (const [file, content] of Object.entries(files)) await fs.writeFile(path.join(dataDir, file), content, { mode: 0o644 });
    for (const file of Object.keys(files)) expect(((await fs.stat(path.join(dataDir, file))).mode & 0o777).toString(8)).toBe('644');

    const app = track(await startApp({ dataDir })); // the embedded default: .eml files
    expect(app.meranti.store.stateOf(dead.id)).toBe('dead');
    await waitFor(() => app.meranti.store.stateOf(pending.id) === 'sent', { what: 'the pending one mailed' });
    for (const [file, mode] of Object.entries(await modes(dataDir))) {
      const isDir = file === '.' || !/\.[a-z]+$/.test(file);
      expect(`${file} ${mode}`).toBe(`${file} ${isDir ? '700' : '600'}`);
    }
  });
});
