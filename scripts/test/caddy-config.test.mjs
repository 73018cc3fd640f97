// The load balancer's configuration generator: the Caddy JSON it writes (ADR 23: Caddy serves the
// immutable files of plain paths itself and hands everything else to the API). That Caddy accepts
// it, and answers as the API does, is proven in scripts/test/stack/ (lb-serves-like-the-api,
// serving-fuzz).
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { securityHeaderList } from '../../api/src/http/security.ts';
import { servedByBalancer } from '../../api/src/http/site-rules.ts';
import { makeSite } from '../../api/test/helpers.ts';
import { caddyConfig, readSiteRoutes } from '../lib/stack/caddy-config.mjs';

let site;
const write = async (rel, body) => {
  await fs.mkdir(path.dirname(path.join(site, rel)), { recursive: true });
  await fs.writeFile(path.join(site, rel), typeof body === 'string' ? body : JSON.stringify(body));
};
beforeEach(async () => {
  ({ siteDir: site } = await makeSite());
});
afterEach(() => fs.rm(path.dirname(site), { recursive: true, force: true }));

const generate = (overrides = {}) =>
  caddyConfig({
    listen: [':3000'],
    siteRoot: '/srv/site/current',
    upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
    balancerSecret: 'stack-made-secret-0123456789',
    adminSocket: '/run/stack/lb-admin.sock',
    storageDir: '/run/stack/caddy',
    siteUrl: 'http://localhost:3000',
    ...overrides,
  });

/** Caddy's regular expressions (RE2) as JavaScript ones, to try request targets against them here. */
function jsRegExp(re) {
  const insensitive = re.startsWith('(?i)');
  const source = (insensitive ? re.slice(4) : re).replaceAll('(?P<', '(?<').replace(/\\x\{([0-9A-F]+)\}/gi, '\\u{$1}');
  return new RegExp(source, `${insensitive ? 'i' : ''}${source.includes('\\u{') ? 'u' : ''}`);
}
const routes = (config) => config.apps.http.servers.site.routes;
const [, refusedRoute, fileRoute, proxyRoute] = [0, 1, 2, 3];
const handlerOf = (route, name) => route.handle.find((h) => h.handler === name);

describe('route files (checked before a copy of the site goes live)', () => {
  it('reads the redirects and detail routes; a missing file counts as empty; a malformed one is refused with its name', async () => {
    expect(readSiteRoutes(site).redirects).toHaveLength(1);
    expect(Object.keys(readSiteRoutes(site).detailRoutes)).toEqual(['blogArticle', 'caseStudy', 'useCaseBySlug']);
    await fs.rm(path.join(site, '_routes.json'));
    await fs.rm(path.join(site, '_redirects.json'));
    expect(readSiteRoutes(site)).toEqual({ redirects: [], detailRoutes: {} });
    await write('_redirects.json', [{ from: 'no-slash', to: '/x' }]);
    expect(() => readSiteRoutes(site)).toThrow(/_redirects\.json is not valid/);
  });
});

describe('what Caddy serves itself: immutable files by a plain path', () => {
  it('the file route takes exactly the targets site-rules.ts says (GET/HEAD, the file must exist), never a copy by name', () => {
    const [match] = routes(generate())[fileRoute].match;
    expect(match.method).toEqual(['GET', 'HEAD']);
    expect(match.file).toEqual({ root: '/srv/site/current', try_files: ['{http.request.uri.path}'], try_policy: 'first_exist' });
    const target = jsRegExp(match.vars_regexp['{http.request.uri}'].pattern);
    const copy = jsRegExp(match.not[0].vars_regexp['{http.request.uri}'].pattern);
    const takes = (t) => target.test(t) && !copy.test(t);
    const served = ['/assets/app-abc123.js', '/assets/app-abc123.js?v=2', '/mfe/contact/b1/remoteEntry.js', '/assets/media/clip-1a.mp4'];
    const handedOn = [
      '/',
      '/contact',
      '/assets/app-abc123.js.br',
      '/assets/app-abc123.js.gz?x',
      '/assets/..%2f_routes.json',
      '/assets/%2e%2e/releases.ndjson',
      '/assets/../releases.ndjson',
      '/assets//app.js',
      '/assets/.env',
      '/assets/a%2Fb.js',
      '/assets\\app.js',
      '/Assets/app.js',
      '/mfe',
      '/mfe/',
      `/assets/app.js?${'q'.repeat(2000)}`,
    ];
    for (const t of served) expect([t, takes(t), servedByBalancer(t)]).toEqual([t, true, true]);
    for (const t of handedOn) expect([t, takes(t), servedByBalancer(t)]).toEqual([t, false, false]);
  });

  it('with the API’s content types, immutable cache lifetime, Vary, brotli/gzip copies and security headers', () => {
    const file = routes(generate())[fileRoute].handle[0];
    const text = JSON.stringify(file);
    expect(text).toContain('"precompressed_order":["br","gzip"]');
    expect(text).toContain('{"input_regexp":"(?i)^\\\\.js$","outputs":["text/javascript; charset=utf-8"]}');
    expect(text).toContain('"Cache-Control":["public, max-age=31536000, immutable"]');
    expect(text).toContain('"index_names":[]');
    const set = file.routes[0].handle[0].response.set;
    for (const [name, value] of securityHeaderList('http://localhost:3000')) expect(set[name]).toEqual([value]);
    expect(set['Strict-Transport-Security']).toBeUndefined();
    const https = routes(generate({ siteUrl: 'https://www.meranti4pl.example', assetsBase: 'https://cdn.meranti4pl.example/assets/' }))[
      fileRoute
    ];
    const secure = https.handle[0].routes[0].handle[0].response.set;
    expect(secure['Strict-Transport-Security']).toEqual(['max-age=31536000; includeSubDomains']);
    expect(secure['Content-Security-Policy'][0]).toContain("img-src 'self' data: https://cdn.meranti4pl.example;");
  });

  it('a target Node’s HTTP parser refuses (a raw byte outside visible ASCII) is refused alike: a bare 400, connection closed', () => {
    const route = routes(generate())[refusedRoute];
    const re = jsRegExp(route.match[0].vars_regexp['{http.request.orig_uri}'].pattern);
    for (const t of ['/a\u0080', '/caf\u00e9', '/a\u007f', '/a b']) expect(re.test(t), t).toBe(true);
    for (const t of ['/contact', '/a%C3%A9', '/a\\b', '/a?x=%00']) expect(re.test(t), t).toBe(false);
    expect(route.handle).toEqual([{ handler: 'static_response', status_code: 400, close: true }]);
  });
});

