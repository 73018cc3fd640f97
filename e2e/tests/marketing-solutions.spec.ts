import { expect, type Page, test } from '@playwright/test';
import { findMail } from '../support/mail-files';
import { hydrated, watchPage } from '../support/page-watch';

/** Solutions, audience, persona and use-case pages. */

const section = (page: Page, heading: string | RegExp) => page.getByRole('region', { name: heading });

const AUDIENCE_PAGES = ['/solutions/ecommerce-brands', '/solutions/marketplaces', '/solutions/logistics-partners', '/b2c-import-growth'];
const PERSONA_PAGES = [
  '/solutions/operations-teams',
  '/solutions/procurement-teams',
  '/solutions/supply-chain-leaders',
  '/solutions/finance-teams',
];
const ROUTES = ['/solutions', ...AUDIENCE_PAGES, ...PERSONA_PAGES];
const ALIASES = [
  ['/ecommerce-brands', '/solutions/ecommerce-brands'],
  ['/marketplaces', '/solutions/marketplaces'],
  ['/logistics-partners', '/solutions/logistics-partners'],
] as const;

test.describe('solutions pages', () => {
  for (const route of [...ROUTES, ...ALIASES.map(([alias]) => alias)]) {
    test(`${route}: one h1, hydrates without errors, no sideways scrolling at 375 px`, async ({ page }) => {
      const watch = watchPage(page);
      await page.goto(route);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const contactLinks = await page.locator('main a[href^="/contact"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(contactLinks.length).toBeGreaterThan(0);
      for (const href of contactLinks) expect(href).toMatch(/^\/contact(#form)?$/);
      expect(watch.errors).toEqual([]);
      expect(watch.hydrationProblems()).toEqual([]);

      await page.setViewportSize({ width: 375, height: 812 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  }

  test('/solutions: three cards to the audience pages; the hero button scrolls to them and moves focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 640 });
    await page.goto('/solutions');
    await hydrated(page);
    const cards = page.locator('#solutions-list');
    const targets = await cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(targets).toEqual(['/solutions/ecommerce-brands', '/solutions/marketplaces', '/solutions/logistics-partners']);
    await expect(cards).not.toBeInViewport();

    await page.getByRole('link', { name: 'Explore Solutions' }).click();
    await expect(cards).toBeInViewport();
    await expect(cards).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/solutions');

    // The cards enter one after another, 0.15 s apart.
    const list = cards.getByRole('list').first();
    await expect(list).toHaveAttribute('data-reveal', 'shown');
    const delays = await list.evaluate((ul) => [...ul.children].map((li) => getComputedStyle(li).animationDelay));
    expect(delays).toEqual(['0s', '0.15s', '0.3s']);
  });

  test('/solutions: with reduced motion the hero button jumps to the cards at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 640 });
    await page.goto('/solutions');
    await hydrated(page);
    await page.getByRole('link', { name: 'Explore Solutions' }).click();
    const top = await page.locator('#solutions-list').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(top).toBeLessThan(120);
    await expect(page.locator('#solutions-list')).toBeFocused();
  });

  test('/solutions/ecommerce-brands: the e-commerce landing page', async ({ page }) => {
    await page.goto('/solutions/ecommerce-brands');
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('link', { name: 'Get Your Free Logistics Cost Analysis' })).toHaveAttribute('href', '/contact#form');
    await expect(section(page, /more than the invoices show/)).toContainText('5-8');
    const table = page.getByRole('table', { name: /traditional 3PL set-up and a 4PL compared/ });
    const onboarding = table.getByRole('row', { name: /Time to onboard/ });
    for (const value of ['3-6 months', '2-3 months', '24 hours']) await expect(onboarding).toContainText(value);
    const results = section(page, 'The results brands see with a 4PL');
    for (const figure of ['20-50%', '500+', '2 weeks', '99%+']) await expect(results.getByText(figure, { exact: true })).toBeVisible();
    await expect(page.locator('main section').last().getByRole('link', { name: 'Get Your Free Logistics Cost Analysis' })).toBeVisible();
  });

  test('/solutions/marketplaces: Get Free Freight Audit, about 15% and warehouse to warehouse', async ({ page }) => {
    await page.goto('/solutions/marketplaces');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('about 15%');
    await expect(page.locator('main section').first().getByRole('link', { name: 'Get Free Freight Audit' })).toHaveAttribute(
      'href',
      '/contact#form',
    );
    await expect(section(page, /warehouse to destination warehouse/).getByRole('heading', { level: 3 })).toHaveCount(4);
  });

  test('/solutions/logistics-partners: 500+ providers, four partnership options, Explore Partnership Opportunities', async ({ page }) => {
    await page.goto('/solutions/logistics-partners');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('500+ vetted providers');
    await expect(page.locator('main section').first().getByRole('link', { name: 'Explore Partnership Opportunities' })).toHaveAttribute(
      'href',
      '/contact#form',
    );
    await expect(section(page, 'Four ways to partner').getByRole('heading', { level: 3 })).toHaveText([
      'White-Label Reseller',
      'Technology Integration',
      'Geographic Expansion',
      'Custom Partnership',
    ]);
  });

  test('/b2c-import-growth: core markets, four partnership options, its four buttons and their targets', async ({ page }) => {
    await page.goto('/b2c-import-growth');
    await expect(section(page, /Three markets/).getByRole('heading', { level: 3 })).toHaveText(['Philippines', 'Singapore', 'Malaysia']);
    await expect(section(page, 'Four ways to work with us on imports').getByRole('heading', { level: 3 })).toHaveText([
      'Freight plus Clearance',
      'End-to-End Integration',
      'Market Expansion',
      'White-Label Platform',
    ]);
    const main = page.locator('main');
    for (const [name, target] of [
      ['Map Your Import Routes', '/contact#form'],
      ['Explore Services', '/services'],
      ['Partner With Meranti 4PL Today', '/contact#form'],
      ['See Partnership Success Stories', '/use-cases'],
    ] as const)
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', target);
  });

  test('/solutions/ecommerce-brands at 375 px: the comparison reads as cards', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/solutions/ecommerce-brands');
    const row = page.getByRole('table').getByRole('row', { name: /Time to onboard/ });
    await expect(row).toContainText('Traditional 3PLs');
    const box = await row.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(375);
  });
});

test.describe('persona pages', () => {
  test('each names the links its content module lists', async ({ page }) => {
    for (const [route, links] of [
      ['/solutions/operations-teams', ['/contact#form', '/services/logistics-as-a-service', '/case-studies']],
      ['/solutions/procurement-teams', ['/contact#form', '/calculator/transportation-procurement-roi']],
      ['/solutions/supply-chain-leaders', ['/services/control-tower', '/contact#form']],
      ['/solutions/finance-teams', ['/services/invoice-audit', '/calculator/invoice-audit-roi']],
    ] as const) {
      await page.goto(route);
      const hrefs = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const link of links) expect(hrefs, `${route} → ${link}`).toContain(link);
    }
  });

  test('operations: the anonymised testimonial', async ({ page }) => {
    await page.goto('/solutions/operations-teams');
    const quote = section(page, 'What changes for the team');
    await expect(quote.locator('blockquote')).toContainText('one dashboard');
    await expect(quote.locator('figcaption')).toContainText('Head of Operations');
  });

  for (const [route, link, tab] of [
    ['/solutions/procurement-teams', 'Calculate Your Savings', 'freight'],
    ['/solutions/finance-teams', 'Calculate Your ROI', 'roi'],
  ] as const) {
    test(`${route}: the calculator link opens the ${tab} tab, client-side and by the server's 301`, async ({ page, request }) => {
      await page.goto(route);
      await hydrated(page);
      const anchor = page.locator('main').getByRole('link', { name: link });
      const path = await anchor.getAttribute('href');
      expect(path).toMatch(/^\/calculator\//);
      await anchor.click();
      await expect(page).toHaveURL(new RegExp(`/resources/calculators\\?tab=${tab}$`));
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      const res = await request.get(path ?? '', { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers().location).toBe(`/resources/calculators?tab=${tab}`);
    });
  }
});

test.describe('aliases', () => {
  for (const [alias, target] of ALIASES) {
    test(`${alias} shows ${target} with the target's canonical URL, and is not in the sitemap`, async ({ page, request }) => {
      const res = await request.get(alias);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical && new URL(canonical).pathname).toBe(target);
      const targetHtml = await (await request.get(target)).text();
      const h1 = (s: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(s)?.[1];
      expect(h1(html)).toBe(h1(targetHtml));

      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`${target}</loc>`);
      expect(sitemap).not.toMatch(new RegExp(`<loc>https?://[^/<]+${alias}</loc>`));

      await page.goto(alias);
      await hydrated(page);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${target}$`));
    });
  }
});

/** Click a call to action on `route`, send the enquiry, and check it names the page. */
async function enquireFrom(page: Page, baseURL: string | undefined, route: string, cta: string) {
  await page.goto(route);
  await hydrated(page);
  await page.locator('main').getByRole('link', { name: cta }).first().click();
  await expect(page).toHaveURL(/\/contact(#form)?$/);
  const form = page.locator('#form');
  const marker = `Lion-Goods-${Date.now()}`;
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Siti Rahman');
  await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill('siti@lion-goods.example');
  await form.getByRole('textbox', { name: 'Company Name', exact: true }).fill(marker);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/contact')),
    form.getByRole('button', { name: 'Send Message' }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ referrerPage: route, ctaSourceUrl: `${baseURL}${route}` });
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for reaching out!' })).toBeVisible();
  await expect.poll(() => findMail(marker), { timeout: 10_000 }).toContain(route);
}

test.describe('source-page attribution (docs/product-rules.md#contact-enquiry)', () => {
  test('solutions overview', async ({ page, baseURL }) => {
    await enquireFrom(page, baseURL, '/solutions', 'Book a Consultation');
  });
  test('persona page', async ({ page, baseURL }) => {
    await enquireFrom(page, baseURL, '/solutions/finance-teams', 'Get a Free Invoice Audit');
  });
  test('audience page', async ({ page, baseURL }) => {
    await enquireFrom(page, baseURL, '/solutions/ecommerce-brands', 'Get Your Free Logistics Cost Analysis');
  });
});
