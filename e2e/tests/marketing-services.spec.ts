import { expect, type Page, test } from '@playwright/test';
import { findMail, sendEnquiry } from '../support/enquiry';
import { hydrated, watchPage } from '../support/page-watch';

const section = (page: Page, heading: string | RegExp) => page.getByRole('region', { name: heading });

const SERVICE_PAGES = [
  '/services/mcpms',
  '/services/logistics-as-a-service',
  '/services/transportation-procurement',
  '/services/control-tower',
  '/services/invoice-audit',
];

test.describe('company and service pages', () => {
  for (const route of ['/about', '/services', ...SERVICE_PAGES, '/privacy', '/terms']) {
    test(`${route}: one h1, hydrates without errors, every call to action goes to /contact`, async ({ page }) => {
      const watch = watchPage(page);
      await page.goto(route);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/ \| Meranti 4PL$|Meranti 4PL/);
      const contactLinks = await page.locator('main a[href^="/contact"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const href of contactLinks) expect(href).toMatch(/^\/contact(#form)?$/);
      if (!['/privacy', '/terms'].includes(route)) expect(contactLinks.length).toBeGreaterThan(0);
      expect(watch.errors).toEqual([]);
      expect(watch.hydrationProblems()).toEqual([]);
    });
  }

  test('/about: mission, the four modes, capabilities with figures, the four values', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('main section').first().getByRole('link', { name: 'Talk to Our Team' })).toHaveAttribute('href', '/contact');
    await expect(section(page, /world-class supply chain/)).toBeVisible();
    await expect(section(page, 'Every mode, orchestrated as one network').getByRole('heading', { level: 3 })).toHaveText([
      'Land',
      'Air',
      'Ocean',
      'Warehousing',
    ]);
    const capabilities = section(page, 'Regional depth with global reach');
    for (const figure of ['100,000+', '25+', '500+']) await expect(capabilities.getByText(figure, { exact: true }).first()).toBeVisible();
    await expect(section(page, 'How we work with clients and partners').getByRole('heading', { level: 3 })).toHaveText([
      'Reliability',
      'Innovation',
      'Transparency',
      'Partnership',
    ]);
  });

  test('/services: five cards to the five service pages; the hero button scrolls to them and moves focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 640 });
    await page.goto('/services');
    await hydrated(page);
    const cards = page.locator('#services-list');
    const targets = await cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(targets).toEqual(SERVICE_PAGES);
    await expect(cards).not.toBeInViewport();

    await page.getByRole('link', { name: 'Explore Our Services' }).click();
    await expect(cards).toBeInViewport();
    await expect(cards).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/services');

    // The cards enter one after another, 0.15 s apart.
    const list = cards.getByRole('list').first();
    await expect(list).toHaveAttribute('data-reveal', 'shown');
    const delays = await list.evaluate((ul) => [...ul.children].map((li) => getComputedStyle(li).animationDelay));
    expect(delays).toEqual(['0s', '0.15s', '0.3s', '0.45s', '0.6s']);
  });

  test('/services: with reduced motion the hero button jumps to the cards at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 640 });
    await page.goto('/services');
    await hydrated(page);
    await page.getByRole('link', { name: 'Explore Our Services' }).click();
    // No smooth scrolling: the section is in place right after the click.
    const top = await page.locator('#services-list').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(top).toBeLessThan(120);
    await expect(page.locator('#services-list')).toBeFocused();
  });

  test('LaaS FAQ: one answer open at a time; clicking the open one closes it', async ({ page }) => {
    await page.goto('/services/logistics-as-a-service');
    await hydrated(page);
    const faq = section(page, 'Questions about Logistics as a Service');
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(4);
    for (const q of await questions.all()) await expect(q).toHaveAttribute('aria-expanded', 'false');

    const panelOf = async (index: number) => page.locator(`[id="${await questions.nth(index).getAttribute('aria-controls')}"]`);
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(await panelOf(0)).toBeVisible();
    await expect(await panelOf(0)).toContainText('carrier-neutral');

    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(await panelOf(0)).toBeHidden();

    await questions.nth(2).click();
    for (const q of await questions.all()) await expect(q).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: Enter opens.
    await questions.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  });

  test('LaaS: the 4-phase plan with its weeks', async ({ page }) => {
    await page.goto('/services/logistics-as-a-service');
    const plan = section(page, /four phases/);
    for (const weeks of ['Weeks 1-2', 'Weeks 3-6', 'Weeks 7-12', 'Ongoing'])
      await expect(plan.getByText(weeks, { exact: true })).toBeVisible();
  });

  test('LaaS at 375 px: the sticky button shows past 20% of the page and hides again above it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/services/logistics-as-a-service');
    await hydrated(page);
    const sticky = page.locator('[data-sticky-cta]');
    const button = sticky.getByRole('link', { name: 'Book a Consultation' });
    await expect(button).toBeHidden();

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * 0.15));
    await expect(button).toBeHidden();
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * 0.3));
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', '/contact#form');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(button).toBeHidden();
  });

  test('LaaS at 1280 px: no sticky button, however far the page is scrolled', async ({ page }) => {
    await page.goto('/services/logistics-as-a-service');
    await hydrated(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * 0.5));
    await page.waitForTimeout(200);
    await expect(page.locator('[data-sticky-cta]')).toBeHidden();
  });

  test('procurement: the 90-day timeline and the three engagement models with their pricing', async ({ page }) => {
    await page.goto('/services/transportation-procurement');
    const outcomes = section(page, 'From kick-off to savings in 90 days');
    for (const days of ['Days 1-30', 'Days 31-60', 'Days 61-90']) await expect(outcomes.getByText(days, { exact: true })).toBeVisible();
    await expect(outcomes).toContainText('first savings from day 60');
    const models = section(page, 'Three ways to work with us');
    await expect(models.getByRole('heading', { level: 3 })).toHaveText(['End-to-end', 'Co-pilot', 'Event RFQ']);
    await expect(models).toContainText('A percentage of verified savings');
    await expect(models).toContainText('Shared savings or a monthly retainer');
    await expect(models).toContainText('Project-based');
  });

  test('control tower: three phases, the ROI milestones and the 120-day roadmap', async ({ page }) => {
    await page.goto('/services/control-tower');
    const phases = section(page, /Three phases/);
    for (const d of ['2-6 weeks', '4-6 weeks', '90+ days']) await expect(phases.getByText(d, { exact: true })).toBeVisible();
    const roi = section(page, 'When the return arrives');
    for (const d of ['Day 30', 'Day 60', 'Day 90']) await expect(roi.getByText(d, { exact: true })).toBeVisible();
    const roadmap = section(page, /Four blocks of 30 days/);
    await expect(roadmap.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(4);
    for (const d of ['Days 1-30', 'Days 31-60', 'Days 61-90', 'Days 91-120'])
      await expect(roadmap.getByText(d, { exact: true })).toBeVisible();
  });

  test('invoice audit: error figures, 4-step method, 5-step dispute workflow, 2 service models', async ({ page }) => {
    await page.goto('/services/invoice-audit');
    await expect(section(page, /wrong more often/)).toContainText('15-20%');
    await expect(section(page, 'A four-step audit of every invoice').getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(section(page, 'Five steps from overcharge to money back').getByRole('heading', { level: 3 })).toHaveCount(5);
    const models = section(page, 'Two ways to start recovering');
    await expect(models.getByRole('heading', { level: 3 })).toHaveText(['Contingency', 'Ongoing']);
    await expect(models).toContainText('A percentage of recovered amounts');
    await expect(models).toContainText('A monthly retainer');
  });

  test('MCPMS at 375 px: the comparison reads as cards, every value named by its option', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/services/mcpms');
    const table = page.getByRole('table', { name: /fragmented carrier set-up compared/ });
    await expect(table.getByRole('row')).toHaveCount(7);
    const firstRow = table.getByRole('row', { name: /Visibility/ });
    await expect(firstRow).toContainText('Fragmented set-up');
    await expect(firstRow).toContainText('Unified with MCPMS');
    const box = await firstRow.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('MCPMS media and the lightbox', () => {
  test('the dashboard opens in the lightbox: spinner, caption, focus inside, Escape closes, focus returns', async ({ page }) => {
    await page.goto('/services/mcpms');
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Expand the dashboard screenshot' });
    await opener.scrollIntoViewIfNeeded();
    // Hold the full-size image a moment to see the spinner.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/assets/media/mcpms-dashboard-*?quality=original', async (route) => {
      await held;
      await route.continue();
    });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: /MCPMS operations dashboard/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText('Loading media');
    release();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    const img = dialog.locator('img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1920);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalHeight)).toBe(968);
    await expect(dialog).toContainText('The MCPMS operations dashboard with a sample network of five active lanes.');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    // Focus stays inside.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('img[src*="quality=original"]')).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('a clip opens in the lightbox playing, muted and looping; backdrop and close button close it', async ({ page }) => {
    await page.goto('/services/mcpms');
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Watch full screen: Allocation rules' });
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await opener.scrollIntoViewIfNeeded();
    const inlinePlaying = () => page.locator('main video').evaluateAll((vs) => (vs as HTMLVideoElement[]).map((v) => !v.paused));
    await expect.poll(inlinePlaying, { timeout: 15_000 }).toEqual([true, true]);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: /allocation rules/i });
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');
    await expect(dialog.getByRole('status')).toHaveCount(0, { timeout: 10_000 });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.paused), { timeout: 10_000 }).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.autoplay, v.videoWidth, v.videoHeight])).toEqual([
      true,
      true,
      true,
      1200,
      800,
    ]);
    await expect(dialog).toContainText('Allocation rules at work');
    // The clips on the page wait behind the overlay.
    await expect.poll(inlinePlaying).toEqual([false, false]);

    // Tab cycles between the close button and the video's controls only.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);

    // A click on the backdrop (outside the media) closes it.
    await page.mouse.click(5, 400);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[role="dialog"] video')).toHaveCount(0);
    await expect(opener).toBeFocused();
    // Back on the page, its clips play again.
    await expect.poll(inlinePlaying, { timeout: 10_000 }).toEqual([true, true]);

    // The other clip, from the keyboard, closed with the close button.
    await page.getByRole('button', { name: 'Watch full screen: Exceptions overview' }).focus();
    await page.keyboard.press('Enter');
    const other = page.getByRole('dialog', { name: /exceptions overview/i });
    await expect(other).toBeVisible();
    await expect
      .poll(() => other.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.loop), { timeout: 10_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

// The MCPMS page's two looping muted clips (allocation rules, exceptions overview) that open in the
// lightbox (docs/product-rules.md#media) — on the page itself, with no video byte in the first load.
test.describe('MCPMS clips on the page', () => {
  const CLIPS = ['Allocation rules', 'Exceptions overview'];
  const isVideo = (url: string) => /\.(webm|mp4)(\?|$)/.test(url);
  // The lightbox is outside <main>: these are the clips on the page.
  const clips = (page: Page) => page.locator('main video');

  /** Whether each clip on the page is playing: not paused and its time moving. */
  const playing = (page: Page) =>
    clips(page).evaluateAll((videos) =>
      Promise.all(
        (videos as HTMLVideoElement[]).map(async (v) => {
          const t = v.currentTime;
          await new Promise((r) => setTimeout(r, 300));
          return !v.paused && v.currentTime > t;
        }),
      ),
    );

  test('the prerendered page has both as real <video muted loop playsinline autoplay> with size, and nothing to fetch', async ({
    request,
  }) => {
    const html = await (await request.get('/services/mcpms')).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const videos = [...main.matchAll(/<video\b[^>]*>[\s\S]*?<\/video>/g)].map((m) => m[0]);
    expect(videos).toHaveLength(2);
    for (const [i, v] of videos.entries()) {
      for (const attr of [/ muted(="")?[ >]/, / loop(="")?[ >]/, / playsinline(="")?[ >]/i, / autoplay(="")?[ >]/i, / preload="none"/])
        expect(v).toMatch(attr);
      expect(v).toMatch(/ width="1200"/);
      expect(v).toMatch(/ height="800"/);
      // Nothing the browser could fetch before the page runs: no src, no <source>, no poster yet
      // (a poster is fetched at once whatever preload says); it waits in data-poster.
      expect(v).not.toMatch(/<source|\ssrc=|\sposter=/);
      const poster = /data-poster="(\/assets\/media\/mcpms-(?:allocation|exceptions)-poster-[0-9a-f]{10}\.webp)"/.exec(v)?.[1];
      expect(poster, `clip ${i + 1} has its poster in data-poster`).toBeTruthy();
      // Until then the same picture shows as a lazy image (also without JavaScript).
      expect(main).toMatch(new RegExp(`<img src="${poster}" width="1200" height="800" alt="" aria-hidden="true" loading="lazy"`));
    }
  });

  test('no video byte (nor poster) before the load event; near the viewport both play, muted and looping; Pause and Play work', async ({
    page,
  }) => {
    const watch = watchPage(page);
    const requests: Array<{ url: string; at: number }> = [];
    let loadedAt = Number.POSITIVE_INFINITY;
    page.on('request', (r) => {
      if (isVideo(r.url()) || /-poster-/.test(r.url())) requests.push({ url: r.url(), at: Date.now() });
    });
    page.on('load', () => {
      loadedAt = Date.now();
    });
    await page.goto('/services/mcpms');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(Number.isFinite(loadedAt)).toBe(true);
    // At the top of the page, hydrated and idle: no video and no poster requested (the clips are far below).
    expect(requests).toEqual([]);

    const videos = clips(page);
    await expect(videos).toHaveCount(2);
    expect(
      await videos.evaluateAll((vs) =>
        (vs as HTMLVideoElement[]).map((v) => ({
          muted: v.muted,
          loop: v.loop,
          playsInline: v.playsInline,
          autoplay: v.autoplay,
          size: [v.getAttribute('width'), v.getAttribute('height')],
        })),
      ),
    ).toEqual(CLIPS.map(() => ({ muted: true, loop: true, playsInline: true, autoplay: true, size: ['1200', '800'] })));

    await page.getByRole('heading', { name: 'Allocation rules', level: 3 }).scrollIntoViewIfNeeded();
    await expect.poll(() => playing(page), { timeout: 15_000 }).toEqual([true, true]);
    // Near the viewport each has its poster.
    expect(await videos.evaluateAll((vs) => (vs as HTMLVideoElement[]).map((v) => new URL(v.poster).pathname))).toEqual([
      expect.stringMatching(/^\/assets\/media\/mcpms-allocation-poster-[0-9a-f]{10}\.webp$/),
      expect.stringMatching(/^\/assets\/media\/mcpms-exceptions-poster-[0-9a-f]{10}\.webp$/),
    ]);
    expect(requests.filter((r) => isVideo(r.url)).length).toBeGreaterThan(0);
    for (const r of requests) expect(r.at, `${r.url} requested after the load event`).toBeGreaterThan(loadedAt);
    expect(await videos.evaluateAll((vs) => (vs as HTMLVideoElement[]).map((v) => [v.videoWidth, v.videoHeight, v.loop, v.muted]))).toEqual(
      [
        [1200, 800, true, true],
        [1200, 800, true, true],
      ],
    );

    // Pause and Play (WCAG 2.2.2): each clip's own control, named after the clip.
    const pause = page.getByRole('button', { name: 'Pause: Allocation rules' });
    await expect(pause).toBeVisible();
    await expect(pause).toHaveText('Pause');
    await pause.click();
    const play = page.getByRole('button', { name: 'Play: Allocation rules' });
    await expect(play).toBeVisible();
    await expect.poll(() => videos.first().evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect.poll(() => playing(page)).toEqual([false, true]);
    await play.press('Enter');
    await expect.poll(() => playing(page), { timeout: 10_000 }).toEqual([true, true]);

    // Scrolled away, they pause; back near, they play again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => videos.evaluateAll((vs) => (vs as HTMLVideoElement[]).map((v) => v.paused))).toEqual([true, true]);
    await page.getByRole('heading', { name: 'Exceptions overview', level: 3 }).scrollIntoViewIfNeeded();
    await expect.poll(() => playing(page), { timeout: 10_000 }).toEqual([true, true]);
    expect(watch.errors).toEqual([]);
  });

  test.describe('with prefers-reduced-motion: reduce', () => {
    test.use({ contextOptions: { reducedMotion: 'reduce' } });

    test('the clips do not start by themselves: poster and a visible Play control; Play plays one; the lightbox still plays', async ({
      page,
    }) => {
      const requests: string[] = [];
      page.on('request', (r) => {
        if (isVideo(r.url())) requests.push(r.url());
      });
      await page.goto('/services/mcpms');
      await hydrated(page);
      await page.getByRole('heading', { name: 'Allocation rules', level: 3 }).scrollIntoViewIfNeeded();
      const videos = clips(page);
      // The playback logic has run (it drops autoplay for this visitor) and loaded nothing.
      await expect.poll(() => videos.evaluateAll((vs) => (vs as HTMLVideoElement[]).map((v) => v.autoplay))).toEqual([false, false]);
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
      expect(await videos.evaluateAll((vs) => (vs as HTMLVideoElement[]).map((v) => [v.paused, v.readyState, v.poster !== '']))).toEqual([
        [true, 0, true],
        [true, 0, true],
      ]);
      for (const title of CLIPS) {
        const play = page.getByRole('button', { name: `Play: ${title}` });
        await expect(play).toBeVisible();
        await expect(play).toHaveText('Play');
      }
      if (process.env.SHOTS)
        await page.locator('main section', { has: page.getByRole('heading', { name: 'Two short looks inside the platform' }) }).screenshot({
          path: `${process.env.SHOTS}/mcpms-clips-reduced-motion.png`,
        });

      // Play on request, inline.
      await page.getByRole('button', { name: 'Play: Allocation rules' }).click();
      await expect.poll(() => playing(page), { timeout: 10_000 }).toEqual([true, false]);
      await expect(page.getByRole('button', { name: 'Pause: Allocation rules' })).toBeVisible();

      // The lightbox plays on request, muted and looping.
      await page.getByRole('button', { name: 'Watch full screen: Exceptions overview' }).click();
      const video = page.getByRole('dialog', { name: /exceptions overview/i }).locator('video');
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => [!v.paused, v.muted, v.loop]), { timeout: 10_000 })
        .toEqual([true, true, true]);
    });
  });

  for (const width of [1280, 375]) {
    test(`at ${width} px: the clips fit, the controls are visible and large enough`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/services/mcpms');
      await hydrated(page);
      await page.getByRole('heading', { name: 'Two short looks inside the platform' }).scrollIntoViewIfNeeded();
      await expect.poll(() => playing(page), { timeout: 15_000 }).toEqual([true, true]);
      for (const title of CLIPS) {
        const box = await page.getByRole('button', { name: `Pause: ${title}` }).boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        const video = await page.locator('main video').nth(CLIPS.indexOf(title)).boundingBox();
        expect(Math.abs((video?.width ?? 0) / (video?.height ?? 1) - 1200 / 800)).toBeLessThan(0.01);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      if (process.env.SHOTS) {
        await page.locator('main section', { has: page.getByRole('heading', { name: 'Two short looks inside the platform' }) }).screenshot({
          path: `${process.env.SHOTS}/mcpms-clips-${width}.png`,
        });
        await page.screenshot({ path: `${process.env.SHOTS}/mcpms-${width}.png`, fullPage: true });
      }
    });
  }
});

