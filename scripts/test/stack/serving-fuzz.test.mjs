// The two servers answer alike: a differential fuzz test (fast-check). Thousands of generated
// request paths — every file and route of the built site, then mangled: encoded separators and
// dots, double encoding, dot and empty segments, backslashes, NUL, unicode (percent-encoded, and
// raw bytes), case changes, trailing slashes, queries, very long paths — each sent to the API's
// own static server (as `npm start` serves it) and to Caddy with the generated configuration in
// front of the same API (as `npm run stack` serves it: Caddy answers the immutable files, the API
// everything else, ADR 23; with the balancer's secret, as the stack runs it). For each: the same status, the same body (digest of the decoded
// bytes), the same headers a browser or a cache acts on; and on both, no never-served file by any
// spelling (the release log, the route files, dot-files, a copy's raw bytes, the 404 page as a
// 200, anything outside the site), no redirect off the site and no redirect loop.
// `npm test` runs 10,000 paths with a fixed seed; `npm run fuzz` runs more (FUZZ_PATHS, default
// 100,000) with a random seed, which it prints (FUZZ_SEED=<seed> runs one again).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, tmpDir } from '../../../api/test/helpers.ts';
import { caddyBinary, caddyEnv } from '../../lib/stack/caddy.mjs';
import { caddyConfig } from '../../lib/stack/caddy-config.mjs';
import { copySite } from '../../lib/stack/site-copies.mjs';
import { freePorts, ROOT, waitFor } from './harness.mjs';

const PATHS = Number(process.env.FUZZ_PATHS ?? 10_000);
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 26);
const CONCURRENCY = 12;

let api;
let caddy;
let lbPort;
let apiPort;
let served;
const agents = {
  api: new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY }),
  lb: new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY }),
};

const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');
/** Every file under `dir`, as the URL path that would name it. */
function filesOf(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = `${prefix}/${e.name}`;
    if (e.isDirectory()) return filesOf(path.join(dir, e.name), rel);
    return e.isFile() || e.isSymbolicLink() ? [rel] : [];
  });
}

// What must never be served, by any spelling: digests of the raw bytes.
const forbidden = new Map();
let notFoundPage;

beforeAll(async () => {
  const work = tmpDir('fuzz');
  served = await copySite(path.join(ROOT, '.site'), path.join(work, 'copies'));
  // What a live site holds besides the build: the release log (who deployed), a dot-file, and a
  // secret beside the site folder.
  fs.writeFileSync(path.join(served, 'releases.ndjson'), '{"action":"deploy","area":"contact","by":"jane.operator"}\n');
  fs.writeFileSync(path.join(served, '.env'), 'DATABASE_URL=postgres://secret\n');
  fs.writeFileSync(path.join(work, 'copies', 'secret.txt'), 'TOP SECRET\n');
  for (const rel of ['releases.ndjson', '.env', '_redirects.json', '_routes.json'])
    if (fs.existsSync(path.join(served, rel))) forbidden.set(sha(fs.readFileSync(path.join(served, rel))), `/${rel}`);
  forbidden.set(sha(fs.readFileSync(path.join(work, 'copies', 'secret.txt'))), '../secret.txt');
  for (const rel of filesOf(served).filter((f) => /\.(br|gz)$/.test(f))) forbidden.set(sha(fs.readFileSync(path.join(served, rel))), rel);
  notFoundPage = sha(fs.readFileSync(path.join(served, '404.html')));

  const balancerSecret = 'fuzz-balancer-secret-0123456789';
  api = await startApp({ siteDir: served, balancerSecret, logLevel: 'silent' });
  apiPort = Number(new URL(api.url).port);
  [lbPort] = await freePorts(1);
  const config = caddyConfig({
    listen: [`127.0.0.1:${lbPort}`],
    siteRoot: served,
    upstreams: [`127.0.0.1:${apiPort}`],
    balancerSecret,
    adminSocket: path.join(work, 'admin.sock'),
    storageDir: path.join(work, 'caddy-data'),
    siteUrl: 'http://127.0.0.1',
  });
  fs.writeFileSync(path.join(work, 'caddy.json'), JSON.stringify(config));
  caddy = spawn(caddyBinary(), ['run', '--config', path.join(work, 'caddy.json')], {
    env: { ...process.env, ...caddyEnv(work) },
    stdio: 'ignore',
  });
  await waitFor(async () => (await send('lb', '/').catch(() => ({ status: 0 }))).status === 200, { what: 'Caddy to serve' });
});
afterAll(async () => {
  caddy?.kill('SIGTERM');
  agents.api.destroy();
  agents.lb.destroy();
  await api?.close();
});

