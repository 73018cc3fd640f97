import { blogPostingLd, breadcrumbLd, breadcrumbsFor, organizationLd, serializeJsonLd, websiteLd } from '@meranti/platform/structured-data';
import { describe, expect, it } from 'vitest';
import { checkJsonLdBlock } from '../lib/site-check/json-ld.mjs';
import { pageFacts } from '../lib/site-check/page-facts.mjs';
import {
  checkLinks,
  checkNoSourceMaps,
  checkPage,
  checkPrerenderedFiles,
  checkSitemap,
  checkUniqueness,
  resolveLink,
} from '../lib/site-check/rules.mjs';

const SITE = 'https://www.meranti4pl.example';
const ROUTES = {
  '/': { built: true },
  '/contact': { built: true },
  '/assessment': { built: true },
  '/resources/calculators': { built: true },
  '/resources': { built: false },
  '/404': { built: true },
};
const ASSETS = new Set([
  '/brand/og-default.jpg',
  '/brand/logo.svg',
  '/assets/icons.svg',
  '/assets/media/dashboard.webp',
  '/assets/media/poster.avif',
  '/assets/media/clip.mp4',
]);
const SIZES = {
  '/brand/og-default.jpg': { width: 1200, height: 630 },
  '/assets/media/dashboard.webp': { width: 1920, height: 1080 },
  '/assets/media/poster.avif': { width: 1280, height: 720 },
};
const ctx = {
  siteUrl: SITE,
  isBranded: (t) => t.includes('Meranti'),
  resolveRoute: (p) => ROUTES[p] ?? null,
  redirectTarget: (p) => (p === '/calculator/invoice-audit-roi' ? '/resources/calculators?tab=roi' : undefined),
  assetExists: (p) => ASSETS.has(p),
  imageSize: (p) => SIZES[p] ?? null,
  idsInFile: (p) => new Set(p === '/assets/icons.svg' ? ['ArrowRight'] : []),
};

const DESCRIPTIONS = {
  '/': 'Meranti 4PL runs freight, warehousing and last mile across Southeast Asia for growing brands.',
  '/contact': 'Book a free logistics consultation with a Singapore-based 4PL specialist; we reply within 24 hours.',
  '/resources/calculators': 'Estimate what a 4PL saves you: ROI and freight savings calculators with live results.',
  '/404': 'The page you were looking for is not here. Find our services, solutions and contact details instead.',
};
const TITLES = {
  '/': 'Meranti 4PL — Fourth-party logistics',
  '/contact': 'Contact | Meranti 4PL',
  '/resources/calculators': 'Calculators | Meranti 4PL',
  '/404': 'Page Not Found | Meranti 4PL',
};

/** A prerendered page as the platform writes it; `over` replaces any part. */
function html(route, over = {}) {
  const canonicalPath = over.canonicalPath ?? route;
  const title = over.title ?? TITLES[canonicalPath];
  const description = over.description ?? DESCRIPTIONS[canonicalPath];
  const url = `${SITE}${canonicalPath}`;
  const jsonLd =
    over.jsonLd ??
    (route === '/404'
      ? []
      : canonicalPath === '/'
        ? [organizationLd(SITE), websiteLd(SITE)]
        : [breadcrumbLd(SITE, breadcrumbsFor(canonicalPath, 'Page'))]
    ).map(serializeJsonLd);
  const head =
    over.head ??
    [
      `<title>${title}</title>`,
      `<meta name="description" content="${description}"/>`,
      `<meta name="robots" content="${route === '/404' ? 'noindex, follow' : 'index, follow'}"/>`,
      `<link rel="canonical" href="${over.canonical ?? url}"/>`,
      `<meta property="og:type" content="${over.ogType ?? 'website'}"/>`,
      '<meta property="og:site_name" content="Meranti 4PL"/>',
      '<meta property="og:locale" content="en_SG"/>',
      `<meta property="og:title" content="${title}"/>`,
      `<meta property="og:description" content="${description}"/>`,
      `<meta property="og:url" content="${url}"/>`,
      `<meta property="og:image" content="${SITE}/brand/og-default.jpg"/>`,
      `<meta property="og:image:width" content="${over.ogWidth ?? 1200}"/>`,
      '<meta property="og:image:height" content="630"/>',
      '<meta property="og:image:alt" content="Meranti 4PL"/>',
      '<meta name="twitter:card" content="summary_large_image"/>',
      `<meta name="twitter:title" content="${title}"/>`,
      `<meta name="twitter:description" content="${description}"/>`,
      `<meta name="twitter:image" content="${SITE}/brand/og-default.jpg"/>`,
      ...(over.extraHead ?? []),
      ...jsonLd.map((j) => `<script type="application/ld+json">${j}</script>`),
    ].join('');
  const body =
    over.body ??
    `<a href="#main">Skip to content</a><header><a href="/"><img src="/brand/logo.svg" alt="Meranti 4PL" width="168" height="36"></a>` +
      `<a href="/contact">Contact</a><a href="/resources">Resources</a></header>` +
      `<main id="main"><h1>${title}</h1><section id="calculators"><a href="/contact#form">Talk to us</a></section><div id="form"></div>${over.main ?? ''}</main>`;
  return `<!doctype html><html lang="en-SG"><head>${head}</head><body>${body}</body></html>`;
}

