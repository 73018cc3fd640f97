// The load balancer's configuration generator: given a site's route files, the Caddy JSON it
// writes. (That Caddy accepts it, and answers as the API does, is proven in scripts/test/stack/.)
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { securityHeaderList } from '../../api/src/http/security.ts';
import { makeSite } from '../../api/test/helpers.ts';
import { caddyConfig, readSiteRoutes } from '../lib/stack/caddy-config.mjs';

let site;
const write = async (rel, body) => {
  await fs.mkdir(path.dirname(path.join(site, rel)), { recursive: true });
  await fs.writeFile(path.join(site, rel), typeof body === 'string' ? body : JSON.stringify(body));
};
beforeEach(async () => {
  // The API's test site (api/test/helpers.ts), with two more rules: a redirect whose target has
  // braces, and a detail route whose fallback page is not in the build.
  ({ siteDir: site } = await makeSite());
  const read = async (name) => JSON.parse(await fs.readFile(path.join(site, name), 'utf8'));
  await write('_redirects.json', [...(await read('_redirects.json')), { from: '/old-news/', to: '/blog?tag={x}', status: 308 }]);
  const { routes } = await read('_routes.json');
  await write('_routes.json', {
    routes: {
      ...routes,
      guide: { pattern: '/resources/guides/:slug', area: 'resources', unknown: 'not-found', fallback: '_fallback/missing.html', known: [] },
    },
  });
});
afterEach(() => fs.rm(path.dirname(site), { recursive: true, force: true }));

const generate = (overrides = {}) =>
  caddyConfig({
    listen: [':3000'],
    siteRoot: '/srv/site/current',
    upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
    adminSocket: '/run/stack/lb-admin.sock',
    storageDir: '/run/stack/caddy',
    site: readSiteRoutes(site),
    siteUrl: 'http://localhost:3000',
    ...overrides,
  });

/** Caddy's regular expressions (RE2) as JavaScript ones, to try paths against them here. */
function jsRegExp(re) {
  const insensitive = re.startsWith('(?i)');
  const source = (insensitive ? re.slice(4) : re).replaceAll('(?P<', '(?<').replace(/\\x\{([0-9A-F]+)\}/gi, '\\u{$1}');
  return new RegExp(source, `${insensitive ? 'i' : ''}${source.includes('\\u{') ? 'u' : ''}`);
}
const server = (config) => config.apps.http.servers.site;
const staticRoutes = (config) => server(config).routes[2].handle[0].routes;
/** The first static route whose path matcher accepts `urlPath`, or the catch-all (what Caddy would run for a path with no file). */
function staticRouteFor(config, urlPath) {
  return staticRoutes(config).find((r) => {
    if (!r.match) return true;
    const re = r.match[0].vars_regexp?.['{http.request.uri.path}']?.pattern;
    return re !== undefined && jsRegExp(re).test(urlPath);
  });
}
const handlerOf = (route, name) => route.handle.find((h) => h.handler === name);

describe('route files', () => {
  it('reads the redirects and detail routes; a fallback page that is not in the build counts as none', () => {
    const routes = readSiteRoutes(site);
    expect(routes.redirects).toHaveLength(2);
    expect(routes.detailRoutes.blogArticle.fallback).toBe('_fallback/blogArticle.html');
    expect(routes.detailRoutes.guide.fallback).toBeNull();
    expect(routes.hasNotFoundPage).toBe(true);
  });

  it('a site without route files has no rules; a malformed one is refused with its name', async () => {
    await fs.rm(path.join(site, '_routes.json'));
    await fs.rm(path.join(site, '_redirects.json'));
    expect(readSiteRoutes(site)).toMatchObject({ redirects: [], detailRoutes: {} });
    await write('_redirects.json', [{ from: 'no-slash', to: '/x' }]);
    expect(() => readSiteRoutes(site)).toThrow(/_redirects\.json is not valid/);
  });
});

