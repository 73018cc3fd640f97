// The site check's rules, as pure functions over page facts (./page-facts.mjs) and a context
// that knows the route table and the built files. scripts/check-site.mjs feeds them every
// prerendered page; scripts/test/site-check.test.mjs feeds them broken fixtures.
//
// A page is { route, kind, canonicalPath, facts }:
//   kind 'page'      a canonical page: indexable, in the sitemap, title/description unique
//   kind 'alias'     shows another route's page; canonical link to that route (docs/product-rules.md#routes)
//   kind 'not-found' the not-found page: noindex, answered with HTTP 404
//
// The context ctx is {
//   siteUrl:        'https://…' without a trailing slash
//   isBranded(t):   whether a title follows the brand rule
//   resolveRoute(p): { built, live } for a path the route table serves, or null (live: a detail
//                    route whose unknown values are looked up when asked, not prerendered)
//   redirectTarget(p): where a redirecting path leads, or undefined
//   assetExists(p): whether a non-page file (image, font, …) is in the built site
//   imageSize(p):   { width, height } of a built image file, or null when unknown
//   idsInFile(p):   the ids declared in a built SVG file (sprite symbols)
// }
import { SOURCE_MAPPING_URL } from '../source-maps.mjs';
import { parseJsonLd, typesOf } from './json-ld.mjs';

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

/** Head tags every page carries once, non-empty (Open Graph and Twitter card). */
export const REQUIRED_SOCIAL_TAGS = [
  'og:type',
  'og:site_name',
  'og:locale',
  'og:title',
  'og:description',
  'og:url',
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:image:alt',
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
];
/** Head tags an article (og:type article) carries. */
export const REQUIRED_ARTICLE_TAGS = ['article:published_time', 'article:modified_time', 'article:author', 'article:section'];

export const absolute = (siteUrl, path) => `${siteUrl}${path === '/' ? '/' : path}`;
const normalisePath = (p) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
const segmentsOf = (p) => p.split('/').filter(Boolean);
const isPositiveInteger = (v) => typeof v === 'string' && /^[1-9]\d*$/.test(v);
const one = (list, what) => (list.length === 1 ? null : `expected one ${what}, found ${list.length}`);

/** The site path of an address on this site, or null for another origin. */
function sitePath(siteUrl, url) {
  try {
    const u = new URL(url, `${siteUrl}/`);
    return u.origin === new URL(siteUrl).origin ? u.pathname : null;
  } catch {
    return null;
  }
}

function checkHead({ kind, canonicalPath, facts }, ctx) {
  const problems = [];
  const titleProblem = one(facts.titles, '<title> in <head>');
  const title = facts.titles[0]?.trim() ?? '';
  if (titleProblem) problems.push(titleProblem);
  else if (!title) problems.push('the <title> is empty');
  else if (!ctx.isBranded(title)) problems.push(`title "${title}" does not follow the brand rule`);
  if (facts.bodyTitles > 0) problems.push('a <title> is left inside <body>');

  const descriptionProblem = one(facts.descriptions, 'meta description');
  const description = facts.descriptions[0]?.trim() ?? '';
  if (descriptionProblem) problems.push(descriptionProblem);
  else if (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX)
    problems.push(`description is ${description.length} characters (allowed ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}): "${description}"`);

  const robotsProblem = one(facts.robots, 'meta robots');
  const robots = (facts.robots[0] ?? '').toLowerCase();
  if (robotsProblem) problems.push(robotsProblem);
  else if (kind === 'not-found' && !robots.includes('noindex')) problems.push(`the not-found page must be noindex (robots "${robots}")`);
  else if (kind !== 'not-found' && /noindex|none/.test(robots)) problems.push(`an indexable page says robots "${robots}"`);

  const expectedCanonical = kind === 'not-found' ? null : absolute(ctx.siteUrl, canonicalPath);
  const canonicalProblem = one(facts.canonicals, 'canonical link');
  if (expectedCanonical) {
    if (canonicalProblem) problems.push(canonicalProblem);
    else if (facts.canonicals[0] !== expectedCanonical) problems.push(`canonical is ${facts.canonicals[0]}, expected ${expectedCanonical}`);
  }

  const meta = (key) => facts.meta[key] ?? [];
  const tags = [...REQUIRED_SOCIAL_TAGS, ...(meta('og:type')[0] === 'article' ? REQUIRED_ARTICLE_TAGS : [])];
  for (const key of tags) {
    const values = meta(key);
    if (values.length !== 1 || !values[0].trim()) problems.push(`expected one non-empty ${key}, found ${values.length}`);
  }
  const first = (key) => meta(key)[0];
  if (first('og:title') !== undefined && first('og:title') !== title) problems.push('og:title differs from the <title>');
  if (first('og:description') !== undefined && first('og:description') !== description)
    problems.push('og:description differs from the description');
  if (expectedCanonical && first('og:url') !== undefined && first('og:url') !== expectedCanonical)
    problems.push(`og:url is ${first('og:url')}, expected ${expectedCanonical}`);
  for (const key of ['og:image:width', 'og:image:height']) {
    if (first(key) !== undefined && !isPositiveInteger(first(key))) problems.push(`${key} is not a whole number: ${first(key)}`);
  }
  for (const key of ['og:image', 'twitter:image']) {
    const url = first(key);
    if (!url) continue;
    const path = /^https?:\/\//.test(url) ? sitePath(ctx.siteUrl, url) : null;
    if (!path) problems.push(`${key} is not an absolute address on this site: ${url}`);
    else if (!ctx.assetExists(path)) problems.push(`${key} ${path} is not in the built site`);
    else if (key === 'og:image') {
      const size = ctx.imageSize(path);
      if (!size) problems.push(`og:image: the size of ${path} cannot be read (not a PNG, JPEG, WebP or AVIF file)`);
      else if (String(size.width) !== first('og:image:width') || String(size.height) !== first('og:image:height'))
        problems.push(`og:image is ${size.width}×${size.height}, the tags say ${first('og:image:width')}×${first('og:image:height')}`);
    }
  }
  if (!facts.lang) problems.push('<html> has no lang');
  return problems;
}

