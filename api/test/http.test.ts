/** Static site, security headers, same-origin, rate limit, use cases, health. */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { useCases } from '@meranti/platform/use-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWhole } from '../src/fs/write-whole.mjs';
import { CONTENT_SECURITY_POLICY } from '../src/http/security';
import { fullEnquiry, makeSite, startApp, type TestApp, TRAVERSAL_PATHS } from './helpers';

let app: TestApp;
let siteDir: string;

beforeAll(async () => {
  ({ siteDir } = await makeSite());
  app = await startApp({ siteDir });
});
afterAll(async () => {
  await app?.close();
});

/** A raw request: the path goes out exactly as written (fetch would normalise "..", "%2e"). */
function raw(path: string, { method = 'GET', headers = {} as Record<string, string>, on = app } = {}) {
  const { port } = new URL(on.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('latin1'), bytes });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static site', () => {
  it.each([
    ['/', 200, 'text/html; charset=utf-8', 'no-cache', '<title>Home</title>'],
    ['/contact', 200, 'text/html; charset=utf-8', 'no-cache', '<title>Contact</title>'],
    ['/resources/calculators', 200, 'text/html; charset=utf-8', 'no-cache', 'Calculators'],
    ['/assets/app-abc123.js', 200, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable', 'console.log'],
    ['/mfe/contact/b1/remoteEntry.js', 200, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable', 'export'],
    ['/remotes.json', 200, 'application/json; charset=utf-8', 'no-cache', 'buildId'],
    ['/sitemap.xml', 200, 'application/xml; charset=utf-8', 'no-cache', 'urlset'],
    ['/robots.txt', 200, 'text/plain; charset=utf-8', 'no-cache', 'User-agent'],
    ['/fonts/inter.woff2', 200, 'font/woff2', 'public, max-age=86400', 'wOF2'],
    ['/media/clip.mp4', 200, 'video/mp4', 'public, max-age=86400', 'mp4'],
    ['/brand/logo.svg', 200, 'image/svg+xml', 'public, max-age=86400', '<svg'],
    ['/no-such-page', 404, 'text/html; charset=utf-8', 'no-cache', 'Page Not Found'],
    ['/404', 404, 'text/html; charset=utf-8', 'no-cache', 'Page Not Found'],
    ['/blog/1', 200, 'text/html; charset=utf-8', 'no-cache', 'Article one'],
    ['/blog/99', 404, 'text/html; charset=utf-8', 'no-cache', 'Article Not Found'],
    ['/use-cases/unknown-slug', 404, 'text/html; charset=utf-8', 'no-cache', 'Loading case study...'],
    ['/use-cases/retail-brand-growth', 200, 'text/html; charset=utf-8', 'no-cache', 'Loading case study...'],
    ['/use-cases/retail-brand-growth/more', 404, 'text/html; charset=utf-8', 'no-cache', 'Page Not Found'],
    ['/_fallback/blogArticle.html', 404, 'text/html; charset=utf-8', 'no-cache', 'Page Not Found'],
    ['/_routes.json', 404, 'text/html; charset=utf-8', 'no-cache', 'Page Not Found'],
    ['/assets', 404, 'text/html; charset=utf-8', 'no-cache', 'Page Not Found'],
    ['/_redirects.json', 404, 'text/html; charset=utf-8', 'no-cache', 'Page Not Found'],
    ['/.env', 404, 'text/html; charset=utf-8', 'no-cache', 'Page Not Found'],
    ['/releases.ndjson', 404, 'text/html; charset=utf-8', 'no-cache', 'Page Not Found'],
    // An encoded separator names no file, and is no trailing slash to take off (that redirected to itself).
    ['/releases.ndjson%2F', 404, 'text/html; charset=utf-8', 'no-cache', 'Page Not Found'],
    ['/404.html%2F', 404, 'text/html; charset=utf-8', 'no-cache', 'Page Not Found'],
    ['/contact%2F', 404, 'text/html; charset=utf-8', 'no-cache', 'Page Not Found'],
    ['/contact%2f%2F', 404, 'text/html; charset=utf-8', 'no-cache', 'Page Not Found'],
    ['/resources%2Fcalculators', 404, 'text/html; charset=utf-8', 'no-cache', 'Page Not Found'],
    ['/calculator%2Finvoice-audit-roi', 404, 'text/html; charset=utf-8', 'no-cache', 'Page Not Found'],
  ])('GET %s → %i %s', async (path, status, type, cache, content) => {
    const res = await raw(path);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe(cache);
    expect(res.body).toContain(content);
  });

  it.each([
    ['/contact/', '/contact'],
    ['/contact/?utm=x', '/contact?utm=x'],
    ['/resources/calculators/', '/resources/calculators'],
    ['/calculator/invoice-audit-roi', '/resources/calculators?tab=roi'],
    ['/case-studies/no-such-story', '/case-studies'],
  ])('%s → 301 %s', async (from, to) => {
    const res = await raw(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('compresses, answers HEAD, refuses other methods', async () => {
    const gz = await raw('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const head = await raw('/contact', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const post = await raw('/contact', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('ETag, conditional GET, Range and HEAD (the send library, as under express.static)', async () => {
    const first = await raw('/assets/app-abc123.js');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['last-modified']).toBeTruthy();
    expect(first.headers['accept-ranges']).toBe('bytes');
    const again = await raw('/assets/app-abc123.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const since = await raw('/contact', { headers: { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() } });
    expect(since.status).toBe(304);
    const part = await raw('/assets/app-abc123.js', { headers: { range: 'bytes=0-10' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-10/${first.bytes.length}`);
    expect(part.body).toBe('console.log');
    const head = await raw('/assets/app-abc123.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.bytes.length));
    expect(head.body).toBe('');
  });

  it('follows a deploy without a restart: new redirects and detail routes are answered, removed ones no longer', async () => {
    // A site of its own: this test rewrites its bookkeeping files as a deploy does (writeWhole).
    const own = await makeSite();
    const ownApp = await startApp({ siteDir: own.siteDir });
    const replace = async (name: string, value: unknown) => {
      const file = path.join(own.siteDir, name);
      await writeWhole(file, JSON.stringify(value));
    };
    const status = async (p: string) => (await fetch(`${ownApp.url}${p}`, { redirect: 'manual' })).status;
    try {
      expect(await status('/old-guide')).toBe(404);
      expect(await status('/guides/no-such-guide')).toBe(404);
      expect(await status('/calculator/invoice-audit-roi')).toBe(301);
      await replace('_redirects.json', [{ from: '/old-guide', to: '/resources', status: 301 }]);
      const routes = JSON.parse(await fs.readFile(path.join(own.siteDir, '_routes.json'), 'utf8'));
      routes.routes.guide = { pattern: '/guides/:slug', area: 'resources', unknown: { redirect: '/resources' }, fallback: null, known: [] };
      await replace('_routes.json', routes);
      await expect.poll(() => status('/old-guide'), { timeout: 5000 }).toBe(301);
      await expect.poll(() => status('/guides/no-such-guide'), { timeout: 5000 }).toBe(301);
      expect((await fetch(`${ownApp.url}/guides/no-such-guide`, { redirect: 'manual' })).headers.get('location')).toBe('/resources');
      // The redirect the new file no longer lists is gone.
      expect(await status('/calculator/invoice-audit-roi')).toBe(404);
    } finally {
      await ownApp.close();
    }
  });

  it('a page replaced while it is being read is sent whole: one version or the other, never a mix or a cut', async () => {
    const own = await makeSite();
    const ownApp = await startApp({ siteDir: own.siteDir });
    const versions = ['a', 'bb', 'c'].map((mark, i) => `<!doctype html><title>${mark}</title>${'<p>x</p>'.repeat(2000 * (i + 1))}</html>`);
    const file = path.join(own.siteDir, 'contact/index.html');
    await fs.writeFile(file, versions[0] as string);
    let replacing = true;
    const replacer = (async () => {
      for (let i = 0; replacing; i++) {
        await writeWhole(file, versions[i % versions.length] as string);
      }
    })();
    try {
      const bodies = await Promise.all(
        Array.from({ length: 300 }, async () => {
          const res = await raw('/contact', { headers: { 'accept-encoding': 'identity' }, on: ownApp });
          return { body: res.body, length: Number(res.headers['content-length']) };
        }),
      );
      for (const { body, length } of bodies) {
        expect(versions).toContain(body);
        expect(length).toBe(body.length);
      }
    } finally {
      replacing = false;
      await replacer;
      await ownApp.close();
    }
  });

  describe('precompressed copies (written by the build beside each file)', () => {
    const js = 'export const enquiry = "a long enough module";\n'.repeat(60);
    const write = async (rel: string, body: Buffer | string, secondsAgo = 0) => {
      const file = path.join(siteDir, rel);
      await fs.writeFile(file, body);
      const t = new Date(Date.now() - secondsAgo * 1000);
      await fs.utimes(file, t, t);
    };

    beforeAll(async () => {
      await fs.mkdir(path.join(siteDir, 'assets'), { recursive: true });
      await write('assets/page-1a2b3c.js', js, 20);
      await write('assets/page-1a2b3c.js.br', zlib.brotliCompressSync(js), 10);
      await write('assets/page-1a2b3c.js.gz', zlib.gzipSync(js), 10);
    });

    it('sends the brotli copy to a browser that accepts it, the gzip copy otherwise, the file to anyone else', async () => {
      const br = await raw('/assets/page-1a2b3c.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(zlib.brotliDecompressSync(br.bytes).toString()).toBe(js);

      const gz = await raw('/assets/page-1a2b3c.js', { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.bytes).toString()).toBe(js);

      const plain = await raw('/assets/page-1a2b3c.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(js);
    });

    it('never sends a copy older than its file (a page re-rendered since it was compressed)', async () => {
      const fresh = `${js}// re-rendered\n`;
      await write('assets/page-1a2b3c.js', fresh, 0);
      const res = await raw('/assets/page-1a2b3c.js', { headers: { 'accept-encoding': 'br' } });
      // (compressed on the fly from the fresh file instead)
      const body = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.bytes).toString() : res.body;
      expect(body).toBe(fresh);
    });

    it('the copies cannot be requested by name', async () => {
      for (const name of ['/assets/page-1a2b3c.js.br', '/assets/page-1a2b3c.js.gz']) expect((await raw(name)).status).toBe(404);
    });
  });

  it.each(TRAVERSAL_PATHS)('path traversal %s → 400/404, never the file, never an off-site redirect', async (path) => {
    const res = await raw(path);
    expect([400, 404]).toContain(res.status);
    expect(res.body).not.toContain('TOP SECRET');
    expect(res.headers.location).toBeUndefined();
  });
});

describe('security headers', () => {
  it('every response carries them; no x-powered-by; no CORS', async () => {
    for (const res of [
      await raw('/'),
      await raw('/api/use-cases/x'),
      await raw('/assets/app-abc123.js', { headers: { origin: 'https://evil.example' } }),
    ]) {
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined(); // http site: no HSTS
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});

describe('security headers (helmet) on an https site with a media host', () => {
  it('adds HSTS and lets images and video come from the assets origin', async () => {
    const secure = await startApp({ siteUrl: 'https://www.meranti4pl.example', assetsBase: 'https://cdn.meranti4pl.example/assets/' });
    try {
      const res = await fetch(`${secure.url}/healthz`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("img-src 'self' data: https://cdn.meranti4pl.example;");
      expect(csp).toContain("media-src 'self' https://cdn.meranti4pl.example;");
      expect(csp).toContain("script-src 'self';");
    } finally {
      await secure.close();
    }
  });
});

describe('same origin only', () => {
  it('refuses a POST from another site, accepts one from this origin', async () => {
    const evil = await app.post('/api/contact', fullEnquiry(), { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.json).toEqual({ success: false, error: 'Cross-origin requests are not allowed' });
    const crossSite = await app.post('/api/leads', {}, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const own = await app.post('/api/contact', fullEnquiry(), { origin: app.url, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
  });
});

describe('rate limit', () => {
  it('answers 429 with the envelope once a client has used its burst; other clients are not affected', async () => {
    const limited = await startApp({ rateLimitPerMinute: 6, rateLimitBurst: 3 });
    try {
      const client = { 'x-forwarded-for': '203.0.113.7' };
      for (let i = 0; i < 3; i++) expect((await limited.post('/api/contact', {}, client)).status).toBe(400);
      const over = await limited.post('/api/contact', fullEnquiry(), client);
      expect(over.status).toBe(429);
      expect(over.json).toEqual({ success: false, error: expect.stringContaining('Too many requests') });
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      // express-rate-limit: 3 requests per 30 s window (6 a minute), the IETF headers on every answer.
      expect(over.headers.get('ratelimit-policy')).toBe('3;w=30');
      expect(over.headers.get('ratelimit')).toMatch(/^limit=3, remaining=0, reset=\d+$/);
      expect((await limited.post('/api/leads', {}, client)).status).toBe(429);
      expect((await limited.post('/api/contact', {}, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(400);
      expect(limited.meranti.store.pendingCount).toBe(0);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/use-cases/:slug', () => {
  // Every shared record (the six fixed case studies and the one the generic page shows).
  const slugs = useCases.map((u) => [u.slug, u.category, u.industry] as const);

  it.each(slugs)('%s → { data } with JSON-encoded lists', async (slug, category, industry) => {
    const res = await fetch(`${app.url}/api/use-cases/${slug}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data.slug).toBe(slug);
    expect(data.href).toBe(`/use-cases/${slug}`);
    expect(data.category).toBe(category);
    expect(data.industry).toBe(industry);
    expect(data.showDetailedPage).toBe(true);
    for (const key of ['challenges', 'solutions', 'detailedMetrics']) {
      expect(typeof data[key]).toBe('string');
      expect(Array.isArray(JSON.parse(data[key] as string))).toBe(true);
    }
    expect(data.metrics).toHaveLength(3);
    for (const key of [
      'id',
      'title',
      'challenge',
      'result',
      'tags',
      'heroSubtitle',
      'heroDescription',
      'challengeDescription',
      'createdAt',
      'updatedAt',
    ])
      expect(data[key]).toBeTruthy();
  });

  it.each(['unknown', 'ecommerce-scaling', 'LUXURY-BRAND-STANDARDS', '__proto__', 'constructor', '..%2f..%2fetc', 'a'.repeat(300), '%00'])(
    '%s → 404 { error }',
    async (slug) => {
      const res = await raw(`/api/use-cases/${slug}`);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ success: false, error: 'Use case not found' });
    },
  );
});

describe('use-case test fixtures (USE_CASE_TEST_FIXTURES)', () => {
  const fixtures = ['test-fixture-json-strings', 'test-fixture-malformed-json', 'test-fixture-empty-data'];

  it.each(fixtures)('%s is unknown without the flag: API 404, page 404', async (slug) => {
    expect((await raw(`/api/use-cases/${slug}`)).status).toBe(404);
    const siteApp = await startApp({ siteDir });
    try {
      expect((await fetch(`${siteApp.url}/use-cases/${slug}`)).status).toBe(404);
    } finally {
      await siteApp.close();
    }
  });

  it('with the flag: the fixtures are served as they are, and their pages answer 200', async () => {
    const withFixtures = await startApp({ siteDir, useCaseTestFixtures: true });
    try {
      const json = (await (await fetch(`${withFixtures.url}/api/use-cases/test-fixture-json-strings`)).json()) as any;
      expect(typeof json.data.challenges).toBe('string');
      expect(JSON.parse(json.data.challenges).map((c: { icon?: string }) => c.icon)).toEqual(['Rocket', undefined, 'Truck']);
      const malformed = (await (await fetch(`${withFixtures.url}/api/use-cases/test-fixture-malformed-json`)).json()) as any;
      expect(() => JSON.parse(malformed.data.challenges)).toThrow();
      const empty = await fetch(`${withFixtures.url}/api/use-cases/test-fixture-empty-data`);
      expect(empty.status).toBe(200);
      expect(await empty.json()).toEqual({ data: null });
      for (const slug of fixtures) expect((await fetch(`${withFixtures.url}/use-cases/${slug}`)).status).toBe(200);
      // The real records are still there.
      expect((await fetch(`${withFixtures.url}/api/use-cases/retail-brand-growth`)).status).toBe(200);
    } finally {
      await withFixtures.close();
    }
  });
});

describe('health and unknown API paths', () => {
  it('GET /healthz', async () => {
    const res = await fetch(`${app.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
  it('unknown /api paths answer the JSON envelope', async () => {
    const res = await raw('/api/nothing/here');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ success: false, error: 'Not found' });
  });
});
