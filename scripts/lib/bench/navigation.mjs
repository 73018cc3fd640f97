// The bench's navigation table: from a hydrated page left idle for 3 s, a tap on a link
// to the next page's <h1> on screen, on a throttled phone (./throttled.mjs). Also what the first
// page prefetched while it sat idle (bytes as transferred), against the prefetch budget.
import { centreOf, IDLE_MS, median, openHydrated, PHONE, percentile, sleep, throttledPage } from './throttled.mjs';

/**
 * A representative set of links across the three areas and the three places links live:
 * `main`, `footer`, `header` (visible in the bar at phone width: logo, Get Started) and `menu`
 * (the phone menu, opened first); and `scrolled`: a link below the first screen of a long list,
 * which the visitor scrolls to only after the page has sat idle (the prefetcher has spent its
 * speculative budget by then), reads for a second and taps (ADR 28).
 */
export const NAVIGATION_PAIRS = [
  { from: '/', to: '/contact', via: 'main' },
  { from: '/', to: '/services/mcpms', via: 'main' },
  { from: '/', to: '/use-cases', via: 'main' },
  { from: '/', to: '/solutions', via: 'menu' },
  { from: '/', to: '/about', via: 'menu' },
  { from: '/', to: '/privacy', via: 'footer' },
  { from: '/services', to: '/services/control-tower', via: 'main' },
  { from: '/solutions', to: '/solutions/ecommerce-brands', via: 'main' },
  { from: '/use-cases', to: '/use-cases/retail-brand-growth', via: 'main' },
  { from: '/about', to: '/contact', via: 'main' },
  { from: '/services/mcpms', to: '/contact', via: 'header' },
  { from: '/resources', to: '/resources/calculators', via: 'main' },
  { from: '/resources', to: '/blog', via: 'main' },
  { from: '/resources', to: '/resources/guides', via: 'main' },
  { from: '/blog', to: '/blog/3', via: 'main' },
  { from: '/blog/3', to: '/blog', via: 'main' },
  { from: '/blog/3', to: '/services/invoice-audit', via: 'main' },
  { from: '/case-studies', to: '/case-studies/1', via: 'main' },
  { from: '/case-studies/2', to: '/case-studies/3', via: 'main' },
  { from: '/resources/guides', to: '/resources/guides/freight-spend-negotiation-tactics', via: 'main' },
  { from: '/resources/blogs', to: '/resources/blogs/4pl-vs-3pl-vs-in-house-tco-east-asia', via: 'main' },
  { from: '/resources/calculators', to: '/contact', via: 'main' },
  { from: '/resources/calculators', to: '/services/logistics-as-a-service', via: 'footer' },
  { from: '/contact', to: '/privacy', via: 'main' },
  { from: '/contact', to: '/', via: 'header' },
  { from: '/blog', to: '/blog/3', via: 'scrolled' },
  { from: '/case-studies', to: '/case-studies/4', via: 'scrolled' },
  { from: '/resources/guides', to: '/resources/guides/freight-spend-negotiation-tactics', via: 'scrolled' },
];

/** How long a visitor reads a link they scrolled to before tapping it. */
const READ_MS = 1000;

export const NAVIGATION_GOAL = { p75: 150, worst: 250 };

const REGION = { main: 'main', footer: 'footer', header: 'header', menu: 'header', scrolled: 'main' };

/**
 * Records the main thread's long tasks (≥ 50 ms) and long animation frames (a frame whose tasks
 * and rendering took ≥ 50 ms: it ends when the frame has been painted) from the start of every
 * document.
 */