const page = (route, over = {}, kind = route === '/404' ? 'not-found' : over.canonicalPath ? 'alias' : 'page') => ({
  route,
  kind,
  canonicalPath: kind === 'not-found' ? null : (over.canonicalPath ?? route),
  facts: pageFacts(html(route, over)),
});

const goodSite = () => [
  page('/'),
  page('/contact'),
  page('/assessment', { canonicalPath: '/contact' }),
  page('/resources/calculators'),
  page('/404'),
];

const messages = (p) => checkPage(p, ctx);

describe('a well-formed site passes every rule', () => {
  it('no page, uniqueness, link or sitemap problem', () => {
    const pages = goodSite();
    for (const p of pages) expect(messages(p), p.route).toEqual([]);
    expect(checkUniqueness(pages)).toEqual([]);
    const { problems, pending } = checkLinks(pages, ctx);
    expect(problems).toEqual([]);
    // /resources is in the table but not built: listed, not failed.
    expect([...pending.keys()]).toEqual(['/resources']);
    expect(checkSitemap([`${SITE}/`, `${SITE}/contact`, `${SITE}/resources/calculators`], pages, ctx)).toEqual([]);
  });
});

describe('head', () => {
  it('a missing or second title, or one without the brand', () => {
    expect(messages(page('/contact', { title: 'Contact us' }))).toContain('title "Contact us" does not follow the brand rule');
    expect(messages(page('/contact', { extraHead: ['<title>Again | Meranti 4PL</title>'] }))).toContain(
      'expected one <title> in <head>, found 2',
    );
    const noTitle = page('/contact');
    noTitle.facts.titles = [];
    expect(messages(noTitle)).toContain('expected one <title> in <head>, found 0');
  });

  it('a description shorter than 50 or longer than 160 characters, or none', () => {
    const short = 'x'.repeat(49);
    expect(messages(page('/contact', { description: short })).join()).toMatch(/description is 49 characters/);
    expect(messages(page('/contact', { description: 'y'.repeat(50) })).join()).not.toMatch(/description is/);
    expect(messages(page('/contact', { description: 'z'.repeat(161) })).join()).toMatch(/description is 161 characters/);
    expect(messages(page('/contact', { description: 'z'.repeat(160) })).join()).not.toMatch(/description is/);
    const none = page('/contact');
    none.facts.descriptions = [];
    expect(messages(none)).toContain('expected one meta description, found 0');
  });

  it('canonical: the page itself; an alias points to its target', () => {
    expect(messages(page('/contact', { canonical: `${SITE}/assessment` }))).toContain(
      `canonical is ${SITE}/assessment, expected ${SITE}/contact`,
    );
    const alias = page('/assessment', { canonicalPath: '/contact', canonical: `${SITE}/assessment` });
    expect(messages(alias)).toContain(`canonical is ${SITE}/assessment, expected ${SITE}/contact`);
  });

  it('robots: the not-found page is noindex, other pages are not', () => {
    const notFound = page('/404');
    notFound.facts.robots = ['index, follow'];
    expect(messages(notFound).join()).toMatch(/must be noindex/);
    const hidden = page('/contact');
    hidden.facts.robots = ['noindex'];
    expect(messages(hidden).join()).toMatch(/indexable page says robots "noindex"/);
  });

  it('Open Graph: every tag once, og:url = canonical, the image exists at the size it declares', () => {
    const missing = page('/contact');
    delete missing.facts.meta['og:image:alt'];
    expect(messages(missing)).toContain('expected one non-empty og:image:alt, found 0');
    expect(messages(page('/contact', { ogWidth: 1000 }))).toContain('og:image is 1200×630, the tags say 1000×630');
    const wrongImage = page('/contact');
    wrongImage.facts.meta['og:image'] = [`${SITE}/brand/missing.jpg`];
    expect(messages(wrongImage)).toContain('og:image /brand/missing.jpg is not in the built site');
  });

  it('an article needs its article tags and BlogPosting JSON-LD', () => {
    const article = page('/contact', { ogType: 'article' });
    expect(messages(article)).toEqual(
      expect.arrayContaining([
        'expected one non-empty article:published_time, found 0',
        'an article (og:type article) needs BlogPosting or Article JSON-LD (/contact)',
      ]),
    );
  });
});