describe('the site, served by the load balancer itself', () => {
  it('each redirect of _redirects.json is a 301 (or its status) from its path, with or without trailing slashes', () => {
    const config = generate();
    for (const from of ['/calculator/invoice-audit-roi', '/calculator/invoice-audit-roi/']) {
      const route = staticRouteFor(config, from);
      expect(handlerOf(route, 'static_response')).toMatchObject({
        status_code: 301,
        headers: { Location: ['/resources/calculators?tab=roi'] },
      });
    }
    // Braces would be Caddy placeholders: they go out percent-encoded.
    expect(handlerOf(staticRouteFor(config, '/old-news'), 'static_response')).toMatchObject({
      status_code: 308,
      headers: { Location: ['/blog?tag=%7Bx%7D'] },
    });
    expect(
      handlerOf(staticRouteFor(config, '/calculator/invoice-audit-roi-2') ?? { handle: [] }, 'static_response')?.headers?.Location,
    ).toBeUndefined();
  });

  it('detail routes: unknown values get the fallback page with 404, a 301, or go to the API (lookup)', () => {
    const config = generate();
    const blog = staticRouteFor(config, '/blog/99');
    expect(handlerOf(blog, 'rewrite')).toEqual({ handler: 'rewrite', uri: '/_fallback/blogArticle.html' });
    expect(JSON.stringify(blog)).toContain('"status_code":404');
    expect(handlerOf(staticRouteFor(config, '/case-studies/77'), 'static_response')).toMatchObject({
      status_code: 301,
      headers: { Location: ['/case-studies'] },
    });
    // No fallback page in the build: the 404 page.
    expect(handlerOf(staticRouteFor(config, '/resources/guides/nope'), 'rewrite')).toEqual({ handler: 'rewrite', uri: '/404.html' });
    // lookup: a path with no file of its own goes to the API instances, which know the records.
    const proxyMatch = server(config).routes[1].match;
    const lookup = proxyMatch.find((m) => m.vars_regexp['{http.request.uri.path}'].pattern === '^/use-cases/([^/]+)$');
    expect(lookup.not[0].file.try_files).toEqual(['{http.request.uri.path}', '{http.request.uri.path}/index.html']);
    // …and the site has no rule of its own for them (the API answers the fallback page, 200 or 404).
    const staticPatterns = staticRoutes(config).map((r) => r.match?.[0]?.vars_regexp?.['{http.request.uri.path}']?.pattern);
    expect(staticPatterns).not.toContain('^/use-cases/([^/]+)$');
    expect(staticPatterns).toContain('^/blog/([^/]+)$');
  });

  it('the API paths go to the instances; dot segments, /_ files, the copies and /404 are the 404 page; a trailing slash is a 301', () => {
    const config = generate();
    const apiPaths = jsRegExp(server(config).routes[1].match[0].vars_regexp['{http.request.uri.path}'].pattern);
    for (const p of ['/api', '/api/contact', '/API/leads', '/healthz', '/metrics']) expect(apiPaths.test(p)).toBe(true);
    for (const p of ['/apix', '/healthz/more', '/contact']) expect(apiPaths.test(p)).toBe(false);
    for (const p of [
      '/.env',
      '/assets/../secret',
      '//evil.example/',
      '/a//b',
      '/_routes.json',
      '/_fallback/blogArticle.html',
      '/404',
      '/404.html',
      '/x.js.br',
      '/x.js.gz',
    ])
      expect(handlerOf(staticRouteFor(config, p), 'rewrite'), p).toEqual({ handler: 'rewrite', uri: '/404.html' });
    for (const p of ['/a\\b', '/a\0b', '/\uFFFD']) expect(handlerOf(staticRouteFor(config, p), 'static_response').status_code).toBe(400);
    expect(handlerOf(staticRouteFor(config, '/axb'), 'rewrite')).toEqual({ handler: 'rewrite', uri: '/404.html' });
    const slash = staticRoutes(config).find((r) => r.match?.[0]?.vars_regexp?.['{http.request.uri}']);
    const re = jsRegExp(slash.match[0].vars_regexp['{http.request.uri}'].pattern);
    expect('/contact/?utm=x'.replace(re, '$<path>$<query>')).toBe('/contact?utm=x');
    expect(re.test('/')).toBe(false);
    expect(handlerOf(slash, 'static_response').headers.Location).toEqual(['{http.regexp.slash.path}{http.regexp.slash.query}']);
  });

  it('only GET and HEAD; files with their brotli/gzip copies, the content types, cache lifetimes and security headers of the API', () => {
    const config = generate();
    const [methods] = staticRoutes(config);
    expect(methods.match).toEqual([{ not: [{ method: ['GET', 'HEAD'] }] }]);
    expect(handlerOf(methods, 'static_response')).toMatchObject({ status_code: 405, headers: { Allow: ['GET, HEAD'] } });
    const text = JSON.stringify(config);
    expect(text).toContain('"precompressed_order":["br","gzip"]');
    expect(text).toContain('{"input_regexp":"(?i)^\\\\.js$","outputs":["text/javascript; charset=utf-8"]}');
    expect(text).toContain('"Cache-Control":["public, max-age=31536000, immutable"]');
    // Every static answer carries the API's security headers, verbatim.
    for (const route of staticRoutes(config)) {
      const set = route.handle[0].response.set;
      for (const [name, value] of securityHeaderList('http://localhost:3000')) expect(set[name]).toEqual([value]);
      expect(set['Strict-Transport-Security']).toBeUndefined();
    }
    const https = generate({ siteUrl: 'https://www.meranti4pl.example', assetsBase: 'https://cdn.meranti4pl.example/assets/' });
    const set = staticRoutes(https)[0].handle[0].response.set;
    expect(set['Strict-Transport-Security']).toEqual(['max-age=31536000; includeSubDomains']);
    expect(set['Content-Security-Policy'][0]).toContain("img-src 'self' data: https://cdn.meranti4pl.example;");
  });
});