/** How far a declared aspect ratio may be from the file's (rounding of a scaled size). */
const ASPECT_TOLERANCE = 0.01;

/**
 * An image of the built site drawn at the size its tag declares: the aspect ratio of its width and
 * height attributes is the file's (else the reserved box and the picture differ: a stretched
 * picture, or a shift when it loads). Vector files (SVG) scale to any box; a raster file whose size
 * cannot be read is a problem, never skipped.
 */
function checkDeclaredAspect(name, file, width, height, ctx) {
  if (!file?.startsWith('/') || file.startsWith('//') || /\.svg$/i.test(file) || !ctx.assetExists(file)) return [];
  const size = ctx.imageSize(file);
  if (!size) return [`${name}: the size of ${file} cannot be read (not a PNG, JPEG, WebP or AVIF file)`];
  const declared = Number(width) / Number(height);
  const actual = size.width / size.height;
  return Math.abs(declared / actual - 1) > ASPECT_TOLERANCE
    ? [`${name} declares ${width}×${height}, but ${file} is ${size.width}×${size.height} (another aspect ratio)`]
    : [];
}

function checkBody({ facts }, ctx) {
  const problems = [];
  if (facts.h1s.length !== 1) problems.push(`expected exactly one <h1>, found ${facts.h1s.length}`);
  else if (!facts.h1s[0]) problems.push('the <h1> is empty');
  for (const img of facts.images) {
    const name = `<${img.tag} src="${img.src ?? ''}">`;
    if (img.tag === 'img') {
      if (img.alt === undefined) problems.push(`${name} has no alt attribute`);
      else if (!img.alt.trim() && !img.decorative)
        problems.push(`${name} has an empty alt but is not marked decorative (aria-hidden or role="presentation")`);
    }
    if (!isPositiveInteger(img.width) || !isPositiveInteger(img.height))
      problems.push(`${name} lacks its intrinsic size (width and height attributes)`);
    else problems.push(...checkDeclaredAspect(name, img.tag === 'video' ? img.poster : img.src, img.width, img.height, ctx));
  }
  return problems;
}

function checkStructuredData({ route, kind, canonicalPath, facts }, ctx) {
  const { blocks, problems } = parseJsonLd(facts.jsonLd);
  const withType = (t) => blocks.filter((b) => typesOf(b).includes(t));
  if (kind === 'not-found') return problems;
  if (canonicalPath === '/') {
    for (const t of ['Organization', 'WebSite']) if (withType(t).length !== 1) problems.push(`the home page needs one ${t} in JSON-LD`);
  } else {
    const lists = withType('BreadcrumbList');
    if (lists.length !== 1) problems.push(`expected one BreadcrumbList in JSON-LD, found ${lists.length}`);
    else {
      const items = Array.isArray(lists[0].itemListElement) ? lists[0].itemListElement : [];
      const expected = ['/', ...segmentsOf(canonicalPath).map((_, i, all) => `/${all.slice(0, i + 1).join('/')}`)].map((p) =>
        absolute(ctx.siteUrl, p),
      );
      const got = items.map((it) => it?.item);
      if (JSON.stringify(got) !== JSON.stringify(expected))
        problems.push(
          `BreadcrumbList items are ${JSON.stringify(got)}, expected Home then one per path segment: ${JSON.stringify(expected)}`,
        );
    }
  }
  if ((facts.meta['og:type'] ?? [])[0] === 'article' && withType('BlogPosting').length + withType('Article').length === 0)
    problems.push(`an article (og:type article) needs BlogPosting or Article JSON-LD (${route})`);
  return problems;
}

