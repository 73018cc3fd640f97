import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { closeDisclosure, type Disclosure, dialogOpeners, disclosures, openDialog, openDisclosure, openFromKeyboard } from './interactive';

// axe-core over a page as a visitor has it: the WCAG 2.1 A/AA rules it can check automatically,
// and the best-practice rules below.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * Best-practice rules run as well, because they have bitten us: `landmark-unique` (two regions,
 * navs or asides with the same name cannot be told apart in a screen reader's landmark list;
 * /case-studies/{id} once had two "Before and After" regions).
 */
const BEST_PRACTICE = ['landmark-unique'];

/**
 * Lets every finite animation finish (cards revealing as they scroll in, a dialog fading in):
 * axe reads colours as they are at that moment, and text mid-fade is not what a visitor reads.
 */
const settleAnimations = (page: Page) =>
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

/** axe's violations on the page (or only inside `include`'s selectors), a line of detail each. */
export async function axeViolations(page: Page, include?: string[]) {
  await settleAnimations(page);
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

/**
 * Opens, from the keyboard, each disclosure `which` selects, then (with `withDialogs`) each dialog,
 * one at a time, and checks the open layer with axe (the rest of the page is unchanged and is
 * checked as it loads), then with `whenOpen` if given (named after the layer). `label` prefixes
 * each failure's message.
 */
export async function layersHaveNoViolations(
  page: Page,
  which: (d: Disclosure) => boolean,
  withDialogs: boolean,
  label = '',
  whenOpen?: (layer: string) => Promise<void>,
) {
  for (const d of (await disclosures(page)).filter(which)) {
    await openDisclosure(page, d);
    await whenOpen?.(`${d.name} open`);
    // The panel and its button.
    expect
      .soft(await axeViolations(page, [`[id="${d.panelId}"]`, `button[aria-controls="${d.panelId}"]`]), `${label}${d.name} open`)
      .toEqual([]);
    await closeDisclosure(page, d);
  }
  if (!withDialogs) return;
  for (const opener of await dialogOpeners(page)) {
    await openFromKeyboard(page, opener);
    await whenOpen?.(`dialog of ${opener.name} open`);
    // The dialog itself: the page behind it, dimmed by the backdrop, is checked as it loads.
    expect.soft(await axeViolations(page, ['[role="dialog"][aria-modal="true"]']), `${label}dialog of ${opener.name} open`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(openDialog(page)).toHaveCount(0);
  }
}
