/** Both blogs: /resources/blogs, /resources/blogs/{slug}, /blog, /blog/{id}. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { hydrated, watchPage } from '../support/page-watch';

const MAIL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/e2e-data/mail');

async function findMail(marker: string): Promise<string> {
  const names = await fs.readdir(MAIL_DIR).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const text = await fs.readFile(path.join(MAIL_DIR, name), 'utf8');
    if (text.includes(marker)) return text;
  }
  return '';
}

const TCO = '/resources/blogs/4pl-vs-3pl-vs-in-house-tco-east-asia';
const cards = (page: Page) => page.locator('#blog-results > li');

/**
 * Share without the device share sheet [docs/product-rules.md#sharing]: the button copies the page's
 * canonical address and alerts exactly "Link copied to clipboard!" (a real `alert`, no toast).
 */
async function expectShareCopiesAndAlerts(page: Page, button: string) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.accept();
  });
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect.poll(() => dialogs).toEqual(['alert: Link copied to clipboard!']);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/^https?:\/\/[^/]+\/(blog|resources\/blogs)\/[a-z0-9-]+$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveCount(0);
}

/** No share sheet on this device; clipboard permissions granted. */
async function withoutShareSheet(page: Page, context: BrowserContext) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
}

async function open(page: Page, url: string) {
  const watch = watchPage(page);
  const response = await page.goto(url);
  await hydrated(page);
  return { watch, response };
}

test.describe('/resources/blogs', () => {
  test('featured articles, category filter with URL state, empty message and View All Articles', async ({ page }) => {
    const { watch } = await open(page, '/resources/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const featured = page.getByRole('region', { name: 'Featured Articles' });
    await expect(featured.getByRole('article')).toHaveCount(2);
    const bar = page.getByRole('group', { name: 'Filter articles by category' });
    await expect(bar.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const list = page.locator('#blog-articles');
    await expect(list.getByRole('article')).toHaveCount(2);

    await bar.getByRole('button', { name: 'Operations' }).click();
    await expect(page).toHaveURL(/\?category=operations$/);
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(list.getByRole('link', { name: /Exception Playbooks/ })).toBeVisible();

    await bar.getByRole('button', { name: '4PL Strategy' }).click();
    await expect(page.getByText('No articles found in this category.')).toBeVisible();
    await page.getByRole('button', { name: 'View All Articles' }).click();
    await expect(bar.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/resources\/blogs$/);
    await expect(list.getByRole('article')).toHaveCount(2);

    await expect(page.getByRole('link', { name: /Subscribe/ })).toHaveAttribute('href', '/contact');
    expect(watch.hydrationProblems()).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test('a filter in the address survives a reload', async ({ page }) => {
    await open(page, '/resources/blogs?category=cost-management');
    await expect(page.locator('#blog-articles').getByRole('article')).toHaveCount(1);
    await expect(page.locator('#blog-articles').getByRole('link', { name: /Total Cost of Ownership/ })).toBeVisible();
  });
});

test.describe('/resources/blogs/{slug}', () => {
  test('prerendered article with everything the post page shows, and metadata of type article', async ({ page }) => {
    const { watch, response } = await open(page, TCO);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<h2 id="the-three-models-at-a-glance">');
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toContain('property="article:published_time" content="2024-12-20"');
    expect(html).toContain('property="article:section" content="Cost Management"');
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('"wordCount":3600');

    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/resources/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/True Total Cost of Ownership/);
    await expect(page.getByText('December 20, 2024')).toBeVisible();
    await expect(page.getByText('18 min read')).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get Weekly Insights' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick Stats' })).toBeVisible();
    for (const stat of ['18%', '500+', '6 months']) await expect(page.getByText(stat, { exact: true })).toBeVisible();
    const related = page.getByRole('region', { name: 'Related Articles' });
    await expect(related.getByRole('article')).toHaveCount(1);
    // The body hydrates after the page without a mismatch; its chunk comes after hydration.
    await page.waitForLoadState('networkidle');
    expect(watch.hydrationProblems()).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test('a related article opens client-side with its body', async ({ page }) => {
    await open(page, TCO);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.getByRole('region', { name: 'Related Articles' }).getByRole('link').click();
    await expect(page).toHaveURL(/exception-playbooks-that-shrink-wismo$/);
    await expect(page.getByRole('heading', { name: 'The eight exceptions behind most WISMO tickets' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('Share copies the link and alerts "Link copied to clipboard!" when the device has no share sheet', async ({ page, context }) => {
    await withoutShareSheet(page, context);
    await open(page, TCO);
    await expectShareCopiesAndAlerts(page, 'Share');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/resources\/blogs\/4pl-vs-3pl-vs-in-house-tco-east-asia$/);
  });

  test('Share, when the clipboard refuses the link: a prompt offers it to copy by hand, no false "copied"', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
        configurable: true,
      });
    });
    const { watch } = await open(page, TCO);
    const dialogs: Array<{ type: string; message: string; value: string }> = [];
    page.on('dialog', (d) => {
      dialogs.push({ type: d.type(), message: d.message(), value: d.defaultValue() });
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(dialogs).toEqual([{ type: 'prompt', message: 'Copy the link to this article:', value: canonical }]);
    expect(watch.errors).toEqual([]);
  });

  test('Share uses the device share sheet when there is one (no alert)', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shared: unknown[] };
      w.shared = [];
      Object.defineProperty(navigator, 'share', { value: async (data: unknown) => w.shared.push(data), configurable: true });
    });
    await open(page, TCO);
    await page.getByRole('button', { name: 'Share' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: { title: string; url: string }[] }).shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]?.url).toMatch(/4pl-vs-3pl-vs-in-house-tco-east-asia$/);
    await expect(page.getByText('Link copied to clipboard!')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('an unknown slug: Blog Post Not Found with HTTP 404', async ({ page }) => {
    const { response, watch } = await open(page, '/resources/blogs/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/resources/blogs');
    expect(watch.hydrationProblems()).toEqual([]);
  });
});

