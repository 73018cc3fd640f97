// A phone in Chromium for the bench's navigation and interaction tables: 412 px
// viewport, touch, slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and 4× CPU
// slowdown, set through the DevTools protocol (real throttling, not Lighthouse's simulation).

export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** The header's dropdowns only exist on wide screens: the same throttling at 1280 px. */
export const DESKTOP = { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false };

export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
export const CPU_SLOWDOWN = 4;

/** How long a page is left alone after it has hydrated, before the measured action. */
export const IDLE_MS = 3000;

/**
 * A fresh context (empty cache) and page with network and CPU throttling. `init` runs in every
 * document before the page's own scripts (observers the measurement reads).
 */
export async function throttledPage(browser, { device = PHONE, init, headers } = {}) {
  const context = await browser.newContext({ ...device, ...(headers ? { extraHTTPHeaders: headers } : {}) });
  const page = await context.newPage();
  if (init) await page.addInitScript(init);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** Opens `url` and waits until the shell has hydrated the page (`<html data-hydrated>`). */
export async function openHydrated(page, url) {
  const response = await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  if (!response || response.status() >= 400) throw new Error(`${url} answered ${response?.status()}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 60_000 });
}

/**
 * Centre of the first rendered element matching `selector`, scrolled into the middle of the
 * viewport first (a header link hidden at this width is skipped for its visible twin).
 */
export async function centreOf(page, selector) {
  const box = await page.evaluate((sel) => {
    const el = [...document.querySelectorAll(sel)].find((e) => e.getClientRects().length > 0);
    if (!el) return null;
    el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, selector);
  if (!box) throw new Error(`no rendered element matches ${selector}`);
  return box;
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The p-th percentile (nearest rank) of `xs`. */
export const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
