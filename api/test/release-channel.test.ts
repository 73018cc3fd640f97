/**
 * Release channels against the real app on a real site folder: a canary's share of visitors (by
 * their bucket cookie) and preview-link holders get an area's candidate pages and a remotes.json
 * naming the candidate build; everyone else gets the live site. `_candidates.json` is followed
 * without a restart.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeWhole } from '../src/fs/write-whole.mjs';
import {
  BUCKET_COOKIE,
  CANDIDATES_FILE,
  type Candidate,
  type CandidateState,
  candidatePagesFolder,
  PREVIEW_COOKIE,
} from '../src/releases/candidates';
import { previewSecret, signPreviewToken } from '../src/releases/preview-token';
import { closeAfterEach, makeSite, startApp, type TestApp } from './helpers';

const SECRET = 'the-preview-secret-of-these-tests-0123456789';
const LIVE = 'abc123def456';
const CANDIDATE = 'cafe00000001';
const ENTRY = `/mfe/resources/${CANDIDATE}/remoteEntry.js`;
const LIVE_REMOTES = {
  resources: { buildId: LIVE, entry: `/mfe/resources/${LIVE}/remoteEntry.js` },
  contact: { buildId: 'b1b1b1b1b1b1', entry: '/mfe/contact/b1b1b1b1b1b1/remoteEntry.js' },
};
const CANDIDATE_PAGE =
  '<!doctype html><html><head><title>Calculators (candidate)</title></head><body class="page"><main id="root">new</main></body></html>';

let siteDir: string;
let app: TestApp;

/** A raw request (fetch would follow redirects and decompress). */
function get(target: string, { cookies = {} as Record<string, string | number>, headers = {} as Record<string, string>, on = app } = {}) {
  const { port } = new URL(on.url);
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer; setCookies: string[] }>(
    (resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: target, headers: { ...(cookie ? { cookie } : {}), ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: bytes.toString('utf8'),
            bytes,
            setCookies: res.headers['set-cookie'] ?? [],
          });
        });
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const candidate = (overrides: Partial<Candidate> = {}): Candidate => ({
  buildId: CANDIDATE,
  entry: ENTRY,
  live: LIVE,
  mode: 'canary',
  pages: candidatePagesFolder('resources', CANDIDATE),
  share: 50,
  stages: [5, 50, 100],
  stage: 1,
  since: '2026-11-29T10:00:00.000Z',
  stageSince: '2026-11-29T10:30:00.000Z',
  by: 'ci-resources',
  ...overrides,
});

const preview = (overrides: Partial<Candidate> = {}) =>
  candidate({ mode: 'preview', share: 0, stages: undefined, stage: undefined, stageSince: undefined, ...overrides });

const stage = (candidates: CandidateState['candidates']) =>
  writeWhole(path.join(siteDir, CANDIDATES_FILE), JSON.stringify({ version: 1, candidates } satisfies CandidateState));

const token = (overrides: { area?: 'resources' | 'contact'; buildId?: string; expiresAt?: number } = {}, secret = SECRET) =>
  signPreviewToken({ area: 'resources', buildId: CANDIDATE, expiresAt: Date.now() + 3_600_000, ...overrides }, secret);