/** One request; the path goes out exactly as written. */
function send(to, target, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: to === 'api' ? apiPort : lbPort,
        path: target,
        method,
        headers,
        agent: agents[to],
        timeout: 30_000,
        // A redirect repeats a long path in Location.
        maxHeaderSize: 128 * 1024,
      },
      (res) => {
        const chunks = [];
        res.on('data', (d) => chunks.push(d));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${to} did not answer ${target} in 30 s`)));
    req.on('error', reject);
    req.end();
  });
}

const decode = (res) => {
  const enc = res.headers['content-encoding'];
  if (res.bytes.length === 0) return res.bytes; // HEAD
  if (enc === 'br') return zlib.brotliDecompressSync(res.bytes);
  if (enc === 'gzip') return zlib.gunzipSync(res.bytes);
  return res.bytes;
};
const SECURITY = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy'];
/** What a browser or a cache acts on (validators aside: each server's ETag is its own, ADR 23). */
const observed = (res) => ({
  status: res.status,
  location: res.headers.location,
  allow: res.headers.allow,
  contentType: res.headers['content-type'],
  cacheControl: res.headers['cache-control'],
  vary: res.headers.vary,
  compressed: Boolean(res.headers['content-encoding']),
  retryAfter: res.headers['retry-after'],
  ...Object.fromEntries(SECURITY.map((h) => [h, res.headers[h]])),
  body: sha(decode(res)),
});

// ---------------------------------------------------------------- the paths

/** The site's own paths: every file, every page, the redirects' sources, detail routes with made-up values. */
function sitePaths() {
  const files = filesOf(served);
  const pages = files.filter((f) => f.endsWith('/index.html')).map((f) => f.slice(0, -'/index.html'.length) || '/');
  const read = (name, fallback) =>
    fs.existsSync(path.join(served, name)) ? JSON.parse(fs.readFileSync(path.join(served, name), 'utf8')) : fallback;
  const redirects = read('_redirects.json', []).map((r) => r.from);
  const details = Object.values(read('_routes.json', { routes: {} }).routes).flatMap((r) => [
    r.pattern.replace(/:[^/]+/g, 'no-such-thing'),
    ...(r.known ?? []).slice(0, 3),
  ]);
  // Spellings Caddy was once found serving (the release log, the 404 page, a copy) or the API looping on.
  const known = ['/releases.ndjson%2F', '/index.html.gz%2F', '/404.html%2F', '/contact%2F', '/_redirects.json%2f'];
  return [...new Set(['/', '/404', '/api', '/api/contact', '/healthz', ...known, ...files, ...pages, ...redirects, ...details])];
}

const hex = (c, lower) => {
  const h = c.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${lower ? h : h.toUpperCase()}`;
};
/** Ways to spell a path otherwise: each takes the path and two numbers (where, and how). */
const MANGLE = {
  encodeChar: (p, at, how) => {
    const i = 1 + (at % Math.max(1, p.length - 1));
    return p.slice(0, i) + (p[i] && p[i].charCodeAt(0) < 128 ? hex(p[i], how % 2) : '') + p.slice(i + 1);
  },
  encodeSeparator: (p, at, how) => {
    const slashes = [...p.matchAll(/\//g)].map((m) => m.index).filter((i) => i > 0);
    const i = slashes.length ? slashes[at % slashes.length] : p.length;
    return `${p.slice(0, i)}${['%2F', '%2f', '%5C', '%5c', '\\'][how % 5]}${p.slice(i + 1)}`;
  },
  encodeDots: (p, _at, how) => p.replaceAll('.', ['%2E', '%2e', '%252E', '.'][how % 4]),
  doubleEncode: (p) => p.replaceAll('%', '%25'),
  trailing: (p, _at, how) => p + ['/', '//', '%2F', '/.', '/..', '%2f%2F', '%2e', '/%2e%2e/'][how % 8],
  segment: (p, at, how) => {
    const parts = p.split('/');
    const i = 1 + (at % Math.max(1, parts.length - 1));
    const inserted = [
      '.',
      '..',
      '',
      '%2e%2e',
      '.%2e',
      '..%5c',
      '%00',
      '%zz',
      '%',
      '%C3%A9',
      '%E9',
      'é',
      '\u00ff',
      'ü',
      '..%2f..%2f..%2fsecret.txt',
      '%c0%ae%c0%ae',
      '_fallback',
      '.env',
      '%20',
      '+',
      ';x=1',
      'A',
    ][how % 22];
    return [...parts.slice(0, i), inserted, ...parts.slice(i)].join('/');
  },
  unicode: (p, _at, how) => p + encodeURIComponent(['é', 'ｃｏｎｔａｃｔ', 'ß', '新加坡', '\u200b', '\u0130', '🚚', 'مرحبا'][how % 8]),
  rawByte: (p, at, how) => {
    const i = 1 + (at % Math.max(1, p.length - 1));
    return p.slice(0, i) + String.fromCharCode(0x80 + (how % 128)) + p.slice(i);
  },
  changeCase: (p, at) => {
    const i = at % Math.max(1, p.length);
    return p.slice(0, i) + p.slice(i).replace(/[a-z]/, (c) => c.toUpperCase());
  },
  long: (p, at, how) => {
    const size = [300, 2_000, 8_000, 15_000, 20_000][how % 5];
    const segment = ['a', '..', 'assets', '%2e', 'x'.repeat(250)][at % 5];
    return `${p.replace(/\/$/, '')}/${Array.from({ length: Math.ceil(size / (segment.length + 1)) }, () => segment).join('/')}`.slice(
      0,
      size,
    );
  },
  query: (p, _at, how) => `${p}?${['utm_source=x', 'a=%2F..%2F', '', 'x=1&y=/../', 'q=%00'][how % 5]}`,
  backslashes: (p) => p.replaceAll('/', '\\').replace(/^\\/, '/'),
};
const ENCODINGS = [undefined, 'gzip', 'br, gzip', 'gzip, deflate, br', 'br;q=0, gzip', 'identity'];

function requestArb(bases) {
  const op = fc.tuple(fc.constantFrom(...Object.keys(MANGLE)), fc.nat(), fc.nat());
  return fc
    .record({
      base: fc.constantFrom(...bases),
      ops: fc.array(op, { maxLength: 3 }),
      encoding: fc.constantFrom(...ENCODINGS),
      head: fc.nat(9).map((n) => n === 0),
    })
    .map(({ base, ops, encoding, head }) => ({
      target: ops.reduce((p, [name, at, how]) => MANGLE[name](p, at, how), base),
      method: head ? 'HEAD' : 'GET',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    }));
}

const INVALID_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
/** Go's HTTP server refuses some request targets itself, before any route (an invalid escape): no answer of ours. */
const refusedByCaddysServer = (res) => res.status === 400 && res.headers['content-security-policy'] === undefined;

describe('the API and the load balancer answer alike', () => {
  it(
    `${PATHS} generated paths (seed ${SEED}): same status, body and headers; nothing never-served; no loop, no off-site redirect`,
    async () => {
      console.log(`[fuzz] ${PATHS} paths, seed ${SEED} (FUZZ_SEED=${SEED} runs them again)`);
      const bases = sitePaths();
      // FUZZ_TARGETS='["/a%2F", …]' sends those (GET, each Accept-Encoding) instead: to look at a failure again.
      const requests = process.env.FUZZ_TARGETS
        ? JSON.parse(process.env.FUZZ_TARGETS).flatMap((target) =>
            ENCODINGS.map((e) => ({ target, method: 'GET', headers: e ? { 'accept-encoding': e } : {} })),
          )
        : fc.sample(requestArb(bases), { numRuns: PATHS, seed: SEED });
      if (process.env.FUZZ_TARGETS)
        for (const { target } of requests.slice(0, 1))
          for (const to of ['api', 'lb']) {
            const res = await send(to, target).catch((err) => ({ error: err.message }));
            console.log(to, res.status ?? res.error, JSON.stringify(res.headers), res.bytes?.toString().slice(0, 200));
          }
      const problems = [];
      const redirects = new Map();
      const started = performance.now();
      let next = 0;
      let servedByLb = 0;
      const check = async ({ target, method, headers }) => {
        const say = (what) =>
          problems.push(
            `${method} ${JSON.stringify(target.length > 200 ? `${target.slice(0, 200)}…(${target.length})` : target)} [${headers['accept-encoding'] ?? '-'}]: ${what}`,
          );
        const [fromApi, fromLb] = await Promise.all(
          ['api', 'lb'].map((to) => send(to, target, { method, headers }).catch((err) => ({ error: err.code ?? err.message }))),
        );
        // A target Node's HTTP client will not send (it refuses some characters itself) is no request.
        if (['ERR_UNESCAPED_CHARACTERS', 'ERR_INVALID_CHAR'].includes(fromApi.error)) return;
        // Go's server refuses an invalid escape itself (400, before any route); to a HEAD the client
        // cannot even read that answer (it carries a body). The API refuses it with 400 too.
        if (fromLb.error && method === 'HEAD' && INVALID_ESCAPE.test(target) && fromApi.status === 400) return;
        if (fromApi.error || fromLb.error) {
          say(`no answer: API ${fromApi.error ?? fromApi.status}, Caddy ${fromLb.error ?? fromLb.status}`);
          return;
        }
        if (
          fromLb.headers['cache-control'] === 'public, max-age=31536000, immutable' &&
          fromLb.headers.etag &&
          !fromLb.headers.etag.startsWith('W/')
        )
          servedByLb++;
        for (const [who, res] of [
          ['API', fromApi],
          ['Caddy', fromLb],
        ]) {
          // A copy's bytes are fine as the encoded form of its file (Content-Encoding), never as a file.
          const body = sha(res.headers['content-encoding'] ? decode(res) : res.bytes);
          if (res.status < 300 && forbidden.has(body)) say(`${who} served ${forbidden.get(body)} (${res.status})`);
          if (res.status === 200 && method === 'GET' && sha(decode(res)) === notFoundPage) say(`${who} served the 404 page with 200`);
          const location = res.headers.location;
          if (location !== undefined) {
            if (!location.startsWith('/') || /^\/[/\\]/.test(location)) say(`${who} redirected off the site: ${location}`);
            if (location === target) say(`${who} redirected to itself`);
            else if (who === 'API') redirects.set(location, target);
          }
          if (res.status >= 500) say(`${who} answered ${res.status}`);
        }
        if (refusedByCaddysServer(fromLb)) {
          if (fromApi.status !== 400) say(`Caddy's server refused it (400), the API answered ${fromApi.status}`);
          return;
        }
        const a = observed(fromApi);
        const b = observed(fromLb);
        const differs = Object.keys(a).filter((k) => a[k] !== b[k]);
        if (differs.length)
          say(
            `${a.status}/${b.status} differs in ${differs.map((k) => `${k}: API ${JSON.stringify(a[k])} / Caddy ${JSON.stringify(b[k])}`).join('; ')}`,
          );
      };
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < requests.length) {
            const i = next++;
            await check(requests[i]);
            if (i > 0 && i % 10_000 === 0)
              console.log(
                `[fuzz] ${i} paths in ${((performance.now() - started) / 1000).toFixed(1)} s, ${problems.length} problem(s) so far`,
              );
          }
        }),
      );
      // Every redirect target, followed: never back, never a chain.
      for (const [location, from] of redirects) {
        let at = location;
        for (let hop = 0; hop < 5; hop++) {
          const res = await send('api', at);
          if (res.headers.location === undefined) break;
          if (hop === 4 || res.headers.location === from)
            problems.push(`${JSON.stringify(from)} → ${location} → … loops (${res.headers.location})`);
          at = res.headers.location;
        }
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `[fuzz] ${requests.length} paths in ${seconds.toFixed(1)} s (${Math.round(requests.length / seconds)}/s), ${servedByLb} answered by Caddy from its files, ${redirects.size} distinct redirects followed, ${problems.length} problem(s)`,
      );
      expect(problems.slice(0, 25), `seed ${SEED}: ${problems.length} problem(s)`).toEqual([]);
    },
    Math.max(180_000, PATHS * 25),
  );
});
