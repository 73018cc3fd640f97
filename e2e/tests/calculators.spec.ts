import { expect, type Page, test } from '@playwright/test';
import { hydrated, sectionsHydrated, watchPage } from '../support/page-watch';

const PATH = '/resources/calculators';

async function open(page: Page, path = PATH) {
  await page.goto(path);
  await hydrated(page);
  // The calculators are a deferred section (ADR 21): typed into before their code has arrived, an
  // entry would be the prerendered field's, not the calculator's.
  await sectionsHydrated(page);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
/** The calculated figures of the open calculator, in display order (hints left out). */
const figures = (page: Page) => panel(page).getByRole('region', { name: 'Your estimated savings' }).locator('dd:not([data-hint])');
const dialog = (page: Page) => page.getByRole('dialog');
const isLeadPost = (r: { url(): string; request(): { method(): string } }) =>
  new URL(r.url()).pathname === '/api/leads' && r.request().method() === 'POST';

async function fillLeadForm(page: Page) {
  const d = dialog(page);
  await d.getByLabel('First Name *').fill('Wei Ling');
  await d.getByLabel('Last Name *').fill('Tan');
  await d.getByLabel('Work Email *').fill('weiling.tan@lioncity-apparel.example');
  await d.getByLabel('Company *').fill('Lion City Apparel');
  await d.getByLabel('Job Title *').fill('Head of Logistics');
  await d.getByLabel('Company Size').selectOption('small');
  await d.getByLabel('Current Logistics Challenges (Optional)').fill('Carrier costs into Indonesia keep rising.');
}

test.describe('resources calculators page', () => {
  test('hero, four calculator cards and the closing calls to action', async ({ page }) => {
    const watch = watchPage(page);
    await open(page);
    await expect(page).toHaveTitle('Logistics ROI Calculators | Meranti 4PL');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const start = page.getByRole('link', { name: 'Start Calculating' });
    await expect(start).toHaveAttribute('href', '#calculators');
    await start.click();
    await expect(page.locator('#calculators').getByRole('tablist')).toBeInViewport();

    for (const id of ['roi-calculator', 'freight-savings', 'automation-value', 'inventory-optimization']) {
      const card = page.locator(`article#${id}`);
      await expect(card).toBeVisible();
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(card.getByRole('listitem')).not.toHaveCount(0);
      await expect(card.getByRole('button')).toBeVisible();
    }
    await expect(page.locator('article[id]')).toHaveCount(4);

    await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'View All Resources' })).toHaveAttribute('href', '/resources');
    expect(watch.errors).toEqual([]);
    expect(watch.hydrationProblems()).toEqual([]);
  });

  test('four tabs with 4PL ROI selected by default', async ({ page }) => {
    await open(page);
    const tabs = page.getByRole('tablist', { name: 'Calculators' }).getByRole('tab');
    await expect(tabs).toHaveText(['4PL ROI', 'Freight Savings', 'Automation', 'Inventory']);
    await expect(tab(page, '4PL ROI')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('heading', { name: '4PL ROI Calculator' })).toBeVisible();

    // Choosing a tab updates the address and keeps the calculators in view.
    await page.getByRole('link', { name: 'Start Calculating' }).click();
    await tab(page, 'Freight Savings').click();
    await expect(tab(page, 'Freight Savings')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]tab=freight\b/);
    await expect(page.locator('#calculators').getByRole('tablist')).toBeInViewport();
  });

  test('ROI results recompute live from the monthly spend, and show zeros when it is cleared', async ({ page }) => {
    await open(page);
    const spend = panel(page).getByLabel('Monthly Logistics Spend');
    await spend.fill('100000');
    // Net savings, annual spend, savings, implementation cost, ROI, payback.
    await expect(figures(page)).toHaveText(['$180,000', '$1,200,000', '$240,000', '$60,000', '300%', '3.0 months']);

    await spend.fill('');
    await expect(figures(page)).toHaveText(['$0', '$0', '$0', '$0', '0%', '0.0 months']);
    await expect(panel(page)).not.toContainText(/NaN|Infinity/);

    await expect(panel(page)).toContainText('20% average cost reduction');
    await expect(panel(page)).toContainText('5% implementation investment');
    await expect(panel(page)).toContainText('12-month implementation timeline');
  });

  test('freight savings: annual spend, labour and carriers; an empty carrier count counts as 1', async ({ page }) => {
    await open(page);
    await tab(page, 'Freight Savings').click();
    const p = panel(page);
    await p.getByLabel('Annual Freight Spend').fill('1000000');
    await p.getByLabel('Number of Carriers').fill('3');
    await p.getByLabel('Manual Process Time').fill('10');
    await p.getByLabel('Employee Hourly Cost').fill('25');
    // Total, freight (15%), labour (10 h × $25 × 52), carrier management (3 × $5,000).
    await expect(figures(page)).toHaveText(['$178,000', '$150,000', '$13,000', '$15,000']);

    await p.getByLabel('Number of Carriers').fill('');
    await expect(figures(page)).toHaveText(['$168,000', '$150,000', '$13,000', '$5,000']);

    await p.getByLabel('Employee Hourly Cost').fill('');
    await expect(figures(page)).toHaveText(['$155,000', '$150,000', '$0', '$5,000']);
  });

  test('entries survive switching tabs', async ({ page }) => {
    await open(page);
    await panel(page).getByLabel('Monthly Logistics Spend').fill('100000');
    for (const name of ['Freight Savings', '4PL ROI']) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    }
    await expect(panel(page).getByLabel('Monthly Logistics Spend')).toHaveValue('100000');
  });

  test('Automation and Inventory show Coming Soon with Request Early Access', async ({ page }) => {
    await open(page);
    for (const name of ['Automation', 'Inventory']) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page).getByText('Coming Soon', { exact: true })).toBeVisible();
      await expect(panel(page).getByRole('button', { name: 'Request Early Access' })).toBeVisible();
    }
  });

  test('keyboard: ArrowLeft from the first tab wraps to Inventory, ArrowRight wraps back', async ({ page }) => {
    await open(page);
    await tab(page, '4PL ROI').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Inventory')).toBeFocused();
    await expect(tab(page, 'Inventory')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/[?&]tab=inventory\b/);

    await page.keyboard.press('ArrowRight');
    await expect(tab(page, '4PL ROI')).toBeFocused();
    await expect(tab(page, '4PL ROI')).toHaveAttribute('aria-selected', 'true');
  });

  test('?tab=freight opens Freight Savings, without a hydration mismatch', async ({ page }) => {
    const watch = watchPage(page);
    await open(page, `${PATH}?tab=freight`);
    await expect(tab(page, 'Freight Savings')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('heading', { name: 'Freight Savings Calculator' })).toBeVisible();
    await expect(panel(page).getByLabel('Annual Freight Spend')).toBeVisible();
    expect(watch.errors).toEqual([]);
    expect(watch.hydrationProblems()).toEqual([]);
  });

  test('the old calculator addresses redirect to their tabs', async ({ page }) => {
    await open(page, '/calculator/transportation-procurement-roi');
    await expect(page).toHaveURL(`${PATH}?tab=freight`);
    await expect(tab(page, 'Freight Savings')).toHaveAttribute('aria-selected', 'true');

    await open(page, '/calculator/invoice-audit-roi');
    await expect(page).toHaveURL(`${PATH}?tab=roi`);
    await expect(tab(page, '4PL ROI')).toHaveAttribute('aria-selected', 'true');
  });

  test("a card's action selects its tab and scrolls to the calculators", async ({ page }) => {
    await open(page);
    await page.locator('article#freight-savings').getByRole('button').click();
    await expect(tab(page, 'Freight Savings')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Freight Savings')).toBeFocused();
    await expect(page.locator('#calculators').getByRole('tablist')).toBeInViewport();

    await page.locator('article#inventory-optimization').getByRole('button').click();
    await expect(tab(page, 'Inventory')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('button', { name: 'Request Early Access' })).toBeVisible();
  });

  test('download dialog: fields, and submitting empty keeps it open with no thank-you', async ({ page }) => {
    await open(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/leads') posts.push(r.method());
    });
    await panel(page).getByRole('button', { name: 'Download Full Report' }).click();
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expect(d).toContainText('4PL ROI Calculator: Full Savings Report');

    for (const label of ['First Name *', 'Last Name *', 'Work Email *', 'Company *', 'Job Title *']) {
      await expect(d.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(d.getByLabel('Work Email *')).toHaveAttribute('type', 'email');
    await expect(d.getByLabel('Company Size').locator('option')).toHaveText([
      'Select company size',
      '1-50 employees',
      '51-200 employees',
      '201-1000 employees',
      '1000+ employees',
    ]);
    await expect(d.getByLabel('Current Logistics Challenges (Optional)')).toBeVisible();
    await expect(d).toContainText('By downloading, you agree to receive logistics insights via email');
    await expect(d.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

    await d.getByRole('button', { name: 'Send My Download Link' }).click();
    await expect(d).toBeVisible();
    expect(await d.getByLabel('First Name *').evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
    await expect(d.getByText('Thank You!')).toHaveCount(0);

    // A malformed e-mail address is refused by the browser too.
    await fillLeadForm(page);
    await d.getByLabel('Work Email *').fill('weiling.tan');
    await d.getByRole('button', { name: 'Send My Download Link' }).click();
    await expect(d.getByText('Thank You!')).toHaveCount(0);
    expect(posts).toEqual([]);

    await d.getByRole('button', { name: 'Close' }).click();
    await expect(d).toHaveCount(0);
  });

  test('download dialog: a filled form is sent to the API, then shows Thank You! until closed', async ({ page }) => {
    await open(page);
    await panel(page).getByRole('button', { name: 'Download Full Report' }).click();
    await fillLeadForm(page);
    const d = dialog(page);

    const [response] = await Promise.all([
      page.waitForResponse(isLeadPost),
      d.getByRole('button', { name: 'Send My Download Link' }).click(),
    ]);
    expect(response.status()).toBeGreaterThanOrEqual(200);
    expect(response.status()).toBeLessThan(300);
    const lead = response.request().postDataJSON();
    expect(lead).toMatchObject({
      kind: 'download',
      firstName: 'Wei Ling',
      lastName: 'Tan',
      email: 'weiling.tan@lioncity-apparel.example',
      company: 'Lion City Apparel',
      jobTitle: 'Head of Logistics',
      companySize: 'small',
      currentChallenges: 'Carrier costs into Indonesia keep rising.',
      referrer: 'resources-calculator',
      resourceTitle: '4PL ROI Calculator: Full Savings Report',
      website: '',
    });
    expect(lead.resourceUrl).toMatch(/\/resources\/calculators\?tab=roi#calculators$/);
    expect(lead.submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(typeof lead.formStartedAt).toBe('number');

    await expect(d.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(d).toContainText(
      'Your download link has been sent to your email. Check your inbox (and spam folder) for immediate access.',
    );
    await expect(d.getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', `${PATH}?tab=roi#calculators`);
    await expect(d.getByRole('link', { name: 'Download Now' })).toBeFocused();
    await expect(d.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');

    // The thank-you state stays until the visitor closes the dialog.
    await page.waitForTimeout(500);
    await expect(d.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await d.getByRole('button', { name: 'Close' }).click();
    await expect(d).toHaveCount(0);
  });

  test('download dialog: when sending fails the entries stay and an error asks to try again', async ({ page }) => {
    await open(page);
    await page.route('**/api/leads', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
    );
    await panel(page).getByRole('button', { name: 'Download Full Report' }).click();
    await fillLeadForm(page);
    const d = dialog(page);
    const [failed] = await Promise.all([
      page.waitForRequest(isLeadPostRequest),
      d.getByRole('button', { name: 'Send My Download Link' }).click(),
    ]);

    await expect(d.getByRole('alert')).toContainText(/try again/i);
    await expect(d.getByText('Thank You!')).toHaveCount(0);
    await expect(d.getByLabel('First Name *')).toHaveValue('Wei Ling');
    await expect(d.getByLabel('Work Email *')).toHaveValue('weiling.tan@lioncity-apparel.example');
    await expect(d.getByRole('button', { name: 'Send My Download Link' })).toBeEnabled();

    // Retrying reaches the API with the same submission id (no duplicate lead).
    await page.unroute('**/api/leads');
    const [response] = await Promise.all([
      page.waitForResponse(isLeadPost),
      d.getByRole('button', { name: 'Send My Download Link' }).click(),
    ]);
    expect(response.ok()).toBe(true);
    expect(response.request().postDataJSON().submissionId).toBe(failed.postDataJSON().submissionId);
    await expect(d.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    // Download Now leads to the resource itself: this calculator.
    await d.getByRole('link', { name: 'Download Now' }).click();
    await expect(d).toHaveCount(0);
    await expect(page).toHaveURL(/\/resources\/calculators\?tab=roi#calculators$/);
    await expect(page.locator('#calculators').getByRole('tablist')).toBeInViewport();
  });

  test('download dialog: the calculator keeps its entries; closing gives focus back; each opening starts empty for its own item', async ({
    page,
  }) => {
    await open(page);
    const spend = panel(page).getByLabel('Monthly Logistics Spend');
    await spend.fill('85000');
    await expect(figures(page).first()).toHaveText('$153,000');
    const before = await figures(page).allTextContents();
    const opener = panel(page).getByRole('button', { name: 'Download Full Report' });
    await opener.click();
    const d = dialog(page);
    await expect(d.getByLabel('First Name *')).toBeFocused();
    await d.getByLabel('First Name *').fill('Wei Ling');
    await page.keyboard.press('Escape');
    await expect(d).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(spend).toHaveValue('85000');
    expect(await figures(page).allTextContents()).toEqual(before);

    // Again: an empty form. Then the lead is sent, and the next item's opening starts empty too.
    await opener.click();
    await expect(d.getByLabel('First Name *')).toHaveValue('');
    await fillLeadForm(page);
    await Promise.all([page.waitForResponse(isLeadPost), d.getByRole('button', { name: 'Send My Download Link' }).click()]);
    await expect(d.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await d.getByRole('button', { name: 'Close' }).click();
    await expect(d).toHaveCount(0);

    await tab(page, 'Automation').click();
    await panel(page).getByRole('button', { name: 'Request Early Access' }).click();
    await expect(d).toContainText('Automation Value Calculator: Early Access');
    await expect(d.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
    await expect(d.getByLabel('First Name *')).toHaveValue('');
  });

  test('Request Early Access opens the download dialog for that calculator', async ({ page }) => {
    await open(page, `${PATH}?tab=automation`);
    await panel(page).getByRole('button', { name: 'Request Early Access' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText('Automation Value Calculator: Early Access');
    await expect(dialog(page).getByLabel('First Name *')).toBeFocused();
  });
});

function isLeadPostRequest(r: { url(): string; method(): string }) {
  return new URL(r.url()).pathname === '/api/leads' && r.method() === 'POST';
}
