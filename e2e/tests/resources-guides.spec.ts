import { expect, type Page, test } from '@playwright/test';
import { fillLeadForm, isLeadPost, isLeadRequest } from '../support/lead-form';
import { countMails, findMail } from '../support/mail-files';
import { hydrated, sectionsHydrated, watchPage } from '../support/page-watch';

const LIST = '/resources/guides';
const SLUG = 'freight-spend-negotiation-tactics';
const GUIDE = `${LIST}/${SLUG}`;
const TITLE = "Freight Spend Leaks: 10 Negotiation Tactics that Don't Hurt SLAs";
const CATEGORIES = [
  'All',
  'Digital Transformation',
  'Cost Management',
  'Operations',
  'Global Operations',
  'Vendor Management',
  'Automation',
];

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  // The guide's gate form is a deferred section (ADR 21): wait for it as a visitor scrolling to it would.
  await sectionsHydrated(page);
}

const bar = (page: Page, name: string) => page.getByRole('group', { name });
const fullBar = (page: Page) => bar(page, 'Filter guides by category');
const library = (page: Page) => page.locator('#all-guides');
const marker = (name: string) => `e2e-${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('strategic guides', () => {
  test('listing: hero chips, featured guides, all guides, sample chapter and Download All Guides', async ({ page }) => {
    const watch = watchPage(page);
    await open(page, LIST);
    await expect(page).toHaveTitle('Strategic Logistics Guides | Meranti 4PL');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(bar(page, 'Popular guide categories').getByRole('button')).toHaveText(CATEGORIES.slice(0, 5));
    await expect(fullBar(page).getByRole('button')).toHaveText(CATEGORIES);
    await expect(fullBar(page).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    const featured = page.getByRole('region', { name: 'Featured Strategic Guides' });
    await expect(featured.getByRole('link', { name: TITLE })).toHaveAttribute('href', GUIDE);
    await expect(library(page).getByRole('heading', { level: 2 })).toHaveText('All Strategic Guides');
    const card = library(page).getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Cost Management');
    await expect(card).toContainText('Advanced');
    await expect(card).toContainText('35 pages');
    await expect(card).toContainText('45-60 min');

    await expect(page.getByText('Chapter 1 · Why freight spend leaks')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download All Guides' })).toHaveAttribute('href', '/contact');

    // The card (and its View button) lead to the guide.
    await card.getByRole('link', { name: TITLE }).click();
    await expect(page).toHaveURL(GUIDE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Access: ${TITLE}`);
    expect(watch.errors).toEqual([]);
    expect(watch.hydrationProblems()).toEqual([]);
  });

  test('category filter: a category shows its guides, an empty one says Coming Soon, All restores', async ({ page }) => {
    await open(page, LIST);
    const all = fullBar(page).getByRole('button', { name: 'All' });
    const cost = fullBar(page).getByRole('button', { name: 'Cost Management' });
    await cost.click();
    await expect(cost).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(`${LIST}?category=cost-management`);
    await expect(library(page).getByRole('heading', { level: 2 })).toHaveText('Cost Management Guides');
    await expect(library(page).getByRole('article')).toHaveCount(1);

    for (const empty of CATEGORIES.filter((c) => c !== 'All' && c !== 'Cost Management')) {
      await fullBar(page).getByRole('button', { name: empty, exact: true }).click();
      await expect(library(page).getByRole('article')).toHaveCount(0);
      await expect(library(page).getByRole('status')).toContainText('Strategic Guides Coming Soon');
      await expect(library(page).getByRole('link', { name: 'Get Notified When Available' })).toHaveAttribute('href', '/contact');
    }

    await all.click();
    await expect(page).toHaveURL(LIST);
    await expect(library(page).getByRole('article')).toHaveCount(1);
    await expect(library(page).getByRole('heading', { level: 2 })).toHaveText('All Strategic Guides');
  });

  test('a hero chip filters the library too, and the filter survives a reload without a hydration mismatch', async ({ page }) => {
    const watch = watchPage(page);
    await open(page, LIST);
    await bar(page, 'Popular guide categories').getByRole('button', { name: 'Operations', exact: true }).click();
    await expect(page).toHaveURL(`${LIST}?category=operations`);
    await expect(library(page).getByRole('status')).toContainText('Strategic Guides Coming Soon');
    await page.reload();
    await hydrated(page);
    await expect(fullBar(page).getByRole('button', { name: 'Operations', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(library(page).getByRole('status')).toContainText('Strategic Guides Coming Soon');
    expect(watch.hydrationProblems()).toEqual([]);
  });

  test('guide gate: locked form, then Access Guide Now sends a guide lead, unlocks the full guide, and sales gets the mail', async ({
    page,
  }) => {
    const watch = watchPage(page);
    await open(page, GUIDE);
    await expect(page).toHaveTitle(`${TITLE} | Meranti 4PL`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Access: ${TITLE}`);
    await expect(page.getByRole('heading', { name: 'Tactic 1: Build a spend baseline you trust' })).toHaveCount(0);
    const form = page.locator('form');

    // Required fields are checked by the browser: nothing is sent.
    let sent = 0;
    page.on('request', (r) => {
      if (isLeadRequest(r)) sent += 1;
    });
    await form.getByRole('button', { name: 'Access Guide Now' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Access: ${TITLE}`);
    expect(sent).toBe(0);

    const id = marker('guide');
    await fillLeadForm(form, id);
    const [response] = await Promise.all([
      page.waitForResponse(isLeadPost),
      form.getByRole('button', { name: 'Access Guide Now' }).click(),
    ]);
    expect(response.ok()).toBe(true);
    expect(response.request().postDataJSON()).toMatchObject({
      kind: 'guide',
      referrer: 'resources-guide',
      resourceTitle: TITLE,
      firstName: 'Mei Ling',
      companySize: 'medium',
      website: '',
    });
    expect(response.request().postDataJSON().resourceUrl).toMatch(new RegExp(`${GUIDE}$`));

    // Unlocked: the full guide.
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(TITLE);
    await expect(h1).toBeFocused();
    await expect(page.getByText('How procurement and logistics teams in Asia Pacific recover 10-20%')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tactic 1: Build a spend baseline you trust' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tactic 10: Govern the result' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Table:/ }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Topics covered' })).toBeVisible();
    await expect(page.getByText('Index-linked rate structures')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();
    const details = page.getByRole('complementary', { name: 'Guide details' });
    for (const fact of ['60-90 minutes', '85', 'Procurement, logistics and finance leaders', 'Advanced'])
      await expect(details).toContainText(fact);
    await expect(page.getByRole('link', { name: 'Get Implementation Support' })).toHaveAttribute('href', '/contact');
    const linkedin = details.getByRole('link', { name: /LinkedIn/ });
    await expect(linkedin).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`http://localhost:3000${GUIDE}`)}`,
    );
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expect(details.getByRole('link', { name: 'Email', exact: true })).toHaveAttribute(
      'href',
      /^mailto:\?subject=Freight%20Spend%20Leaks/,
    );
    // Expected results [docs/product-rules.md#articles-and-guides]: the three phrases, word for word, under a visible heading.
    const results = page.getByRole('region', { name: 'Expected results' });
    await expect(results.getByRole('heading', { level: 2, name: 'Expected results' })).toBeVisible();
    await expect(results.getByRole('listitem')).toHaveText([
      '10-20% cost reduction',
      '6-12 months implementation',
      'improved carrier relationships',
    ]);
    await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'View All Resources' })).toHaveAttribute('href', '/resources');

    // Sales gets a readable mail naming the guide and where it came from.
    await expect.poll(() => findMail(id), { timeout: 10_000 }).toContain('Guide access');
    const mail = await findMail(id);
    expect(mail).toContain(TITLE);
    expect(mail).toMatch(/Source:\s+Guide/);
    expect(mail).toContain('Harbour Foods');
    expect(mail).toContain('201-1000 employees');

    // Unlocking is not persisted.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Access: ${TITLE}`);
    expect(watch.errors).toEqual([]);
    expect(watch.hydrationProblems()).toEqual([]);
  });

  test('guide gate: when the API cannot be reached the entries stay and say so; a retry or double submit sends one lead', async ({
    page,
  }) => {
    await open(page, GUIDE);
    const form = page.locator('form');
    const id = marker('gate-retry');
    await fillLeadForm(form, id);
    await page.route('**/api/leads', (route) => route.abort('internetdisconnected'));
    const [failed] = await Promise.all([
      page.waitForRequest(isLeadRequest),
      form.getByRole('button', { name: 'Access Guide Now' }).click(),
    ]);
    await expect(form.getByRole('alert')).toContainText('Your details are still here');
    await expect(form.getByLabel('Work Email *')).toHaveValue(`${id}@harbour-foods.example`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Access: ${TITLE}`);

    await page.unroute('**/api/leads');
    const ids: string[] = [];
    page.on('request', (r) => {
      if (isLeadRequest(r)) ids.push(r.postDataJSON().submissionId);
    });
    const submit = form.getByRole('button', { name: 'Access Guide Now' });
    await submit.dblclick();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    expect(ids).toEqual([failed.postDataJSON().submissionId]);
    await expect.poll(() => countMails(id), { timeout: 10_000 }).toBe(1);
  });

  test('unlocked guide: Download PDF opens the download dialog for the guide (referrer resources-guide)', async ({ page }) => {
    await open(page, GUIDE);
    await fillLeadForm(page.locator('form'), marker('gate'));
    await page.getByRole('button', { name: 'Access Guide Now' }).click();
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(TITLE);
    const id = marker('guide-download');
    await fillLeadForm(dialog, id);
    const [response] = await Promise.all([
      page.waitForResponse(isLeadPost),
      dialog.getByRole('button', { name: 'Send My Download Link' }).click(),
    ]);
    expect(response.request().postDataJSON()).toMatchObject({ kind: 'download', referrer: 'resources-guide', resourceTitle: TITLE });
    await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', GUIDE);
    await expect.poll(() => findMail(id), { timeout: 10_000 }).toContain('Resource download');
  });

  test('unlocked guide at 1280 × 800: nothing that sticks is taller than the screen, and Download PDF stays in reach while reading', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, GUIDE);
    await fillLeadForm(page.locator('form'), marker('gate-sticky'));
    await page.getByRole('button', { name: 'Access Guide Now' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    const download = page.getByRole('button', { name: 'Download PDF' });
    // Halfway through the guide, and near its end: the button is on screen, not below it.
    for (const tactic of ['Tactic 5', 'Tactic 9']) {
      await page.getByRole('heading', { name: new RegExp(`^${tactic}:`) }).evaluate((h) => h.scrollIntoView({ block: 'center' }));
      await expect(download).toBeInViewport({ ratio: 1 });
    }
    const tooTall = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => getComputedStyle(el).position === 'sticky' && el.getBoundingClientRect().height > window.innerHeight)
        .map((el) => el.tagName),
    );
    expect(tooTall).toEqual([]);
  });

  test('unknown guide: Guide Not Found with the link back, HTTP 404, noindex', async ({ page }) => {
    const watch = watchPage(page);
    const response = await page.goto(`${LIST}/no-such-guide`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guide Not Found');
    await expect(page.getByText("The guide you're looking for doesn't exist.")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'Back to Guides' }).click();
    await expect(page).toHaveURL(LIST);
    expect(watch.hydrationProblems()).toEqual([]);
  });

  test('resources hub: every kind of resource, featured items and the ways to talk to sales', async ({ page }) => {
    const watch = watchPage(page);
    await open(page, '/resources');
    await expect(page).toHaveTitle('Logistics Resources | Meranti 4PL');
    const kinds = page.locator('#resource-types');
    await expect(kinds.getByRole('link', { name: 'Open the Calculators' })).toHaveAttribute('href', '/resources/calculators');
    await expect(kinds.getByRole('link', { name: 'Browse the Guides' })).toHaveAttribute('href', LIST);
    await expect(kinds.getByRole('link', { name: 'Read the Blog' })).toHaveAttribute('href', '/resources/blogs');
    await expect(kinds.getByRole('link', { name: 'See the Case Studies' })).toHaveAttribute('href', '/resources/case-studies');
    await expect(kinds.getByRole('link', { name: 'Success stories' })).toHaveAttribute('href', '/case-studies');
    const featured = page.getByRole('region', { name: 'Popular right now' });
    await expect(featured.getByRole('link', { name: TITLE })).toHaveAttribute('href', GUIDE);
    await expect(featured.getByRole('link', { name: '4PL ROI Calculator' })).toHaveAttribute(
      'href',
      '/resources/calculators?tab=roi#calculators',
    );
    await expect(featured.getByRole('link', { name: /fast-fashion brand/ })).toHaveAttribute(
      'href',
      '/resources/case-studies#fashion-brand-scaling',
    );
    await expect(page.getByRole('link', { name: 'Send Us an Enquiry' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('main').getByRole('link', { name: 'sales@meranti4pl.example' })).toHaveAttribute(
      'href',
      'mailto:sales@meranti4pl.example',
    );
    expect(watch.errors).toEqual([]);
    expect(watch.hydrationProblems()).toEqual([]);
  });
});
