import { expect, test } from '@playwright/test';
import { closeDisclosure, disclosures, openDisclosure } from '../support/interactive';
import { motion, still } from '../support/motion';
import { hydrated } from '../support/page-watch';

// prefers-reduced-motion: one page per layout, scrolled through and with each of its layers open,
// is checked by the page walk (pages.spec.ts, with support/motion.ts). Here: the shell's menus (the
// same on every route), and that the check sees motion when there is some.

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  for (const width of [1280, 375]) {
    test(`the header's and footer's menus at ${width} px: nothing animates when each opens`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await hydrated(page);
      const chrome = (await disclosures(page)).filter((d) => !d.inPage);
      expect(chrome.length, 'the shell has menus to open at this width').toBeGreaterThan(0);
      for (const d of chrome) {
        await openDisclosure(page, d);
        expect(await motion(page), `${d.name} open`).toEqual(still);
        await closeDisclosure(page, d);
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
  // on the main thread, and a tap or a navigation waits behind those frames. The map
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
