import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { serveChartsGallery } from '../fixtures/charts/serve';

// `@meranti/design-system/charts` on a page prerendered and hydrated as the site's pages are
// (e2e/fixtures/charts: every chart, half and full width, white and mint sections), in Chromium at
// a phone's and a desktop's width: it hydrates without a mismatch, each drawing is named by its
// caption, nothing moves or sticks out, the charts draw in once below the fold and never with
// reduced motion, and axe finds nothing (contrast of every label on both surfaces).
test.describe.configure({ mode: 'serial' });

let gallery: Awaited<ReturnType<typeof serveChartsGallery>>;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  gallery = await serveChartsGallery();
});
test.afterAll(() => gallery?.stop());

const CAPTIONS = [
  'Twelve months with Meranti: a regional electronics brand',
  'Service levels by market, before and after the control tower',
  'Cumulative savings against cost, first 12 months',
];

async function open(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  // Layout shifts from the first paint on (a chart that resized itself after hydration would show).
  await page.addInitScript(() => {
    type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources: { node?: Node | null }[] };
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[])
        if (!entry.hadRecentInput) {
          w.__cls += entry.value;
          // What moved, for the failure message: the shift's size and time, and each source's start of text.
          const what = entry.sources.map((s) => `${s.node?.nodeName ?? '?'} "${(s.node?.textContent ?? '').trim().slice(0, 40)}"`);
          w.__shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${what.join(', ')}`);
        }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(gallery.url);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
  return problems;
}

const finishAnimations = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });

for (const width of [375, 1280]) {
  test.describe(`charts at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('hydrate without a mismatch or a console error; each drawing is named by its caption; no shift, no overflow', async ({ page }) => {
      const problems = await open(page);
      expect(await page.evaluate(() => (window as unknown as { __hydrationErrors: string[] }).__hydrationErrors)).toEqual([]);
      for (const caption of CAPTIONS) await expect(page.getByRole('img', { name: caption }).first()).toBeAttached();
      // Every chart's numbers are in a table too (visually hidden ones included).
      await expect(page.getByRole('table')).toHaveCount(4);
      await expect(page.getByRole('list', { name: '120-day roadmap' })).toBeVisible();
      // Scroll through the page so every chart draws in, then measure.
      for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      await finishAnimations(page);
      // A chart that resized itself after hydration shifts far more than 0.001. Under it: the web
      // font replacing its metric-matched fallback can move a right-aligned caption by a few
      // pixels (1.5e-6 measured for a ScaleBar's "of freight spend" in the first screen).
      const shifts = await page.evaluate(() => (window as unknown as { __cls: number; __shifts: string[] }).__shifts);
      expect(
        await page.evaluate(() => (window as unknown as { __cls: number }).__cls),
        `layout shifts:\n${shifts.join('\n')}`,
      ).toBeLessThan(0.001);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
    });

    test('draw in once when scrolled into view; with reduced motion nothing is held back or moves', async ({ page, browser }) => {
      await open(page);
      const below = page.locator('figure', { has: page.getByRole('img', { name: CAPTIONS[2] }) }).last();
      await expect(below).toHaveAttribute('data-reveal', 'pending');
      await below.scrollIntoViewIfNeeded();
      await expect(below).toHaveAttribute('data-reveal', 'shown');
      expect(await below.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBeGreaterThan(0);
      await finishAnimations(page);
      // Once: scrolling away and back does not replay it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await below.scrollIntoViewIfNeeded();
      expect(await below.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length)).toBe(0);

      const reduced = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
      const still = await reduced.newPage();
      await open(still);
      expect(await still.evaluate(() => document.querySelectorAll('[data-reveal]').length)).toBe(0);
      await still.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await still.waitForTimeout(200);
      expect(await still.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
      await reduced.close();
    });

    test('axe: no WCAG A/AA violation (labels on white and on mint)', async ({ page }) => {
      test.skip(width !== 1280, 'colours are the same at every width: one run is enough');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}