describe('body', () => {
  it('exactly one h1', () => {
    expect(messages(page('/contact', { main: '<h1>Second</h1>' }))).toContain('expected exactly one <h1>, found 2');
    expect(messages(page('/contact', { body: '<main id="main"><h2>No h1</h2></main>' }))).toContain('expected exactly one <h1>, found 0');
  });

  it('images carry alt text and their intrinsic size', () => {
    const out = messages(
      page('/contact', {
        main: '<img src="/brand/logo.svg" width="10" height="10"><img src="/brand/logo.svg" alt="" width="10" height="10"><img src="/brand/logo.svg" alt="" aria-hidden="true" width="1" height="1"><img src="/brand/logo.svg" alt="Logo" width="10">',
      }),
    );
    expect(out).toEqual([
      '<img src="/brand/logo.svg"> has no alt attribute',
      '<img src="/brand/logo.svg"> has an empty alt but is not marked decorative (aria-hidden or role="presentation")',
      '<img src="/brand/logo.svg"> lacks its intrinsic size (width and height attributes)',
    ]);
  });

  it("a raster image's width and height have the file's aspect ratio (WebP and AVIF too); a file whose size cannot be read is named", () => {
    const out = messages(
      page('/contact', {
        main: [
          // Scaled, same ratio: fine.
          '<img src="/assets/media/dashboard.webp" alt="Dashboard" width="960" height="540">',
          '<video src="/assets/media/clip.mp4" poster="/assets/media/poster.avif" width="640" height="360"></video>',
          // Another ratio.
          '<img src="/assets/media/dashboard.webp" alt="Dashboard" width="960" height="600">',
          '<video data-poster="/assets/media/poster.avif" width="640" height="480"></video>',
          // A raster file of a format the check cannot read.
          '<img src="/assets/media/clip.mp4" alt="Clip" width="640" height="360">',
        ].join(''),
      }),
    );
    expect(out).toEqual([
      '<img src="/assets/media/dashboard.webp"> declares 960×600, but /assets/media/dashboard.webp is 1920×1080 (another aspect ratio)',
      '<video src=""> declares 640×480, but /assets/media/poster.avif is 1280×720 (another aspect ratio)',
      '<img src="/assets/media/clip.mp4">: the size of /assets/media/clip.mp4 cannot be read (not a PNG, JPEG, WebP or AVIF file)',
    ]);
  });
});