/** Problems of one page on its own: head, body and structured data. */
export function checkPage(page, ctx) {
  return [...checkHead(page, ctx), ...checkBody(page, ctx), ...checkStructuredData(page, ctx)];
}

/**
 * Where an internal link leads: `ok`, `external`, `pending` (a route of the table whose page is
 * not built yet: listed, not failed — its page is being built) or `broken` with a reason.
 */
export function resolveLink(href, from, pagesByPath, ctx) {
  if (href === undefined) return { status: 'broken', reason: 'a link without href' };
  const raw = href.trim();
  if (raw === '' || raw === '#') return { status: 'broken', reason: `a link to "${raw}" (goes nowhere)` };
  if (/^javascript:/i.test(raw)) return { status: 'broken', reason: `a javascript: link (${raw})` };
  if (/^(mailto|tel|sms):/i.test(raw)) return { status: 'external' };
  let url;
  try {
    url = new URL(raw, absolute(ctx.siteUrl, from));
  } catch {
    return { status: 'broken', reason: `an unparsable address "${raw}"` };
  }
  if (url.origin !== new URL(ctx.siteUrl).origin)
    return { status: url.protocol.startsWith('http') ? 'external' : 'broken', reason: `an unknown scheme in "${raw}"` };
  let path = normalisePath(url.pathname);
  const redirected = ctx.redirectTarget(path);
  if (redirected) path = normalisePath(new URL(redirected, `${ctx.siteUrl}/`).pathname);
  const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
  const target = pagesByPath.get(path);
  if (target && path === normalisePath(from) && !redirected) {
    // The page itself (also the not-found page's own skip link).
    if (fragment && !target.facts.ids.has(fragment))
      return { status: 'broken', reason: `${raw}: no element with id "${fragment}" on ${path}` };
    return { status: 'ok' };
  }
  if (target) {
    if (target.kind === 'not-found') return { status: 'broken', reason: `${raw} leads to the not-found page` };
    if (fragment && !target.facts.ids.has(fragment))
      return { status: 'broken', reason: `${raw}: no element with id "${fragment}" on ${path}` };
    return { status: 'ok' };
  }
  if (/\.[a-z0-9]+$/i.test(path) && ctx.assetExists(path)) return { status: 'ok' };
  const route = ctx.resolveRoute(path);
  if (!route) return { status: 'broken', reason: `${raw}: no route of the table serves ${path}` };
  if (!route.built) return { status: 'pending', path };
  if (route.live) return { status: 'ok' };
  return { status: 'broken', reason: `${raw}: ${path} has no prerendered page (it answers the not-found page)` };
}

/** Titles and descriptions are unique across the canonical pages of the site. */
export function checkUniqueness(pages) {
  const problems = [];
  for (const [what, pick] of [
    ['title', (p) => p.facts.titles[0]?.trim()],
    ['description', (p) => p.facts.descriptions[0]?.trim()],
  ]) {
    const byValue = new Map();
    for (const page of pages.filter((p) => p.kind === 'page')) {
      const value = pick(page);
      if (!value) continue;
      byValue.set(value, [...(byValue.get(value) ?? []), page.route]);
    }
    for (const [value, routes] of byValue) {
      if (routes.length > 1)
        for (const route of routes)
          problems.push({ route, message: `${what} "${value}" is also used by ${routes.filter((r) => r !== route).join(', ')}` });
    }
  }
  return problems;
}