test.describe('legal pages', () => {
  for (const route of ['/privacy', '/terms']) {
    test(`${route}: "Last updated" is the build date in the HTML and the visitor's date once running`, async ({ page, request }) => {
      const html = await (await request.get(route)).text();
      const built = /<time dateTime="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1];
      expect(built).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      await page.clock.setFixedTime(new Date('2031-03-15T10:00:00'));
      const watch = watchPage(page);
      await page.goto(route);
      await hydrated(page);
      const time = page.locator('main time');
      await expect(time).toHaveText('15 March 2031');
      await expect(time).toHaveAttribute('datetime', '2031-03-15');
      await expect(page.getByText(/Last updated:/)).toBeVisible();
      expect(watch.hydrationProblems()).toEqual([]);
    });

    test(`${route}: the table of contents links to every section`, async ({ page }) => {
      await page.goto(route);
      await hydrated(page);
      const toc = page.getByRole('navigation', { name: 'On this page' });
      const anchors = await toc.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(anchors.length).toBeGreaterThanOrEqual(8);
      for (const anchor of anchors) await expect(page.locator(`main ${anchor}`)).toHaveCount(1);
      const last = toc.getByRole('link').last();
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${anchors.at(-1)}$`));
      await expect(page.locator(`main ${anchors.at(-1)}`)).toBeInViewport();
    });
  }

  test('privacy: PDPA, what the forms collect, retention, the DPO mailbox, access and correction', async ({ page }) => {
    await page.goto('/privacy');
    const main = page.locator('main');
    await expect(main).toContainText('Personal Data Protection Act 2012 (PDPA)');
    await expect(main).toContainText('Contact enquiry form');
    await expect(main).toContainText('How long we keep it');
    await expect(main).toContainText('dpo@meranti4pl.example');
    await expect(page.getByRole('heading', { name: /Access and correction requests/ })).toBeVisible();
  });

  test('terms: Singapore law and SIAC arbitration', async ({ page }) => {
    await page.goto('/terms');
    const main = page.locator('main');
    await expect(main).toContainText('governed by the laws of the Republic of Singapore');
    await expect(main).toContainText('Singapore International Arbitration Centre (SIAC)');
  });
});

test.describe('source-page attribution', () => {
  test('an enquiry sent after a service page’s call to action names that page', async ({ page, baseURL }) => {
    await page.goto('/services/invoice-audit');
    await hydrated(page);
    await page.locator('main section').first().getByRole('link', { name: 'Get a Free Invoice Audit' }).click();
    await expect(page).toHaveURL(/\/contact#form$/);
    const marker = `Harbour-Goods-${Date.now()}`;
    const sent = await sendEnquiry(page, { name: 'Wei Ling Ong', email: 'weiling@harbour-goods.example', company: marker });
    expect(sent).toMatchObject({
      referrerPage: '/services/invoice-audit',
      ctaSourceUrl: `${baseURL}/services/invoice-audit`,
    });

    // The mail to sales names the page.
    await expect.poll(() => findMail(marker), { timeout: 10_000 }).toContain('/services/invoice-audit');
  });
});
