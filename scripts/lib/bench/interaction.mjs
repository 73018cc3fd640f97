// The bench's interaction table: for every kind of control, the longest event duration
// of the interaction (the Event Timing API's measure, the one INP reports) on a throttled phone
// (./throttled.mjs; the header's dropdowns at 1280 px, where they exist). Each run opens the page
// fresh, waits until it has hydrated, scrolls the control into view and leaves the page idle for
// 3 s (as the navigation table does for a link), then acts like a visitor: a tap, or typing at
// ~7 keys per second.
import { centreOf, DESKTOP, IDLE_MS, median, openHydrated, PHONE, sleep, throttledPage } from './throttled.mjs';

export const INTERACTION_GOAL_MS = 50;

/** A tap on the control (touch); `target` is what the run scrolls into view before the page's idle time. */
const tap = (selector) => ({
  target: selector,
  act: async (page) => {
    const { x, y } = await centreOf(page, selector);
    await page.touchscreen.tap(x, y);
  },
});
const click = (selector) => ({
  target: selector,
  act: async (page) => {
    const { x, y } = await centreOf(page, selector);
    await page.mouse.click(x, y);
  },
});
/** Taps the field (not measured), then types `text`: every keystroke is an interaction. */
const type = (selector, text) => ({
  target: selector,
  prepare: tap(selector).act,
  act: (page) => page.keyboard.type(text, { delay: 140 }),
});
const key = (selector, keys) => ({
  target: selector,
  prepare: tap(selector).act,
  act: async (page) => {
    for (const k of keys) {
      await page.keyboard.press(k);
      await sleep(150);
    }
  },
});

const group = (label) => `[role="group"][aria-label="${label}"]`;

/**
 * The controls, by kind. A run scrolls `target` into view, leaves the page idle, runs `prepare`
 * (not measured), then the measured `act`.
 */
export const CONTROLS = [
  { control: 'mobile menu: open', route: '/', ...tap('header button[aria-controls]') },
  {
    control: 'mobile menu: close',
    route: '/',
    prepare: tap('header button[aria-controls]').act,
    ...tap('header button[aria-controls][aria-expanded="true"]'),
    target: 'header button[aria-controls]',
  },
  { control: 'header dropdown (Solutions, 1280 px)', route: '/', device: DESKTOP, ...click('header nav button[aria-expanded]') },
  { control: 'use-case filter chip', route: '/use-cases', ...tap(`${group('Filter case studies by category')} button:nth-of-type(2)`) },
  { control: 'blog category chip', route: '/blog', ...tap(`${group('Filter articles by category')} button:nth-of-type(2)`) },
  { control: 'blog search (typing)', route: '/blog', ...type('main input[type="search"]', 'carrier') },
  { control: 'guides filter chip', route: '/resources/guides', ...tap('main [role="group"] button:nth-of-type(2)') },
  { control: 'FAQ accordion', route: '/services/logistics-as-a-service', ...tap('main button[aria-expanded][aria-controls]') },
  { control: 'calculator tab', route: '/resources/calculators', ...tap('[role="tab"]:nth-of-type(2)') },
  { control: 'calculator input (typing)', route: '/resources/calculators', ...type('[role="tabpanel"] input', '85000') },
  { control: 'download dialog: open', route: '/resources/calculators', ...tap('main [aria-haspopup="dialog"]') },
  { control: 'lightbox: open', route: '/services/mcpms', ...tap('main [aria-haspopup="dialog"]') },
  { control: 'contact text field (typing)', route: '/contact', ...type('main form input[type="text"]', 'Wei Ling') },
  { control: 'contact select (keyboard)', route: '/contact', ...key('main form select', ['ArrowDown', 'ArrowDown']) },
];

