import { expect, test } from '@playwright/test';
import { hydrated, markDocument } from '../support/page-watch';

test.describe('header and footer on desktop', () => {
  test('dropdowns list every item with its description and work with the keyboard', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toHaveCount(0);
    const solutions = nav.getByRole('button', { name: 'Solutions' });
    await solutions.focus();
    await page.keyboard.press('ArrowDown');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['View All Solutions', 'For Ecommerce Brands', 'For Marketplaces', 'For Logistics Service Providers']) {
      await expect(nav.getByRole('link', { name: new RegExp(label) })).toBeVisible();
    }
    await expect(page.locator(':focus')).toContainText('View All Solutions');
    await page.keyboard.press('Escape');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toBeFocused();
    const services = nav.getByRole('button', { name: 'Services' });
    await services.click();
    for (const label of [
      'View All Services',
      'Multi-Carrier Platform (MCPMS)',
      'Logistics as a Service (LaaS)',
      'Strategic Procurement',
      'Supply Chain Control Tower',
      'Automated Invoice Audit',
    ]) {
      await expect(nav.getByRole('link', { name: new RegExp(label.replace(/[()]/g, '\\$&')) })).toBeVisible();
    }
    const panelWidth = await nav
      .locator('[id]:not([hidden])')
      .filter({ hasText: 'View All Services' })
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(panelWidth).toBe(500);
    await expect(page.locator('header').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  });

  test('the header stays at the top while scrolling, and the footer carries the company facts', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 500);
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top),
    ).toBe(0);
    const footer = page.locator('footer');
    await expect(footer).toContainText('10 Anson Road');
    await expect(footer).toContainText(/© \d{4} Meranti 4PL Pte\. Ltd\. All rights reserved\./);
    await expect(footer.getByRole('link', { name: 'hello@meranti4pl.example' })).toHaveAttribute('href', 'mailto:hello@meranti4pl.example');
    await expect(footer.getByRole('link', { name: 'sales@meranti4pl.example' })).toBeVisible();
    await expect(footer).toContainText('+65 6812 4400');
    await expect(footer).toContainText('partners@meranti4pl.example');
    await expect(footer.getByRole('link', { name: 'partners@meranti4pl.example' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    for (const heading of ['Solutions', 'Services', 'Company']) await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });

  test('a logo that fails to load is hidden and logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/brand/meranti-logo.svg', (r) => r.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('header img')).toBeHidden();
    expect(errors.some((e) => e.includes('Logo failed to load'))).toBe(true);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the mobile menu opens, lists its items, and closes on any choice (client-side)', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const label of ['Home', 'Solutions', 'Services', 'About', 'Contact', 'Book a Consultation']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    const same = await markDocument(page);
    await menu.getByRole('link', { name: 'Book a Consultation' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    expect(await same()).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
  });

  test('the open menu lies over the page: nothing under it moves', async ({ page }) => {
    // Pushing the page down would lay out and repaint every section on each open and close, the
    // slow part of the tap on a phone.
    await page.goto('/services');
    await hydrated(page);
    const h1Top = () => page.locator('main h1').evaluate((h) => h.getBoundingClientRect().top);
    const before = await h1Top();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    expect(await h1Top()).toBe(before);
    // It covers the top of the page, below the bar, across the whole width.
    const box = await menu.boundingBox();
    const bar = await page.getByRole('banner').evaluate((h) => h.firstElementChild?.getBoundingClientRect().bottom ?? 0);
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(375);
    expect(Math.abs((box?.y ?? 0) - bar)).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    expect(await h1Top()).toBe(before);
  });

  test('nothing overflows sideways and the footer stacks', async ({ page }) => {
    for (const route of ['/', '/contact', '/resources/calculators']) {
      await page.goto(route);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(375);
    }
    await expect(page.locator('footer')).toContainText('Privacy Policy');
  });
});

// On a phone the lightbox once showed the dashboard at the page's own width — nothing gained.
// There it shows the screenshot at a readable size, the height of the screen, to pan through.
test.describe('the lightbox on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('shows the screenshot at a readable size that pans with a finger or the keys, and closes as before', async ({ page }) => {
    await page.goto('/services/mcpms');
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Expand the dashboard screenshot' });
    await opener.scrollIntoViewIfNeeded();
    const onPage = await opener.locator('img').evaluate((img) => img.getBoundingClientRect().width);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: /MCPMS operations dashboard/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveCount(0, { timeout: 10_000 });
    const img = dialog.locator('img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1920);

    // At least half its own size (its text readable), and several times its width on the page.
    const shown = await img.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(shown.width / 1920).toBeGreaterThanOrEqual(0.5);
    expect(shown.width).toBeGreaterThan(2.5 * onPage);
    // It fits the screen's height and goes on past its right edge: a stage to pan.
    expect(shown.top).toBeGreaterThanOrEqual(0);
    expect(shown.bottom).toBeLessThanOrEqual(812);
    const stage = dialog.getByRole('group', { name: /full size/ });
    await expect(stage).toHaveAttribute('tabindex', '0');
    const room = await stage.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(room).toBeGreaterThan(375);
    await expect(dialog.getByText('Swipe to see the whole image')).toBeVisible();
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/lightbox-375.png` });
    // The close button first, then the stage; the arrow keys pan it.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(stage).toBeFocused();
    // The arrow keys pan it (a key's scroll is animated: on a busy machine the first presses can
    // land before the stage takes them, as a visitor would press again).
    await expect(async () => {
      await page.keyboard.press('ArrowRight');
      expect(await stage.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }).toPass({ timeout: 10_000 });
    await expect(dialog.getByText('Swipe to see the whole image')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    // The caption stays on screen under it.
    await expect(dialog.getByText('The MCPMS operations dashboard with a sample network of five active lanes.')).toBeInViewport();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});
