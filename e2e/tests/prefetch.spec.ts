// Prefetching for client-side navigation and deferred sections (ADR 21), as a visitor's
// browser sees them: which code it asks for before any click, what a navigation then shows, and
// a section below the hero that hydrates after the page while its text is in the HTML.
import { routes } from '@meranti/platform';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { hydrated, markDocument, watchPage } from '../support/page-watch';

/** Every page's name: a page's module is `<area>/src/pages/<page>/<page>.tsx`, its chunk `<page>-<hash>.js`. */
const PAGES: ReadonlySet<string> = new Set(Object.values(routes).map((r) => r.page));

/** The name a built module was emitted under (`assets/<name>-<hash>.js`), or null. */
const chunkName = (path: string): string | null => /\/assets\/([\w.-]+)-[\w-]{8}\.js$/.exec(path)?.[1] ?? null;

/** The page a request loads the module of, or null for any other request. */
const pageModule = (path: string): string | null => {
  const name = chunkName(path);
  return name !== null && PAGES.has(name) ? name : null;
};

/** What the page's JavaScript reads as `navigator.connection` (the Network Information API). */
interface Connection {
  readonly saveData: boolean;
  readonly effectiveType: string;
}

/** Emulates the visitor's connection: Chromium has no switch for Save-Data, so the property is defined before any script runs. */
async function emulateConnection(page: Page, connection: Connection) {
  await page.addInitScript((c) => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { ...c, downlink: 10, rtt: 50 } });
  }, connection);
}

/**
 * Requests for code only another page needs, on `/` (the marketing area's home page): another
 * area's remote entry, the live area addresses (looked up before another area's first load),
 * and any page module or below-the-hero sections module other than the home page's own.
 */
function otherPagesCode(paths: readonly string[]): string[] {
  return paths.filter((p) => {
    if (p === '/remotes.json') return true;
    const entry = /^\/mfe\/(\w+)\/[^/]+\/remoteEntry\.js$/.exec(p);
    if (entry) return entry[1] !== 'marketing';
    if (!p.startsWith('/mfe/')) return false;
    const name = chunkName(p);
    const code = name !== null && (pageModule(p) !== null || /^[A-Z]\w*Sections$/.test(name));
    return code && !['home', 'LandingSections'].includes(name as string);
  });
}

/** The prefetcher's own module: the shell imports it once the page has hydrated and gone idle. */
const PREFETCHER = /^\/assets\/link-prefetch-[\w-]+\.js$/;

/**
 * Opens `/` and behaves as a visitor who reads without clicking: waits until the page has
 * hydrated and the shell has started its after-hydration work (the prefetcher's module is loaded,
 * whether or not it then prefetches), leaves it idle, scrolls to the bottom (every footer link in
 * view) and rests the mouse on a link to another area's page. Returns the paths of every request
 * the page made, as a live list.
 */
async function readHomeWithoutClicking(page: Page): Promise<string[]> {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  const prefetcher = page.waitForResponse((response) => PREFETCHER.test(new URL(response.url()).pathname));
  await page.goto('/');
  await hydrated(page);
  await prefetcher;
  // Idle long enough for the first speculative prefetches (they start in idle callbacks, ≤ 2 s).
  await page.waitForTimeout(2000);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(500);
  await page.locator('footer a[href="/contact"]').hover();
  await page.waitForTimeout(800);
  expect(new URL(page.url()).pathname, 'still on the first page: nothing was clicked').toBe('/');
  return paths;
}

const contactEntry = (p: string) => /^\/mfe\/contact\/[^/]+\/remoteEntry\.js$/.test(p);
const contactPage = (p: string) => p.startsWith('/mfe/contact/') && pageModule(p) === 'contact';
const aboutPage = (p: string) => p.startsWith('/mfe/marketing/') && pageModule(p) === 'about';