describe('the API instances behind it', () => {
  it('least connections, active and passive health checks, X-Forwarded-For replaced by the client address', () => {
    const proxy = server(generate()).routes[1].handle[0];
    expect(proxy.upstreams).toEqual([{ dial: '127.0.0.1:3001' }, { dial: '127.0.0.1:3002' }]);
    expect(proxy.load_balancing.selection_policy).toEqual({ policy: 'least_conn' });
    expect(proxy.health_checks.active).toMatchObject({ uri: '/healthz', expect_status: 200 });
    expect(proxy.health_checks.passive).toMatchObject({ max_fails: 1 });
    expect(proxy.headers.request.set['X-Forwarded-For']).toEqual(['{http.request.remote.host}']);
  });

  it('retries only what was never sent: no retry_match, so a request is retried after a dial error only (Caddy: and a GET after any error)', () => {
    const { load_balancing } = server(generate()).routes[1].handle[0];
    expect(load_balancing.retry_match).toBeUndefined();
    expect(load_balancing.try_duration).toBe('5s');
  });

  it('an API request no instance can take answers the JSON envelope with Retry-After', () => {
    const [api] = server(generate()).errors.routes;
    expect(api.handle[0]).toMatchObject({
      status_code: '{http.error.status_code}',
      headers: { 'Content-Type': ['application/json; charset=utf-8'], 'Retry-After': ['5'] },
    });
    expect(JSON.parse(api.handle[0].body)).toEqual({ success: false, error: expect.stringContaining('try again') });
  });

  it('needs at least one instance; its admin endpoint is a unix socket (reloads), its config is not persisted', () => {
    expect(() => generate({ upstreams: [] })).toThrow(/at least one API instance/);
    expect(generate().admin).toEqual({ listen: 'unix//run/stack/lb-admin.sock', origins: ['localhost'], config: { persist: false } });
  });
});