function observeLongTasks() {
  const w = window;
  w.__benchLongTasks = [];
  w.__benchFrames = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__benchLongTasks.push({ start: e.startTime, end: e.startTime + e.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.__benchFrames.push({ start: e.startTime, renderStart: e.renderStart, end: e.startTime + e.duration });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
}

/**
 * One navigation: ms from the tap's click event to the new page's h1 painted, the idle prefetch,
 * and where the time went: what the navigation still fetched after the tap, and how long the main
 * thread was in long tasks meanwhile (the measured cause the table prints for a slow row).
 */
async function navigateOnce(browser, base, { from, to, via }) {
  const { context, page } = await throttledPage(browser, { device: PHONE, init: observeLongTasks });
  try {
    await openHydrated(page, `${base}${from}`);
    const link = `${REGION[via]} a[href="${to}"]`;
    if (via === 'menu') {
      await sleep(IDLE_MS);
      const button = await centreOf(page, 'header button[aria-controls]');
      await page.touchscreen.tap(button.x, button.y);
      await page.waitForSelector(`${link}:visible`, { timeout: 10_000 });
      await sleep(500);
    } else if (via === 'scrolled') {
      // Idle at the top first, then the scroll to the link and a second's read.
      await sleep(IDLE_MS);
      await centreOf(page, link);
      await sleep(READ_MS);
    } else {
      // Scrolled to the link first: a visitor reaches a footer link by scrolling, and then the page
      // sits idle for the 3 s as it would while they read.
      await centreOf(page, link);
      await sleep(IDLE_MS);
    }
    // What the prefetcher fetched (bytes as transferred): the requests that started while one of
    // its speculative prefetches ran (its `meranti:prefetch` measures), which is what its budget
    // counts — not the page's own deferred sections and images.
    // As the prefetcher counts it: a request that started while a prefetch of a link on screen ran
    // is that budget's (ADR 28), not the speculative one's.
    const prefetched = await page.evaluate(() => {
      const windowsOf = (kind) =>
        performance
          .getEntriesByName('meranti:prefetch')
          .filter((m) => m.detail?.kind === kind)
          .map((m) => ({ start: m.startTime, end: m.startTime + m.duration }));
      const speculative = windowsOf('speculative');
      const inView = windowsOf('in-view');
      const during = (windows, e) => windows.some((w) => e.startTime >= w.start && e.startTime <= w.end);
      return performance
        .getEntriesByType('resource')
        .filter((e) => during(speculative, e) && !during(inView, e))
        .reduce((sum, e) => sum + (e.transferSize || 0), 0);
    });
    await page.evaluate((target) => {
      const w = window;
      const oldH1 = document.querySelector('main h1');
      w.__benchNav = { clickAt: null, inDomAt: null, frameAt: null };
      document.addEventListener(
        'click',
        (e) => {
          if (w.__benchNav.clickAt === null) w.__benchNav.clickAt = e.timeStamp;
        },
        { capture: true },
      );
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('main h1');
        if (window.location.pathname !== target || !h1 || h1 === oldH1) return;
        observer.disconnect();
        w.__benchNav.inDomAt = performance.now();
        // The frame that holds the new h1 is painted after this animation frame's callbacks: a
        // task queued now runs after it (unless the page queued one first — see below).
        requestAnimationFrame(() =>
          setTimeout(() => {
            w.__benchNav.frameAt = performance.now();
          }, 0),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, to);
    const target = await centreOf(page, link);
    await page.touchscreen.tap(target.x, target.y);
    try {
      await page.waitForFunction(() => window.__benchNav?.frameAt != null, null, { timeout: 15_000, polling: 200 });
      await sleep(300); // long-animation-frame entries are reported after the frame
    } catch {
      const sameDocument = await page.evaluate(() => Boolean(window.__benchNav)).catch(() => false);
      return { ms: Number.NaN, prefetched, note: sameDocument ? 'no h1 within 15 s' : 'full page load' };
    }
    const { clickAt, arrivedAt, fetchedAfterTap, requestsAfterTap, longTaskMs } = await page.evaluate(() => {
      const { clickAt, inDomAt, frameAt } = window.__benchNav;
      // When the h1 was painted: the end of the long animation frame whose tasks put it in the DOM
      // (exact; a navigation's frame is long on this phone), else the task after its frame (a task
      // the page queued in that frame would come first and be counted).
      const frame = window.__benchFrames.find((f) => f.start <= inDomAt && inDomAt <= (f.renderStart || f.end));
      const arrivedAt = frame ? frame.end : frameAt;
      // Requests that went to the network (not answered from the cache); analytics beacons are
      // sent, not waited for.
      const after = performance
        .getEntriesByType('resource')
        .filter((e) => e.initiatorType !== 'beacon' && e.transferSize > 0 && e.startTime >= clickAt && e.startTime <= arrivedAt);
      const longTaskMs = window.__benchLongTasks.reduce(
        (sum, t) => sum + Math.max(0, Math.min(t.end, arrivedAt) - Math.max(t.start, clickAt)),
        0,
      );
      return {
        clickAt,
        arrivedAt,
        requestsAfterTap: after.length,
        fetchedAfterTap: after.reduce((sum, e) => sum + (e.transferSize || 0), 0),
        longTaskMs,
      };
    });
    return { ms: arrivedAt - clickAt, prefetched, requestsAfterTap, fetchedAfterTap, longTaskMs };
  } finally {
    await context.close();
  }
}

/** Median of `runs` navigations per pair. */
export async function measureNavigation(browser, base, { runs = 3, pairs = NAVIGATION_PAIRS, log = console.error } = {}) {
  const rows = [];
  for (const pair of pairs) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      try {
        samples.push(await navigateOnce(browser, base, pair));
      } catch (error) {
        samples.push({ ms: Number.NaN, prefetched: 0, note: error.message.split('\n')[0] });
      }
    }
    const times = samples.map((s) => s.ms).filter(Number.isFinite);
    const row = {
      ...pair,
      ms: times.length === runs ? median(times) : Number.NaN,
      samples: samples.map((s) => s.ms),
      prefetched: median(samples.map((s) => s.prefetched)),
      note: samples.find((s) => s.note)?.note,
      cause: causeOf(samples.filter((s) => Number.isFinite(s.ms))),
    };
    rows.push(row);
    log(`navigation ${pair.from} → ${pair.to}: ${samples.map((s) => (Number.isFinite(s.ms) ? Math.round(s.ms) : s.note)).join(', ')} ms`);
  }
  return rows;
}

/**
 * Where a pair's time goes, from its runs' medians: requests the navigation still made after the
 * tap (the prefetch had not covered them), and the main thread's long tasks between the tap and
 * the painted h1 (rendering the new page). The rest is short tasks, frames and waiting.
 */
function causeOf(samples) {
  if (samples.length === 0) return undefined;
  const ms = median(samples.map((s) => s.ms));
  const longTasks = median(samples.map((s) => s.longTaskMs));
  const requests = median(samples.map((s) => s.requestsAfterTap));
  const kb = median(samples.map((s) => s.fetchedAfterTap)) / 1024;
  const network =
    requests > 0 ? `${requests} request${requests === 1 ? '' : 's'} (${kb.toFixed(1)} KB) after the tap` : 'no request after the tap';
  return `CPU ${Math.round(longTasks)} of ${Math.round(ms)} ms in long tasks; ${network}`;
}

export function printNavigation(rows, { budget } = {}) {
  const fmt = (ms) => (Number.isFinite(ms) ? String(Math.round(ms)) : '–');
  console.log('\nNavigation: tap → next page’s h1 painted, after 3 s idle (412 px, slow 4G 150 ms / 1.6 Mbit/s, 4× CPU; median of runs)');
  console.log(
    `| from | to | link in | ms (median) | runs ms | idle prefetch KB | measured cause (rows over ${NAVIGATION_GOAL.p75} ms) |\n|---|---|---|---|---|---|---|`,
  );
  for (const r of rows) {
    const cause = [r.note, r.ms > NAVIGATION_GOAL.p75 ? r.cause : undefined].filter(Boolean).join('; ');
    console.log(
      `| ${r.from} | ${r.to} | ${r.via} | ${fmt(r.ms)} | ${r.samples.map(fmt).join(', ')} | ${(r.prefetched / 1024).toFixed(1)} | ${cause} |`,
    );
  }
  const times = rows.map((r) => (Number.isFinite(r.ms) ? r.ms : Number.POSITIVE_INFINITY));
  const p75 = percentile(times, 75);
  const worst = Math.max(...times);
  console.log(
    `navigation: p75 ${fmt(p75)} ms (goal ≤ ${NAVIGATION_GOAL.p75}), worst ${fmt(worst)} ms (goal ≤ ${NAVIGATION_GOAL.worst}); ` +
      `${rows.filter((r) => r.ms <= NAVIGATION_GOAL.worst).length} of ${rows.length} pairs ≤ ${NAVIGATION_GOAL.worst} ms` +
      (budget
        ? `; idle prefetch at most ${(Math.max(...rows.map((r) => r.prefetched)) / 1024).toFixed(1)} KB per page (budget ${(budget / 1024).toFixed(0)} KB)`
        : ''),
  );
}
