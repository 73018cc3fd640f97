import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The interactive layers of a page, found from their ARIA so every route — today's and those
 * still being built — is covered without a list to keep up to date:
 *   - disclosures: a button with aria-expanded and aria-controls (header dropdowns, the mobile
 *     menu, accordion items);
 *   - dialog openers: a control with aria-haspopup="dialog" (the download dialog, the lightbox);
 *   - tab lists: role="tablist".
 * Only what is rendered at the current width counts.
 */

/** CSS attribute selector for an id (ids from React's useId are safe in quotes). */
const byId = (id: string) => `[id="${id}"]`;

export interface Disclosure {
  /** Accessible name of the button. */
  readonly name: string;
  readonly trigger: Locator;
  /** The element it shows and hides. */
  readonly panel: Locator;
  readonly panelId: string;
  /**
   * Whether its button is in the page's <main> (an accordion, a filter), not in the shell's header
   * or footer: the chrome's layers are the same on every route, so the route walks check them once.
   */
  readonly inPage: boolean;
}

export async function disclosures(page: Page): Promise<Disclosure[]> {
  const found = await page.$$eval('button[aria-expanded][aria-controls]', (buttons) =>
    buttons
      .filter((b) => b.getClientRects().length > 0)
      .map((b) => ({
        controls: b.getAttribute('aria-controls') ?? '',
        name: (b.getAttribute('aria-label') ?? b.textContent ?? '').trim(),
        inPage: b.closest('main') != null,
      })),
  );
  return found.map(({ controls, name, inPage }) => ({
    name,
    inPage,
    trigger: page.locator(`button[aria-controls="${controls}"]`),
    panel: page.locator(byId(controls)),
    panelId: controls,
  }));
}

export interface DialogOpener {
  readonly name: string;
  readonly trigger: Locator;
}

/** Visible dialog openers, one per accessible name (several "Download" buttons open the same dialog). */
export async function dialogOpeners(page: Page): Promise<DialogOpener[]> {
  const all = page.locator('[aria-haspopup="dialog"]');
  const names = await all.evaluateAll((els) => {
    const seen = new Map<string, boolean>();
    for (const el of els) {
      const label = el.getAttribute('aria-label');
      const name = (label ?? el.textContent ?? '').trim();
      if (el.getClientRects().length > 0 && !seen.has(name)) seen.set(name, label != null);
    }
    return [...seen];
  });
  // Each opener is found again by its name, never by its position: a page that re-renders (a tab
  // that switches late) must not turn "the third opener" into a different control.
  return names.map(([name, labelled]) => ({
    name,
    trigger: (labelled
      ? all.and(page.locator(`[aria-label="${name.replace(/["\\]/g, '\\$&')}"]`))
      : all.filter({ hasText: new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) })
    )
      .filter({ visible: true })
      .first(),
  }));
}

export async function tablists(page: Page): Promise<Locator[]> {
  const count = await page.getByRole('tablist').count();
  return Array.from({ length: count }, (_, i) => page.getByRole('tablist').nth(i));
}

/** Opens a disclosure from the keyboard (focus, Enter) and waits until its panel shows. */
export async function openDisclosure(page: Page, d: Disclosure) {
  await d.trigger.focus();
  await page.keyboard.press('Enter');
  await expect(d.trigger, `${d.name} opens with Enter`).toHaveAttribute('aria-expanded', 'true');
  await expect(d.panel, `${d.name} shows its panel`).toBeVisible();
}

/** Closes a disclosure: Escape (menus), else its button again (accordions). */
export async function closeDisclosure(page: Page, d: Disclosure) {
  await page.keyboard.press('Escape');
  if ((await d.trigger.getAttribute('aria-expanded')) === 'true') {
    await d.trigger.focus();
    await page.keyboard.press('Enter');
  }
  await expect(d.trigger).toHaveAttribute('aria-expanded', 'false');
}

/** The open modal layer (the design system's dialog, the shell's lightbox). */
export const openDialog = (page: Page) => page.locator('[role="dialog"][aria-modal="true"]');

/** Opens a dialog from the keyboard and waits for it. */
export async function openFromKeyboard(page: Page, opener: DialogOpener) {
  await opener.trigger.focus();
  await page.keyboard.press('Enter');
  await expect(openDialog(page), `${opener.name} opens a dialog`).toBeVisible();
}

/** Whether focus is inside the open dialog. */
export const focusInDialog = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
    return !!dialog && dialog.contains(document.activeElement);
  });

/**
 * The keyboard contract of a modal layer, opened by `opener`: focus moves into it, Tab and
 * Shift+Tab never leave it, Escape closes it and focus returns to the opener.
 */
export async function expectModalKeyboard(page: Page, opener: DialogOpener) {
  await openFromKeyboard(page, opener);
  await expect.poll(() => focusInDialog(page), { message: `focus moves into the dialog of ${opener.name}` }).toBe(true);
  const stops = await openDialog(page).evaluate(
    (d) =>
      d.querySelectorAll('a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select,textarea,[tabindex="0"]').length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press(key);
      expect(await focusInDialog(page), `${key} ×${i + 1} keeps focus in the dialog of ${opener.name}`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(openDialog(page), `Escape closes the dialog of ${opener.name}`).toHaveCount(0);
  await expect(opener.trigger, `focus returns to ${opener.name}`).toBeFocused();
}
