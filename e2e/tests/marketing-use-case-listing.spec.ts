// Use-case listing (docs/product-rules.md#listings-and-filters, the case-study fields, the filter defaulting
// to All, the source page of enquiries): the filter buttons, the URL state (?category=), the
// cards built from the shared records, and the closing call to action's attribution.
import { type UseCase, useCases } from '@meranti/platform/use-cases';
import { expect, type Page, test } from '@playwright/test';
import { findMail } from '../support/mail-files';
import { hydrated, markDocument, watchPage } from '../support/page-watch';

const LISTING = '/use-cases';
const FILTERS = ['All', 'Ecommerce', 'Marketplace', 'Cost Optimization', 'Scaling', 'International'] as const;

/** The filter rule of docs/product-rules.md#listings-and-filters, written out independently of the page's own module. */
const expected = (filter: string): readonly UseCase[] =>
  filter === 'All' ? useCases : useCases.filter((u) => u.category === filter || u.tags.some((t) => t.includes(filter)));

const filterBar = (page: Page) => page.getByRole('group', { name: 'Filter case studies by category' });
const button = (page: Page, name: string) => filterBar(page).getByRole('button', { name, exact: true });
const cards = (page: Page) => page.getByRole('region', { name: 'Browse by challenge' }).locator('ul[id] > li');
const titles = (page: Page) => cards(page).locator('h3');

async function open(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

async function expectShown(page: Page, filter: string) {
  const studies = expected(filter);
  await expect(titles(page)).toHaveText(studies.map((u) => u.title));
  for (const name of FILTERS) await expect(button(page, name)).toHaveAttribute('aria-pressed', String(name === filter));
  await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ case stud/ })).toHaveText(
    `Showing ${studies.length} case ${studies.length === 1 ? 'study' : 'studies'}`,
  );
}

test.describe('use-case listing', () => {
  test('is prerendered with All and every card, and hydrates cleanly', async ({ page, request }) => {
    const response = await request.get(LISTING);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/aria-pressed="true"[^>]*>All</);
    for (const u of useCases) expect(html).toContain(u.title.replace(/&/g, '&amp;'));

    const watch = watchPage(page);
    await open(page, LISTING);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(filterBar(page).getByRole('button')).toHaveText([...FILTERS]);
    await expectShown(page, 'All');
    expect(watch.errors).toEqual([]);
    expect(watch.hydrationProblems()).toEqual([]);
  });

  test('each filter shows its case studies, puts itself in the URL, and All restores everything', async ({ page }) => {
    const watch = watchPage(page);
    await open(page, LISTING);
    const sameDocument = await markDocument(page);
    for (const filter of FILTERS.slice(1)) {
      expect(expected(filter).length, `${filter} has case studies`).toBeGreaterThan(0);
      await button(page, filter).click();
      await expect(page).toHaveURL(`${LISTING}?category=${encodeURIComponent(filter).replace(/%20/g, '+')}`);
      await expectShown(page, filter);
      // A tag match counts: the fashion marketplace study (category Scaling) is listed under Marketplace.
      if (filter === 'Marketplace')
        await expect(titles(page)).toContainText([useCases.find((u) => u.slug === 'fashion-marketplace-expansion')!.title]);
    }
    await button(page, 'All').click();
    await expect(page).toHaveURL(LISTING);
    await expectShown(page, 'All');
    expect(await sameDocument()).toBe(true);
    expect(watch.errors).toEqual([]);
  });

  test('a shared ?category= address opens filtered; Back and Forward restore each filter', async ({ page }) => {
    const watch = watchPage(page);
    await open(page, `${LISTING}?category=Scaling`);
    await expectShown(page, 'Scaling');
    expect(watch.hydrationProblems()).toEqual([]);

    await open(page, `${LISTING}?category=Cost+Optimization`);
    await expectShown(page, 'Cost Optimization');

    await open(page, LISTING);
    await button(page, 'International').click();
    await expectShown(page, 'International');
    await button(page, 'Ecommerce').click();
    await expectShown(page, 'Ecommerce');
    await page.goBack();
    await expect(page).toHaveURL(`${LISTING}?category=International`);
    await expectShown(page, 'International');
    await page.goBack();
    await expect(page).toHaveURL(LISTING);
    await expectShown(page, 'All');
    await page.goForward();
    await expectShown(page, 'International');
    // An unknown value is All.
    await open(page, `${LISTING}?category=Warehousing`);
    await expectShown(page, 'All');
    expect(watch.errors).toEqual([]);
  });

  test('the buttons work from the keyboard', async ({ page }) => {
    await open(page, LISTING);
    await button(page, 'All').focus();
    await page.keyboard.press('Tab');
    await expect(button(page, 'Ecommerce')).toBeFocused();
    await page.keyboard.press('Enter');
    await expectShown(page, 'Ecommerce');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expectShown(page, 'Marketplace');
  });

  test('cards show industry, the first two tags, title, challenge, result, three metrics and the detail link', async ({ page }) => {
    await open(page, LISTING);
    await expect(cards(page)).toHaveCount(useCases.length);
    for (const [i, u] of useCases.entries()) {
      const card = cards(page).nth(i);
      await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([u.industry, ...u.tags.slice(0, 2)]);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(u.title);
      await expect(card).toContainText(u.challenge);
      await expect(card).toContainText(u.result);
      const metrics = card.locator('dl[aria-label="Key figures"] > div');
      await expect(metrics).toHaveCount(3);
      for (const [j, m] of u.metrics.slice(0, 3).entries()) {
        await expect(metrics.nth(j).locator('dt')).toHaveText(m.label);
        await expect(metrics.nth(j).locator('dd')).toHaveText(m.value);
      }
      const detail = card.getByRole('link');
      if (u.showDetailedPage) {
        await expect(detail).toHaveAttribute('href', `/use-cases/${u.slug}`);
        await expect(detail).toHaveAccessibleName(`Read the Case Study about ${u.title}`);
      } else await expect(detail).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: /^Read the Case Study/ })).toHaveCount(useCases.filter((u) => u.showDetailedPage).length);

    // The detail link navigates client-side to the case study.
    const sameDocument = await markDocument(page);
    const first = useCases[0]!;
    await page.getByRole('link', { name: `Read the Case Study about ${first.title}` }).click();
    await expect(page).toHaveURL(`/use-cases/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    expect(await sameDocument()).toBe(true);
  });

  test('the closing call to action goes to /contact and the enquiry names the listing', async ({ page, baseURL }) => {
    await open(page, `${LISTING}?category=Scaling`);
    await expectShown(page, 'Scaling');
    const cta = page.getByRole('region', { name: 'Facing a similar challenge?' }).getByRole('link', { name: 'Talk to Our Team' });
    await expect(cta).toHaveAttribute('href', '/contact#form');
    await cta.click();
    await expect(page).toHaveURL(/\/contact#form$/);
    const form = page.locator('#form');
    const marker = `Listing-${Date.now()}`;
    await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Mei Ling Tan');
    await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill('meiling@listing.example');
    await form.getByRole('textbox', { name: 'Company Name', exact: true }).fill(marker);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/contact')),
      form.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({
      referrerPage: LISTING,
      ctaSourceUrl: `${baseURL}${LISTING}?category=Scaling`,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for reaching out!' })).toBeVisible();
    await expect.poll(() => findMail(marker), { timeout: 10_000 }).toContain(LISTING);
  });
});
