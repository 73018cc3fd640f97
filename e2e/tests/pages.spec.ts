import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { axeViolations, layersHaveNoViolations } from '../support/axe';
import { collectLayout } from '../support/layout/collect';
import { imageProblems, layoutViolations, type Violation } from '../support/layout/rules';
import { motion, scrollThrough, still } from '../support/motion';
import { hydrated, installReactCounter, watchPage } from '../support/page-watch';
import { fallbackRoutes, layoutRoutes, NOT_FOUND_ROUTE, pageRoutes, sitemapRoutes } from '../support/routes';

// Every page, loaded once: every prerendered page, an unknown value of each detail route that has
// a page for it, and the not-found page — at the phone's size first (so the image rules see what a
// phone loads), then resized through 768, 1280 and 1440 px. On each page:
//   - clean hydration: no console error, no hydration warning, one React, one <h1>, once late work
//     (idle-time prefetches, deferred sections, telemetry) has had its chance to fail;
//   - the layout gate (ADR 25 §3) at every width, by the rules of support/layout/rules.ts
//     (unit-tested on fixtures, and in Chromium in layout.spec.ts): no horizontal overflow, no text
//     over text, no text outside its card, no sticky or fixed box taller than the viewport, no
//     heading broken inside a word, timeline columns aligned, no control over a picture's content;
//     at 1280 px a visual in the first screen (legal pages aside); at 375 × 812 the image rules;
//   - visual regression (ADR 25 §4) at 375 × 812 and 1280 × 800 for the sitemap's pages and the
//     not-found page: the first screen and, where the page has one, its first chart or timeline,
//     against the committed baselines in e2e/visual/ (`npm run shots:update` writes them);
//   - accessibility at 375 and 1280 px: axe (WCAG 2.1 A/AA, support/axe.ts) on the page as it
//     loads and, on one page per layout (support/routes.ts layoutRoutes), with each of its layers
//     open: its dialogs at both widths (laid out differently on a phone), its in-page disclosures
//     at 1280 px (an accordion's panel is the same markup at any width). The shell's own menus are
//     the same on every route: a11y.spec.ts opens them once per width;
//   - reduced motion (support/motion.ts), on one page per layout at 1280 px: scrolled through and
//     with each of its layers open, no animation or transition over 0.01 s, nothing held back (the
//     shell's menus: motion.spec.ts);
//   - a not-found page (an unknown address or value) answers 404 and is `noindex`.
// Motion is reduced (the visitor's preference, checked above): nothing is held back by an entrance
// animation, and screenshots hold still.
// One test per page, named "<route> at 375, 768, 1280, 1440 px", so `--grep "/about at"` checks
// one page (and `npm run shots:update -- --grep "/about at"` rewrites its baselines).
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;
/** Where the page is screenshot and checked with axe. */
const SHOT_AND_AXE_WIDTHS = new Set([375, 1280]);
const DOCUMENTS = new Set(['/privacy', '/terms']);
const FALLBACKS = fallbackRoutes();
const NOT_FOUND = new Set(['/404', NOT_FOUND_ROUTE, ...FALLBACKS]);
const ROUTES = [...pageRoutes(), ...FALLBACKS, NOT_FOUND_ROUTE];
/** The pages with visual baselines: the sitemap's and the not-found page. */
const WITH_BASELINES = new Set([...sitemapRoutes(), NOT_FOUND_ROUTE]);
const WITH_LAYERS = new Set(layoutRoutes());
/** The budget for all baselines together. */
const BUDGET_BYTES = 20 * 1024 * 1024;
const BASELINES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../visual');

// Each page walks four widths, axe at two, and opens its layers: up to a minute on a busy machine.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const slug = (route: string) => route.replace(/^\//, '').replaceAll('/', '_') || 'home';
const report = (width: number, found: readonly Violation[]) => found.map((v) => `${width} px [${v.rule}] ${v.message}`);

/** Loads a route as a visitor's browser has it: hydrated, its deferred sections too, fonts in. */
async function load(page: Page, route: string) {
  const response = await page.goto(route, { waitUntil: 'load' });
  await hydrated(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  return response;
}

/** After a resize or a walk through the page's layers: layout and resize observers settled, at the top, nothing focused. */
async function settleAtTop(page: Page) {
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50))));
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
}

