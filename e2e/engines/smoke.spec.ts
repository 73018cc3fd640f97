// The cross-engine smoke suite (ADR 17): what a visitor on Firefox or on Safari's engine
// (WebKit: every iPhone and iPad browser) must get, checked in one browser session per engine.
// The Chromium suite (e2e/tests) goes deep; this one goes wide: every route of the built sitemap
// loads and hydrates cleanly, and the few paths that carry the site work with real input.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBot } from '../../api/src/rum/privacy';
import { columnOf, liveBuilds, pageViewsMetric, telemetryStarted, vitals } from '../support/telemetry';
import { SELF_TEST_MISSING_PATH, SELF_TEST_PATH } from './capture-proxy';
import type { EngineSession } from './engine';
import { expect, test } from './fixtures';
import { ports, siteOrigin } from './ports';
import { mailsMentioning } from './smtp-inbox';

const SITE_DIR = path.resolve(fileURLToPath(new URL('../..', import.meta.url)), '.site');
/** The suite's server's DATA_DIR (playwright.config.ts); its telemetry is emptied when the run starts (global-setup.ts). */
const ENGINES_DATA_DIR = '.tmp/engines-data';

/** Every route the built site lists in its sitemap (as paths), then /404. */
function sitemapRoutes(): string[] {
  const xml = readFileSync(path.join(SITE_DIR, 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
  if (paths.length === 0) throw new Error('the built sitemap lists no routes: run the build first');
  return paths;
}

/** The not-found page (docs/product-rules.md#not-found) logs the missing path to the console, as an error. */
const NOT_FOUND_LOG = 'console.error: 404 Error: User attempted to access non-existent route: /404';
const DESKTOP = { width: 1280, height: 900 };

/** Polls `read` every 50 ms (a driver round trip costs a few) until its value passes the matcher. */
const until = <T>(read: () => Promise<T>, message?: string) => expect.poll(read, { message, intervals: [50] });

/**
 * Waits for the shell's mark that every piece of the page has hydrated, and for its deferred
 * sections (ADR 21), as the Chromium suite does: a click on a link in a section whose code has not
 * arrived yet is a plain link (a full page load), and a keystroke there is lost.
 */
async function hydrated(engine: EngineSession) {
  try {
    await until(() =>
      engine.evaluate(
        () =>
          document.documentElement.dataset.hydrated === 'true' &&
          [...document.querySelectorAll('[data-deferred]')].every((el) =>
            ['ready', 'static'].includes(el.getAttribute('data-deferred') ?? ''),
          ),
      ),
    ).toBe(true);
  } catch (error) {
    const state = await engine.evaluate(() => ({
      readyState: document.readyState,
      marks: performance.getEntriesByType('mark').map((m) => m.name),
      paint: performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`),
      modulepreloads: document.querySelectorAll('link[rel="modulepreload"]').length,
      resources: performance.getEntriesByType('resource').length,
      visibility: document.visibilityState,
    }));
    const problems = await engine.takeProblems();
    throw new Error(`the page did not hydrate (html[data-hydrated], [data-deferred="ready"]): ${JSON.stringify({ ...state, problems })}`, {
      cause: error,
    });
  }
}

/** The page as a visitor reads it: its title and the text of each <h1>. */
const headings = (engine: EngineSession) =>
  engine.evaluate(() => ({
    title: document.title,
    h1: [...document.querySelectorAll('h1')].map((h) => (h.textContent ?? '').replace(/\s+/g, ' ').trim()),
  }));

/** Nothing went wrong on the page since the last look (after it has gone quiet). */
async function expectNoProblems(engine: EngineSession, expected: string[] = []) {
  await engine.settle();
  expect(await engine.takeProblems(), 'uncaught errors, console errors and warnings, failed requests').toEqual(expected);
}

/** The form control labelled `text` (the label's visible text without aria-hidden marks such as "*"). */
function byLabel(text: string): Element | null {
  for (const label of document.querySelectorAll('label')) {
    const copy = label.cloneNode(true) as HTMLLabelElement;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    if ((copy.textContent ?? '').trim() === text && label.control && label.control.getClientRects().length > 0) return label.control;
  }
  return null;
}

test('the error observers see what a console would show: uncaught errors, rejections, console errors, failed requests', async ({
  engine,
}) => {
  // Served by the capture proxy; its script fails while the page is still being parsed.
  await engine.open(`http://127.0.0.1:${ports.captureProxy[engine.name]}${SELF_TEST_PATH}`);
  await engine.settle();
  const seen = (await engine.takeProblems()).join('\n');
  for (const expected of [
    'self-test: uncaught error',
    'self-test: unhandled rejection',
    'console.error: self-test: console error',
    'self-test: console warning',
    SELF_TEST_MISSING_PATH,
  ])
    expect(seen, `the observer reports "${expected}"`).toContain(expected);
});

for (const route of [...sitemapRoutes(), '/404']) {
  test(`${route} loads and hydrates with no uncaught error and no console error`, async ({ engine }) => {
    await engine.resize(DESKTOP.width, DESKTOP.height);
    const status = await engine.open(route);
    expect(status, 'HTTP status').toBe(route === '/404' ? 404 : 200);
    await hydrated(engine);
    const page = await headings(engine);
    expect(page.title).toMatch(/\S.*Meranti 4PL/);
    expect(page.h1, 'one non-empty <h1>').toEqual([expect.stringMatching(/\S/)]);
    // The not-found page logs the missing path by specification, and nothing else.
    await expectNoProblems(engine, route === '/404' ? [NOT_FOUND_LOG] : []);
  });
}

for (const [from, to] of [
  ['/', '/contact'],
  ['/resources', '/resources/calculators'],
] as const) {
  test(`client-side navigation ${from} → ${to} keeps the document and updates title and <h1>`, async ({ engine }) => {
    await engine.resize(DESKTOP.width, DESKTOP.height);
    await engine.open(to);
    await hydrated(engine);
    const direct = await headings(engine);

    await engine.open(from);
    await hydrated(engine);
    const before = await headings(engine);
    await engine.evaluate(() => {
      (window as unknown as Record<string, unknown>).__sameDocument = true;
    });
    // The first link to `to` a visitor can see (the header's on /, the hub's card on /resources).
    const link = await engine.element(
      (href: string) => [...document.querySelectorAll(`a[href="${href}"]`)].find((a) => a.getClientRects().length > 0) ?? null,
      to,
    );
    await link.click();
    await until(() => engine.evaluate(() => window.location.pathname)).toBe(to);
    await until(() => headings(engine), 'title and <h1> of the new page').toEqual(direct);
    expect(direct.title).not.toBe(before.title);
    expect(direct.h1).not.toEqual(before.h1);
    expect(
      await engine.evaluate(() => (window as unknown as Record<string, unknown>).__sameDocument),
      'the same document (no reload)',
    ).toBe(true);
    await expectNoProblems(engine);
  });
}

test('the contact form sends an enquiry that reaches the mail server exactly once', async ({ engine }) => {
  const company = `Cross-engine check ${engine.name} ${Date.now()}`;
  const email = `buyer.${engine.name}@lioncity-apparel.example`;
  await engine.resize(DESKTOP.width, DESKTOP.height);
  await engine.open('/contact');
  await hydrated(engine);
  await (await engine.element(byLabel, 'Full Name')).fill('Wei Ling Tan');
  await (await engine.element(byLabel, 'Email Address')).fill(email);
  await (await engine.element(byLabel, 'Company Name')).fill(company);
  await (
    await engine.element(
      () => [...document.querySelectorAll('form button[type="submit"]')].find((b) => b.textContent?.trim() === 'Send Message') ?? null,
    )
  ).click();

  await until(() =>
    engine.evaluate(() =>
      [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.includes('Thank you for reaching out!')),
    ),
  ).toBe(true);
  await until(async () => mailsMentioning(company).length, 'mails carrying this enquiry').toBe(1);
  const [mail] = mailsMentioning(company);
  expect(mail).toContain(email);
  expect(mail).toContain('Wei Ling Tan');
  // A second copy (a double submit, a resend) would follow within moments: the page goes quiet and
  // there is still one.
  await expectNoProblems(engine);
  expect(mailsMentioning(company)).toHaveLength(1);
});

/** The phone menu as a visitor meets it: shown or not, where the focus is, what its button says. */
const menuState = (engine: EngineSession) =>
  engine.evaluate(() => {
    const menu = document.querySelector<HTMLElement>('nav[aria-label="Menu"]');
    const toggle = menu && document.querySelector(`button[aria-controls="${menu.id}"]`);
    const focused = document.activeElement;
    return {
      open: !!menu && !menu.hidden && menu.getClientRects().length > 0,
      focus: focused && menu?.contains(focused) ? `menu: ${focused.textContent?.trim()}` : focused?.getAttribute('aria-label'),
      toggle: `${toggle?.getAttribute('aria-label')}, expanded ${toggle?.getAttribute('aria-expanded')}`,
    };
  });

test('the mobile menu opens and closes with the keyboard', async ({ engine }) => {
  // A phone-sized viewport (WebKit's MiniBrowser window cannot be narrower than about 450 px):
  // anything under the design system's sm breakpoint (640 px) gets the phone layout.
  const width = await engine.resize(375, 800);
  expect(width, 'a phone-width viewport').toBeLessThan(640);
  try {
    await engine.open('/');
    await hydrated(engine);
    const onToggle = () => engine.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Open menu');
    // From the top of the page, Tab until the menu button has the focus.
    for (let i = 0; i < 12 && !(await onToggle()); i += 1) await engine.press('Tab');
    expect(await onToggle(), 'Tab reaches the menu button').toBe(true);

    await engine.press('Enter');
    await until(() => menuState(engine)).toEqual({ open: true, focus: 'menu: Home', toggle: 'Close menu, expanded true' });
    await engine.press('Escape');
    await until(() => menuState(engine)).toEqual({ open: false, focus: 'Open menu', toggle: 'Open menu, expanded false' });
    await expectNoProblems(engine);
  } finally {
    await engine.resize(DESKTOP.width, DESKTOP.height);
  }
});

test('the ROI calculator computes the example of the product rules ($100,000 a month)', async ({ engine }) => {
  await engine.resize(DESKTOP.width, DESKTOP.height);
  await engine.open('/resources/calculators');
  await hydrated(engine);
  await (await engine.element(byLabel, 'Monthly Logistics Spend')).fill('100000');
  // Net savings, annual spend, savings (20%), implementation (5%), ROI, payback.
  await until(() =>
    engine.evaluate(() => {
      const heading = [...document.querySelectorAll('[role="tabpanel"] :is(h2, h3, h4, h5)')].find(
        (h) => h.textContent?.trim() === 'Your estimated savings',
      );
      const region = heading?.closest('section');
      return region ? [...region.querySelectorAll('dd:not([data-hint])')].map((d) => d.textContent?.trim()) : null;
    }),
  ).toEqual(['$180,000', '$1,200,000', '$240,000', '$60,000', '300%', '3.0 months']);
  await expectNoProblems(engine);
});

test("telemetry: the page's beacons carry each view and vital with its route, area and live build, and reach the rollups", async ({
  engine,
}) => {
  // Real-user telemetry (ADR 24) in this engine: the client runs, builds its events, and the
  // browser's beacons are taken (this engine's user agent is a visitor's, not a bot's).
  // `npm run vitals` starts a Node process: seconds on a busy machine.
  test.setTimeout(150_000);
  const builds = liveBuilds();
  expect(isBot(await engine.evaluate(() => navigator.userAgent)), 'the user agent counts as a visitor').toBe(false);
  const before = await pageViewsMetric(siteOrigin, 'contact', builds.contact, '/contact');
  await engine.resize(DESKTOP.width, DESKTOP.height);
  await engine.open('/');
  await hydrated(engine);
  await until(() => engine.evaluate(telemetryStarted), 'the telemetry client started').toBe(true);
  // Keep a copy of what the page beacons from now on (the browser still sends it).
  await engine.evaluate(() => {
    const w = window as unknown as { __beacons: { url: string; body: string; ok: boolean }[] };
    w.__beacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      const ok = send(url, body);
      w.__beacons.push({ url: String(url), body: String(body), ok });
      return ok;
    };
  });
  // Into another area, client-side; then the tab is hidden (the client sends what it holds).
  const link = await engine.element(
    () => [...document.querySelectorAll('a[href="/contact"]')].find((a) => a.getClientRects().length > 0) ?? null,
  );
  await link.click();
  await until(() => engine.evaluate(() => `${window.location.pathname} ${document.title}`)).toMatch(/^\/contact Contact Us/);
  await engine.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  const sent = () => engine.evaluate(() => (window as unknown as { __beacons: { url: string; body: string; ok: boolean }[] }).__beacons);
  const eventsIn = (beacons: { body: string }[]) =>
    beacons.flatMap((b) => (JSON.parse(b.body) as { events: Record<string, unknown>[] }).events);
  // The new page's view is counted once the navigation has committed: in that beacon, or the next (within 5 s).
  await until(async () => eventsIn(await sent()), "the new page's view in a beacon").toContainEqual({
    kind: 'pageview',
    route: '/contact',
    area: 'contact',
    build: builds.contact,
    channel: 'live',
  });
  const beacons = await sent();
  expect(
    beacons.every((b) => b.url === '/api/rum' && b.ok && b.body.length < 8_000),
    'taken by the browser, a few KB each',
  ).toBe(true);
  // Vitals belong to the landing page. CLS is reported when the page is hidden, where the engine
  // measures layout shifts (WebKit does not); FCP, earlier (checked in the rollups below).
  if (await engine.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift')))
    expect(eventsIn(beacons)).toContainEqual(
      expect.objectContaining({ kind: 'vital', metric: 'CLS', route: '/', area: 'marketing', build: builds.marketing }),
    );

  // Counted by the server (its own view, /metrics) and in the rollups (npm run vitals).
  await until(() => pageViewsMetric(siteOrigin, 'contact', builds.contact, '/contact'), 'counted by the server').toBeGreaterThan(before);
  await expect
    .poll(
      async () => {
        const report = await vitals(ENGINES_DATA_DIR);
        return {
          contactViews: columnOf(report, 'contact', builds.contact).pageViews > 0,
          marketingFcp: (columnOf(report, 'marketing', builds.marketing).vitals.FCP?.count ?? 0) > 0,
        };
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toEqual({ contactViews: true, marketingFcp: true });
  await expectNoProblems(engine);
});
