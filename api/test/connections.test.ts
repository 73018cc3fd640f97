/**
 * Slow and idle connections are closed when the headers timeout says, not up to 30 s later (Node
 * looks for expired connections every `connectionsCheckingInterval`, 30 s unless set: the 10 s
 * headersTimeout held connections for about 39 s). The server of `npm start` is made by the same
 * createHttpServer, with a 10 s headers timeout; here it runs the app with a 1 s one.
 */
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer, SERVER_TIMEOUTS } from '../src/http/listen';
import { startApp, type TestApp } from './helpers';

const HEADERS_TIMEOUT_MS = 1_000;
let app: TestApp;
let port: number;
let server: ReturnType<typeof createHttpServer>;

beforeAll(async () => {
  app = await startApp();
  server = createHttpServer(app.meranti.handler, {
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    requestTimeoutMs: 2_000,
    keepAliveTimeoutMs: 500,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await app?.close();
});

/** Opens a connection, runs `feed` on it, and resolves with how long the server kept it open and what it answered. */
function holdOpen(feed: (socket: net.Socket) => NodeJS.Timeout | undefined): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const started = performance.now();
    socket.on('connect', () => {
      timer = feed(socket);
    });
    socket.on('data', (d) => (answer += d));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: performance.now() - started, answer });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server still held the connection after 6 s'));
    }, 6_000).unref();
  });
}

describe('slow and idle connections', () => {
  it('npm start’s server: headers within 10 s, checked every second', () => {
    expect(SERVER_TIMEOUTS.headersTimeoutMs).toBe(10_000);
    const real = createHttpServer(() => {});
    expect(real.headersTimeout).toBe(10_000);
    expect(real.requestTimeout).toBe(30_000);
    expect(real.keepAliveTimeout).toBe(5_000);
  });

  it('a slow-loris client (a header line every 150 ms, never the end of the headers) is closed with 408 within the timeout', async () => {
    const { ms, answer } = await holdOpen((socket) => {
      socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
      let n = 0;
      return setInterval(() => socket.write(`X-Slow-${n++}: a\r\n`), 150);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + 1_500);
  });

  it('a connection that sends nothing is closed within the timeout', async () => {
    const { ms } = await holdOpen(() => undefined);
    expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + 1_500);
  });
});
