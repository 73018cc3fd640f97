import { expect, type Page, test } from '@playwright/test';
import { hydrated, watchPage } from '../support/page-watch';

const keyMarkets = [
  'Singapore',
  'Malaysia',
  'Thailand',
  'Indonesia',
  'Philippines',
  'Hong Kong',
  'Taiwan',
  'South Korea',
  'Japan',
  'Australia',
];

const hero = (page: Page) => page.locator('main section').first();
const section = (page: Page, heading: string | RegExp) => page.getByRole('region', { name: heading });

test.describe('home page', () => {
  test('hero: one heading, both calls to action and the trusted-by strip', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('4PL Logistics Partner for Southeast Asia & APAC | Meranti 4PL');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toContainText('Southeast Asia & APAC');
    await expect(hero(page).getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/contact');
    await expect(hero(page).getByRole('link', { name: 'Explore Solutions' })).toHaveAttribute('href', '/solutions');
    const trusted = hero(page).getByRole('list', { name: /trusted by/i });
    await expect(trusted.getByRole('listitem')).not.toHaveCount(0);
    await expect(trusted).toContainText('Top-5 SEA marketplace');
    await expect(trusted).toContainText('Global entertainment leader');
  });

  test('three audience cards, each with Learn More to its solution page', async ({ page }) => {
    await page.goto('/');
    const audiences = section(page, 'Built for the way you sell and ship');
    await expect(audiences.getByRole('heading', { level: 3 })).toHaveText([
      'Ecommerce Brands',
      'Marketplaces',
      'Logistics Service Providers',
    ]);
    // "Learn More" on screen; its accessible name says where it leads (descriptive link text).
    const learnMore = audiences.getByRole('link', { name: /^Learn More about / });
    await expect(learnMore).toHaveCount(3);
    await expect(learnMore.first()).toContainText('Learn More');
    expect(await learnMore.evaluateAll((links) => links.map((a) => (a as HTMLElement).innerText.split('\n')[0]?.trim()))).toEqual([
      'Learn More',
      'Learn More',
      'Learn More',
    ]);
    const targets = await learnMore.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(targets).toEqual(['/solutions/ecommerce-brands', '/solutions/marketplaces', '/solutions/logistics-partners']);
  });

  test('the process shows Assess, Design and Execute, and no Optimize step', async ({ page }) => {
    await page.goto('/');
    const process = section(page, /three steps/i);
    await expect(process.getByRole('listitem')).toHaveCount(3);
    await expect(process.getByRole('heading', { level: 3 })).toHaveText(['Assess', 'Design', 'Execute']);
    await expect(page.locator('main').getByText(/optimi[sz]e/i)).toHaveCount(0);
  });

  test('numbers, six benefits, the free assessment band and the ten key markets', async ({ page }) => {
    await page.goto('/');
    const numbers = section(page, 'Logistics performance you can measure');
    for (const figure of ['500+', '5M+', '15+', '99%', '$10M+']) {
      await expect(numbers.getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(section(page, /Why growing businesses choose/).getByRole('heading', { level: 3 })).toHaveCount(6);
    const band = section(page, 'Find out what your logistics network could save');
    await expect(band.getByRole('link', { name: 'Get Your Free Assessment' })).toHaveAttribute('href', '/contact');

    const coverage = section(page, 'Regional reach, local expertise');
    const markets = coverage.getByRole('list', { name: 'Key markets' }).getByRole('listitem');
    await expect(markets).toHaveText(keyMarkets);
    await expect(coverage.getByRole('list', { name: 'Capabilities' }).getByRole('listitem')).toHaveCount(5);
  });

  test('links reach the services, the solutions and the use cases', async ({ page }) => {
    await page.goto('/');
    for (const path of [
      '/services',
      '/services/logistics-as-a-service',
      '/services/transportation-procurement',
      '/services/control-tower',
      '/services/invoice-audit',
      '/solutions',
      '/solutions/ecommerce-brands',
      '/solutions/marketplaces',
      '/solutions/logistics-partners',
      '/use-cases',
      '/use-cases/international-expansion',
      '/contact',
    ]) {
      await expect(page.locator(`main a[href="${path}"]`).first(), path).toBeVisible();
    }
  });

  test('Book a Consultation navigates client-side to the contact page', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>).__noReload = true;
    });
    await hero(page).getByRole('link', { name: 'Book a Consultation' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__noReload)).toBe(true);
    expect(watch.errors).toEqual([]);
  });

  test('cards further down appear once scrolled to, and end fully visible', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const lastBenefit = section(page, /Why growing businesses choose/)
      .getByRole('listitem')
      .last();
    await lastBenefit.scrollIntoViewIfNeeded();
    await expect.poll(() => lastBenefit.evaluate((el) => getComputedStyle(el).opacity), { timeout: 5000 }).toBe('1');
  });

  test('on a phone the page fits the screen width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await hydrated(page);
    await expect(hero(page).getByRole('link', { name: 'Book a Consultation' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section and card is in the HTML and visible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = section(page, 'Built for the way you sell and ship')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    }
    const lastBenefit = section(page, /Why growing businesses choose/)
      .getByRole('listitem')
      .last();
    await lastBenefit.scrollIntoViewIfNeeded();
    expect(await lastBenefit.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await expect(page.getByRole('list', { name: 'Key markets' }).getByRole('listitem')).toHaveText(keyMarkets);
  });
});
