// Case-study detail pages (docs/product-rules.md#case-studies): the six fixed
// slugs prerendered from the shared records, and the generic /use-cases/{slug} page driven by the
// real API (the e2e server sets USE_CASE_TEST_FIXTURES, so its test-only records are served too).
import AxeBuilder from '@axe-core/playwright';
import { findUseCase, fixedCaseStudySlugs, type UseCase } from '@meranti/platform/use-cases';
import { expect, type Page, test } from '@playwright/test';
import { findMail, sendEnquiry } from '../support/enquiry';
import { hydrated, markDocument, watchPage } from '../support/page-watch';

const record = (slug: string): UseCase => findUseCase(slug) as UseCase;
const section = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
/** The icon names the cards of a section show, in order. */
const cardIcons = (page: Page, heading: string) =>
  section(page, heading)
    .locator('li use')
    .evaluateAll((uses) => uses.map((u) => (u.getAttribute('href') ?? '').split('#')[1]));

/** A record with no fixed page: the API serves it, the generic page shows it. */
const UNFIXED = 'medical-device-regional-distribution';

/** Every section of the one case-study layout, with the record's content. */
async function expectCaseStudy(page: Page, u: UseCase) {
  const hero = page.locator('main section').first();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(u.title);
  await expect(hero).toContainText(u.category);
  await expect(hero).toContainText(u.industry);
  await expect(hero).toContainText(u.heroDescription);
  for (const tag of u.tags) await expect(hero.getByRole('listitem').filter({ hasText: tag })).toHaveCount(1);

  const results = section(page, 'Key Results');
  // The figures' own list (the section also holds a before/after chart, whose legend is a list too).
  await expect(results.getByRole('list', { name: 'Key results' }).getByRole('listitem')).toHaveCount(u.detailedMetrics.length);
  for (const m of u.detailedMetrics) await expect(results).toContainText(`${m.metric}${m.label}`);

  const challenge = section(page, 'The Challenge');
  await expect(challenge).toContainText(u.challengeDescription);
  await expect(challenge.getByRole('heading', { level: 3 })).toHaveText(u.challenges.map((c) => c.title));
  expect(await cardIcons(page, 'The Challenge')).toEqual(u.challenges.map((c) => c.icon));

  const solution = section(page, 'The Solution');
  await expect(solution.getByRole('heading', { level: 3 })).toHaveText(u.solutions.map((s) => s.title));
  for (const s of u.solutions) if (s.benefit) await expect(solution).toContainText(s.benefit);

  const pair = section(page, 'From Challenge to Result');
  await expect(pair.getByRole('heading', { level: 3 })).toHaveText(['Challenge', 'Result']);
  await expect(pair).toContainText(u.challenge);
  await expect(pair).toContainText(u.result);

  await expect(page.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/contact#form');
  await expect(page.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
  await expect(page.getByRole('link', { name: 'Back to Use Cases' })).toHaveAttribute('href', '/use-cases');
}

/** Holds GET /api/use-cases/* until `release()` (the real API still answers it). */
async function holdApi(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/use-cases/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('fixed case-study pages', () => {
  for (const slug of fixedCaseStudySlugs) {
    test(`/use-cases/${slug}: prerendered in full, every section of the layout, hydrates cleanly`, async ({ page }) => {
      const u = record(slug);
      const watch = watchPage(page);
      const apiCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/use-cases/')) apiCalls.push(r.url());
      });
      const response = await page.goto(`/use-cases/${slug}`);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      // Without JavaScript the case study is already there, with its own head.
      // (Read as text: a title may wrap a word in an element of its own, e.g. "12-week" kept on one line.)
      const prerenderedText = html.replace(/<[^>]*>/g, '');
      for (const text of [u.title, 'Key Results', 'The Challenge', 'The Solution', u.detailedMetrics[0]!.label, u.solutions[0]!.title])
        expect(prerenderedText).toContain(text.replace(/&/g, '&amp;'));
      expect(html).not.toContain('Loading case study...');
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/use-cases/${slug}"`);
      await hydrated(page);
      await expectCaseStudy(page, u);
      await expect(page).toHaveTitle(`${u.title} | Meranti 4PL`);
      expect(watch.errors).toEqual([]);
      expect(watch.hydrationProblems()).toEqual([]);
      // Fixed slugs read the shared records: no request to the API.
      expect(apiCalls).toEqual([]);
    });
  }

  test('Explore Services navigates client-side', async ({ page }) => {
    await page.goto('/use-cases/luxury-brand-standards');
    await hydrated(page);
    const sameDocument = await markDocument(page);
    await page.getByRole('link', { name: 'Explore Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Five services');
    expect(await sameDocument()).toBe(true);
  });
});

test.describe('generic case-study page (/use-cases/{slug})', () => {
  test('a record with no fixed page: HTTP 200, "Loading case study..." until the API answers, then the case study', async ({ page }) => {
    const watch = watchPage(page);
    const release = await holdApi(page);
    const response = await page.goto(`/use-cases/${UNFIXED}`);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('Loading case study...');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loading case study...');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/use-cases/${UNFIXED}`));
    release();
    expect((await answered).status()).toBe(200);
    await expectCaseStudy(page, record(UNFIXED));
    await expect(page).toHaveTitle(`${record(UNFIXED).title} | Meranti 4PL`);
    // One canonical, its own (the fallback's slug-free one was taken over, not left behind).
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:3000/use-cases/${UNFIXED}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    expect(watch.errors).toEqual([]);
    expect(watch.hydrationProblems()).toEqual([]);
  });

  test('lists sent as JSON strings are parsed; unknown and missing icon names show TrendingUp', async ({ page }) => {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/use-cases/test-fixture-json-strings'));
    const response = await page.goto('/use-cases/test-fixture-json-strings');
    expect(response?.status()).toBe(200);
    const sent = (await (await answered).json()) as { data: Record<string, unknown> };
    for (const key of ['challenges', 'solutions', 'detailedMetrics']) expect(typeof sent.data[key]).toBe('string');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test Fixture: Lists Sent as JSON Strings');
    await expect(section(page, 'The Challenge').getByRole('heading', { level: 3 })).toHaveText([
      'Unknown icon name',
      'Missing icon name',
      'Allowed icon name',
    ]);
    expect(await cardIcons(page, 'The Challenge')).toEqual(['TrendingUp', 'TrendingUp', 'Truck']);
    await expect(section(page, 'The Solution').getByRole('heading', { level: 3 })).toHaveText([
      'Parsed solution',
      'Second parsed solution',
    ]);
    await expect(section(page, 'The Solution')).toContainText('Parsed benefit');
    const results = section(page, 'Key Results');
    await expect(results.getByRole('list', { name: 'Key results' }).getByRole('listitem')).toHaveCount(2);
    await expect(results).toContainText('42%Parsed detailed metric');
  });

  const notFound = async (page: Page) => {
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Case study not found');
    // Red (the theme's danger colour, #B91C1C).
    expect(await heading.evaluate((h) => getComputedStyle(h).color)).toBe('rgb(185, 28, 28)');
    await expect(page.getByRole('link', { name: 'Back to Use Cases' })).toHaveAttribute('href', '/use-cases');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText('Key Results')).toHaveCount(0);
  };

  test('an unknown slug: HTTP 404 with this page (never the site-wide not-found page), then red "Case study not found"', async ({
    page,
  }) => {
    const watch = watchPage(page);
    const apiAnswer = page.waitForResponse((r) => r.url().endsWith('/api/use-cases/no-such-case-study'));
    const response = await page.goto('/use-cases/no-such-case-study');
    expect(response?.status()).toBe(404);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Loading case study...');
    expect(html).not.toContain('Page Not Found');
    expect((await apiAnswer).status()).toBe(404);
    await notFound(page);
    expect(watch.hydrationProblems()).toEqual([]);
    expect(watch.errors.filter((e) => !/404 \(Not Found\)/.test(e))).toEqual([]);
  });

  test('malformed JSON in a list: "Case study not found"', async ({ page }) => {
    const response = await page.goto('/use-cases/test-fixture-malformed-json');
    expect(response?.status()).toBe(200);
    await notFound(page);
  });

  test('an answer with empty data: "Case study not found"', async ({ page }) => {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/use-cases/test-fixture-empty-data'));
    await page.goto('/use-cases/test-fixture-empty-data');
    expect(await (await answered).json()).toEqual({ data: null });
    await notFound(page);
  });

  test('a failed fetch (the request never gets an answer): "Case study not found"', async ({ page }) => {
    await page.route('**/api/use-cases/**', (route) => route.abort('connectionfailed'));
    await page.goto(`/use-cases/${UNFIXED}`);
    await notFound(page);
  });

  test('Back to Use Cases on the not-found state is a real link to /use-cases', async ({ page }) => {
    await page.goto('/use-cases/no-such-case-study');
    await hydrated(page);
    await notFound(page);
    const link = page.getByRole('link', { name: 'Back to Use Cases' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/use-cases');
  });
});

// The page walk (pages.spec.ts) sees the fixed pages and the not-found state; the generic page
// once its record has arrived is only reachable here.
for (const width of [1280, 375]) {
  test(`generic page with its record at ${width} px: no WCAG A/AA violations, no horizontal overflow`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/use-cases/${UNFIXED}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(record(UNFIXED).title);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
}

test.describe('case-study attribution', () => {
  test('an enquiry sent after a case study’s call to action names that page', async ({ page, baseURL }) => {
    await page.goto('/use-cases/retail-brand-growth');
    await hydrated(page);
    await page.getByRole('link', { name: 'Book a Free Consultation' }).click();
    await expect(page).toHaveURL(/\/contact#form$/);
    const marker = `Cellar-Door-${Date.now()}`;
    const sent = await sendEnquiry(page, { name: 'Arjun Menon', email: 'arjun@cellar-door.example', company: marker });
    expect(sent).toMatchObject({
      referrerPage: '/use-cases/retail-brand-growth',
      ctaSourceUrl: `${baseURL}/use-cases/retail-brand-growth`,
    });
    await expect.poll(() => findMail(marker), { timeout: 10_000 }).toContain('/use-cases/retail-brand-growth');
  });

  test('the generic page’s call to action is attributed to its own slug', async ({ page }) => {
    await page.goto(`/use-cases/${UNFIXED}`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Discuss a Similar Project' }).click();
    await expect(page).toHaveURL(/\/contact#form$/);
    const stored = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    expect(stored).toContain(`/use-cases/${UNFIXED}`);
  });
});
