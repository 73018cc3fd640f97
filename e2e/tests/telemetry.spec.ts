/**
 * Real-user telemetry in Chromium (ADR 24): the built site's pages send their page views,
 * web vitals and errors to POST /api/rum when the visitor leaves them, and `npm run vitals` shows
 * them attributed to the page's area and the build it ran; an error thrown on purpose in one
 * area's page shows in `npm run errors` with its source file and line (mapped through that
 * build's source map, which the site never serves). Firefox and WebKit: e2e/engines/smoke.spec.ts.
 */
import { devices, expect, type Page, test } from '@playwright/test';
import { hydrated } from '../support/page-watch';
import {
  type Area,
  type BuildColumn,
  columnOf,
  type ErrorReport,
  errorsOf,
  liveBuilds,
  pageViewsMetric,
  telemetryStarted,
  vitals,
} from '../support/telemetry';

/**
 * Headless Chromium sends a page's last beacon — after the page is gone — with its own user agent
 * ("HeadlessChrome"), which the endpoint drops as automation; a visitor's browser sends its own.
 * This file's browser says what the project's device does, for those beacons too.
 */
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      `--user-agent=${devices['Desktop Chrome'].userAgent}`,
    ],
  },
});

/** The e2e server's DATA_DIR (playwright.config.ts). */
const DATA_DIR = '.tmp/e2e-data';

/**
 * Loads `route`, waits for hydration and for the telemetry client, taps the page, switches away
 * from the tab (the page is hidden: web vitals report CLS and INP, and the client sends what it
 * holds — the moment a phone's browser gives a page), and leaves it.
 */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await hydrated(page);
  await page.waitForFunction(telemetryStarted);
  // An interaction, for INP (a tap on the page's heading: nothing happens, as for a visitor reading).
  await page.locator('h1').click();
  // A headless tab cannot be switched away from: the page is told so as a browser tells it.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await page.goto('about:blank');
}

test('page views and web vitals of each area reach the rollups, attributed to its route and live build', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const builds = liveBuilds();
  const visits: [Area, string][] = [
    ['marketing', '/about'],
    ['resources', '/resources/calculators'],
    ['contact', '/contact'],
    ['shell', '/404'],
  ];
  const before = await vitals(DATA_DIR);
  for (const [, route] of visits) await visit(page, route);

  // Counted as they arrive, by route pattern, area and build (/metrics) …
  for (const [area, route] of visits)
    await expect.poll(() => pageViewsMetric(baseURL ?? '', area, builds[area], route), { message: `${area} ${route}` }).toBeGreaterThan(0);
  // … and in the rollups once flushed (RUM_FLUSH_MS in playwright.config.ts), in each area's live build's column.
  const more = (was: BuildColumn, now: BuildColumn, metric: 'LCP' | 'FCP' | 'TTFB' | 'CLS') =>
    (now.vitals[metric]?.count ?? 0) > (was.vitals[metric]?.count ?? 0);
  await expect
    .poll(
      async () => {
        const after = await vitals(DATA_DIR);
        return visits.map(([area]) => {
          const was = columnOf(before, area, builds[area]);
          const now = columnOf(after, area, builds[area]);
          return {
            area,
            pageViews: now.pageViews > was.pageViews,
            LCP: more(was, now, 'LCP'),
            FCP: more(was, now, 'FCP'),
            TTFB: more(was, now, 'TTFB'),
            CLS: more(was, now, 'CLS'),
          };
        });
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toEqual(visits.map(([area]) => ({ area, pageViews: true, LCP: true, FCP: true, TTFB: true, CLS: true })));
});

test("an error thrown in an area's page shows in npm run errors with its source file and line", async ({ page }) => {
  test.setTimeout(120_000);
  // Letters only: digits runs are scrubbed from what is kept.
  const marker = `thrown on purpose ${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')}`;
  const builds = liveBuilds();
  await page.goto('/blog');
  await hydrated(page);
  await page.waitForFunction(telemetryStarted);
  // The blog's topic buttons set the search query through the area's own searchForQuery
  // (mfe-resources/src/content/search.ts), which calls URLSearchParams#set: made to throw, the
  // error is thrown inside the area's code, in its click handler, uncaught — as a bug would be.
  await page.evaluate((message) => {
    URLSearchParams.prototype.set = () => {
      throw new RangeError(message);
    };
  }, marker);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The batch that carries the error goes out on the client's own timer (the page stays open):
  // a beacon sent while a page is being left is best effort, and on a loaded machine Chromium
  // sometimes never sent the one of a page left for about:blank — nothing arrived at all.
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/rum') && (r.postData() ?? '').includes(marker), { timeout: 30_000 });
  // The "Popular topics" button (the category chips above carry the same label).
  await page.locator('li > button', { hasText: 'Cost Optimization' }).click();
  await expect.poll(() => errors).toContain(marker);
  await sent;

  let found: ErrorReport | undefined;
  await expect
    .poll(
      async () => {
        found = (await errorsOf(DATA_DIR, 'resources')).find((e) => e.message.includes(marker));
        return found;
      },
      // The command starts a Node process each time: seconds on a busy machine.
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBeTruthy();
  expect(found).toMatchObject({ area: 'resources', type: 'window', routes: ['/blog'], builds: [{ build: builds.resources, count: 1 }] });
  // Its stack, mapped through the live build's source map to the area's source.
  const frame = found?.sample?.frames.find((f) => f.source?.file === 'mfe-resources/src/content/search.ts');
  // The area's page called it: the next frames are its own.
  expect(frame, JSON.stringify(found?.sample?.frames, null, 1)).toBeDefined();
  expect(frame?.source?.line).toBe(30);
  expect(frame?.url).toContain(`/mfe/resources/${builds.resources}/`);
});
