import { expect, test } from '@playwright/test';
import { chromium } from '../playwright.config';
import { hydrated } from '../support/page-watch';

// On a desktop whose scrollbar takes room (Windows, Linux), the page must not move under
// the lightbox when it opens and locks the page's scroll. Playwright starts headless Chromium with
// --hide-scrollbars, so its scrollbars take no room (as overlay scrollbars on a phone or a Mac) and
// no test could see the shift; here Chromium starts without that flag, with the classic 15 px
// scrollbar Debian's Chromium draws on Linux (the test first checks that it takes room).
// (A browser's launch options hold for a whole file: hence a file of its own.)
test.use({ viewport: { width: 1280, height: 900 }, launchOptions: { ...chromium, ignoreDefaultArgs: ['--hide-scrollbars'] } });

test.describe('the lightbox on a desktop with a classic scrollbar (1280 px)', () => {
  test('opening and closing it moves nothing on the page sideways', async ({ page }) => {
    await page.goto('/services/mcpms');
    await hydrated(page);
    expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth), 'the scrollbar takes room').toBeGreaterThan(
      0,
    );
    // The header's first and last links on screen (the logo, Get Started) and the page's heading.
    const boxes = () =>
      page.evaluate(() => {
        const shown = [...document.querySelectorAll('header a')].filter((a) => a.getBoundingClientRect().width > 0);
        const main = document.querySelector('main h1');
        return [shown[0], shown.at(-1), main].map((el) => {
          const box = el?.getBoundingClientRect();
          return { element: el?.textContent?.trim().slice(0, 30), left: box?.left, width: box?.width };
        });
      });
    const before = await boxes();
    const opener = page.getByRole('button', { name: 'Expand the dashboard screenshot' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: /MCPMS operations dashboard/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveCount(0, { timeout: 10_000 });
    expect(await page.evaluate(() => document.body.style.overflow), 'the page behind does not scroll').toBe('hidden');
    expect(await boxes()).toEqual(before);
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/lightbox-scrollbar-1280.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await boxes()).toEqual(before);
  });
});
