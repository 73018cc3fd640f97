// The generated Caddy configuration, checked by Caddy itself (`caddy validate`) and run: for every
// request of the API's own static-site tests (api/test/http.test.ts) — pages, files, copies by
// Accept-Encoding, cache headers, the 404 page, trailing slashes, the redirects, the detail routes
// (fallback with 404, 301, lookup via the API), traversal attempts, methods, conditional and range
// requests — the load balancer answers what the API answers: same status, same headers that
// matter, same bytes. The load balancer serves the immutable files of a copy of the site taken as
// the stack takes it (scripts/lib/stack/site-copies.mjs) and hands the rest to the API (ADR 23);
// the API serves the site itself. (The same, over thousands of generated paths:
// serving-fuzz.test.mjs.)
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSite, startApp, TRAVERSAL_PATHS, tmpDir } from '../../../api/test/helpers.ts';
import { caddyBinary, caddyEnv, validateCaddyConfig } from '../../lib/stack/caddy.mjs';
import { caddyConfig } from '../../lib/stack/caddy-config.mjs';
import { copySite } from '../../lib/stack/site-copies.mjs';
import { freePorts, waitFor } from './harness.mjs';

let api;
let caddy;
let lbPort;
let siteDir;
let config;

const js = 'export const enquiry = "a long enough module";\n'.repeat(60);
async function writeAged(rel, body, secondsAgo) {
  const file = path.join(siteDir, rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, body);
  const t = new Date(Date.now() - secondsAgo * 1000);
  await fs.utimes(file, t, t);
}

beforeAll(async () => {
  ({ siteDir } = await makeSite());
  // Copies beside files, as the build writes them; one copy older than its (re-rendered) file.
  await writeAged('assets/page-1a2b3c.js', js, 20);
  await writeAged('assets/page-1a2b3c.js.br', zlib.brotliCompressSync(js), 10);
  await writeAged('assets/page-1a2b3c.js.gz', zlib.gzipSync(js), 10);
  await writeAged('assets/stale-9z8y7x.js', `${js}// re-rendered\n`, 0);
  await writeAged('assets/stale-9z8y7x.js.br', zlib.brotliCompressSync(js), 30);
  const html = `<!doctype html><title>Contact</title>${'<p>Talk to us.</p>'.repeat(200)}`;
  await writeAged('contact/index.html', html, 20);
  await writeAged('contact/index.html.br', zlib.brotliCompressSync(html), 10);
  await writeAged('contact/index.html.gz', zlib.gzipSync(html), 10);

  api = await startApp({ siteDir });
  const work = tmpDir('lb');
  const served = await copySite(siteDir, path.join(work, 'copies'));
  [lbPort] = await freePorts(1);
  config = caddyConfig({
    listen: [`127.0.0.1:${lbPort}`],
    siteRoot: served,
    upstreams: [new URL(api.url).host],
    adminSocket: path.join(work, 'admin.sock'),
    storageDir: path.join(work, 'caddy-data'),
    siteUrl: 'http://127.0.0.1',
  });
  await validateCaddyConfig(config);
  const file = path.join(work, 'caddy.json');
  await fs.writeFile(file, JSON.stringify(config));
  caddy = spawn(caddyBinary(), ['run', '--config', file], { env: { ...process.env, ...caddyEnv(work) }, stdio: 'ignore' });
  await waitFor(async () => (await raw(lbPort, '/healthz').catch(() => ({ status: 0 }))).status === 200, { what: 'Caddy to serve' });
});
afterAll(async () => {
  caddy?.kill('SIGTERM');
  await api?.close();
});

/** A raw request: the path goes out exactly as written. */
function raw(port, urlPath, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (d) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
const decoded = (res) => {
  const enc = res.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(res.bytes).toString();
  if (enc === 'gzip') return zlib.gunzipSync(res.bytes).toString();
  return res.bytes.toString('latin1');
};

const SECURITY = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
  'x-frame-options',
  'origin-agent-cluster',
  'strict-transport-security',
];
/** What a visitor's browser (and a cache) acts on. */
function observed(res, method) {
  const h = res.headers;
  const servedFile = res.status === 200 || res.status === 404;
  return {
    status: res.status,
    location: h.location,
    allow: h.allow,
    ...(res.status !== 301 ? { contentType: h['content-type'] } : {}),
    // Compressed or not; which encoding a file without a build-time copy gets on the fly may differ
    // (the API's compression middleware also speaks brotli): the copies are compared exactly below.
    ...(servedFile ? { cacheControl: h['cache-control'], compressed: Boolean(h['content-encoding']), vary: h.vary } : {}),
    ...Object.fromEntries(SECURITY.map((k) => [k, h[k]])),
    poweredBy: h['x-powered-by'],
    ...(method === 'GET' && servedFile ? { body: decoded(res) } : {}),
  };
}
async function both(urlPath, options = {}) {
  const [fromApi, fromLb] = await Promise.all([raw(new URL(api.url).port, urlPath, options), raw(lbPort, urlPath, options)]);
  return { fromApi, fromLb, api: observed(fromApi, options.method ?? 'GET'), lb: observed(fromLb, options.method ?? 'GET') };
}

