// A client-side navigation as a visitor sees it (issue 18, ADR 21 §6): the new page's top is
// painted first and the sections below the first screen follow a frame later, without the footer
// showing up under the hero in between, and the page then holds everything its prerendered HTML
// holds.
import { type Browser, expect, test } from '@playwright/test';
import { hydrated, markDocument, watchPage } from '../support/page-watch';

/** The text of `<main>` in the prerendered page (JavaScript off), whitespace collapsed. */
async function prerenderedMain(browser: Browser, baseURL: string, route: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await page.goto(route);
    return ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ').trim();
  } finally {
    await context.close();
  }
}

for (const { from, to } of [
  { from: '/', to: '/services/mcpms' },
  { from: '/resources', to: '/resources/calculators' },
]) {
  test(`${from} → ${to}: the top of the page first, no footer under the hero, then the whole page`, async ({ page, browser, baseURL }) => {
    const expected = await prerenderedMain(browser, baseURL as string, to);
    const watch = watchPage(page);
    await page.goto(from);
    await hydrated(page);
    const sameDocument = await markDocument(page);
    // In the frame that first shows the new page's h1: where the footer is, against the screen.
    await page.evaluate((target) => {
      const w = window as unknown as { __firstFrame?: { footerTop: number; screen: number } };
      const oldH1 = document.querySelector('main h1');
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('main h1');
        if (window.location.pathname !== target || !h1 || h1 === oldH1) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          w.__firstFrame = { footerTop: document.querySelector('footer')?.getBoundingClientRect().top ?? 0, screen: window.innerHeight };
        });
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }, to);

    await page.locator(`main a[href="${to}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    const first = await page.waitForFunction(() => (window as unknown as { __firstFrame?: unknown }).__firstFrame ?? null);
    const { footerTop, screen } = (await first.jsonValue()) as { footerTop: number; screen: number };
    expect(footerTop, 'the footer is below the first screen when the new page first shows').toBeGreaterThanOrEqual(screen);

    // Then every section is there: the page's text is its prerendered page's.
    await expect.poll(async () => ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ').trim()).toBe(expected);
    await expect(page.locator('[data-deferred-pending]')).toHaveCount(0);
    expect(await sameDocument()).toBe(true);
    expect(watch.errors).toEqual([]);
  });
}