/** Every internal link and #anchor, and every breadcrumb item, leads to a built page or element. */
export function checkLinks(pages, ctx) {
  const pagesByPath = new Map(pages.map((p) => [p.route, p]));
  const problems = [];
  /** path → routes that link to it */
  const pending = new Map();
  const note = (route, result) => {
    if (result.status === 'broken') problems.push({ route, message: `broken link: ${result.reason}` });
    if (result.status === 'pending') pending.set(result.path, new Set([...(pending.get(result.path) ?? []), route]));
  };
  for (const page of pages) {
    for (const link of page.facts.links) note(page.route, resolveLink(link.href, page.route, pagesByPath, ctx));
    for (const img of page.facts.images) {
      // A video may get its sources only when it nears the viewport (the MCPMS clips): it needs a
      // src or a poster (or the data-poster it gets later).
      const files = img.tag === 'video' ? [img.src, img.poster].filter(Boolean) : [img.src].filter(Boolean);
      if (files.length === 0) {
        problems.push({ route: page.route, message: img.tag === 'video' ? '<video> without src or poster' : `<${img.tag}> without src` });
        continue;
      }
      for (const file of files) {
        const path = sitePath(ctx.siteUrl, file);
        if (path && !ctx.assetExists(path)) problems.push({ route: page.route, message: `<${img.tag}> ${file} is not in the built site` });
      }
    }
    for (const href of page.facts.uses) {
      const url = new URL(href, absolute(ctx.siteUrl, page.route));
      const path = sitePath(ctx.siteUrl, url.href);
      const id = decodeURIComponent(url.hash.slice(1));
      if (!path || !ctx.assetExists(path))
        problems.push({ route: page.route, message: `<use href="${href}">: the file is not in the built site` });
      else if (!id || !ctx.idsInFile(path).has(id))
        problems.push({ route: page.route, message: `<use href="${href}">: no symbol "${id}" in ${path}` });
    }
    const { blocks } = parseJsonLd(page.facts.jsonLd);
    for (const list of blocks.filter((b) => typesOf(b).includes('BreadcrumbList'))) {
      for (const item of Array.isArray(list.itemListElement) ? list.itemListElement : []) {
        if (typeof item?.item === 'string' && item.item !== absolute(ctx.siteUrl, page.canonicalPath ?? page.route))
          note(page.route, resolveLink(item.item, page.route, pagesByPath, ctx));
      }
    }
  }
  return { problems, pending };
}

/** sitemap.xml lists exactly the canonical pages, each once, on this site. */
export function checkSitemap(locs, pages, ctx) {
  const problems = [];
  const listed = new Map();
  for (const loc of locs) {
    const path = loc.startsWith(`${ctx.siteUrl}/`) ? normalisePath(new URL(loc).pathname) : null;
    if (path === null) problems.push({ route: 'sitemap.xml', message: `${loc} is not on ${ctx.siteUrl}` });
    else listed.set(path, (listed.get(path) ?? 0) + 1);
  }
  const canonical = new Set(pages.filter((p) => p.kind === 'page').map((p) => p.route));
  for (const [path, count] of listed) {
    if (count > 1) problems.push({ route: 'sitemap.xml', message: `${path} is listed ${count} times` });
    if (!canonical.has(path)) {
      const page = pages.find((p) => p.route === path);
      const why = page ? `it is ${page.kind === 'alias' ? 'an alias' : 'the not-found page'}` : 'no page is built there';
      problems.push({ route: 'sitemap.xml', message: `lists ${path}, but ${why}` });
    }
  }
  for (const path of canonical)
    if (!listed.has(path)) problems.push({ route: 'sitemap.xml', message: `does not list the canonical page ${path}` });
  return problems;
}

/** The prerendered HTML files are exactly the prerender list: no stale page served with 200, none missing. */
export function checkPrerenderedFiles(fileRoutes, prerenderRoutes) {
  const files = new Set(fileRoutes);
  const expected = new Set(prerenderRoutes);
  return [
    ...[...files]
      .filter((r) => !expected.has(r))
      .map((route) => ({ route, message: 'a prerendered file that no built route renders (stale page)' })),
    ...[...expected].filter((r) => !files.has(r)).map((route) => ({ route, message: 'no prerendered file for this built route' })),
  ];
}

/**
 * Source maps stay on the server (ADR 24): the served site holds no `.map` file, and no served
 * script names one (`//# sourceMappingURL=…`): a visitor's browser never fetches the sources.
 * `files`: [{ path (site path), text (a script's text, or '' for any other file) }].
 */
export function checkNoSourceMaps(files) {
  const problems = [];
  for (const { path, text } of files) {
    if (path.endsWith('.map')) problems.push({ route: path, message: 'a source map in the served site (maps stay on the server: .ssr/)' });
    else if (/\.m?js$/.test(path) && SOURCE_MAPPING_URL.test(text))
      problems.push({ route: path, message: 'a served script names its source map (sourceMappingURL): build with hidden maps' });
  }
  return problems;
}
