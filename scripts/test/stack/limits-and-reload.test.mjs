// The rate limit through the load balancer: one limit per client across both API instances; the
// client is the address that connected to the load balancer (it replaces X-Forwarded-For), and an
// instance believes X-Forwarded-For from the load balancer's own socket only — so no client picks
// its own rate-limit identity, not even one on 127.0.0.1, the balancer's address. Each loopback
// address (127.0.0.x) is another client here. Then a change of the route files reaching the site
// (`reload`: a new copy, whose route files the instances read, while a request is under way), and
// SIGTERM stopping the whole stack. One stack (with a low limit, on a copy of the built site) for
// the file.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullEnquiry } from '../../../api/test/helpers.ts';
import { isRunning } from '../../lib/process-alive.mjs';
import { postEnquiry, ROOT, request, startStack, waitFor } from './harness.mjs';

let stack;
let siteDir;
beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meranti-site-'));
  fs.cpSync(path.join(ROOT, '.site'), siteDir, { recursive: true, preserveTimestamps: true });
  // 3 requests per 30 s per client (as the API's own rate-limit test).
  stack = await startStack({ slot: 1, env: { RATE_LIMIT_PER_MINUTE: '6', RATE_LIMIT_BURST: '3', SITE_DIR: siteDir } });
});
afterAll(async () => {
  await stack?.stop();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

/** How many 429 answers an instance has given (its own /metrics, read on its port). */
async function tooManyOf(id) {
  const res = await request(`http://127.0.0.1:${stack.process(id).port}`, '/metrics');
  return res.text
    .split('\n')
    .filter((l) => l.startsWith('meranti_http_responses_total') && l.includes('code="429"'))
    .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
}

describe('one rate limit per client, whichever instance answers', () => {
  it('a client over the limit gets 429 from both instances; X-Forwarded-For it sends changes nothing; another client is not limited', async () => {
    const client = { localAddress: '127.0.0.2' };
    for (let i = 0; i < 3; i++) expect((await postEnquiry(stack.url, {}, client)).status).toBe(400);
    const before = { 'api-1': await tooManyOf('api-1'), 'api-2': await tooManyOf('api-2') };
    // Over the limit: every further request is refused, whichever instance takes it, whatever
    // address the client claims to be forwarding for.
    for (let i = 0; i < 30; i++) {
      const res = await postEnquiry(stack.url, fullEnquiry(), {
        ...client,
        headers: i % 2 ? { 'x-forwarded-for': `203.0.113.${i}` } : { 'x-forwarded-for': '127.0.0.9, 198.51.100.1' },
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json).toEqual({ success: false, error: expect.stringContaining('Too many requests') });
    }
    // Both instances refused some of them: the count is shared, not per instance.
    expect(await tooManyOf('api-1')).toBeGreaterThan(before['api-1']);
    expect(await tooManyOf('api-2')).toBeGreaterThan(before['api-2']);

    // Another client is counted on its own.
    expect((await postEnquiry(stack.url, {}, { localAddress: '127.0.0.3' })).status).toBe(400);
  });

  it('an instance believes X-Forwarded-For only from the load balancer: a local client reaching it directly — from 127.0.0.1, as the balancer would — is counted as itself', async () => {
    const direct = `http://127.0.0.1:${stack.process('api-1').port}`;
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await postEnquiry(direct, {}, { localAddress: '127.0.0.1', headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } })).status,
      );
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    // Its /healthz detail is for this machine: the direct client is on it.
    expect((await request(direct, '/healthz', { headers: { 'x-forwarded-for': '192.0.2.9' } })).json).toMatchObject({ instance: 'api-1' });
  });
});

describe('a change of the route table reaches the load balancer', () => {
  it('npm run stack -- reload (what a deploy ends with) serves a new redirect from the new copy (the instances read its route files; the balancer’s configuration stays), and a request under way finishes', async () => {
    expect((await request(stack.url, '/old-freight-tariffs')).status).toBe(404);
    const file = path.join(siteDir, '_redirects.json');
    const redirects = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(
      file,
      JSON.stringify([...redirects, { from: '/old-freight-tariffs', to: '/resources/calculators?tab=freight', status: 301 }]),
    );

    // A request under way while the configuration changes: a POST whose body is half sent.
    const body = JSON.stringify(fullEnquiry());
    // Its own client address (127.0.0.1 used up its limit in the test above).
    const socket = net.connect({ port: stack.port, host: '127.0.0.1', localAddress: '127.0.0.5' });
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (d) => (response += d));
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${stack.port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 40)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    const reload = await stack.command('reload');
    expect(reload.code, reload.out).toBe(0);
    expect(reload.out).toContain('the load-balancer configuration is unchanged');
    socket.write(body.slice(40));
    await waitFor(() => response.includes('\r\n\r\n{'), { what: 'the answer to the request under way' });
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    socket.end();

    // The instances look at the route files at most once a second.
    const moved = await waitFor(
      async () => {
        const res = await request(stack.url, '/old-freight-tariffs/');
        return res.status === 301 && res;
      },
      { what: 'the new redirect', timeout: 5_000 },
    );
    expect(moved.headers.location).toBe('/resources/calculators?tab=freight');
  });
});

describe('stopping', () => {
  it('SIGTERM stops the load balancer, the instances and PostgreSQL, and exits 0: nothing left running', async () => {
    const pids = stack.state().processes.map((p) => p.pid);
    for (const pid of pids) expect(isRunning(pid)).toBe(true);
    stack.child.kill('SIGTERM');
    const { code } = await stack.exited;
    expect(code).toBe(0);
    expect(stack.output()).toContain('[stack] stopped');
    await waitFor(() => pids.every((pid) => !isRunning(pid)), { what: 'every process to end' });
    expect(fs.existsSync(path.join(stack.dataDir, 'stack/state.json'))).toBe(false);
    // What was accepted is in the cluster on disk, for the next start.
    expect(fs.existsSync(path.join(stack.dataDir, 'stack/postgres/PG_VERSION'))).toBe(true);
  });
});