test.describe('prefetching the next pages', () => {
  test.describe.configure({ mode: 'parallel' });
  test('on a normal connection, / fetches the code of other pages before any click', async ({ page }) => {
    const paths = await readHomeWithoutClicking(page);
    // The contact area (another area) and its page, and /about of the home page's own area:
    // main pages (/services, /solutions, /contact, /about), fetched while the visitor has not clicked anything.
    for (const [what, seen] of [
      ["the contact area's remote entry", contactEntry],
      ['the /contact page module', contactPage],
      ['the /about page module', aboutPage],
    ] as const) {
      await expect.poll(() => otherPagesCode(paths).some(seen), { message: what, timeout: 5000 }).toBe(true);
    }
    expect(new URL(page.url()).pathname).toBe('/');
  });

  // The same visit and the same observation, on connections where the visitor pays for every byte.
  const saving: readonly [string, Connection][] = [
    ['Save-Data on', { saveData: true, effectiveType: '4g' }],
    ['a 2G connection', { saveData: false, effectiveType: '2g' }],
  ];
  for (const [name, connection] of saving) {
    test(`with ${name}, / fetches no other page's code: not when idle, not in view, not on hover`, async ({ page }) => {
      await emulateConnection(page, connection);
      const paths = await readHomeWithoutClicking(page);
      expect(otherPagesCode(paths)).toEqual([]);
      // The page itself loaded and hydrated as usual (its own area's code is there).
      expect(paths.some((p) => /^\/mfe\/marketing\/[^/]+\/remoteEntry\.js$/.test(p))).toBe(true);
    });
  }

  test('the page a visitor is looking at is fetched first: the card in view on /resources before the main pages', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const modules: string[] = [];
    page.on('request', (request) => {
      const module = pageModule(new URL(request.url()).pathname);
      if (module) modules.push(module);
    });
    // The visitor follows a link to the resource types and reads the calculators card, in view from the start.
    await page.goto('/resources#resource-types');
    await hydrated(page);
    await expect(page.locator('main a[href="/resources/calculators"]').first()).toBeInViewport();
    await expect.poll(() => modules, { message: 'the calculators page module, prefetched', timeout: 10_000 }).toContain('calculators');
    // Before the main pages not in view (/services, /solutions, /about; the hero's /contact button is
    // in view too) and the home page (the header's logo).
    const before = modules.slice(0, modules.indexOf('calculators'));
    expect(before, `prefetched before the calculators (all: ${modules.join(', ')})`).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(services|solutions|about|home)$/)]),
    );
  });

  test('a link scrolled into view after the speculative budget is spent is fetched before the tap, which then fetches no code and inserts no style', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/case-studies');
    await hydrated(page);
    // The page view's speculative budget is spent (the first pages of two other areas and the
    // home page): the prefetcher marks when it stops for it.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('meranti:prefetch-budget-spent').length), {
        message: 'the speculative budget stops its prefetches',
        timeout: 15_000,
      })
      .toBe(1);
    const prefetchedStudies = () =>
      page.evaluate(() =>
        performance
          .getEntriesByName('meranti:prefetch')
          .map((m) => (m as PerformanceMeasure).detail)
          .filter((d) => d.page === 'case-study')
          .map((d) => `${d.params.id} ${d.kind}`),
      );
    expect(await prefetchedStudies(), 'no case study fetched before the visitor scrolls to one').toEqual([]);

    // The visitor scrolls to the first case study's card and reads it for a second.
    const card = page.locator('main a[href="/case-studies/1"]').first();
    await card.scrollIntoViewIfNeeded();
    await expect.poll(prefetchedStudies, { message: 'the case study on screen, prefetched', timeout: 5000 }).toContain('1 in-view');

    // Further down the list, on another screen: the budget renews as the visitor reads on.
    await page.locator('main a[href="/case-studies/4"]').first().scrollIntoViewIfNeeded();
    await expect.poll(prefetchedStudies, { message: 'a case study three screens on, prefetched', timeout: 5000 }).toContain('4 in-view');

    // The tap renders the page from what was fetched: nothing requested between the click and the
    // new page's h1 (by the page's own Resource Timing; the new page's own prefetching starts
    // later), and no style rule inserted (the page's styles were adopted ahead: ADR 28).
    await page.evaluate(() => window.scrollTo(0, 0));
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const nav: { clickAt?: number; h1At?: number; rulesInserted: number } = { rulesInserted: 0 };
      (window as Window & { navWindow?: typeof nav }).navWindow = nav;
      document.addEventListener(
        'click',
        (e) => {
          nav.clickAt ??= e.timeStamp;
        },
        { capture: true, once: true },
      );
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
        if (nav.clickAt !== undefined && nav.h1At === undefined) nav.rulesInserted += 1;
        return insertRule.call(this, rule, index);
      };
      const oldH1 = document.querySelector('main h1');
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('main h1');
        if (h1 && h1 !== oldH1 && window.location.pathname === '/case-studies/1') {
          nav.h1At = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await card.click();
    await expect(page).toHaveURL(/\/case-studies\/1$/);
    await expect(page.locator('main h1')).toBeVisible();
    const { fetched, rulesInserted } = await page.evaluate(() => {
      const nav = (window as Window & { navWindow?: { clickAt?: number; h1At?: number; rulesInserted: number } }).navWindow;
      const { clickAt = 0, h1At = Number.POSITIVE_INFINITY, rulesInserted = -1 } = nav ?? {};
      const fetched = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= clickAt && e.startTime <= h1At && !new URL(e.name).pathname.startsWith('/api/'))
        .map((e) => new URL(e.name).pathname);
      return { fetched, rulesInserted };
    });
    expect(fetched, 'requested between the tap and the new page').toEqual([]);
    expect(rulesInserted, 'style rules inserted between the tap and the new page').toBe(0);
  });

  test('on a connection that drops to 2G during the visit, prefetching stops', async ({ page }) => {
    // 4G through the same emulation first: it alone changes nothing, prefetching happens.
    await emulateConnection(page, { saveData: false, effectiveType: '4g' });
    const paths: string[] = [];
    let lastRequestAt = Date.now();
    page.on('request', (request) => {
      paths.push(new URL(request.url()).pathname);
      lastRequestAt = Date.now();
    });
    await page.goto('/');
    await hydrated(page);
    await expect.poll(() => otherPagesCode(paths).some(contactPage), { timeout: 10_000 }).toBe(true);

    await page.evaluate(() => {
      (navigator as Navigator & { connection: { effectiveType: string } }).connection.effectiveType = '2g';
    });
    // What was on its way when the connection dropped arrives: the page then asks for nothing for 1.5 s.
    await expect.poll(() => Date.now() - lastRequestAt, { message: 'the network goes quiet', timeout: 15_000 }).toBeGreaterThan(1500);
    const before = paths.length;
    // The footer's links come into view and the mouse rests on one that was not prefetched yet.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(500);
    await page.locator('footer a[href="/privacy"]').hover();
    await page.waitForTimeout(1500);
    expect(otherPagesCode(paths.slice(before))).toEqual([]);
  });
});

