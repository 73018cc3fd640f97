import { expect, type Page, test } from '@playwright/test';
import { fillLeadForm, isLeadPost } from '../support/lead-form';
import { findMail } from '../support/mail-files';
import { hydrated, watchPage } from '../support/page-watch';

const RESOURCES = '/resources/case-studies';
const ALT = '/case-studies';
const INDUSTRIES = ['All', 'Fashion & Retail', 'Manufacturing', 'E-commerce', 'Marketplace', 'Technology', 'Luxury Retail'];
const STUDY_IDS = [
  'fashion-brand-scaling',
  'manufacturer-cost-reduction',
  'ecommerce-international-expansion',
  'marketplace-consolidation',
  'tech-startup-scaling',
  'luxury-brand-standards',
];
const STORIES = [
  'Regional fashion e-commerce brand',
  'Precision components manufacturer',
  'Home-furnishing retail chain',
  'SaaS hardware provider',
  'Health-supplements e-commerce brand',
  'Consumer electronics distributor',
];

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

const marker = (name: string) => `e2e-${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('resources case studies', () => {
  test('hero chips, aggregate strip, six case studies, insight cards and the closing calls to action', async ({ page }) => {
    const watch = watchPage(page);
    await open(page, RESOURCES);
    await expect(page).toHaveTitle('Logistics Case Studies | Meranti 4PL');
    await expect(page.getByRole('group', { name: 'Jump to an industry' }).getByRole('button')).toHaveText(INDUSTRIES.slice(0, 4));
    await expect(page.getByRole('group', { name: 'Filter case studies by industry' }).getByRole('button')).toHaveText(INDUSTRIES);
    const strip = page.getByRole('region', { name: 'Results across our case studies' });
    for (const figure of ['$2.1M', '18%', '6 months', '94%']) await expect(strip).toContainText(figure);
    await expect(page.locator('#case-study-library article')).toHaveCount(6);
    for (const id of STUDY_IDS) await expect(page.locator(`article#${id}`)).toBeVisible();
    const timelines = ['6 months', '6 months', '18 months', '4 months', '3 months preparation', '12 months'];
    for (const [i, id] of STUDY_IDS.entries()) await expect(page.locator(`article#${id}`)).toContainText(timelines[i]!);
    const insights = page.getByRole('region', { name: 'Where the savings come from' });
    await expect(insights.getByRole('heading', { level: 3 })).toHaveText(['E-commerce & Retail', 'Manufacturing', 'Marketplaces']);
    for (const v of ['25%', '15%', '40%']) await expect(insights).toContainText(v);
    await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'View All Resources' })).toHaveAttribute('href', '/resources');
    expect(watch.errors).toEqual([]);
    expect(watch.hydrationProblems()).toEqual([]);
  });

  test('industry filter: each industry shows its study, All restores the six; hero chips filter the same list', async ({ page }) => {
    await open(page, RESOURCES);
    const bar = page.getByRole('group', { name: 'Filter case studies by industry' });
    const cards = page.locator('#case-study-library article');
    for (const [i, industry] of INDUSTRIES.slice(1).entries()) {
      await bar.getByRole('button', { name: industry, exact: true }).click();
      await expect(bar.getByRole('button', { name: industry, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(cards).toHaveCount(1);
      await expect(page.locator(`article#${STUDY_IDS[i]}`)).toBeVisible();
    }
    await expect(page).toHaveURL(`${RESOURCES}?industry=luxury-retail`);
    await bar.getByRole('button', { name: 'All' }).click();
    await expect(cards).toHaveCount(6);
    await expect(page).toHaveURL(RESOURCES);

    await page.getByRole('group', { name: 'Jump to an industry' }).getByRole('button', { name: 'Manufacturing' }).click();
    await expect(cards).toHaveCount(1);
    await expect(page.locator('article#manufacturer-cost-reduction')).toBeVisible();
  });

  test('a case study opens the download dialog (referrer resources-case-study); Thank You, Download Now to the study, mail to sales', async ({
    page,
  }) => {
    await open(page, RESOURCES);
    const card = page.locator('article#marketplace-consolidation');
    const opener = card.getByRole('button', { name: 'Download Case Study' });
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await opener.click();
    const dialog = page.getByRole('dialog');
    const title = 'Consolidating 3,000 sellers’ shipments for a regional marketplace';
    await expect(dialog).toContainText(title);
    const id = marker('case-study');
    await fillLeadForm(dialog, id);
    const [response] = await Promise.all([
      page.waitForResponse(isLeadPost),
      dialog.getByRole('button', { name: 'Send My Download Link' }).click(),
    ]);
    expect(response.ok()).toBe(true);
    expect(response.request().postDataJSON()).toMatchObject({
      kind: 'download',
      referrer: 'resources-case-study',
      resourceTitle: title,
      companySize: 'medium',
    });
    await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', `${RESOURCES}#marketplace-consolidation`);

    await expect.poll(() => findMail(id), { timeout: 10_000 }).toContain('Resource download');
    const mail = await findMail(id);
    expect(mail).toMatch(/Source:\s+Case study/);
    expect(mail).toContain('Harbour Foods');
    expect(mail).toContain('201-1000 employees');
    expect(mail).toContain('/resources/case-studies#marketplace-consolidation');

    await dialog.getByRole('link', { name: 'Download Now' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('article#marketplace-consolidation')).toBeInViewport();
  });
});

test.describe('success stories (/case-studies)', () => {
  test('stats, featured story, more stories, success by industry and calls to action', async ({ page }) => {
    const watch = watchPage(page);
    await open(page, ALT);
    await expect(page).toHaveTitle('Customer Success Stories | Meranti 4PL');
    const stats = page.getByRole('region', { name: 'What our clients achieve' });
    for (const s of ['15-25%', '50-70%', '99%+', '95%+']) await expect(stats).toContainText(s);
    await expect(page.getByRole('group', { name: 'Filter success stories by industry' }).getByRole('button')).toHaveText([
      'All',
      'E-commerce',
      'Manufacturing',
      'Retail',
      'Healthcare',
      'Technology',
    ]);
    const featured = page.getByRole('article').filter({ hasText: 'Featured story' });
    await expect(featured.getByRole('heading', { level: 2 })).toHaveText(STORIES[0]!);
    await expect(featured.getByRole('link', { name: 'Read the Full Story' })).toHaveAttribute('href', '/case-studies/1');
    const more = page.getByRole('region', { name: 'More success stories' });
    await expect(more.getByRole('article')).toHaveCount(5);
    for (const [i, name] of STORIES.slice(1).entries()) {
      await expect(more.getByRole('link', { name })).toHaveAttribute('href', `/case-studies/${i + 2}`);
    }
    const byIndustry = page.getByRole('region', { name: 'Results we deliver in every sector' });
    await expect(byIndustry.getByRole('heading', { level: 3 })).toHaveText([
      'E-commerce',
      'Manufacturing',
      'Retail',
      'Healthcare',
      'Technology',
    ]);
    await expect(page.getByRole('link', { name: 'Get Similar Results' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Start Your Success Story' })).toHaveAttribute('href', '/contact');
    expect(watch.errors).toEqual([]);
    expect(watch.hydrationProblems()).toEqual([]);
  });

  test('industry filter, including the empty state "No case studies found" and its reset', async ({ page }) => {
    await open(page, ALT);
    const bar = page.getByRole('group', { name: 'Filter success stories by industry' });
    const featuredHeading = page.getByRole('article').filter({ hasText: 'Featured story' }).getByRole('heading', { level: 2 });
    const more = page.getByRole('region', { name: 'More success stories' });

    await bar.getByRole('button', { name: 'Technology' }).click();
    await expect(page).toHaveURL(`${ALT}?industry=technology`);
    await expect(featuredHeading).toHaveText(STORIES[3]!);
    await expect(more.getByRole('article')).toHaveCount(1);
    await expect(more).toContainText(STORIES[5]!);

    await bar.getByRole('button', { name: 'Manufacturing' }).click();
    await expect(featuredHeading).toHaveText(STORIES[1]!);
    await expect(more).toHaveCount(0);

    await bar.getByRole('button', { name: 'Retail' }).click();
    await expect(featuredHeading).toHaveText(STORIES[2]!);

    await bar.getByRole('button', { name: 'E-commerce' }).click();
    await expect(featuredHeading).toHaveText(STORIES[0]!);
    await expect(more.getByRole('article')).toHaveCount(1);

    await bar.getByRole('button', { name: 'Healthcare' }).click();
    await expect(page.getByRole('status')).toContainText('No case studies found');
    await expect(page.getByRole('article')).toHaveCount(5); // the five success-by-industry cards only
    await page.getByRole('button', { name: 'Show All Industries' }).click();
    await expect(bar.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(more.getByRole('article')).toHaveCount(5);
  });

  test('each of the six stories shows every section; Read Next wraps from the last to the first', async ({ page }) => {
    const watch = watchPage(page);
    for (const [i, name] of STORIES.entries()) {
      const response = await page.goto(`${ALT}/${i + 1}`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      for (const h of [
        'Overview',
        'The Challenge',
        'The Solution',
        'Implementation Timeline',
        'Key Features',
        'Before and After',
        'In the client’s words',
        'Long-Term Impact',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
      }
      await expect(page.getByRole('region', { name: 'Headline results' }).locator('dd')).toHaveCount(4);
      // The before/after metrics are drawn as bars; their table is the figure's text alternative.
      const metrics = page.getByRole('figure', { name: 'Before and after figures, metric by metric' });
      await expect(metrics.getByRole('img', { name: 'Before and after figures, metric by metric' })).toBeVisible();
      await expect(metrics.getByRole('table').getByRole('columnheader')).toHaveText(['Before', 'After', 'Improvement']);
      await expect(page.getByRole('link', { name: 'Read Next Success Story' })).toHaveAttribute('href', `${ALT}/${((i + 1) % 6) + 1}`);
    }
    // From the last story, Read Next leads (client-side) to the first.
    await page.getByRole('link', { name: 'Read Next Success Story' }).click();
    await expect(page).toHaveURL(`${ALT}/1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STORIES[0]!);
    expect(watch.errors).toEqual([]);
    expect(watch.hydrationProblems()).toEqual([]);
  });

  test('an unknown id redirects to /case-studies: server 301, and a client-side replace', async ({ page, request }) => {
    for (const id of ['7', '0', 'abc']) {
      const response = await request.get(`${ALT}/${id}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(ALT);
    }
    await open(page, `${ALT}/2`);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/case-studies/99');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(ALT);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Logistics results our clients');
    // Replaced, not pushed: Back returns to the story the visitor came from.
    await page.goBack();
    await expect(page).toHaveURL(`${ALT}/2`);
  });
});
