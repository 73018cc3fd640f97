import AxeBuilder from '@axe-core/playwright';
import { prerenderPaths } from '@meranti/platform';
import { expect, type Page, test } from '@playwright/test';
import { hydrated } from '../support/page-watch';

// WCAG 2.1 A/AA rules that axe can check automatically, on every built route, at desktop and
// phone widths, and with the interactive layers open (mobile menu, download dialog).
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

for (const width of [1280, 375]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of prerenderPaths()) {
      test(`${route} has no WCAG A/AA violations`, async ({ page }) => {
        await page.goto(route);
        await hydrated(page);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test.describe('accessibility of the interactive layers', () => {
  test('the mobile menu, open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the download dialog, open', async ({ page }) => {
    await page.goto('/resources/calculators');
    await hydrated(page);
    await page
      .getByRole('button', { name: /download/i })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
