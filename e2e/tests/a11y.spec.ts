import { expect, test } from '@playwright/test';
import { axeViolations, layersHaveNoViolations } from '../support/axe';
import { disclosures } from '../support/interactive';
import { hydrated } from '../support/page-watch';

// Accessibility (axe: WCAG 2.1 A/AA and the best-practice rules of support/axe.ts) of what the
// route walk (pages.spec.ts: every page as it loads at 375 and 1280 px, and each page's own
// dialogs and accordions) does not open: the shell's menus, the same on every route, once per
// width; the lightbox's two kinds; the phone's sticky call to action.
test.describe.configure({ mode: 'parallel' });

for (const width of [1280, 375]) {
  test(`the header's and footer's menus at ${width} px, each open`, async ({ page }) => {
    test.slow(); // one axe run per menu
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await hydrated(page);
    const chrome = (await disclosures(page)).filter((d) => !d.inPage);
    expect(chrome.length, 'the shell has menus to open at this width').toBeGreaterThan(0);
    await layersHaveNoViolations(page, (d) => !d.inPage, false);
  });
}

test.describe('accessibility of layers the route walk does not open', () => {
  for (const [name, opener] of [
    ['the lightbox with the dashboard image', 'Expand the dashboard screenshot'],
    ['the lightbox with a video', 'Watch full screen: Allocation rules'],
  ] as const) {
    test(`${name}, open`, async ({ page }) => {
      test.slow(); // the page's clips and the lightbox's video decode while axe reads the page
      await page.goto('/services/mcpms');
      await hydrated(page);
      await page.getByRole('button', { name: opener }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('status')).toHaveCount(0, { timeout: 10_000 });
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the sticky call to action at 375 px, shown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/services/logistics-as-a-service');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.4));
    await expect(page.locator('[data-sticky-cta]').getByRole('link')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
