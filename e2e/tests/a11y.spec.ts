import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  closeDisclosure,
  type Disclosure,
  dialogOpeners,
  disclosures,
  openDialog,
  openDisclosure,
  openFromKeyboard,
} from '../support/interactive';
import { hydrated, installReactCounter, watchPage } from '../support/page-watch';
import { fallbackRoutes, layoutRoutes, pageRoutes } from '../support/routes';

// WCAG 2.1 A/AA rules that axe can check automatically (and the best-practice rules below), on
// every built route, at desktop and phone widths — the page as it loads, then with each of its
// layers open: every disclosure (header dropdowns, the mobile menu, accordion items) and every
// dialog (download dialog, lightbox); see the route walk below for which layer where. The layers are found from their ARIA (support/interactive.ts), so routes and
// overlays added later are covered without edits here.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * Best-practice rules run as well, because they have bitten us: `landmark-unique` (two regions,
 * navs or asides with the same name cannot be told apart in a screen reader's landmark list;
 * /case-studies/{id} had two "Before and After" regions, issue 15).
 */
const BEST_PRACTICE = ['landmark-unique'];

test.describe.configure({ mode: 'parallel' });

/**
 * Lets every finite animation finish (cards revealing as they scroll in, a dialog fading in):
 * axe reads colours as they are at that moment, and text mid-fade is not what a visitor reads.
 */
const settle = (page: Page) =>
  page.evaluate(async () => {
    // Two frames first, so reveals that a scroll has just triggered have started.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });

async function violations(page: Page, include?: string[]) {
  await settle(page);
  let builder = new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(BEST_PRACTICE.map((id) => [id, { enabled: true }])) })
    .withTags(WCAG);
  for (const selector of include ?? []) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

async function layersHaveNoViolations(page: Page, which: (d: Disclosure) => boolean, withDialogs: boolean) {
  for (const d of (await disclosures(page)).filter(which)) {
    await openDisclosure(page, d);
    // The panel and its button (the rest of the page is unchanged and was checked above).
    expect(await violations(page, [`[id="${d.panelId}"]`, `button[aria-controls="${d.panelId}"]`]), `${d.name} open`).toEqual([]);
    await closeDisclosure(page, d);
  }
  if (!withDialogs) return;
  for (const opener of await dialogOpeners(page)) {
    await openFromKeyboard(page, opener);
    // The dialog itself: the page behind it, dimmed by the backdrop, was checked above.
    expect(await violations(page, ['[role="dialog"][aria-modal="true"]']), `dialog of ${opener.name} open`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(openDialog(page)).toHaveCount(0);
  }
}

// Each page as it loads: every built page at 1280 px — where it is also held to a clean hydration
// (the route walk that loads every page once) — and one page per layout at 375 px (the other
// values of a detail route share its component and its styles). Its own layers on one page per
// layout: dialogs at both widths (they are laid out differently on a phone), disclosures in the
// page at 1280 px (an accordion's panel is the same markup at any width). The shell's own layers
// (header dropdowns at 1280 px, the mobile menu at 375 px) are the same on every route, so they
// are checked once per width, on the home page.
const withLayers = new Set(layoutRoutes());
const notFound = new Set(['/404', ...fallbackRoutes()]);
for (const width of [1280, 375]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const routes = width === 1280 ? [...pageRoutes(), ...fallbackRoutes()] : layoutRoutes();
    for (const route of routes) {
      const layers = withLayers.has(route);
      const clean = width === 1280 ? ' hydrates cleanly (no console error, no hydration warning, one React) and has' : ' has';
      test(`${route}${clean} no WCAG A/AA violations${layers ? ', also with each of its accordions and dialogs open' : ''}`, async ({
        page,
      }) => {
        // One axe run per layer: a page with several dialogs (/services/mcpms: three lightboxes, two
        // with video, beside two clips playing) needs more than 30 s on a busy machine.
        test.slow();
        const countReact = width === 1280 ? await installReactCounter(page) : null;
        const watch = watchPage(page);
        const response = await page.goto(route);
        expect(response?.status()).toBe(notFound.has(route) ? 404 : 200);
        await hydrated(page);
        if (countReact) {
          // Late work (idle-time prefetches, deferred sections, telemetry) has had its chance to fail.
          await page.waitForLoadState('networkidle');
          expect(watch.hydrationProblems(), 'hydration warnings').toEqual([]);
          expect(
            // A not-found page answers 404 and logs the path it was asked for (its required log).
            watch.errors.filter((e) => !(notFound.has(route) && /404 \(Not Found\)|non-existent route/.test(e))),
            'console errors',
          ).toEqual([]);
          expect(await countReact(), 'React copies').toBe(1);
          await expect(page.locator('h1')).toHaveCount(1);
        }
        expect(await violations(page), 'the page as it loads').toEqual([]);
        if (layers) await layersHaveNoViolations(page, (d) => d.inPage && width === 1280, true);
      });
    }
    test(`the header's and footer's menus at ${width} px, each open`, async ({ page }) => {
      test.slow(); // one axe run per menu
      await page.goto('/');
      await hydrated(page);
      const chrome = (await disclosures(page)).filter((d) => !d.inPage);
      expect(chrome.length, 'the shell has menus to open at this width').toBeGreaterThan(0);
      await layersHaveNoViolations(page, (d) => !d.inPage, false);
    });
  });
}

test.describe('accessibility of layers the route walk does not open', () => {
  for (const [name, opener] of [
    ['the lightbox with the dashboard image', 'Expand the dashboard screenshot'],
    ['the lightbox with a video', 'Watch full screen: Allocation rules'],
  ] as const) {
    test(`${name}, open`, async ({ page }) => {
      test.slow(); // the page's clips and the lightbox's video decode while axe reads the page
      await page.goto('/services/mcpms');
      await hydrated(page);
      await page.getByRole('button', { name: opener }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('status')).toHaveCount(0, { timeout: 10_000 });
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the sticky call to action at 375 px, shown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/services/logistics-as-a-service');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.4));
    await expect(page.locator('[data-sticky-cta]').getByRole('link')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
