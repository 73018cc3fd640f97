// A client-side navigation as a visitor sees it (ADR 21 §6): the new page's top is
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

// ADR 21 §8: the link a visitor activates is in the page the navigation removes. Removed while
// focused, it makes the browser restyle the whole old document in the middle of the new page's
// commit; the shell lets go of it as the navigation starts, and focus then lands on the new h1.
for (const how of ['click', 'Enter'] as const) {
  test(`a link in the page, activated by ${how}: not focused when its page is removed, and focus lands on the new h1`, async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // Every removal of a subtree that holds the focused element, as it happens.
    await page.evaluate(() => {
      const w = window as unknown as { __removedWithFocus: string[] };
      w.__removedWithFocus = [];
      const remove = Node.prototype.removeChild;
      Node.prototype.removeChild = function <T extends Node>(this: Node, child: T): T {
        const active = document.activeElement;
        if (active && active !== document.body && child.contains(active)) w.__removedWithFocus.push(active.outerHTML.slice(0, 80));
        return remove.call(this, child) as T;
      };
    });
    const link = page.locator('main a[href="/contact"]').first();
    if (how === 'click') await link.click();
    else {
      await link.focus();
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('main h1')).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { __removedWithFocus: string[] }).__removedWithFocus)).toEqual([]);
  });
}
