/**
 * /healthz tells its detail (instance name — host and pid by default —, mail backlog, what is
 * wrong) to this machine and to the load balancer only; anyone else learns "ok" or "draining". And
 * who the client is: X-Forwarded-For is believed from TRUST_PROXY's addresses, and with
 * BALANCER_SECRET only from a request that carries the balancer's secret — a local process that
 * reaches the instance's port directly is counted as itself, whatever it claims.
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { closeAfterEach, fullEnquiry, startApp } from './helpers';

const track = closeAfterEach();

/** A request over TCP (`port`) or a unix socket (`socketPath`). */
function get(
  target: { port: number } | { socketPath: string },
  urlPath: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; json: any }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        ...('port' in target ? { host: '127.0.0.1', port: target.port } : { socketPath: target.socketPath }),
        path: urlPath,
        method,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = text;
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('/healthz', () => {
  it('a client on this machine gets the detail; a visitor behind the (trusted, local) proxy gets only the status', async () => {
    const app = track(await startApp({ instanceId: 'api-7' }));
    const port = Number(new URL(app.url).port);
    expect((await get({ port }, '/healthz')).json).toEqual({ status: 'ok', instance: 'api-7', pendingMail: 0 });
    const visitor = await get({ port }, '/healthz', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(visitor).toEqual({ status: 200, json: { status: 'ok' } });

    app.meranti.drain();
    expect(await get({ port }, '/healthz', { headers: { 'x-forwarded-for': '203.0.113.9' } })).toEqual({
      status: 503,
      json: { status: 'draining' },
    });
    expect((await get({ port }, '/healthz')).json).toEqual({ status: 'draining', instance: 'api-7' });
  });
});

describe('BALANCER_SECRET: the load balancer proves itself', () => {
  const secret = 'a-secret-the-stack-made-1234';
  const withSecret = async () => {
    const app = track(
      await startApp({ instanceId: 'api-1', trustProxy: 'loopback', balancerSecret: secret, rateLimitPerMinute: 2, rateLimitBurst: 2 }),
    );
    return { port: Number(new URL(app.url).port) };
  };
  const balancer = { 'x-meranti-balancer': secret };

  it('its health check gets the detail; a visitor it forwards only the status', async () => {
    const tcp = await withSecret();
    expect((await get(tcp, '/healthz', { headers: balancer })).json).toEqual({ status: 'ok', instance: 'api-1', pendingMail: 0 });
    expect((await get(tcp, '/healthz', { headers: { ...balancer, 'x-forwarded-for': '198.51.100.4' } })).json).toEqual({ status: 'ok' });
    // /metrics (loopback clients only without a token) sees the forwarded client.
    expect((await get(tcp, '/metrics', { headers: { ...balancer, 'x-forwarded-for': '198.51.100.4' } })).status).toBe(404);
  });

  it('a local client without the secret is counted as itself whatever X-Forwarded-For it sends; the balancer’s clients each as themselves', async () => {
    const tcp = await withSecret();
    const direct = [];
    for (let i = 1; i <= 4; i++)
      direct.push(
        (await get(tcp, '/api/contact', { method: 'POST', body: fullEnquiry(), headers: { 'x-forwarded-for': `192.0.2.${i}` } })).status,
      );
    expect(direct).toEqual([200, 200, 429, 429]);
    // A wrong secret is no secret.
    const guessed = { 'x-meranti-balancer': `${secret.slice(0, -1)}X`, 'x-forwarded-for': '192.0.2.77' };
    expect((await get(tcp, '/api/contact', { method: 'POST', body: fullEnquiry(), headers: guessed })).status).toBe(429);
    expect((await get(tcp, '/healthz', { headers: { 'x-forwarded-for': '192.0.2.1' } })).json.instance).toBe('api-1');

    const forwarded = [];
    for (let i = 1; i <= 4; i++)
      forwarded.push(
        (
          await get(tcp, '/api/contact', {
            method: 'POST',
            body: fullEnquiry(),
            headers: { ...balancer, 'x-forwarded-for': `192.0.2.${i + 10}` },
          })
        ).status,
      );
    expect(forwarded).toEqual([200, 200, 200, 200]);
  });
});