describe('everything else: the API instances', () => {
  it('pages, redirects, detail routes, odd paths and the API all go to the instances: least connections, health checks, X-Forwarded-For replaced', () => {
    const route = routes(generate())[proxyRoute];
    expect(route.match).toBeUndefined();
    const proxy = route.handle[0];
    expect(proxy.upstreams).toEqual([{ dial: '127.0.0.1:3001' }, { dial: '127.0.0.1:3002' }]);
    expect(proxy.load_balancing.selection_policy).toEqual({ policy: 'least_conn' });
    expect(proxy.health_checks.active).toMatchObject({ uri: '/healthz', expect_status: 200 });
    expect(proxy.health_checks.passive).toMatchObject({ max_fails: 1 });
    expect(proxy.headers.request.set['X-Forwarded-For']).toEqual(['{http.request.remote.host}']);
    // It proves itself to the instances (BALANCER_SECRET), on requests and health checks alike.
    expect(proxy.headers.request.set['x-meranti-balancer']).toEqual(['stack-made-secret-0123456789']);
    expect(proxy.health_checks.active.headers).toEqual({ 'x-meranti-balancer': ['stack-made-secret-0123456789'] });
    expect(routes(generate({ balancerSecret: undefined }))[proxyRoute].handle[0].headers.request.set['x-meranti-balancer']).toBeUndefined();
    // The configuration holds no rule of the site's own: those are the API's (ADR 23).
    const text = JSON.stringify(generate());
    for (const rule of ['_redirects', '404.html', 'releases.ndjson', 'rewrite', '/blog/']) expect(text).not.toContain(rule);
  });

  it('retries only what was never sent: no retry_match, so a request is retried after a dial error only (Caddy: and a GET after any error)', () => {
    const { load_balancing } = routes(generate())[proxyRoute].handle[0];
    expect(load_balancing.retry_match).toBeUndefined();
    expect(load_balancing.try_duration).toBe('5s');
  });

  it('a request no instance can take: on an API path the JSON envelope, else plain text; both with Retry-After', () => {
    const [api, other] = generate().apps.http.servers.site.errors.routes;
    expect(api.handle[0]).toMatchObject({
      status_code: '{http.error.status_code}',
      headers: { 'Content-Type': ['application/json; charset=utf-8'], 'Retry-After': ['5'] },
    });
    expect(JSON.parse(api.handle[0].body)).toEqual({ success: false, error: expect.stringContaining('try again') });
    const apiPaths = jsRegExp(api.match[0].vars_regexp['{http.request.uri.path}'].pattern);
    for (const p of ['/api', '/api/contact', '/API/leads', '/healthz', '/metrics']) expect(apiPaths.test(p)).toBe(true);
    for (const p of ['/apix', '/healthz/more', '/contact']) expect(apiPaths.test(p)).toBe(false);
    expect(handlerOf(other, 'static_response').headers['Retry-After']).toEqual(['5']);
  });

  it('needs at least one instance; its admin endpoint is a unix socket (reloads), its config is not persisted', () => {
    expect(() => generate({ upstreams: [] })).toThrow(/at least one API instance/);
    expect(generate().admin).toEqual({ listen: 'unix//run/stack/lb-admin.sock', origins: ['localhost'], config: { persist: false } });
  });
});
