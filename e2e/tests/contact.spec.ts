import { company } from '@meranti/platform';
import { expect, type Page, type Request, test } from '@playwright/test';
import { hydrated, watchPage } from '../support/page-watch';

const SUCCESS = {
  title: 'Thank you for reaching out!',
  description:
    "We've received your message and will get back to you within 24 hours. Our team looks forward to discussing how we can support your logistics needs.",
};
const FAILURE = {
  title: 'Something went wrong',
  description: "Please try again or call us directly. We're here to help!",
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isContactPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact';

const form = (page: Page) => page.locator('#form');
const FIELD_LABELS = [
  'Full Name',
  'Email Address',
  'Company Name',
  'Phone Number',
  'How can we help?',
  'Monthly Logistics Spend',
  'Message',
];
const selects = new Set(['How can we help?', 'Monthly Logistics Spend']);
/** A form control by its accessible name (the required fields' asterisk is hidden from it). */
const field = (page: Page, label: string) =>
  form(page).getByRole(selects.has(label) ? 'combobox' : 'textbox', { name: label, exact: true });
const submit = (page: Page) => form(page).getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
const toast = (page: Page, title: string) => page.getByRole(title === FAILURE.title ? 'alert' : 'status').filter({ hasText: title });

async function fillRequired(page: Page) {
  await field(page, 'Full Name').fill('Jane Tan');
  await field(page, 'Email Address').fill('jane.tan@acme-retail.example');
  await field(page, 'Company Name').fill('Acme Retail');
}

/** Counts POSTs to /api/contact from now on. */
function countContactPosts(page: Page) {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (isContactPost(request)) posts.push(request);
  });
  return posts;
}

