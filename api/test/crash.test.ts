/**
 * The real server as a child process (node --import tsx api/src/server.ts): kill -9 right after
 * a 2xx, restart, and every accepted enquiry is mailed exactly once. Also: SIGTERM finishes the
 * request in flight before the process exits.
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChildServer, freePort, fullEnquiry, minimalEnquiry, spawnServer, startSmtp, type TestSmtp, tmpDir, waitFor } from './helpers';

const children: ChildServer[] = [];
const smtps: TestSmtp[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGKILL');
  for (const s of smtps.splice(0)) await s.close();
});

const post = (url: string, body: unknown) =>
  fetch(`${url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function start(env: Record<string, string>) {
  const c = await spawnServer(env);
  children.push(c);
  return c;
}

describe('kill -9 and restart', () => {
  it('mails what was accepted before the crash, once — and does not mail again what was already sent', async () => {
    const dataDir = tmpDir('crash');
    const port = await freePort();
    const env = { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}`, SITE_DIR: path.join(dataDir, 'site') };

    // 1. Mail server up: the first enquiry is delivered and its delivery recorded.
    let smtp = await startSmtp({ port });
    smtps.push(smtp);
    const first = await start(env);
    const delivered = fullEnquiry();
    expect((await post(first.url, delivered)).status).toBe(200);
    await waitFor(() => smtp.mailsFor(delivered.submissionId as string).length === 1, { what: 'first delivery' });
    await waitFor(
      async () => (await fs.readFile(path.join(dataDir, 'sent.ndjson'), 'utf8').catch(() => '')).includes(delivered.submissionId as string),
      {
        what: 'the delivery record',
      },
    );

    // 2. Mail server down: accepted enquiries wait in the outbox; SIGKILL right after the 2xx.
    await smtp.close();
    smtps.pop();
    const pending = [fullEnquiry(), minimalEnquiry(), minimalEnquiry()];
    for (const e of pending) expect((await post(first.url, e)).status).toBe(200);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    // 3. Mail server back, server restarted: each pending enquiry is mailed exactly once and
    //    the one delivered before the crash is not mailed again.
    smtp = await startSmtp({ port });
    smtps.push(smtp);
    const second = await start(env);
    await waitFor(() => second.output().includes('3 accepted submission(s) waiting to be mailed'), { what: 'the pending count at start' });
    for (const e of pending) await waitFor(() => smtp.mailsFor(e.submissionId as string).length >= 1, { what: 'delivery after restart' });
    await waitFor(async () => ((await (await fetch(`${second.url}/healthz`)).json()) as { pendingMail: number }).pendingMail === 0, {
      what: 'empty outbox',
    });

    // A retry of a pre-crash submission id is still recognised after the restart.
    expect((await post(second.url, pending[0])).status).toBe(200);
    const sentinel = minimalEnquiry();
    expect((await post(second.url, sentinel)).status).toBe(200);
    await waitFor(() => smtp.mailsFor(sentinel.submissionId as string).length === 1, { what: 'sentinel' });

    for (const e of pending) expect(smtp.mailsFor(e.submissionId as string)).toHaveLength(1);
    expect(smtp.mailsFor(delivered.submissionId as string)).toHaveLength(0);
    expect(smtp.mails).toHaveLength(4);

    // Delivered segments are removed: no personal data left in the outbox.
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    expect(await fs.readdir(path.join(dataDir, 'outbox'))).toEqual([]);
  }, 45_000);

  it('SIGKILL immediately after a burst of 2xx loses nothing (fsync before success)', async () => {
    const dataDir = tmpDir('burst');
    const port = await freePort();
    const env = { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}`, SITE_DIR: path.join(dataDir, 'site') };
    const first = await start(env);
    const burst = Array.from({ length: 50 }, () => minimalEnquiry());
    const answers = await Promise.all(burst.map((e) => post(first.url, e)));
    for (const a of answers) expect(a.status).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;

    const smtp = await startSmtp({ port });
    smtps.push(smtp);
    const second = await start(env);
    await waitFor(() => burst.every((e) => smtp.mailsFor(e.submissionId as string).length >= 1), { timeout: 20_000, what: 'all 50 mails' });
    await waitFor(async () => ((await (await fetch(`${second.url}/healthz`)).json()) as { pendingMail: number }).pendingMail === 0);
    for (const e of burst) expect(smtp.mailsFor(e.submissionId as string)).toHaveLength(1);
  }, 45_000);
});

describe('graceful shutdown', () => {
  it('SIGTERM lets the request in flight finish, then exits 0', async () => {
    const dataDir = tmpDir('term');
    const server = await start({ DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, 'site') });
    const { port } = new URL(server.url);
    const body = JSON.stringify(fullEnquiry());
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((r) => socket.once('connect', () => r()));
    let response = '';
    socket.on('data', (d) => (response += d));
    // Headers and half the body, then SIGTERM, then the rest.
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    socket.write(body.slice(0, 40));
    await waitFor(async () => ((await (await fetch(`${server.url}/healthz`)).json()) as { status: string }).status === 'ok');
    server.child.kill('SIGTERM');
    await waitFor(() => server.output().includes('shutting down'), { what: 'shutdown to begin' });
    socket.write(body.slice(40));
    await waitFor(() => response.includes('\r\n\r\n{'), { what: 'the response' });
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('{"success":true}');
    socket.end();
    expect((await server.exited).code).toBe(0);
    // Mailed (to the .eml folder) before exiting, or left in the outbox for the next start.
    const eml = await fs.readdir(path.join(dataDir, 'mail')).catch(() => []);
    const outbox = await fs.readdir(path.join(dataDir, 'outbox'));
    expect(eml.length + outbox.length).toBeGreaterThan(0);
  }, 30_000);

  it('SHUTDOWN_DRAIN_MS: after SIGTERM /healthz answers 503 while requests are still served, then the server stops', async () => {
    const dataDir = tmpDir('drain');
    const server = await start({ DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, 'site'), SHUTDOWN_DRAIN_MS: '1500' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    await waitFor(() => server.output().includes('draining'), { what: 'the drain to begin' });
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'draining' });
    // A load balancer that has not noticed yet still gets its requests answered.
    expect((await post(server.url, fullEnquiry())).status).toBe(200);
    expect((await server.exited).code).toBe(0);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }, 30_000);
});