/** The h1 and title a fresh load of `route` shows (the prerendered page, no JavaScript). */
async function prerendered(browser: Browser, baseURL: string, route: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await page.goto(route);
    return { h1: ((await page.locator('h1').textContent()) ?? '').trim(), title: await page.title() };
  } finally {
    await context.close();
  }
}

test('a navigation after prefetching keeps the document and shows the next page whole, without errors', async ({
  page,
  browser,
  baseURL,
}) => {
  const expected = {
    contact: await prerendered(browser, baseURL as string, '/contact'),
    about: await prerendered(browser, baseURL as string, '/about'),
  };
  const watch = watchPage(page);
  await page.goto('/');
  await hydrated(page);
  // Wait until the prefetcher reports the contact page done (the User Timing measure it writes
  // when a prefetch has finished) — not merely its chunk: the area's other modules may still load.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance.getEntriesByName('meranti:prefetch').some((m) => {
            const detail = (m as PerformanceMeasure).detail as { area?: string; page?: string; ok?: boolean } | null;
            return detail?.area === 'contact' && detail.page === 'contact' && detail.ok === true;
          }),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  const sameDocument = await markDocument(page);
  const afterClick: string[] = [];
  page.on('request', (request) => afterClick.push(new URL(request.url()).pathname));

  await page.locator('main a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('h1')).toHaveText(expected.contact.h1);
  await expect(page).toHaveTitle(expected.contact.title);
  expect(await sameDocument()).toBe(true);
  // The prefetch did the work: the navigation fetched none of the contact area's code itself.
  expect(afterClick.filter((p) => p.startsWith('/mfe/contact/') && p.endsWith('.js'))).toEqual([]);

  // On to another area's page from the footer: the page that was navigated to prefetches too.
  await page.locator('footer a[href="/about"]').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('h1')).toHaveText(expected.about.h1);
  await expect(page).toHaveTitle(expected.about.title);
  expect(await sameDocument()).toBe(true);

  expect(watch.hydrationProblems()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test.describe('a deferred section (the FAQ below the LaaS page hero)', () => {
  const ROUTE = '/services/logistics-as-a-service';
  const FAQ = 'Questions about Logistics as a Service';

  test('is in the prerendered HTML: its questions show without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto(ROUTE);
      const faq = page.locator('[data-deferred]').getByRole('region', { name: FAQ });
      await faq.scrollIntoViewIfNeeded();
      await expect(faq).toBeVisible();
      await expect(faq.getByRole('button')).toHaveCount(4);
      await expect(faq.getByRole('button').first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('loads its code after the page has hydrated, and works once scrolled to', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto(ROUTE);
    await hydrated(page);
    const faq = page.getByRole('region', { name: FAQ });
    await faq.scrollIntoViewIfNeeded();
    const question = faq.getByRole('button').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${await question.getAttribute('aria-controls')}"]`)).toBeVisible();
    // Its code was not part of the first load: requested only once the page had hydrated.
    const timing = await page.evaluate(() => ({
      hydratedAt: performance.getEntriesByName('meranti:hydrated')[0]?.startTime ?? Number.NaN,
      sections: performance
        .getEntriesByType('resource')
        .filter((e) => /\/LaasSections-[\w-]+\.js$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(timing.sections).toHaveLength(1);
    expect(timing.sections[0]).toBeGreaterThan(timing.hydratedAt);
    expect(watch.hydrationProblems()).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});