const PATHS = [
  '/',
  '/contact',
  '/resources/calculators',
  '/assets/app-abc123.js',
  '/mfe/contact/b1/remoteEntry.js',
  '/remotes.json',
  '/sitemap.xml',
  '/robots.txt',
  '/fonts/inter.woff2',
  '/media/clip.mp4',
  '/brand/logo.svg',
  '/no-such-page',
  '/404',
  '/404.html',
  '/blog/1',
  '/blog/99',
  '/use-cases/unknown-slug',
  '/use-cases/retail-brand-growth',
  '/use-cases/retail-brand-growth/more',
  '/_fallback/blogArticle.html',
  '/_routes.json',
  '/_redirects.json',
  '/assets',
  '/.env',
  '/contact/',
  '/contact/?utm=x',
  '/resources/calculators/',
  '/calculator/invoice-audit-roi',
  '/calculator/invoice-audit-roi/',
  '/case-studies/no-such-story',
  '/assets/page-1a2b3c.js',
  '/assets/page-1a2b3c.js.br',
  '/assets/page-1a2b3c.js.gz',
  '/assets/stale-9z8y7x.js',
  '/contact//x',
  '/Contact',
];

describe('Caddy accepts the generated configuration', () => {
  it('caddy validate passes; a broken configuration is refused with Caddy’s reason', async () => {
    await expect(validateCaddyConfig(config)).resolves.toBeUndefined();
    const broken = structuredClone(config);
    broken.apps.http.servers.site.routes.at(-1).handle[0].load_balancing.selection_policy.policy = 'no_such_policy';
    await expect(validateCaddyConfig(broken)).rejects.toThrow(/Caddy refuses the generated configuration/);
  });
});

describe('the load balancer serves the site as the API does', () => {
  const encodings = [undefined, 'gzip', 'gzip, deflate, br', 'br;q=0, gzip'];
  it.each(PATHS)('GET %s (each Accept-Encoding)', async (urlPath) => {
    for (const ae of encodings) {
      const { api: a, lb } = await both(urlPath, { headers: ae ? { 'accept-encoding': ae } : {} });
      expect(lb, `Accept-Encoding: ${ae}`).toEqual(a);
    }
  });

  it.each(PATHS)('HEAD and POST %s', async (urlPath) => {
    for (const method of ['HEAD', 'POST']) {
      const { api: a, lb } = await both(urlPath, { method });
      expect(lb, method).toEqual(a);
    }
  });

  it.each(TRAVERSAL_PATHS)('traversal %s: the same answer, never the file, never an off-site redirect', async (urlPath) => {
    const { api: a, lb, fromLb } = await both(urlPath);
    expect([400, 404]).toContain(fromLb.status);
    expect(fromLb.bytes.toString()).not.toContain('TOP SECRET');
    expect(fromLb.headers.location).toBeUndefined();
    // "/%" is not a request-target Go's HTTP server accepts: it answers 400 itself, before any route
    // of ours (so without the security headers the API would add to its 400).
    if (urlPath === '/%') expect(fromLb.status).toBe(a.status);
    else expect(lb).toEqual(a);
  });

  it('the build-time copies: brotli to a browser that accepts it, gzip otherwise, the file to anyone else (as the API)', async () => {
    for (const urlPath of ['/assets/page-1a2b3c.js', '/contact']) {
      for (const [ae, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        [undefined, undefined],
      ]) {
        const { fromApi, fromLb } = await both(urlPath, { headers: ae ? { 'accept-encoding': ae } : {} });
        expect(fromApi.headers['content-encoding'], `${urlPath} ${ae}`).toBe(encoding);
        expect(fromLb.headers['content-encoding'], `${urlPath} ${ae}`).toBe(encoding);
        // A page also varies by Cookie (the canary's bucket and a preview pick its build, ADR 27).
        expect(fromLb.headers.vary).toBe(urlPath === '/contact' ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
        expect(fromApi.headers.vary).toBe(fromLb.headers.vary);
      }
    }
  });

  it('a copy older than its file is never sent (the stack leaves it out of what it serves)', async () => {
    const res = await raw(lbPort, '/assets/stale-9z8y7x.js', { headers: { 'accept-encoding': 'br' } });
    expect(decoded(res)).toBe(`${js}// re-rendered\n`);
  });

  it('conditional GET (ETag, If-Modified-Since), Range and HEAD work on files', async () => {
    const first = await raw(lbPort, '/assets/app-abc123.js');
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBe((await raw(new URL(api.url).port, '/assets/app-abc123.js')).headers['last-modified']);
    expect((await raw(lbPort, '/assets/app-abc123.js', { headers: { 'if-none-match': first.headers.etag } })).status).toBe(304);
    const since = await raw(lbPort, '/contact', { headers: { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() } });
    expect(since.status).toBe(304);
    const part = await raw(lbPort, '/assets/app-abc123.js', { headers: { range: 'bytes=0-10' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-10/${first.bytes.length}`);
    expect(part.bytes.toString()).toBe('console.log');
  });

  it('the API paths go to the API: JSON answers with its own headers, once (no doubled security headers)', async () => {
    for (const urlPath of ['/api/use-cases/retail-brand-growth', '/api/nothing/here', '/healthz']) {
      const { api: a, fromLb } = await both(urlPath);
      expect(fromLb.status).toBe(a.status);
      expect(fromLb.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(fromLb.headers['content-security-policy']).toBe(a['content-security-policy']);
    }
    expect((await raw(lbPort, '/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });
});
