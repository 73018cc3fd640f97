// `npm run bench`: size and speed figures of the built site, printed (never asserted).
//  - wall time of a clean build + prerender (run here, unless --no-build)
//  - per built route: HTML bytes, first-load JS gzip bytes (total and per area: shell / remote),
//    the number of requests until the page is interactive (hydrated), in Debian Chromium, and the time
//    until it is interactive on an emulated mobile network (150 ms round trip, 1.6 Mbit/s down,
//    750 kbit/s up: Lighthouse's mobile profile), median of three cold loads; and the JS bytes actually
//    sent (the server sends the precompressed brotli copies).
// Targets to report against: ≤ 130 KB gzip first-load JS on any route; clean build ≤ 60 s.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderPaths } from '@meranti/platform';
import { chromium } from 'playwright';
import { ROOT } from './lib/layout.mjs';
import { run } from './lib/run.mjs';

const PORT = 3390;
const base = `http://127.0.0.1:${PORT}`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (!process.argv.includes('--no-build')) {
  const t = performance.now();
  await run(process.execPath, ['--import', 'tsx', 'scripts/build.mjs'], { cwd: ROOT, quiet: true });
  console.log(`clean build + prerender: ${((performance.now() - t) / 1000).toFixed(1)} s (target ≤ 60 s)\n`);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: path.join(ROOT, '.tmp/bench-data'), LOG_LEVEL: 'silent' },
  stdio: 'ignore',
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (i > 100) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const rows = [];
  for (const route of prerenderPaths()) {
    const page = await browser.newPage();
    const js = [];
    let requests = 0;
    let interactive = false;
    page.on('request', () => {
      if (!interactive) requests++;
    });
    page.on('response', async (res) => {
      const url = new URL(res.url());
      if (!url.pathname.endsWith('.js')) return;
      const body = await res.body().catch(() => null);
      const sizes = await res
        .request()
        .sizes()
        .catch(() => null);
      if (body) js.push({ path: url.pathname, gzip: gzipSync(body, { level: 9 }).length, wire: sizes?.responseBodySize ?? 0 });
    });
    const res = await page.goto(`${base}${route}`);
    const html = await res.body();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 15000 });
    interactive = true;
    await page.waitForLoadState('networkidle');
    const area = (p) => (p.startsWith('/mfe/') ? p.split('/')[2] : 'shell');
    const byArea = {};
    for (const f of js) byArea[area(f.path)] = (byArea[area(f.path)] ?? 0) + f.gzip;
    const total = js.reduce((s, f) => s + f.gzip, 0);
    const wire = js.reduce((s, f) => s + f.wire, 0);
    await page.close();
    const times = [];
    for (let i = 0; i < 3; i++) times.push(await mobileTimeToInteractive(browser, route));
    times.sort((a, b) => a - b);
    rows.push({ route, status: res.status(), html: html.length, total, wire, byArea, requests, mobile: times[1] });
  }
  await browser.close();
  console.log(
    'route'.padEnd(24),
    'status',
    'HTML'.padStart(9),
    'first-load JS gzip'.padStart(19),
    'sent (brotli)'.padStart(14),
    'requests'.padStart(9),
    'interactive (mobile)'.padStart(21),
    '  JS per area',
  );
  for (const r of rows) {
    const areas = Object.entries(r.byArea)
      .map(([a, n]) => `${a} ${kb(n)}`)
      .join(', ');
    console.log(
      r.route.padEnd(24),
      String(r.status).padEnd(6),
      kb(r.html).padStart(9),
      kb(r.total).padStart(19),
      kb(r.wire).padStart(14),
      String(r.requests).padStart(9),
      `${(r.mobile / 1000).toFixed(2)} s`.padStart(21),
      ` ${areas}`,
    );
  }
  /** Cold load (fresh context, no cache) under emulated mobile network conditions; ms to hydrated. */
  async function mobileTimeToInteractive(browser, route) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const t = performance.now();
    await page.goto(`${base}${route}`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 60000 });
    const ms = performance.now() - t;
    await context.close();
    return ms;
  }
  const worst = Math.max(...rows.map((r) => r.total));
  console.log(`\nlargest first-load JS: ${kb(worst)} gzip (target ≤ 130 KB)`);
  await fs.rm(path.join(ROOT, '.tmp/bench-data'), { recursive: true, force: true });
} finally {
  server.kill('SIGTERM');
}
