import type { Page } from '@playwright/test';

/**
 * Collects what a visitor's browser reports while a page loads and runs: console errors and
 * warnings (React reports hydration mismatches there, and the shell logs them as "[hydration]"),
 * uncaught exceptions, and failed requests.
 */
export function watchPage(page: Page) {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return {
    errors,
    warnings,
    hydrationProblems: () => [...errors, ...warnings].filter((t) => /hydrat|did not match|#418|#423|#425/i.test(t)),
  };
}

/** Counts React DOM renderers that register with the (fake) devtools hook: one React means one. */
export async function installReactCounter(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    };
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__
          .renderers.size,
    );
}

/** Marks the current document; if a navigation reloads the page, the mark is gone. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__sameDocument = true;
  });
  return () => page.evaluate(() => (window as unknown as Record<string, unknown>).__sameDocument === true);
}

/** Waits until the shell has hydrated (it sets data-hydrated on <html>). */
export const hydrated = async (page: Page) => {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  // And its deferred sections (ADR 21), as a visitor reaching them by scrolling finds them: a
  // click or a keystroke in a section whose code has not arrived yet is lost.
  await sectionsHydrated(page);
};

/**
 * Waits until every deferred section of the page has hydrated too (`data-deferred="ready"`, ADR
 * 21): they load as they near the viewport or when the browser is idle. A visitor reaches a
 * section by scrolling, by which time it has; a test that types into one at once waits for this.
 */
export const sectionsHydrated = (page: Page) =>
  page.waitForFunction(() =>
    // "static": a section of a page whose area could not be loaded, kept as prerendered markup.
    [...document.querySelectorAll('[data-deferred]')].every((el) => ['ready', 'static'].includes(el.getAttribute('data-deferred') ?? '')),
  );
