/**
 * An I/O error on a file that exists is the server's fault, not a missing page: with its
 * descriptors used up (EMFILE, the real thing: the server runs with at most 200 open files, and
 * idle connections take the rest), a page and an asset answer 503 with Retry-After — never 404 —,
 * the error is logged with its code, /healthz says `degraded` with the cause, and once descriptors
 * are free again everything is served as before.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, makeSite, spawnServer, tmpDir, waitFor } from './helpers';

let server: ChildServer;
let port: number;
beforeAll(async () => {
  const { siteDir } = await makeSite();
  server = await spawnServer({ SITE_DIR: siteDir, DATA_DIR: tmpDir('data'), LOG_LEVEL: 'error' }, { openFiles: 200 });
  port = Number(new URL(server.url).port);
});
afterAll(() => {
  server?.child.kill('SIGKILL');
});

function get(agent: http.Agent | false, urlPath: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      })
      .on('error', reject);
  });
}

describe('descriptors run out (EMFILE)', () => {
  it('a page and an asset answer 503 with Retry-After, the error is logged, /healthz reports it; served again once descriptors are free', async () => {
    // One kept-alive connection, opened while descriptors are free.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(agent, '/contact')).status).toBe(200);

    // Idle connections until the server has no descriptor left (it then closes what it cannot take).
    const hogs: net.Socket[] = [];
    let refused = false;
    for (let i = 0; i < 400 && !refused; i++) {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('close', () => (refused = true));
      socket.on('error', () => {});
      hogs.push(socket);
      if (i % 20 === 19) await new Promise((r) => setTimeout(r, 50));
    }
    await waitFor(() => refused, { what: 'the server to run out of descriptors', timeout: 5_000 });

    for (const urlPath of ['/contact', '/assets/app-abc123.js', '/no-such-page']) {
      const res = await get(agent, urlPath);
      expect(res.status, urlPath).toBe(503);
      expect(res.headers['retry-after'], urlPath).toBe('5');
      expect(res.headers['cache-control'], urlPath).toBe('no-store');
    }
    const health = await get(agent, '/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toMatchObject({ status: 'degraded', siteError: expect.stringContaining('(EMFILE)') });
    expect(server.output()).toMatch(/"code":"EMFILE".*site file could not be read/);

    for (const socket of hogs) socket.destroy();
    agent.destroy();
    await waitFor(async () => (await get(false, '/contact').catch(() => ({ status: 0 }))).status === 200, {
      what: 'the page again',
      timeout: 5_000,
    });
    expect((await get(false, '/assets/app-abc123.js')).status).toBe(200);
    expect((await get(false, '/no-such-page')).status).toBe(404);
  });
});
