import { expect, type Page, test } from '@playwright/test';
import { hydrated, watchPage } from '../support/page-watch';

const section = (page: Page, heading: string | RegExp) => page.getByRole('region', { name: heading });

/** Each static use case [docs/product-rules.md#case-studies]: h1, key sections and their figures. */
const USE_CASES = [
  {
    path: '/use-cases/ecommerce-scaling',
    h1: /Grow 500%/,
    figures: ['500%', '99.5%', '40%', '10x'],
    plan: 'From first call to scaled operation',
    durations: ['Weeks 1-2', 'Weeks 3-6', 'Weeks 7-12', 'Ongoing'],
  },
  {
    path: '/use-cases/international-expansion',
    h1: /Sell across borders/,
    figures: ['95%', '30%', '25%', '90%'],
    plan: 'Your 4-phase expansion plan',
    durations: ['2-3 weeks', '3-4 weeks', '2-3 weeks', 'Ongoing'],
  },
  {
    path: '/use-cases/peak-season',
    h1: /Ship 300% more at peak/,
    figures: ['99%', '48hrs', '85%', '20%'],
    plan: 'Counting down to your peak',
    durations: ['8-12 weeks before', '6-8 weeks before', '4-6 weeks before', '2-4 weeks before'],
  },
  {
    path: '/use-cases/digitization',
    h1: /From spreadsheets/,
    figures: ['60%', '95%', '100%', '30-60'],
    plan: 'Your 4-phase digitization roadmap',
    durations: ['2-3 weeks', '3-4 weeks', '6-8 weeks', 'Ongoing'],
  },
];

test.describe('static use-case pages', () => {
  for (const uc of USE_CASES) {
    test(`${uc.path}: h1, four challenges, four solutions, four metrics, the plan's durations; hydrates cleanly`, async ({ page }) => {
      const watch = watchPage(page);
      await page.goto(uc.path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(uc.h1);
      const sections = page.locator('main section[aria-labelledby]');
      await expect(sections.nth(1).getByRole('heading', { level: 3 })).toHaveCount(4);
      await expect(sections.nth(2).getByRole('heading', { level: 3 })).toHaveCount(4);
      const metrics = page.locator('main section').filter({ hasText: uc.figures[0] }).filter({ hasText: 'Results' });
      for (const figure of uc.figures) await expect(metrics.getByText(figure, { exact: true }).first()).toBeVisible();
      const plan = section(page, uc.plan);
      for (const duration of uc.durations) await expect(plan.getByText(duration, { exact: true }).first()).toBeVisible();
      const contactLinks = await page.locator('main a[href^="/contact"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(contactLinks.length).toBeGreaterThan(0);
      for (const href of contactLinks) expect(href).toMatch(/^\/contact(#form)?$/);
      expect(watch.errors).toEqual([]);
      expect(watch.hydrationProblems()).toEqual([]);
    });
  }

  test('peak season: the event calendar has Q1 to Q4, each with its events', async ({ page }) => {
    await page.goto('/use-cases/peak-season');
    const calendar = section(page, 'The peaks we plan for, quarter by quarter');
    for (const q of ['Q1', 'Q2', 'Q3', 'Q4']) await expect(calendar.getByText(q, { exact: true })).toBeVisible();
    await expect(calendar.getByText('11.11 Singles’ Day')).toBeVisible();
    await expect(calendar.getByText('Chinese New Year')).toBeVisible();
  });

  test('digitization: the technology stack in four categories', async ({ page }) => {
    await page.goto('/use-cases/digitization');
    await expect(section(page, 'The technology behind it, in four layers').getByRole('heading', { level: 3 })).toHaveText([
      'Integration',
      'Automation',
      'Analytics',
      'Security',
    ]);
  });

  test('e-commerce scaling: Read Full Case Study leads to /case-studies, and the page links to Logistics as a Service', async ({
    page,
  }) => {
    await page.goto('/use-cases/ecommerce-scaling');
    await hydrated(page);
    await expect(page.locator('main a[href="/services/logistics-as-a-service"]').first()).toBeVisible();
    await page.getByRole('link', { name: 'Read Full Case Study' }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });
});

test.describe('source-page attribution', () => {
  test('an enquiry sent after a use case’s call to action names that page', async ({ page, baseURL }) => {
    await page.goto('/use-cases/peak-season');
    await hydrated(page);
    await page.locator('main section').first().getByRole('link', { name: 'Plan Your Peak Season' }).click();
    await expect(page).toHaveURL(/\/contact#form$/);
    const form = page.locator('#form');
    await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Siti Rahman');
    await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill('siti@lantern-goods.example');
    await form.getByRole('textbox', { name: 'Company Name', exact: true }).fill(`Lantern-Goods-${Date.now()}`);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/contact')),
      form.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({
      referrerPage: '/use-cases/peak-season',
      ctaSourceUrl: `${baseURL}/use-cases/peak-season`,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for reaching out!' })).toBeVisible();
  });
});