describe('structured data', () => {
  it('JSON-LD that does not parse (a </script> inside the data ends the script early)', () => {
    const broken = page('/contact', { jsonLd: ['{"@context":"https://schema.org","@type":"BreadcrumbList","name":"</script><b>x</b>"}'] });
    expect(messages(broken).join()).toMatch(/JSON-LD block 1 does not parse/);
  });

  it('a breadcrumb trail that is not Home + one item per path segment', () => {
    const wrong = breadcrumbLd(SITE, [
      { name: 'Home', path: '/' },
      { name: 'Calculators', path: '/resources/calculators' },
    ]);
    expect(messages(page('/resources/calculators', { jsonLd: [serializeJsonLd(wrong)] })).join()).toMatch(/BreadcrumbList items are/);
    expect(messages(page('/contact', { jsonLd: [] }))).toContain('expected one BreadcrumbList in JSON-LD, found 0');
  });

  it('the home page needs the Organization and the WebSite', () => {
    expect(messages(page('/', { jsonLd: [serializeJsonLd(websiteLd(SITE))] }))).toContain(
      'the home page needs one Organization in JSON-LD',
    );
  });

  it('each type carries its required properties', () => {
    const { logo: _logo, ...orgWithoutLogo } = organizationLd(SITE);
    expect(checkJsonLdBlock(orgWithoutLogo)).toEqual(['Organization lacks "logo"']);
    const { currenciesAccepted: _c, ...noCurrencies } = organizationLd(SITE);
    expect(checkJsonLdBlock(noCurrencies)).toEqual(['LocalBusiness lacks "currenciesAccepted"']);
    expect(checkJsonLdBlock({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] })).toEqual([
      'BreadcrumbList lacks "itemListElement"',
    ]);
    expect(
      checkJsonLdBlock({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 2, name: '', item: '/relative' }],
      }),
    ).toEqual([
      'BreadcrumbList item 1 has position 2',
      'BreadcrumbList item 1 has no name',
      'BreadcrumbList item 1 has no absolute item URL',
    ]);
    expect(checkJsonLdBlock({ '@type': 'WebSite', name: 'x', url: `${SITE}/` })).toEqual([
      'JSON-LD @context is undefined, not https://schema.org',
    ]);
    expect(checkJsonLdBlock([])).toEqual(['JSON-LD is not an object']);
    expect(
      checkJsonLdBlock({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q?' }] }),
    ).toEqual(['FAQPage question 1 needs a name and an acceptedAnswer with text']);
  });

  it("the platform's builders produce blocks that pass", () => {
    const posting = blogPostingLd(SITE, {
      title: 'Freight',
      description: 'About freight.',
      path: '/resources/blogs/freight',
      publishDate: '2026-01-05',
      author: 'Meranti 4PL',
      category: 'Freight',
      tags: ['freight'],
    });
    for (const block of [organizationLd(SITE), websiteLd(SITE), breadcrumbLd(SITE, breadcrumbsFor('/contact', 'Contact')), posting]) {
      expect(checkJsonLdBlock(JSON.parse(serializeJsonLd(block)))).toEqual([]);
    }
    const { wordCount: _w, ...noWords } = posting;
    expect(checkJsonLdBlock(noWords)).toContain('BlogPosting lacks "wordCount"');
  });
});

describe('links and anchors', () => {
  const pages = goodSite();
  const byPath = new Map(pages.map((p) => [p.route, p]));
  const resolve = (href, from = '/contact') => resolveLink(href, from, byPath, ctx);

  it('resolve to built pages and elements', () => {
    expect(resolve('/resources/calculators#calculators').status).toBe('ok');
    expect(resolve('#main').status).toBe('ok');
    expect(resolve('#main', '/404').status).toBe('ok');
    expect(resolve(`${SITE}/contact`).status).toBe('ok');
    expect(resolve('/contact/').status).toBe('ok');
    expect(resolve('/calculator/invoice-audit-roi').status).toBe('ok');
    expect(resolve('/brand/logo.svg').status).toBe('ok');
    expect(resolve('https://www.linkedin.com/company/x').status).toBe('external');
    expect(resolve('mailto:hello@meranti4pl.example').status).toBe('external');
  });

  it('a route of the table whose page is not built yet is pending, not broken', () => {
    expect(resolve('/resources')).toEqual({ status: 'pending', path: '/resources' });
  });

  it('fail: unknown paths, missing anchors, the not-found page, empty and script links', () => {
    expect(resolve('/no-such-page')).toMatchObject({
      status: 'broken',
      reason: '/no-such-page: no route of the table serves /no-such-page',
    });
    expect(resolve('/contact#nowhere')).toMatchObject({
      status: 'broken',
      reason: '/contact#nowhere: no element with id "nowhere" on /contact',
    });
    expect(resolve('#nowhere')).toMatchObject({ status: 'broken' });
    expect(resolve('/404')).toMatchObject({ status: 'broken', reason: '/404 leads to the not-found page' });
    expect(resolve('#')).toMatchObject({ status: 'broken' });
    expect(resolve('javascript:void(0)')).toMatchObject({ status: 'broken' });
    expect(resolve(undefined)).toMatchObject({ status: 'broken', reason: 'a link without href' });
    expect(resolve('/brand/missing.pdf')).toMatchObject({ status: 'broken' });
  });

  it('icons point at a symbol of a sprite that is in the built site', () => {
    const icons =
      '<svg><use href="/assets/icons.svg#ArrowRight"></use></svg><svg><use href="/assets/icons.svg#Nope"></use></svg><svg><use href="/assets/old.svg#ArrowRight"></use></svg>';
    const pages = [...goodSite().slice(0, 4), page('/404', { main: icons })];
    expect(checkLinks(pages, ctx).problems).toEqual([
      { route: '/404', message: '<use href="/assets/icons.svg#Nope">: no symbol "Nope" in /assets/icons.svg' },
      { route: '/404', message: '<use href="/assets/old.svg#ArrowRight">: the file is not in the built site' },
    ]);
  });

  it('a video needs a src or a poster (or a data-poster it gets later), each in the built site (sources may come later)', () => {
    const videos =
      '<video muted loop autoplay preload="none" poster="/brand/logo.svg" width="12" height="8"></video>' +
      '<video muted poster="/assets/media/gone.webp" width="12" height="8"></video>' +
      '<video src="/assets/media/gone.webm" poster="/brand/logo.svg" width="12" height="8"></video>' +
      '<video width="12" height="8"></video>' +
      '<video preload="none" data-poster="/brand/logo.svg" width="12" height="8"></video>' +
      '<video preload="none" data-poster="/assets/media/later.webp" width="12" height="8"></video>';
    const pages = [...goodSite().slice(0, 4), page('/404', { main: videos })];
    expect(checkLinks(pages, ctx).problems).toEqual([
      { route: '/404', message: '<video> /assets/media/gone.webp is not in the built site' },
      { route: '/404', message: '<video> /assets/media/gone.webm is not in the built site' },
      { route: '/404', message: '<video> without src or poster' },
      { route: '/404', message: '<video> /assets/media/later.webp is not in the built site' },
    ]);
  });

  it('reports each broken link with the page it is on', () => {
    const broken = [...goodSite().slice(0, 4), page('/404', { main: '<a href="/solutions/nowhere">x</a>' })];
    expect(checkLinks(broken, ctx).problems).toEqual([
      { route: '/404', message: 'broken link: /solutions/nowhere: no route of the table serves /solutions/nowhere' },
    ]);
  });
});