test.describe('/blog', () => {
  test('featured article, eight articles, search and category combined, empty state, URL state', async ({ page }) => {
    const { watch } = await open(page, '/blog');
    await expect(page.getByRole('region', { name: 'Featured Article' }).getByRole('article')).toHaveCount(1);
    await expect(cards(page)).toHaveCount(7);
    // At most 2 tags and a "+N" counter.
    await expect(cards(page).first().getByText('+3')).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await expect(search).toHaveAttribute('placeholder', 'Search articles...');
    await search.fill('INVOICE');
    await expect(page).toHaveURL(/\?q=INVOICE$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('link')).toHaveText(/Freight Invoice Audit/);

    await search.fill('kpis'); // a tag only
    await expect(cards(page)).toHaveCount(2);
    const chips = page.getByRole('group', { name: 'Filter articles by category' });
    await chips.getByRole('button', { name: 'Technology' }).click();
    await expect(page).toHaveURL(/\?q=kpis&category=technology$/);
    await expect(cards(page)).toHaveCount(1);
    await chips.getByRole('button', { name: 'Trends' }).click();
    await expect(page.getByText('No articles found', { exact: true })).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or category filter.')).toBeVisible();

    await search.fill('');
    await chips.getByRole('button', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(7);
    expect(watch.hydrationProblems()).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test('search and category from the address after a reload; popular topics search', async ({ page }) => {
    await open(page, '/blog?q=peak&category=operations');
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('peak');
    await expect(cards(page)).toHaveCount(1);
    await open(page, '/blog');
    await page.getByRole('button', { name: /Transportation/ }).click();
    await expect(page).toHaveURL(/\?q=freight$/);
    await expect(cards(page)).not.toHaveCount(0);
  });

  test('newsletter: any answer is thanked, a blank one is not', async ({ page }) => {
    await open(page, '/blog');
    page.once('dialog', (d) => d.accept('not an e-mail'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText("Thank you for subscribing! We'll be in touch soon.")).toBeVisible();
  });

  test('newsletter: a valid e-mail is thanked and reaches sales as a newsletter lead', async ({ page }) => {
    await open(page, '/blog');
    const email = `reader.${Date.now()}@lumen-retail.example`;
    let message = '';
    page.once('dialog', (d) => {
      message = d.message();
      return d.accept(email);
    });
    const lead = page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    expect((await lead).status()).toBe(200);
    expect(message).toMatch(/email/i);
    await expect(page.getByText("Thank you for subscribing! We'll be in touch soon.")).toBeVisible();
    await expect.poll(() => findMail(email), { timeout: 10_000 }).not.toBe('');
    // Quoted-printable body: join soft line breaks, decode =XX bytes.
    const raw = await findMail(email);
    const mail = Buffer.from(
      raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
    expect(mail).toMatch(/^X-Meranti-Kind: newsletter/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?Q\?Website_lead_=C2=B7_Newsletter_sign-up/m);
    expect(mail).toMatch(/^To: sales@/m);
    expect(mail).toMatch(/Type:\s+Newsletter sign-up/);
    expect(mail).toMatch(/Work Email:\s+reader\.\d+@lumen-retail\.example/);
    expect(mail).toContain('New newsletter sign-up from the website');
    expect(mail).toMatch(/Source:\s+Newsletter prompt/);
    expect(mail).toMatch(/Page address:\s+http:\/\/127\.0\.0\.1:\d+\/blog/);
  });
});

test.describe('/blog/{id}', () => {
  test('all eight articles are prerendered with a body', async ({ request }) => {
    for (let id = 1; id <= 8; id++) {
      const res = await request.get(`/blog/${id}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<h2 id="[a-z0-9-]+">/);
      expect(html).toContain('"@type":"BlogPosting"');
    }
  });

  test('category, title, author, date, read time, tags, Share Article, related, CTA to /contact', async ({ page, context }) => {
    await withoutShareSheet(page, context);
    const { watch } = await open(page, '/blog/3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Freight Invoice Audit/);
    await expect(page.getByText('Marcus Lim, Finance Solutions Manager')).toBeVisible();
    await expect(page.getByText('December 5, 2024')).toBeVisible();
    await expect(page.getByText('6 min read')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How a proper audit works' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related Articles' }).getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('link', { name: /Get a Free Consultation/ })).toHaveAttribute('href', '/contact');
    await expectShareCopiesAndAlerts(page, 'Share Article');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/3$/);
    await page.waitForLoadState('networkidle');
    expect(watch.hydrationProblems()).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test('/blog/1 and /blog/2 show each other first among the related articles, and navigate there in place', async ({ page }) => {
    const related = page.getByRole('region', { name: 'Related Articles' });
    const { watch } = await open(page, '/blog/1');
    await expect(related.getByRole('article')).toHaveCount(3);
    await expect(related.getByRole('link').first()).toHaveAttribute('href', '/blog/2');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await related.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/blog\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/AI-Driven Carrier Allocation/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(related.getByRole('link').first()).toHaveAttribute('href', '/blog/1');
    await expect(related.getByRole('article')).toHaveCount(3);
    expect(watch.errors).toEqual([]);
  });

  test('an unknown id: Article Not Found with HTTP 404', async ({ page }) => {
    const { response } = await open(page, '/blog/99');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });
});