/** Ready for a screenshot: the images in the viewport loaded and decoded, videos held still. */
async function stillFrame(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
    });
    await Promise.all(
      inView.map((img) =>
        img.complete
          ? img.decode().catch(() => undefined)
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    for (const video of document.querySelectorAll('video')) video.pause();
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/** Fails, naming the command, when the baseline `name` is missing and this run does not write it. */
function expectBaseline(testInfo: TestInfo, name: string) {
  if (testInfo.config.updateSnapshots !== 'none') return;
  const file = testInfo.snapshotPath(name, { kind: 'screenshot' });
  expect
    .soft(
      existsSync(file),
      `no baseline ${path.relative(process.cwd(), file)}: baselines are written on purpose with \`npm run shots:update\` (ADR 25 §4), looked at, and committed`,
    )
    .toBe(true);
}

/** The first screen and the first chart or timeline, each against its baseline (soft: one changed shot does not hide the next). */
async function compareShots(page: Page, testInfo: TestInfo, route: string, width: number) {
  await stillFrame(page);
  // What changes by itself: the date (footer year, "Last updated"), videos.
  const mask = [page.locator('time'), page.locator('footer').getByText(/©/), page.locator('video')];
  const options = { animations: 'disabled', caret: 'hide', mask, timeout: 30_000 } as const;
  const first = `${slug(route)}-${width}.png`;
  expectBaseline(testInfo, first);
  await expect.soft(page, `${width} px first screen`).toHaveScreenshot(first, { ...options, fullPage: false });
  // The figure with its caption and legend, or the timeline with its scale.
  const chart = page.locator('main figure:has(svg[data-chart]), main [data-layout]:has([data-align-group])').first();
  if ((await chart.count()) === 0) return;
  await chart.scrollIntoViewIfNeeded();
  await stillFrame(page);
  const section = `${slug(route)}-${width}-chart.png`;
  expectBaseline(testInfo, section);
  await expect.soft(chart, `${width} px first chart`).toHaveScreenshot(section, options);
}

// One page per worker, reused from route to route.
test.describe('every page', () => {
  let context: BrowserContext;
  let page: Page;
  let watch: ReturnType<typeof watchPage>;
  let countReact: () => Promise<number>;
  test.beforeAll(async ({ browser, baseURL }) => {
    context = await browser.newContext({ baseURL, viewport: WIDTHS[0], reducedMotion: 'reduce' });
    page = await context.newPage();
    countReact = await installReactCounter(page);
    watch = watchPage(page);
  });
  test.afterAll(() => context?.close());

  for (const route of ROUTES) {
    test(`${route} at ${WIDTHS.map((v) => v.width).join(', ')} px`, async () => {
      const testInfo = test.info();
      watch.errors.length = 0;
      watch.warnings.length = 0;
      await page.setViewportSize(WIDTHS[0]);
      const response = await load(page, route);
      expect.soft(response?.status(), 'status').toBe(NOT_FOUND.has(route) ? 404 : 200);

      // Clean hydration, once late work has had its chance to fail.
      await page.waitForLoadState('networkidle');
      expect.soft(watch.hydrationProblems(), 'hydration warnings').toEqual([]);
      expect
        .soft(
          // A not-found page answers 404 and logs the path it was asked for (its required log).
          watch.errors.filter((e) => !(NOT_FOUND.has(route) && /404 \(Not Found\)|non-existent route/.test(e))),
          'console errors',
        )
        .toEqual([]);
      expect.soft(await countReact(), 'React copies').toBe(1);
      await expect.soft(page.locator('h1'), 'one h1').toHaveCount(1);
      if (NOT_FOUND.has(route)) await expect.soft(page.locator('meta[name="robots"]'), 'noindex').toHaveAttribute('content', /noindex/);

      const found: string[] = [];
      for (const viewport of WIDTHS) {
        if (viewport !== WIDTHS[0]) await page.setViewportSize(viewport);
        await settleAtTop(page);
        const collected = await page.evaluate(collectLayout);
        const violations = layoutViolations(collected, { requireVisual: viewport.width === 1280 && !DOCUMENTS.has(route) });
        if (viewport === WIDTHS[0]) violations.push(...imageProblems(collected.images, viewport.height));
        found.push(...report(viewport.width, violations));
        if (!SHOT_AND_AXE_WIDTHS.has(viewport.width)) continue;

        if (WITH_BASELINES.has(route)) {
          await compareShots(page, testInfo, route, viewport.width);
          await settleAtTop(page);
        }
        // Reduced motion, on one page per layout at 1280 px: scrolled through (every entrance has
        // had its chance to start), then with each of its layers open.
        const checkMotion = viewport.width === 1280 && WITH_LAYERS.has(route);
        if (checkMotion) {
          await scrollThrough(page);
          expect.soft(await motion(page), 'reduced motion: scrolled through').toEqual(still);
          await settleAtTop(page);
        }
        expect.soft(await axeViolations(page), `${viewport.width} px axe: the page as it loads`).toEqual([]);
        if (WITH_LAYERS.has(route)) {
          await layersHaveNoViolations(
            page,
            (d) => d.inPage && viewport.width === 1280,
            true,
            `${viewport.width} px axe: `,
            checkMotion ? async (layer) => expect.soft(await motion(page), `reduced motion: ${layer}`).toEqual(still) : undefined,
          );
        }
      }
      expect(found, `${route}: layout`).toEqual([]);
    });
  }
});

test('the visual baselines stay within their size budget (20 MB)', () => {
  let bytes = 0;
  let files = 0;
  for (const name of existsSync(BASELINES) ? readdirSync(BASELINES) : []) {
    bytes += statSync(path.join(BASELINES, name)).size;
    files++;
  }
  console.log(`visual baselines: ${files} files, ${(bytes / 1024 / 1024).toFixed(2)} MB of ${BUDGET_BYTES / 1024 / 1024} MB`);
  expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
});