describe('site-wide', () => {
  it('titles and descriptions are unique across canonical pages (aliases share their target’s)', () => {
    const pages = [
      page('/'),
      page('/contact'),
      page('/resources/calculators', { title: TITLES['/contact'] }),
      page('/assessment', { canonicalPath: '/contact' }),
    ];
    expect(checkUniqueness(pages)).toEqual([
      { route: '/contact', message: `title "${TITLES['/contact']}" is also used by /resources/calculators` },
      { route: '/resources/calculators', message: `title "${TITLES['/contact']}" is also used by /contact` },
    ]);
    const sameDescription = [page('/contact'), page('/resources/calculators', { description: DESCRIPTIONS['/contact'] })];
    expect(checkUniqueness(sameDescription)).toHaveLength(2);
  });

  it('the sitemap lists exactly the canonical pages', () => {
    const pages = goodSite();
    expect(checkSitemap([`${SITE}/`, `${SITE}/contact`, `${SITE}/assessment`, `${SITE}/contact`], pages, ctx)).toEqual([
      { route: 'sitemap.xml', message: '/contact is listed 2 times' },
      { route: 'sitemap.xml', message: 'lists /assessment, but it is an alias' },
      { route: 'sitemap.xml', message: 'does not list the canonical page /resources/calculators' },
    ]);
    expect(checkSitemap(['http://elsewhere.example/', `${SITE}/404`], pages, ctx).map((p) => p.message)).toEqual(
      expect.arrayContaining([
        'http://elsewhere.example/ is not on https://www.meranti4pl.example',
        'lists /404, but it is the not-found page',
      ]),
    );
  });

  it('no stale prerendered file, none missing', () => {
    expect(checkPrerenderedFiles(['/', '/old-page'], ['/', '/contact'])).toEqual([
      { route: '/old-page', message: 'a prerendered file that no built route renders (stale page)' },
      { route: '/contact', message: 'no prerendered file for this built route' },
    ]);
  });
});

describe('source maps', () => {
  it('no .map file is served and no served script names one', () => {
    const clean = [
      { path: '/assets/shell-Ab12Cd34.js', text: 'export const a=1;' },
      { path: '/mfe/resources/abc123/remoteEntry.js', text: 'const b=2;' },
      { path: '/index.html', text: '' },
    ];
    expect(checkNoSourceMaps(clean)).toEqual([]);
    expect(
      checkNoSourceMaps([
        ...clean,
        { path: '/assets/shell-Ab12Cd34.js.map', text: '' },
        { path: '/mfe/contact/def456/assets/x.js', text: 'x();\n//# sourceMappingURL=x.js.map' },
      ]).map((p) => p.route),
    ).toEqual(['/assets/shell-Ab12Cd34.js.map', '/mfe/contact/def456/assets/x.js']);
  });
});
