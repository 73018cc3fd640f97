import { expect, type Page, test } from '@playwright/test';
import { cleanPage, defectsPage } from '../fixtures/layout/pages';
import { sendEnquiry } from '../support/enquiry';
import { collectLayout } from '../support/layout/collect';
import { covers, type LabelledBox, layoutViolations, type Violation } from '../support/layout/rules';
import { hydrated } from '../support/page-watch';

// The layout gate (ADR 25 §3) runs on every page in pages.spec.ts (the route walk). Here: its
// collector in Chromium on fixtures with each defect and with patterns that are not defects, and
// a state no walk reaches (the contact form's success toast).
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** Loads a route as a visitor's browser has it: hydrated, its deferred sections too, fonts in. */
async function load(page: Page, route: string) {
  await page.goto(route, { waitUntil: 'load' });
  await hydrated(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

const report = (found: readonly Violation[]) => found.map((v) => `[${v.rule}] ${v.message}`);

test.describe("the gate's fixtures (the collector in Chromium)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('finds each defect the gate knows on the defects page, each on its own element', async ({ page }) => {
    await page.setContent(defectsPage);
    const found = layoutViolations(await page.evaluate(collectLayout), { requireVisual: true });
    // Each rule, and the element it must name (nothing else may be reported).
    const expected: [string, string][] = [
      ['overflow', 'the document is 1524 px wide'],
      ['overflow', '"A row wider than the page" sticks out'],
      ['text-over-text', '"100,000+" overlaps "25+"'],
      ['text-outside-card', '"100,000+" leaves its card <li.card>'],
      ['sticky-taller-than-viewport', 'sticky <aside.card> "Guide contents Download PDF"'],
      ['heading-word-broken', '"multi-carrier" is broken across lines'],
      ['columns-misaligned', 'the heading of "Days 31-60'],
      ['control-over-media', '"Pause" covers'],
      ['first-screen-visual', 'no visual of 200×150 px or more in the top 800 px'],
    ];
    expect(found.map((v) => v.rule)).toEqual(expected.map(([rule]) => rule));
    for (const [i, [, fragment]] of expected.entries()) expect(found[i]?.message).toContain(fragment);
  });

  test('passes the patterns that are not defects: hidden tables, scrolling tabs, tight headings, inline chips, subgrid columns, linked pictures, clamped excerpts', async ({
    page,
  }) => {
    await page.setContent(cleanPage);
    expect(report(layoutViolations(await page.evaluate(collectLayout)))).toEqual([]);
  });
});

test.describe('the contact success toast', () => {
  for (const viewport of WIDTHS) {
    test(`/contact at ${viewport.width} px: the toast covers no field and not the Send button`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await load(page, '/contact');
      await sendEnquiry(page, { name: 'Layout Gate', email: 'layout.gate@example.com', company: `Layout gate ${viewport.width}` });
      // What the visitor sees now: the toast and the form where they are in the viewport.
      const boxes = await page.evaluate(() => {
        const boxOf = (el: Element) => {
          const r = el.getBoundingClientRect();
          return { x: r.left, y: r.top, w: r.width, h: r.height };
        };
        const status = [...document.querySelectorAll('[role="status"]')].find((el) =>
          el.textContent?.includes('Thank you for reaching out!'),
        );
        // The toast's own box: the outermost fixed ancestor of its message.
        let toast: Element | null = status ?? null;
        for (let a = status?.parentElement ?? null; a; a = a.parentElement) if (getComputedStyle(a).position === 'fixed') toast = a;
        const form = document.querySelector('#form');
        const targets = form ? [...form.querySelectorAll('input, select, textarea, button')] : [];
        return {
          toast: toast ? { box: boxOf(toast), label: (toast.textContent ?? '').trim().slice(0, 40) } : null,
          targets: targets
            .filter((el) => el.getBoundingClientRect().height > 0)
            .map((el) => ({
              box: boxOf(el),
              label: `${el.tagName.toLowerCase()} "${el.getAttribute('name') ?? el.textContent?.trim() ?? ''}"`,
            })),
        };
      });
      expect(boxes.toast, 'the success toast is shown').not.toBeNull();
      const inView = boxes.targets.filter((t: LabelledBox) => t.box.y < viewport.height && t.box.y + t.box.h > 0);
      expect(report(covers('toast-over-form', boxes.toast as LabelledBox, inView))).toEqual([]);
      await context.close();
    });
  }
});