test.describe('contact page', () => {
  test('hero with benefits and the form, and the headquarters card with both mailboxes', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/contact');
    await hydrated(page);
    await expect(page).toHaveTitle('Contact Us — Book a Logistics Consultation | Meranti 4PL');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let’s build a leaner, faster supply chain');

    const benefits = page.getByRole('list', { name: 'What your free consultation includes' });
    await expect(benefits.getByRole('listitem')).toHaveCount(4);
    await expect(benefits).toContainText('A 15-minute discovery call');

    await expect(form(page).getByRole('heading', { name: 'Request your free consultation' })).toBeVisible();
    for (const label of FIELD_LABELS) {
      await expect(field(page, label)).toBeVisible();
    }
    await expect(field(page, 'Email Address')).toHaveAttribute('type', 'email');
    await expect(field(page, 'How can we help?').locator('option')).toHaveCount(8);
    await expect(field(page, 'Monthly Logistics Spend').locator('option')).toHaveCount(6);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();

    const hq = page.getByRole('region', { name: 'Singapore headquarters' });
    await expect(hq).toContainText(company.address.street);
    await expect(hq).toContainText(`${company.address.country} ${company.address.postalCode}`);
    await expect(hq.getByRole('link', { name: company.email.general })).toHaveAttribute('href', `mailto:${company.email.general}`);
    await expect(hq.getByRole('link', { name: company.email.sales })).toHaveAttribute('href', `mailto:${company.email.sales}`);
    await expect(hq.getByRole('link', { name: company.phone.display })).toHaveAttribute('href', `tel:${company.phone.e164}`);
    await expect(hq).toContainText(`${company.hours.days}, ${company.hours.opens}–${company.hours.closes}`);

    expect(watch.errors).toEqual([]);
    expect(watch.hydrationProblems()).toEqual([]);
  });

  test('required fields block the submit: nothing is sent', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    const posts = countContactPosts(page);

    // Empty form: the browser's own required check stops it.
    await submit(page).click();
    await expect(field(page, 'Full Name')).toBeFocused();
    expect(await field(page, 'Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    // A name of spaces passes the browser but not the shared schema: the error shows inline.
    await field(page, 'Full Name').fill('   ');
    await field(page, 'Email Address').fill('jane.tan@acme-retail.example');
    await field(page, 'Company Name').fill('Acme Retail');
    await submit(page).click();
    const error = form(page).getByRole('alert').filter({ hasText: 'Full Name is required' });
    await expect(error).toBeVisible();
    await expect(field(page, 'Full Name')).toHaveAttribute('aria-invalid', 'true');
    const errorId = await error.getAttribute('id');
    expect(errorId).toBeTruthy();
    await expect(field(page, 'Full Name')).toHaveAttribute('aria-describedby', new RegExp(`(^| )${errorId}( |$)`));
    await expect(field(page, 'Full Name')).toBeFocused();

    // Typing clears the message.
    await field(page, 'Full Name').fill('Jane Tan');
    await expect(error).toHaveCount(0);
    await expect(field(page, 'Full Name')).not.toHaveAttribute('aria-invalid', 'true');

    await page.waitForTimeout(300);
    expect(posts).toHaveLength(0);
  });

  test('a full submission: Sending..., the success toast, a cleared form and the right JSON', async ({ page, baseURL }) => {
    const watch = watchPage(page);
    // Arrive from the calculators page through the header's call to action.
    await page.goto('/resources/calculators');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(field(page, 'Full Name')).toBeVisible();

    await fillRequired(page);
    await field(page, 'Phone Number').fill('+65 9123 4567');
    await field(page, 'How can we help?').selectOption({ label: 'Freight invoice audit' });
    await field(page, 'Monthly Logistics Spend').selectOption('50k-200k');
    await field(page, 'Message').fill('We ship 40,000 parcels a month across SG, MY and PH.');

    // Hold the request (it still reaches the real API) to see the submitting state.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });

    const before = Date.now();
    const [request] = await Promise.all([page.waitForRequest(isContactPost), submit(page).click()]);
    await expect(submit(page)).toHaveText('Sending...');
    await expect(submit(page)).toBeDisabled();
    release();

    await expect(toast(page, SUCCESS.title)).toBeVisible();
    await expect(toast(page, SUCCESS.title).getByText(SUCCESS.title, { exact: true })).toBeVisible();
    await expect(toast(page, SUCCESS.title).getByText(SUCCESS.description, { exact: true })).toBeVisible();
    await expect(submit(page)).toHaveText('Send Message');
    await expect(submit(page)).toBeEnabled();
    for (const label of FIELD_LABELS) {
      await expect(field(page, label)).toHaveValue('');
    }

    const body = request.postDataJSON() as Record<string, unknown>;
    expect(request.headers()['content-type']).toContain('application/json');
    expect(body).toMatchObject({
      name: 'Jane Tan',
      email: 'jane.tan@acme-retail.example',
      company: 'Acme Retail',
      phone: '+65 9123 4567',
      serviceInterest: 'invoice-audit',
      companySize: '50k-200k',
      message: 'We ship 40,000 parcels a month across SG, MY and PH.',
      referrerPage: '/resources/calculators',
      ctaSourceUrl: `${baseURL}/resources/calculators`,
      referrerUrl: `${baseURL}/contact`,
      userAgent: await page.evaluate(() => navigator.userAgent),
      website: '',
    });
    expect(String(body.submissionId)).toMatch(UUID);
    const sentAt = Date.parse(String(body.submissionTimestamp));
    expect(new Date(sentAt).toISOString()).toBe(body.submissionTimestamp);
    expect(sentAt).toBeGreaterThanOrEqual(before - 1000);
    expect(typeof body.formStartedAt).toBe('number');
    expect(body.formStartedAt as number).toBeLessThanOrEqual(sentAt);
    expect(body.formStartedAt as number).toBeGreaterThan(before - 60_000);

    expect(watch.errors).toEqual([]);
  });

  test('a server failure: the destructive toast, entries kept, and the retry is the same submission', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    await page.goto('/');
    await hydrated(page);
    await page.goto('/contact');
    await hydrated(page);
    await fillRequired(page);

    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":"x"}' }),
    );
    const [failed] = await Promise.all([page.waitForRequest(isContactPost), submit(page).click()]);
    const alert = toast(page, FAILURE.title);
    await expect(alert).toBeVisible();
    await expect(alert.getByText(FAILURE.title, { exact: true })).toBeVisible();
    await expect(alert.getByText(FAILURE.description, { exact: true })).toBeVisible();
    await expect(page.getByText('x', { exact: true })).toHaveCount(0);
    expect(consoleErrors.some((text) => text.includes('Contact form submission failed'))).toBe(true);

    await expect(field(page, 'Full Name')).toHaveValue('Jane Tan');
    await expect(field(page, 'Email Address')).toHaveValue('jane.tan@acme-retail.example');
    await expect(field(page, 'Company Name')).toHaveValue('Acme Retail');
    await expect(submit(page)).toHaveText('Send Message');

    // Only the filled-in fields are sent; the source is the page visited before.
    const first = failed.postDataJSON() as Record<string, unknown>;
    for (const key of ['phone', 'serviceInterest', 'companySize', 'message']) expect(first).not.toHaveProperty(key);
    expect(first.referrerPage).toBe('/');
    expect(first.ctaSourceUrl).toBe('/');

    // The retry (the server is back) reuses the submission id and succeeds.
    await page.unroute('**/api/contact');
    const [retry] = await Promise.all([page.waitForRequest(isContactPost), submit(page).click()]);
    await expect(toast(page, SUCCESS.title)).toBeVisible();
    const second = retry.postDataJSON() as Record<string, unknown>;
    expect(second.submissionId).toBe(first.submissionId);
    await expect(field(page, 'Full Name')).toHaveValue('');
  });

  test('stored but the answer lost, then an entry edited: the edited enquiry goes out under a new id (the API would answer 422 to the old one)', async ({
    page,
  }) => {
    await page.goto('/contact');
    await hydrated(page);
    await fillRequired(page);
    // The enquiry reaches the API and is stored; the answer never reaches the browser.
    await page.route('**/api/contact', async (route) => {
      await route.fetch();
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"error":"lost"}' });
    });
    const [lost] = await Promise.all([page.waitForRequest(isContactPost), submit(page).click()]);
    await expect(toast(page, FAILURE.title)).toBeVisible();
    await page.unroute('**/api/contact');

    await field(page, 'Company Name').fill('Acme Retail Group');
    const [edited, answer] = await Promise.all([
      page.waitForRequest(isContactPost),
      page.waitForResponse((res) => isContactPost(res.request())),
      submit(page).click(),
    ]);
    expect(answer.status()).toBe(200);
    await expect(toast(page, SUCCESS.title)).toBeVisible();
    const sent = edited.postDataJSON() as Record<string, unknown>;
    expect(sent.company).toBe('Acme Retail Group');
    expect(sent.submissionId).not.toBe((lost.postDataJSON() as Record<string, unknown>).submissionId);
  });
  // The success toast once covered the Send button (desktop) or the fields (phone). Wherever
  // the visitor is on the page when the answer comes, the toast leaves the form's controls visible.
  for (const { width, height } of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${width} px the toast covers neither the form's fields nor its Send button`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/contact');
      await hydrated(page);
      await fillRequired(page);
      await field(page, 'Message').fill('Sea freight from Shenzhen to Singapore, about 40 containers a month.');
      // As a visitor who scrolled just far enough to reach it: Send at the bottom of the screen.
      await submit(page).evaluate((button) => button.scrollIntoView({ block: 'end' }));
      await submit(page).click();
      const shown = toast(page, SUCCESS.title);
      await expect(shown).toBeVisible();
      const controls = form(page).locator('input:not([type="hidden"]):not([name="website"]), select, textarea, button[type="submit"]');
      /** The controls the toast's box meets (by name, or the button's text). */
      const covered = async () => {
        const box = await shown.boundingBox();
        if (!box) throw new Error('the toast has no box');
        const names: string[] = [];
        for (const control of await controls.all()) {
          const r = await control.boundingBox();
          if (!r) continue;
          if (r.x < box.x + box.width && box.x < r.x + r.width && r.y < box.y + box.height && box.y < r.y + r.height)
            names.push((await control.getAttribute('name')) ?? (await control.textContent()) ?? '?');
        }
        return names;
      };
      // Placed when it appears (a phone's page may scroll a little to make room for it).
      await expect.poll(covered, { timeout: 5000 }).toEqual([]);
      const box = await shown.boundingBox();
      if (!box) throw new Error('the toast has no box');
      // It is on screen, in full.
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // Send stays where the visitor can see it, and the form is ready for another enquiry.
      await expect(submit(page)).toBeInViewport();
      await expect(submit(page)).toHaveText('Send Message');
    });
  }

  test('/assessment shows the same form, with the canonical link to /contact', async ({ page }) => {
    for (const path of ['/assessment', '/resources/assessments']) {
      await page.goto(path);
      await hydrated(page);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let’s build a leaner, faster supply chain');
      await expect(field(page, 'Full Name')).toBeVisible();
      await expect(submit(page)).toHaveText('Send Message');
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(/^https?:\/\//);
      expect(new URL(canonical ?? '').pathname).toBe('/contact');
    }
  });
});