/** Observes Event Timing entries from the start of every document (read by `measureOnce`). */
function observeEvents() {
  const w = window;
  w.__benchEvents = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        w.__benchEvents.push({
          name: e.name,
          start: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
          interactionId: e.interactionId ?? 0,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
}

/**
 * Where an interaction's time goes (the measured cause the table prints), from the Event Timing
 * entries of its events (a tap is touchstart … click): `delay` until the first handler ran,
 * `handlers` (the page's own code, all its events), `between` (the browser between those events:
 * hit tests, the tap gesture, other tasks) and `presentation` (from the last handler to the frame
 * painted: React's commit if deferred, style, layout, paint).
 */
function phasesOf(group, longest) {
  const first = group.reduce((a, b) => (b.start < a.start ? b : a));
  const end = longest.start + longest.duration;
  const lastHandler = Math.max(...group.map((e) => e.processingEnd));
  const delay = Math.max(0, first.processingStart - first.start);
  const handlers = group.reduce((sum, e) => sum + Math.max(0, e.processingEnd - e.processingStart), 0);
  const presentation = Math.max(0, end - lastHandler);
  const between = Math.max(0, end - first.start - delay - handlers - presentation);
  return { delay, handlers, between, presentation };
}

async function measureOnce(browser, base, c) {
  const { context, page } = await throttledPage(browser, { device: c.device ?? PHONE, init: observeEvents });
  try {
    await openHydrated(page, `${base}${c.route}`);
    // The visitor scrolls to the control and reads (what the scroll brings near — a deferred
    // section, lazy images, prefetches of the links now in view — settles) before acting on it.
    await centreOf(page, c.target);
    await sleep(IDLE_MS);
    if (c.prepare) {
      await c.prepare(page);
      await sleep(1000);
    }
    const t0 = await page.evaluate(() => performance.now());
    await c.act(page);
    await sleep(1000);
    const events = await page.evaluate((start) => window.__benchEvents.filter((e) => e.start >= start), t0);
    const interactions = events.filter((e) => e.interactionId > 0);
    if (interactions.length === 0 && events.length === 0) return { ms: 0, event: '< 16 ms (not reported)' };
    const longest = (interactions.length ? interactions : events).reduce((a, b) => (b.duration > a.duration ? b : a));
    const group = longest.interactionId ? interactions.filter((e) => e.interactionId === longest.interactionId) : [longest];
    return { ms: longest.duration, event: longest.name, phases: phasesOf(group, longest) };
  } finally {
    await context.close();
  }
}

export async function measureInteraction(browser, base, { runs = 3, controls = CONTROLS, log = console.error } = {}) {
  const rows = [];
  for (const c of controls) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      try {
        samples.push(await measureOnce(browser, base, c));
      } catch (error) {
        samples.push({ ms: Number.NaN, event: error.message.split('\n')[0] });
      }
    }
    const times = samples.map((s) => s.ms).filter(Number.isFinite);
    const ms = times.length === runs ? median(times) : Number.NaN;
    const event = samples.find((s) => s.ms === ms)?.event ?? samples.find((s) => s.event)?.event;
    const measured = samples.filter((s) => s.phases);
    const phases = measured.length
      ? Object.fromEntries(['delay', 'handlers', 'between', 'presentation'].map((k) => [k, median(measured.map((s) => s.phases[k]))]))
      : undefined;
    rows.push({ control: c.control, route: c.route, ms, samples: samples.map((s) => s.ms), event, phases });
    log(`interaction ${c.control} on ${c.route}: ${samples.map((s) => (Number.isFinite(s.ms) ? s.ms : s.event)).join(', ')} ms`);
  }
  return rows;
}

export function printInteraction(rows) {
  const fmt = (ms) => (Number.isFinite(ms) ? (ms === 0 ? '< 16' : String(Math.round(ms))) : '–');
  console.log(
    '\nInteraction: longest event duration (Event Timing, INP’s measure), 4× CPU, control scrolled into view then 3 s idle (412 px unless said; median)',
  );
  console.log(
    '| control | route | ms (median) | runs ms | longest event | measured cause: delay · handlers · between · presentation (ms, median) |\n|---|---|---|---|---|---|',
  );
  for (const r of rows) {
    const p = r.phases;
    const cause = p ? [p.delay, p.handlers, p.between, p.presentation].map((ms) => Math.round(ms)).join(' · ') : '';
    console.log(`| ${r.control} | ${r.route} | ${fmt(r.ms)} | ${r.samples.map(fmt).join(', ')} | ${r.event ?? ''} | ${cause} |`);
  }
  const worst = Math.max(...rows.map((r) => (Number.isFinite(r.ms) ? r.ms : Number.POSITIVE_INFINITY)));
  console.log(
    `interaction: worst ${fmt(worst)} ms (goal ≤ ${INTERACTION_GOAL_MS}); ${rows.filter((r) => r.ms <= INTERACTION_GOAL_MS).length} of ${rows.length} controls within`,
  );
}
