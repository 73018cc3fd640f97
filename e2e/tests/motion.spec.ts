import { expect, type Page, test } from '@playwright/test';
import { closeDisclosure, dialogOpeners, disclosures, openDialog, openDisclosure, openFromKeyboard } from '../support/interactive';
import { hydrated } from '../support/page-watch';
import { layoutRoutes } from '../support/routes';

// prefers-reduced-motion (PAGE-DONE "Behaviour and access"): with the preference set, every built
// route — scrolled through, and with each menu, accordion and dialog open — runs no CSS animation
// or transition longer than 0.01 s, and no entrance (useReveal groups) holds content back.

/** What moves, or could move, on the page now. */
function motion(page: Page) {
  return page.evaluate(() => {
    const name = (el: Element | null) =>
      el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`
        : '?';
    const seconds = (list: string) =>
      Math.max(0, ...list.split(',').map((v) => (v.trim().endsWith('ms') ? Number.parseFloat(v) / 1000 : Number.parseFloat(v))));
    // A loading indicator (role="status") keeps turning, slowed to 2.4 s: it says "still loading",
    // which is essential information, not decoration (WCAG 2.3.3).
    const isStatus = (el: Element | null) => el?.closest('[role="status"]') != null;
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .filter((a) => !isStatus(((a.effect as KeyframeEffect | null)?.target as Element | null) ?? null))
      .filter((a) => {
        const t = a.effect?.getComputedTiming();
        return !t || Number(t.duration) > 10 || t.iterations === Number.POSITIVE_INFINITY;
      })
      .map((a) => `${a.constructor.name} on ${name((a.effect as KeyframeEffect | null)?.target ?? null)}`);
    const durations: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      if (isStatus(el)) continue;
      for (const pseudo of [null, '::before', '::after']) {
        const cs = getComputedStyle(el, pseudo);
        if (cs.animationName !== 'none' && seconds(cs.animationDuration) > 0.01)
          durations.push(`animation ${cs.animationDuration} on ${name(el)}${pseudo ?? ''}`);
        if (seconds(cs.transitionDuration) > 0.01) durations.push(`transition ${cs.transitionDuration} on ${name(el)}${pseudo ?? ''}`);
      }
    }
    const hidden = [...document.querySelectorAll('[data-reveal]')].flatMap((group) =>
      group.getAttribute('data-reveal') === 'pending'
        ? [`${name(group)} is held back`]
        : [...group.children].filter((c) => Number(getComputedStyle(c).opacity) < 1).map((c) => `${name(c)} is transparent`),
    );
    return { running, durations: durations.slice(0, 20), hidden };
  });
}

const still = { running: [], durations: [], hidden: [] };

/**
 * Scrolls down the page half a screen at a time, two frames at each step (what enters the view
 * starts any entrance it has). A busy machine's headless Chromium can hold frames back for long:
 * each step waits for its frames or a quarter of a second, whichever comes first.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frames = () =>
      Promise.race([new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))), new Promise((r) => setTimeout(r, 250))]);
    const step = Math.max(100, Math.round(innerHeight / 2));
    for (let y = 0, i = 0; y < document.documentElement.scrollHeight && i < 200; y += step, i += 1) {
      window.scrollTo(0, y);
      await frames();
    }
  });
}

test.describe('with prefers-reduced-motion: reduce', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  for (const route of layoutRoutes()) {
    test(`${route}: nothing animates and nothing is held back`, async ({ page }) => {
      // Reads every element's computed style after each step: long pages need more than 30 s on a
      // busy machine.
      test.slow();
      await page.goto(route);
      await hydrated(page);
      await scrollThrough(page);
      expect(await motion(page), 'scrolled through').toEqual(still);
      await page.evaluate(() => window.scrollTo(0, 0));
      // The shell's menus are the same on every route: opened on the home page only.
      for (const d of (await disclosures(page)).filter((d) => d.inPage || route === '/')) {
        await openDisclosure(page, d);
        expect(await motion(page), `${d.name} open`).toEqual(still);
        await closeDisclosure(page, d);
      }
      for (const opener of await dialogOpeners(page)) {
        await openFromKeyboard(page, opener);
        expect(await motion(page), `dialog of ${opener.name} open`).toEqual(still);
        await page.keyboard.press('Escape');
        await expect(openDialog(page)).toHaveCount(0);
      }
    });
  }
});

test('without the preference the same check sees the home page’s motion (it can fail)', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const seen = await motion(page);
  expect(seen.durations.length).toBeGreaterThan(0);
});

test('nothing on the home page animates forever on the main thread', async ({ page }) => {
  // An SVG element's animation is not composited: while it runs, every frame restyles and repaints
  // on the main thread, and a tap or a navigation waits behind those frames (issue 18). The map
  // moves as the page arrives, then rests; only HTML elements' transform and opacity may loop.
  await page.goto('/');
  await hydrated(page);
  const endless = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
      .map((a) => {
        const target = (a.effect as KeyframeEffect).target;
        const composited = target instanceof HTMLElement;
        const props = (a.effect as KeyframeEffect).getKeyframes().flatMap((k) => Object.keys(k));
        const offMain =
          composited && props.every((p) => ['offset', 'easing', 'composite', 'computedOffset', 'transform', 'opacity'].includes(p));
        return offMain ? null : `${(target as Element | null)?.tagName ?? '?'} ${props.join(',')}`;
      })
      .filter(Boolean),
  );
  expect(endless).toEqual([]);
  // And they do end: after the page's arrival nothing on the main thread moves.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.getAnimations().filter((a) => a.playState === 'running' && (a.effect as KeyframeEffect).target instanceof SVGElement)
              .length,
        ),
      { timeout: 15_000 },
    )
    .toBe(0);
});
