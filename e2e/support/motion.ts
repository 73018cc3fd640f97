import type { Page } from '@playwright/test';

// prefers-reduced-motion (docs/product-rules.md#when-a-page-is-done): with the preference set, a page —
// scrolled through, and with each menu, accordion and dialog open — runs no CSS animation or
// transition longer than 0.01 s, and no entrance (useReveal groups) holds content back. Checked on
// one page per layout by the page walk (pages.spec.ts) and on the shell's menus by motion.spec.ts.

/** What moves, or could move, on the page now. */
export function motion(page: Page) {
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

/** What `motion` finds on a still page. */
export const still = { running: [], durations: [], hidden: [] };

/**
 * Scrolls down the page half a screen at a time, two frames at each step (what enters the view
 * starts any entrance it has). A busy machine's headless Chromium can hold frames back for long:
 * each step waits for its frames or a quarter of a second, whichever comes first.
 */
export async function scrollThrough(page: Page) {
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