/** What a visitor reads of a page: its text, tags stripped. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ');

const track = closeAfterEach();

beforeAll(async () => {
  ({ siteDir } = await makeSite());
  await fs.writeFile(path.join(siteDir, 'remotes.json'), JSON.stringify(LIVE_REMOTES));
  const pages = path.join(siteDir, candidatePagesFolder('resources', CANDIDATE));
  const files: Record<string, string | Buffer> = {
    'resources/calculators/index.html': CANDIDATE_PAGE,
    'resources/calculators/index.html.br': zlib.brotliCompressSync(CANDIDATE_PAGE),
    'resources/new-tool/index.html': '<!doctype html><title>A page only the candidate has</title>',
    'blog/1/index.html': '<!doctype html><title>Article one (candidate)</title>',
    '_fallback/blogArticle.html': '<!doctype html><title>Article Not Found (candidate)</title>',
  };
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(pages, file)), { recursive: true });
    await fs.writeFile(path.join(pages, file), content);
  }
  app = await startApp({ siteDir, previewSecret: SECRET, siteReloadCheckMs: 50 });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await fs.rm(path.join(siteDir, CANDIDATES_FILE), { force: true });
  // The app looks at the state file at most every 50 ms here: let it see this test's.
  await new Promise((r) => setTimeout(r, 120));
});

describe('no candidate staged', () => {
  it('pages and remotes.json as ever, varying by Cookie; no cookie is set, a bucket cookie changes nothing', async () => {
    for (const cookies of [{}, { [BUCKET_COOKIE]: 3 }] as Record<string, number>[]) {
      const page = await get('/resources/calculators', { cookies });
      expect(page.status).toBe(200);
      expect(page.body).toContain('<title>Calculators</title>');
      expect(page.headers.vary).toMatch(/Accept-Encoding/);
      expect(page.headers.vary).toMatch(/Cookie/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['x-release-channel']).toBe('live');
      expect(page.setCookies).toEqual([]);
      const remotes = await get('/remotes.json', { cookies });
      expect(JSON.parse(remotes.body)).toEqual(LIVE_REMOTES);
      expect(remotes.headers.vary).toMatch(/Cookie/);
      expect(remotes.setCookies).toEqual([]);
    }
    // The candidates' folders are never served by name.
    expect((await get(`/${candidatePagesFolder('resources', CANDIDATE)}/resources/calculators/index.html`)).status).toBe(404);
    expect((await get(`/${CANDIDATES_FILE}`)).status).toBe(404);
  });
});

describe('canary', () => {
  beforeEach(() => stage({ resources: candidate({ share: 50 }) }));

  it('a new visitor draws a bucket (0–99, kept 30 days) and gets the channel it says', async () => {
    await expect.poll(async () => (await get('/contact')).setCookies.length, { timeout: 3000 }).toBe(1);
    const first = await get('/resources/calculators');
    expect(first.setCookies).toHaveLength(1);
    const [cookie] = first.setCookies as [string];
    expect(cookie).toMatch(new RegExp(`^${BUCKET_COOKIE}=(\\d+); Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax$`));
    const bucket = Number(/=(\d+);/.exec(cookie)?.[1]);
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(100);
    expect(first.headers['x-release-channel']).toBe(bucket < 50 ? 'candidate' : 'live');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // With the cookie, no new one.
    expect((await get('/resources/calculators', { cookies: { [BUCKET_COOKIE]: bucket } })).setCookies).toEqual([]);
    // Not for a file that is not a page.
    expect((await get('/assets/app-abc123.js')).setCookies).toEqual([]);
  });

  it('a bucket below the share gets the candidate pages of its area and remotes.json naming the candidate', async () => {
    const cookies = { [BUCKET_COOKIE]: 10 };
    await expect
      .poll(async () => (await get('/resources/calculators', { cookies })).headers['x-release-channel'], { timeout: 3000 })
      .toBe('candidate');
    const page = await get('/resources/calculators', { cookies });
    expect(page.status).toBe(200);
    expect(page.body).toBe(CANDIDATE_PAGE);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toMatch(/Cookie/);
    expect(page.setCookies).toEqual([]);
    // Its precompressed copy, as for any page.
    const br = await get('/resources/calculators', { cookies, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.bytes).toString()).toBe(CANDIDATE_PAGE);
    // A page only the candidate has; the detail route's pages and fallback of the candidate.
    expect((await get('/resources/new-tool', { cookies })).status).toBe(200);
    expect((await get('/blog/1', { cookies })).body).toContain('Article one (candidate)');
    const unknown = await get('/blog/99', { cookies });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('Article Not Found (candidate)');
    expect(unknown.headers['x-release-channel']).toBe('candidate');
    // Another area's page: the live file.
    const contact = await get('/contact', { cookies });
    expect(contact.body).toContain('<title>Contact</title>');
    expect(contact.headers['x-release-channel']).toBe('live');
    expect(contact.headers['cache-control']).toBe('no-cache');

    const remotes = await get('/remotes.json', { cookies, headers: { 'accept-encoding': 'gzip, br' } });
    expect(remotes.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(remotes.headers['cache-control']).toBe('private, no-cache');
    expect(remotes.headers.vary).toMatch(/Cookie/);
    const json = remotes.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(remotes.bytes).toString() : remotes.body;
    expect(JSON.parse(json)).toEqual({ ...LIVE_REMOTES, resources: { buildId: CANDIDATE, entry: ENTRY, channel: 'candidate' } });
  });

  it('a bucket at or above the share gets the live site', async () => {
    const cookies = { [BUCKET_COOKIE]: 80 };
    await expect.poll(async () => (await get('/contact')).setCookies.length, { timeout: 3000 }).toBe(1);
    const page = await get('/resources/calculators', { cookies });
    expect(page.body).toContain('<title>Calculators</title>');
    expect(page.headers['x-release-channel']).toBe('live');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await get('/resources/new-tool', { cookies })).status).toBe(404);
    expect(JSON.parse((await get('/remotes.json', { cookies })).body)).toEqual(LIVE_REMOTES);
    expect((await get('/contact', { cookies })).body).toContain('<title>Contact</title>');
  });

  it('follows the state file without a restart: share 0, then the candidate withdrawn', async () => {
    const cookies = { [BUCKET_COOKIE]: 10 };
    const channel = async () => (await get('/resources/calculators', { cookies })).headers['x-release-channel'];
    await expect.poll(channel, { timeout: 3000 }).toBe('candidate');
    await stage({ resources: candidate({ share: 0 }) }); // halted: nobody gets it
    const started = Date.now();
    await expect.poll(channel, { timeout: 3000, interval: 50 }).toBe('live');
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await get('/resources/calculators')).setCookies).toEqual([]); // share 0: nobody to put in a bucket
    await stage({ resources: candidate({ share: 50 }) });
    await expect.poll(channel, { timeout: 3000, interval: 50 }).toBe('candidate');
    await stage({});
    await expect.poll(channel, { timeout: 3000, interval: 50 }).toBe('live');
    expect(JSON.parse((await get('/remotes.json', { cookies })).body)).toEqual(LIVE_REMOTES);
  });

  it('a state file that is not one serves everyone the live site', async () => {
    await fs.writeFile(path.join(siteDir, CANDIDATES_FILE), '{"version":1,"candidates":{"resources":{"buildId":"not-hex"}}}');
    await new Promise((r) => setTimeout(r, 120));
    const page = await get('/resources/calculators', { cookies: { [BUCKET_COOKIE]: 0 } });
    expect(page.headers['x-release-channel']).toBe('live');
    expect(page.setCookies).toEqual([]);
  });
});

describe('preview', () => {
  beforeEach(async () => {
    await stage({ resources: preview() });
    await new Promise((r) => setTimeout(r, 120));
  });

  it('a valid link sets the preview cookie and sends the visitor on without the token', async () => {
    const link = token();
    const res = await get(`/resources/calculators?utm_source=mail&preview=${link}&x=1`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/resources/calculators?utm_source=mail&x=1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.setCookies).toHaveLength(1);
    const [cookie] = res.setCookies as [string];
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(cookie).toBe(`${PREVIEW_COOKIE}=${link}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`);
    expect(maxAge).toBeGreaterThan(3590);
    expect(maxAge).toBeLessThanOrEqual(3600);
  });

  it('with the cookie: the candidate pages with the banner, never stored, never indexed', async () => {
    const cookies = { [PREVIEW_COOKIE]: token() };
    const page = await get('/resources/calculators', { cookies, headers: { 'accept-encoding': 'identity' } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Calculators (candidate)</title>');
    expect(textOf(page.body)).toContain(`Preview of resources ${CANDIDATE} · Leave preview`);
    // Right after <body>, outside the page's root; the page keeps room for it at its end.
    expect(page.body).toMatch(
      /<body class="page"><style>body\{padding-bottom:30px\}<\/style><div id="meranti-preview-banner"[^>]*>Preview of/,
    );
    expect(page.body).toContain('href="?preview=leave"');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['x-release-channel']).toBe('preview');
    expect(page.headers.vary).toMatch(/Cookie/);
    expect(page.setCookies).toEqual([]);
    // Never the page's precompressed copy (it has no banner): the page as read, compressed on the fly if at all.
    const br = await get('/resources/calculators', { cookies, headers: { 'accept-encoding': 'br' } });
    const decoded = br.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(br.bytes).toString() : br.body;
    expect(textOf(decoded)).toContain(`Preview of resources ${CANDIDATE} · Leave preview`);
    // Another area's page: the live file, still marked and kept out of caches and indexes.
    const contact = await get('/contact', { cookies });
    expect(contact.body).toContain('<title>Contact</title>');
    expect(textOf(contact.body)).toContain('Leave preview');
    expect(contact.headers['x-release-channel']).toBe('preview');
    expect(contact.headers['cache-control']).toBe('private, no-store');
    // The not-found page too.
    const missing = await get('/no-such-page', { cookies });
    expect(missing.status).toBe(404);
    expect(textOf(missing.body)).toContain('Leave preview');
    const remotes = await get('/remotes.json', { cookies });
    expect(JSON.parse(remotes.body)).toEqual({ ...LIVE_REMOTES, resources: { buildId: CANDIDATE, entry: ENTRY, channel: 'preview' } });
    expect(remotes.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['signed with another secret', () => token({}, 'someone-elses-secret-of-32-characters-or-more'), 'This preview link is not valid'],
    [
      'whose payload was changed',
      () => {
        const [, signature] = token().split('.');
        const payload = Buffer.from(
          JSON.stringify({ area: 'resources', buildId: CANDIDATE, expiresAt: Date.now() + 864e5 * 365 }),
        ).toString('base64url');
        return `${payload}.${signature}`;
      },
      'This preview link is not valid',
    ],
    ['cut short', () => token().slice(0, 20), 'This preview link is not valid'],
    ['expired', () => token({ expiresAt: Date.now() - 1000 }), 'This preview link has expired'],
    ['for a build not staged', () => token({ buildId: 'beef00000002' }), 'This preview is over'],
    ['for an area with nothing staged', () => token({ area: 'contact' }), 'This preview is over'],
  ])('a link %s: 403 saying why, no cookie', async (_what, link, message) => {
    const res = await get(`/resources/calculators?preview=${encodeURIComponent(link())}`);
    expect(res.status).toBe(403);
    expect(res.body).toContain(message);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.setCookies).toEqual([]);
  });

  it('?preview=leave clears the cookie and goes back to the page', async () => {
    const res = await get('/resources/calculators?preview=leave', { cookies: { [PREVIEW_COOKIE]: token() } });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/resources/calculators');
    expect(res.setCookies).toEqual([`${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`]);
    // Never to another site, however the path is spelled.
    for (const target of ['//evil.example/?preview=leave', '/\\evil.example/?preview=leave'])
      expect((await get(target)).headers.location).toBe('/evil.example/');
  });

  it('without a link or its cookie, a preview is never served — a bucket cookie changes nothing', async () => {
    for (const cookies of [{}, { [BUCKET_COOKIE]: 0 }, { [PREVIEW_COOKIE]: 'not-a-token' }] as Record<string, string | number>[]) {
      const page = await get('/resources/calculators', { cookies });
      expect(page.body).toContain('<title>Calculators</title>');
      expect(page.headers['x-release-channel']).toBe('live');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect((await get('/resources/new-tool', { cookies })).status).toBe(404);
      expect(JSON.parse((await get('/remotes.json', { cookies })).body)).toEqual(LIVE_REMOTES);
    }
    // A cookie that no longer holds is cleared.
    expect((await get('/contact', { cookies: { [PREVIEW_COOKIE]: 'not-a-token' } })).setCookies).toEqual([
      `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
    ]);
  });

  it('once the candidate is withdrawn, its preview cookie shows the live site and is cleared', async () => {
    const cookies = { [PREVIEW_COOKIE]: token() };
    expect((await get('/resources/calculators', { cookies })).headers['x-release-channel']).toBe('preview');
    await stage({});
    await expect
      .poll(async () => (await get('/resources/calculators', { cookies })).headers['x-release-channel'], { timeout: 3000 })
      .toBe('live');
    const page = await get('/resources/calculators', { cookies });
    expect(page.body).toContain('<title>Calculators</title>');
    expect(page.setCookies).toEqual([`${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`]);
  });
});

describe('the preview secret and an https site', () => {
  it('without PREVIEW_SECRET, a link signed with DATA_DIR/preview-secret (as the scripts do) is accepted; cookies are Secure', async () => {
    await stage({ resources: preview() });
    const secure = track(await startApp({ siteDir, siteUrl: 'https://www.meranti4pl.example' }));
    const link = token({}, previewSecret({ previewSecret: undefined, dataDir: secure.dataDir }));
    const res = await get(`/resources/calculators?preview=${link}`, { on: secure });
    expect(res.status).toBe(303);
    expect(res.setCookies[0]).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    expect((await get('/resources/calculators', { on: secure, cookies: { [PREVIEW_COOKIE]: link } })).body).toContain('(candidate)');
    expect((await get(`/resources/calculators?preview=${token()}`, { on: secure })).status).toBe(403);
  });
});
