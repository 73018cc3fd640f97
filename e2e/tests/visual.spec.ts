import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { hydrated } from '../support/page-watch';
import { NOT_FOUND_ROUTE, sitemapRoutes } from '../support/routes';

// Visual regression (ADR 25 §4): every route of the sitemap and the not-found page at 375 and
// 1280 px, compared with its committed baseline — the first screen (viewport-sized, not the whole
// page) and, where the page has one, its first chart or timeline. Baselines live in e2e/visual/
// (playwright.config.ts snapshotPathTemplate), recompressed losslessly by scripts/visual-baselines.mjs,
// and change only on purpose:
//   npm run shots:update            (all of them)
//   npm run shots:update -- --grep "/about at"
// `npm test` never writes a baseline (playwright.config.ts updateSnapshots: 'none'): a missing one
// fails with the command that writes it.
// Deterministic: motion reduced and animations stopped, caret hidden, fonts loaded, deferred
// sections hydrated, lazy images in the shot loaded, videos and what changes with the date masked
// (the footer's year, "Last updated", any <time>).
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
/** The budget for all baselines together. */
const BUDGET_BYTES = 20 * 1024 * 1024;
const BASELINES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../visual');

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const slug = (route: string) => route.replace(/^\//, '').replaceAll('/', '_') || 'home';

async function settle(page: Page) {
  await hydrated(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // The images in the viewport (lazy ones load as they near it) loaded and decoded; videos held still.
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

/** What changes by itself: the date (footer year, "Last updated"), videos. */
const masks = (page: Page) => [page.locator('time'), page.locator('footer').getByText(/©/), page.locator('video')];

/** Fails, naming the command, when the baseline `name` is missing and this run does not write it. */
function expectBaseline(testInfo: TestInfo, name: string) {
  if (testInfo.config.updateSnapshots !== 'none') return;
  const file = testInfo.snapshotPath(name, { kind: 'screenshot' });
  expect(
    existsSync(file),
    `no baseline ${path.relative(process.cwd(), file)}: baselines are written on purpose with \`npm run shots:update\` (ADR 25 §4), looked at, and committed`,
  ).toBe(true);
}

for (const viewport of WIDTHS) {
  test.describe(`visual at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    for (const route of [...sitemapRoutes(), NOT_FOUND_ROUTE]) {
      test(`${route} at ${viewport.width} px`, async ({ page }, testInfo) => {
        await page.goto(route, { waitUntil: 'load' });
        await settle(page);
        const options = { animations: 'disabled', caret: 'hide', mask: masks(page), timeout: 30_000 } as const;
        const first = `${slug(route)}-${viewport.width}.png`;
        expectBaseline(testInfo, first);
        // Soft: a changed first screen still lets the chart below be compared in the same run.
        await expect.soft(page, 'first screen').toHaveScreenshot(first, { ...options, fullPage: false });

        // The first chart or timeline of the page (an element screenshot: the figure with its
        // caption and legend, or the timeline with its scale).
        const chart = page.locator('main figure:has(svg[data-chart]), main [data-layout]:has([data-align-group])').first();
        if ((await chart.count()) === 0) return;
        await chart.scrollIntoViewIfNeeded();
        await settle(page);
        const section = `${slug(route)}-${viewport.width}-chart.png`;
        expectBaseline(testInfo, section);
        await expect(chart, 'first chart').toHaveScreenshot(section, options);
      });
    }
  });
}

test('the baselines stay within their size budget (20 MB)', () => {
  let bytes = 0;
  let files = 0;
  for (const name of existsSync(BASELINES) ? readdirSync(BASELINES) : []) {
    bytes += statSync(path.join(BASELINES, name)).size;
    files++;
  }
  console.log(`visual baselines: ${files} files, ${(bytes / 1024 / 1024).toFixed(2)} MB of ${BUDGET_BYTES / 1024 / 1024} MB`);
  expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
});
