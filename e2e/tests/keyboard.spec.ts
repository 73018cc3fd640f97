import { expect, type Locator, type Page, test } from '@playwright/test';
import { dialogOpeners, disclosures, expectModalKeyboard, tablists } from '../support/interactive';
import { hydrated, markDocument } from '../support/page-watch';
import { layoutRoutes } from '../support/routes';

// Keyboard and screen-reader paths (docs/product-rules.md#when-a-page-is-done): the skip
// link, the header's dropdowns and mobile menu, route changes that move focus and never leave the
// document without a title, and — on every built route, found from the page's ARIA — visible
// focus on every control, tabs, disclosures (accordions) and dialogs (the download dialog, the
// lightbox).

const focused = (page: Page) => page.locator(':focus');
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

test.describe('the skip link', () => {
  for (const width of [1280, 375]) {
    test(`is the first stop, visible when focused, and moves focus to the main content (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/contact');
      await hydrated(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      expect(await activeId(page)).toBe('main');
      // The next Tab starts inside the main content, not back in the header.
      await page.keyboard.press('Tab');
      expect(await focused(page).evaluate((el) => !!el.closest('main'))).toBe(true);
    });
  }
});

test.describe('header dropdowns (1280 px)', () => {
  for (const key of ['Enter', 'Space']) {
    test(`${key} opens Solutions and Services; Escape closes with focus back on the button`, async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Solutions', 'Services']) {
        const trigger = nav.getByRole('button', { name });
        await trigger.focus();
        await page.keyboard.press(key);
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expect(nav.getByRole('link', { name: new RegExp(`View All ${name}`) })).toBeVisible();
        // Tab goes into the open panel.
        await page.keyboard.press('Tab');
        await expect(focused(page)).toContainText(`View All ${name}`);
        await page.keyboard.press('Escape');
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        await expect(trigger).toBeFocused();
      }
    });
  }

  test('ArrowDown opens and focuses the first item; arrows, Home and End move; Tab out closes', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('ArrowDown');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(focused(page)).toContainText('View All Services');
    await page.keyboard.press('ArrowDown');
    await expect(focused(page)).toContainText('Multi-Carrier Platform (MCPMS)');
    await page.keyboard.press('End');
    await expect(focused(page)).toContainText('Automated Invoice Audit');
    await page.keyboard.press('ArrowDown');
    await expect(focused(page)).toContainText('View All Services');
    await page.keyboard.press('ArrowUp');
    await expect(focused(page)).toContainText('Automated Invoice Audit');
    await page.keyboard.press('Home');
    await expect(focused(page)).toContainText('View All Services');
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens from the keyboard, traps focus while open, Escape closes it with focus back on the button', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    const stops = (await menu.getByRole('link').count()) + 1; // its links and the close button
    const inMenu = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return !!el && (!!el.closest('nav[aria-label="Menu"]') || el.getAttribute('aria-label') === 'Close menu');
      });
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < stops + 2; i += 1) {
        await page.keyboard.press(key);
        expect(await inMenu(), `${key} ×${i + 1} stays in the menu`).toBe(true);
        const look = await focusAppearance(focused(page));
        expect(look.visible, `${look.label} shows focus`).toBe(true);
      }
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

/** Samples document.title on every frame and every head change until `stop()`; returns the titles seen. */
async function watchTitles(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __titles: string[]; __titleStop: boolean };
    w.__titles = [document.title];
    w.__titleStop = false;
    const record = () => w.__titles.push(document.title);
    const observer = new MutationObserver(record);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    const frame = () => {
      record();
      if (w.__titleStop) observer.disconnect();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __titles: string[]; __titleStop: boolean };
      w.__titleStop = true;
      return w.__titles;
    });
}

test.describe('route changes', () => {
  /** Follows a link from the keyboard: a client-side navigation, as a keyboard user makes it. */
  async function follow(page: Page, link: Locator) {
    await link.focus();
    await page.keyboard.press('Enter');
  }

  async function expectArrival(page: Page, path: RegExp, stopTitles: () => Promise<string[]>) {
    await expect(page).toHaveURL(path);
    const h1 = page.locator('main h1');
    await expect(h1).toBeVisible();
    await expect(page).not.toHaveTitle('');
    const titles = await stopTitles();
    const empty = titles.filter((t) => t.trim() === '').length;
    expect(empty, `document.title was empty in ${empty} of ${titles.length} samples during the navigation`).toBe(0);
    await expect(h1).toBeFocused();
  }

  test('move focus to the new page’s h1, and the title is never empty in between', async ({ page }) => {
    // Hold the contact area's code until the navigation has started, so the page is seen loading
    // (after hydration the shell warms that area up, which would otherwise hide the loading state).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/mfe/contact/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await hydrated(page);
    // Nothing is focused on the first page: focus moves only on navigations.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const same = await markDocument(page);

    // Into another area (its code loads on the way), then back home, then to a route that is not
    // built yet (the not-found page), then back with the browser's Back button.
    let stop = await watchTitles(page);
    await follow(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }));
    await expect(page).toHaveURL(/\/contact$/);
    await page.waitForTimeout(300);
    release();
    await expectArrival(page, /\/contact$/, stop);
    await expect(page).toHaveTitle(/Contact/);

    stop = await watchTitles(page);
    await follow(page, page.locator('header').getByRole('link', { name: /home/i }).first());
    await expectArrival(page, /\/$/, stop);

    stop = await watchTitles(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(focused(page)).toContainText('View All Solutions');
    await page.keyboard.press('Enter');
    await expectArrival(page, /\/solutions$/, stop);

    stop = await watchTitles(page);
    await page.goBack();
    await expectArrival(page, /\/$/, stop);
    expect(await same()).toBe(true);
  });

  test('arriving at another page’s #anchor scrolls to it and puts focus there', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const same = await markDocument(page);
    // A client-side navigation to /resources/calculators#calculators (the router follows history).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/resources/calculators#calculators');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const target = page.locator('#calculators');
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
    expect(await same()).toBe(true);
  });
});

/**
 * For the visible-focus sweep: whether the focused element shows focus — an outline on it, or an
 * outline or shadow that focus adds to it, to its ::before or ::after, or to a close ancestor
 * (cards that ring as a whole) —
 * and is on screen once the browser has scrolled it into view. Transitions are finished before
 * each reading, so a ring that fades in counts.
 */
async function focusAppearance(el: Locator) {
  return el.evaluate(async (node) => {
    const target = node as HTMLElement;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const isOnScreen = () => {
      const r = target.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    };
    // Let a smooth scroll to the element settle (up to about a second).
    let last = Number.NaN;
    for (let i = 0; i < 60; i += 1) {
      const top = target.getBoundingClientRect().top;
      if (top === last && isOnScreen()) break;
      last = top;
      await frame();
    }
    const onScreen = isOnScreen();
    const chain: Element[] = [];
    for (let e: Element | null = target; e && chain.length < 4; e = e.parentElement) chain.push(e);
    const looks = () => {
      for (const a of document.getAnimations()) if (a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) a.finish();
      // The element and its close ancestors, and the element's own ::before and ::after (a card's
      // title link rings the whole card with its ::after, which covers the card).
      const styles = [...chain.map((e) => getComputedStyle(e)), getComputedStyle(target, '::before'), getComputedStyle(target, '::after')];
      return styles.map((cs) => `${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor} | ${cs.boxShadow}`);
    };
    const cs = getComputedStyle(target);
    const focusedLooks = looks();
    const outline =
      cs.outlineStyle !== 'none' && Number.parseFloat(cs.outlineWidth) >= 1 && !/rgba\(.*, 0\)$|transparent/.test(cs.outlineColor);
    target.blur();
    const blurredLooks = looks();
    target.focus({ preventScroll: true });
    const changed = focusedLooks.some((look, i) => look !== blurredLooks[i]);
    const label = `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''} "${(target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40)}"`;
    return { label, visible: onScreen && (outline || changed), onScreen, outline, changed };
  });
}

test.describe('every built route, from the keyboard', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the interactive layers are found where they exist', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    expect((await disclosures(page)).map((d) => d.name)).toEqual(['Solutions', 'Services']);
    await page.setViewportSize({ width: 375, height: 800 });
    expect((await disclosures(page)).map((d) => d.name)).toEqual(['Open menu']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/resources/calculators');
    await hydrated(page);
    expect(await dialogOpeners(page)).not.toEqual([]);
    expect(await tablists(page)).toHaveLength(1);
  });

  for (const route of layoutRoutes()) {
    test(`${route}: visible focus on every control, tabs, disclosures and dialogs`, async ({ page }) => {
      test.slow(); // walks every control of the page: long pages need more than 30 s on a busy machine
      await page.goto(route);
      await hydrated(page);

      // Visible focus: Tab through the whole page; every stop is on screen and shows a focus ring.
      // The shell's header and footer are the same on every route: the home page's walk goes
      // through them, the others walk their <main> (from its start to the first stop after it).
      const whole = route === '/';
      if (!whole) await page.locator('main').focus();
      const seen: string[] = [];
      const invisible: string[] = [];
      for (let i = 0; i < 400; i += 1) {
        await page.keyboard.press('Tab');
        const el = focused(page);
        if ((await el.count()) === 0) break; // past the last control
        if (!whole && !(await el.evaluate((node) => node.closest('main') != null))) break; // past the page's own controls
        const look = await focusAppearance(el);
        if (seen.includes(look.label) && seen[0] === look.label) break; // wrapped to the start
        seen.push(look.label);
        if (!look.visible) invisible.push(`${look.label} (on screen: ${look.onScreen}, outline: ${look.outline}, ring: ${look.changed})`);
      }
      expect(seen.length, 'the page has keyboard stops').toBeGreaterThan(whole ? 3 : 0);
      expect(invisible, 'controls without a visible focus indicator').toEqual([]);

      // Tabs (WAI-ARIA, automatic activation): arrows move and wrap, Home/End jump.
      for (const list of await tablists(page)) {
        const tabs = list.getByRole('tab');
        const n = await tabs.count();
        const selected = list.locator('[role="tab"][aria-selected="true"]');
        await selected.focus();
        const start = await tabs.evaluateAll((all) => all.findIndex((t) => t.getAttribute('aria-selected') === 'true'));
        const expectOn = async (index: number, how: string) => {
          await expect(tabs.nth(index), how).toBeFocused();
          await expect(tabs.nth(index), how).toHaveAttribute('aria-selected', 'true');
        };
        for (let step = 1; step <= n; step += 1) {
          await page.keyboard.press('ArrowRight');
          await expectOn((start + step) % n, `ArrowRight ×${step}`);
        }
        await page.keyboard.press('Home');
        await expectOn(0, 'Home');
        await page.keyboard.press('ArrowLeft');
        await expectOn(n - 1, 'ArrowLeft on the first tab wraps to the last');
        await page.keyboard.press('ArrowRight');
        await expectOn(0, 'ArrowRight on the last tab wraps to the first');
        await page.keyboard.press('End');
        await expectOn(n - 1, 'End');
        // Pressed quickly, as a keyboard user does: from the last tab, n − 1 steps right land on
        // the one before it, without waiting for each selection to apply.
        for (let step = 1; step < n; step += 1) await page.keyboard.press('ArrowRight');
        await expectOn(n - 2, `${n - 1} quick ArrowRight presses from the last tab`);
        await tabs.nth(start).click();
        // The selection applies through the address (?tab=): wait for it before the dialogs below
        // are looked for, or they would be the other tab's.
        await expectOn(start, 'a click goes back to the starting tab');
      }

      // Disclosures (accordions; the header's menus have their own tests above): Enter and Space
      // toggle them, aria-expanded follows.
      for (const d of (await disclosures(page)).filter((d) => d.inPage)) {
        for (const key of ['Enter', 'Space']) {
          await d.trigger.focus();
          await page.keyboard.press(key);
          await expect(d.trigger, `${key} opens ${d.name}`).toHaveAttribute('aria-expanded', 'true');
          await expect(d.panel).toBeVisible();
          await d.trigger.focus();
          await page.keyboard.press(key);
          await expect(d.trigger, `${key} closes ${d.name}`).toHaveAttribute('aria-expanded', 'false');
          await expect(d.panel).toBeHidden();
        }
      }

      // Dialogs and the lightbox: focus moves in, Tab is trapped, Escape closes, focus returns.
      for (const opener of await dialogOpeners(page)) await expectModalKeyboard(page, opener);
    });
  }
});
