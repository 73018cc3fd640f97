import { isDynamic, type RouteEntry, routes } from '@meranti/platform';
import { expect, test } from '@playwright/test';
import { hydrated, markDocument, watchPage } from '../support/page-watch';
import { layoutRoutes, pageRoutes } from '../support/routes';

const builtRoutes = pageRoutes().filter((p) => p !== '/404');

// That every built page, and the not-found page of an unknown value of each detail route, hydrates
// cleanly (no console error, no hydration warning, one React, one h1; a not-found page answers 404
// and is noindex) is checked by the walk that loads each of them once: pages.spec.ts.

test.describe('no request chain before hydration, and nothing before the first paint', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const route of layoutRoutes()) {
    test(`${route} paints before any script of the shell is requested, then announces every module it loads`, async ({ page }) => {
      const response = await page.goto(route);
      await hydrated(page);
      const html = (await response?.text()) ?? '';
      // The HTML loads one start-up script; the boot data lists every module hydration needs.
      const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts).toHaveLength(1);
      expect(html).not.toContain('rel="modulepreload"');
      const boot = JSON.parse(/<script type="application\/json" id="__MERANTI_BOOT__">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');
      const announced = new Set<string>([...scripts, ...(boot.preload ?? [])]);
      const timing = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
        const hydratedAt = performance.getEntriesByName('meranti:hydrated')[0]?.startTime ?? Number.POSITIVE_INFINITY;
        const modules = performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.endsWith('.js'))
          .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime }));
        return { fcp, hydratedAt, modules };
      });
      const beforeHydration = timing.modules.filter((m) => m.start < timing.hydratedAt).map((m) => m.path);
      expect(beforeHydration.length).toBeGreaterThan(10);
      expect(beforeHydration.filter((file) => !announced.has(file))).toEqual([]);
      // Nothing but the start-up script is requested before the first contentful paint (which may
      // come before even that request, on a machine that paints fast and fetches late).
      const early = timing.modules.filter((m) => m.start <= timing.fcp).map((m) => m.path);
      expect(early.filter((file) => !scripts.includes(file))).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // One page walks every built route (a fresh page per route cost more than the check itself).
  test('every built page has its content, title, description and canonical in the HTML', async ({ page }) => {
    test.setTimeout(Math.max(60_000, builtRoutes.length * 3_000));
    for (const route of builtRoutes) {
      await page.goto(route);
      await expect.soft(page.locator('h1'), `${route}: its heading`).toBeVisible();
      await expect.soft(page, `${route}: its title`).toHaveTitle(/\| Meranti 4PL$|Meranti/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect.soft(description?.length ?? 0, `${route}: its description`).toBeGreaterThan(50);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect.soft(canonical, `${route}: its canonical`).toMatch(/^https?:\/\/[^/]+\//);
      // Styles are in the HTML too: the header is laid out, not raw.
      await expect.soft(page.locator('header').first(), `${route}: its header`).toBeVisible();
      expect.soft(await page.locator('style[data-styled]').count(), `${route}: its styles`).toBeGreaterThan(0);
    }
  });
});

test('navigation between areas is client-side (no full reload)', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const sameDocument = await markDocument(page);
  await page.locator('header').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('h1')).toBeVisible();
  expect(await sameDocument()).toBe(true);
  await page.goto('/resources/calculators');
  await hydrated(page);
  const again = await markDocument(page);
  await page.locator('footer').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/resources\/calculators$/);
  expect(await again()).toBe(true);
});

test('route changes scroll to the top, remember the last page (not /contact) and count page views', async ({ page }) => {
  await page.goto('/resources/calculators');
  await hydrated(page);
  await page.mouse.wheel(0, 2500);
  await page.waitForFunction(() => window.scrollY > 500);
  // A wheel scroll is animated, and the animation goes on after the wheel event: on a loaded machine
  // it was still running when the link was clicked and carried on past the new page's scroll to the
  // top. A visitor clicks a link once the page has come to rest, so the test does too.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        setTimeout(() => resolve(window.scrollY === before), 250);
      }),
  );
  await page.locator('footer').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.waitForFunction(() => window.scrollY === 0);
  const stored = await page.evaluate(() => sessionStorage.getItem('meranti:lastVisitedPath'));
  expect(stored).toBe('/resources/calculators');
  const views = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string; page_path: string }[] }).dataLayer ?? [])
      .filter((e) => e.event === 'page_view')
      .map((e) => e.page_path),
  );
  expect(views).toEqual(['/resources/calculators', '/contact']);
});

test('unknown paths answer 404 with the not-found page', async ({ page }) => {
  const watch = watchPage(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await hydrated(page);
  await expect.poll(() => watch.errors.some((e) => e.includes('/no-such-page'))).toBe(true);
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  for (const path of ['/services', '/solutions', '/use-cases', '/about', '/contact']) {
    await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible();
  }
  expect((await page.goto('/404'))?.status()).toBe(404);
  // A route of the table whose page is not built yet also falls to the not-found page.
  const unbuilt = Object.values(routes as Record<string, RouteEntry>).find((r) => !r.built && !isDynamic(r));
  if (unbuilt) expect((await page.goto(unbuilt.path))?.status()).toBe(404);
});

test.describe('when an area is down', () => {
  test('the header, footer and other areas keep working and navigation into it shows the designed fallback', async ({ page }) => {
    await page.route('**/mfe/resources/**', (route) => route.abort());
    await page.goto('/');
    await hydrated(page);
    const sameDocument = await markDocument(page);
    await page.evaluate(() => {
      // Client-side navigation into the broken area (as a link inside the site would do).
      window.history.pushState({}, '', '/resources/calculators');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('temporarily unavailable');
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(fallback.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    // The header still works: its links navigate client-side into a healthy area.
    await page.locator('header').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('h1')).toBeVisible();
    expect(await sameDocument()).toBe(true);
  });

  test('a page of the broken area keeps its prerendered content readable and the shell hydrates', async ({ page }) => {
    await page.route('**/mfe/resources/**', (route) => route.abort());
    await page.goto('/resources/calculators');
    await hydrated(page);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('main')).toContainText(/ROI/);
    await page.locator('header').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('an area slower than 3 s shows the fallback, and Try again recovers once it answers', async ({ page }) => {
    // The contact area's entry is held back until the test lets it through (its other files are
    // quick): the page gives up at 3 s and shows the fallback; once the entry has come, Try again
    // shows the form.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/mfe/contact/*/remoteEntry.js', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/');
    await hydrated(page);
    await page.locator('header').getByRole('link', { name: 'Get Started' }).click();
    await expect(page.getByRole('alert')).toContainText('temporarily unavailable', { timeout: 8000 });
    const arrived = page.waitForResponse((r) => r.url().endsWith('/remoteEntry.js') && r.url().includes('/mfe/contact/'));
    answer();
    await arrived;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('form')).toBeVisible({ timeout: 10_000 });
  });
});
