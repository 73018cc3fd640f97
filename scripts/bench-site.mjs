// `npm run bench`: speed and size figures of the built site, printed (never asserted).
//   --no-build          measure the site as built (default: clean build first, timed)
//   --only a,b          lighthouse | navigation | interaction | bytes (default: all four)
//   --routes /,/contact only these routes (Lighthouse and bytes rows; navigation pairs that start
//                       or end there; controls on them)
//   --runs 3            runs per measurement (median reported)
//   --preset mobile     mobile | desktop | both (default both; Lighthouse only)
//   --port 3390         where the bench serves the site (or BENCH_PORT)
// lighthouse: per route, Lighthouse 13 (simulated throttling: mobile = slow 4G + 4× CPU; desktop
// preset) performance, accessibility, best-practices and SEO scores, FCP, LCP, TBT and CLS
// (medians); the longest main-thread task until the page has hydrated, measured in Chromium with
// 4× CPU throttling; first-load JavaScript (gzip, from the built files); HTML raw and gzip and the
// inline CSS in it.
// navigation: tap → next page's h1, after 3 s idle, on a phone with slow 4G and 4× CPU through the
// DevTools protocol (scripts/lib/bench/navigation.mjs), and what each first page prefetched.
// interaction: the longest event duration of every kind of control (scripts/lib/bench/interaction.mjs).
// bytes: first-load JavaScript of every route against the budget `npm test` enforces.
import './lib/iterator-helpers.mjs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PREFETCH_BUDGET } from '@meranti/contract/prefetch';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright';
import { MAX_FIRST_LOAD, TARGET_FIRST_LOAD } from './budgets.mjs';
import { CONTROLS, measureInteraction, printInteraction } from './lib/bench/interaction.mjs';
import { measureNavigation, NAVIGATION_PAIRS, printNavigation } from './lib/bench/navigation.mjs';
import { firstLoadJs, inlineCssBytes, prerenderedPages } from './lib/first-load.mjs';
import { ROOT, SITE_DIR } from './lib/layout.mjs';
import { run } from './lib/run.mjs';
import { scratchDataDir, serveBuiltSite } from './lib/serve-built-site.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './media/chromium.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '3'));
const PRESETS = arg('preset', 'both') === 'both' ? ['mobile', 'desktop'] : [arg('preset', 'mobile')];
const PORT = Number(arg('port', process.env.BENCH_PORT ?? '3390'));
const SECTIONS = ['lighthouse', 'navigation', 'interaction', 'bytes'];
const ONLY = arg('only', SECTIONS.join(',')).split(',');
for (const s of ONLY) if (!SECTIONS.includes(s)) throw new Error(`--only: unknown section "${s}" (one of ${SECTIONS.join(', ')})`);
const base = `http://127.0.0.1:${PORT}`;
const kb = (n) => `${(n / 1024).toFixed(1)}`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!process.argv.includes('--no-build')) {
  const t = performance.now();
  await run(process.execPath, ['--import', 'tsx', 'scripts/build.mjs'], { cwd: ROOT, quiet: true });
  console.log(`clean build + prerender: ${((performance.now() - t) / 1000).toFixed(1)} s (target ≤ 60 s)\n`);
}

const only = arg('routes', null)?.split(',');
const pages = (await prerenderedPages(SITE_DIR)).filter((p) => !only || only.includes(p.route));

const site = await serveBuiltSite({ port: PORT, dataDir: scratchDataDir('bench') });
const chrome = ONLY.includes('lighthouse')
  ? await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
  : null;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  if (ONLY.includes('lighthouse')) await lighthouseTable();
  if (ONLY.includes('navigation')) {
    const pairs = NAVIGATION_PAIRS.filter((p) => !only || only.includes(p.from) || only.includes(p.to));
    printNavigation(await measureNavigation(browser, base, { runs: RUNS, pairs }), { budget: PREFETCH_BUDGET });
  }
  if (ONLY.includes('interaction')) {
    const controls = CONTROLS.filter((c) => !only || only.includes(c.route));
    printInteraction(await measureInteraction(browser, base, { runs: RUNS, controls }));
  }
  if (ONLY.includes('bytes')) await bytesTable();
} finally {
  await browser.close();
  await chrome?.kill();
  await site.stop();
}

async function lighthouseTable() {
  const rows = [];
  for (const { route, file } of pages) {
    const html = await fs.readFile(file, 'utf8');
    const js = await firstLoadJs(SITE_DIR, html);
    const row = { route, js: js.gzip, html: html.length, htmlGzip: gzipSync(html, { level: 9 }).length, css: inlineCssBytes(html) };
    for (const preset of PRESETS) row[preset] = await lighthouseMedian(`${base}${route}`, preset);
    const longest = [];
    for (let i = 0; i < 3; i++) longest.push(await longestHydrationTask(`${base}${route}`));
    row.longestTask = median(longest);
    rows.push(row);
    console.error(`measured ${route}`);
  }
  print(rows);
}

/** Lighthouse, `RUNS` times, one preset: median of each figure. */
async function lighthouseMedian(url, preset) {
  const runs = [];
  for (let i = 0, retries = 0; i < RUNS; i++) {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    // A run Lighthouse could not score (it happens, mostly on a fresh browser or a busy machine)
    // is said and run again, twice at most, rather than shrinking the median.
    // A page served with an error status (the not-found page answers 404) is never scored: no retry.
    const unscorable = lhr.runtimeError?.code === 'ERRORED_DOCUMENT_REQUEST';
    if (typeof lhr.categories.performance?.score !== 'number' && !unscorable && retries < 2) {
      retries++;
      i--;
      console.error(
        `  ${url} (${preset}): Lighthouse gave no performance score (${lhr.runtimeError?.code ?? 'no runtime error'}), running again`,
      );
      continue;
    }
    const a = lhr.audits;
    // A category Lighthouse could not score in a run has no score (not 0): left out of the median.
    const score = (c) => (typeof lhr.categories[c]?.score === 'number' ? Math.round(lhr.categories[c].score * 100) : undefined);
    runs.push({
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      // An audit Lighthouse could not compute in a run (it happens on a busy machine) has no
      // value: that run is left out of that figure's median rather than failing the bench.
      fcp: a['first-contentful-paint']?.numericValue,
      lcp: a['largest-contentful-paint']?.numericValue,
      tbt: a['total-blocking-time']?.numericValue,
      cls: a['cumulative-layout-shift']?.numericValue,
    });
  }
  return Object.fromEntries(
    Object.keys(runs[0]).map((k) => {
      const values = runs.map((r) => r[k]).filter((v) => typeof v === 'number' && Number.isFinite(v));
      return [k, values.length ? median(values) : undefined];
    }),
  );
}

/** Longest main-thread task from navigation until the page has hydrated, 4× CPU throttling (ms). */
async function longestHydrationTask(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window;
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 60_000 });
  const longest = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const hydrated = performance.getEntriesByName('meranti:hydrated')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const tasks = window.__longTasks.filter((t) => t.start >= fcp && t.start <= hydrated);
    return Math.max(0, ...tasks.map((t) => t.duration));
  });
  await context.close();
  return longest;
}

/** First-load JavaScript of every route (gzip, from the built files) against the enforced budget. */
async function bytesTable() {
  console.log(
    `\nBytes: first-load JavaScript (gzip level 9 of every module the page loads until hydrated), budget ${kb(MAX_FIRST_LOAD)} KB`,
  );
  console.log('| route | first-load JS KB | files | largest |\n|---|---|---|---|');
  const sizes = [];
  for (const { route, file } of pages) {
    const js = await firstLoadJs(SITE_DIR, await fs.readFile(file, 'utf8'));
    sizes.push(js.gzip);
    const largest = js.files
      .slice(0, 3)
      .map((f) => `${path.basename(f.url)} ${kb(f.gzip)}`)
      .join(', ');
    console.log(`| ${route} | ${kb(js.gzip)}${js.gzip > MAX_FIRST_LOAD ? ' (over)' : ''} | ${js.files.length} | ${largest} |`);
  }
  console.log(
    `bytes: ${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))} KB; ${sizes.filter((s) => s <= MAX_FIRST_LOAD).length} of ${sizes.length} routes ≤ ${kb(MAX_FIRST_LOAD)} KB`,
  );
}

function print(rows) {
  const s = (v) => (v === undefined ? '–' : String(v));
  const head = ['route', 'perf', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'a11y', 'BP', 'SEO'];
  if (PRESETS.includes('desktop')) head.push('desktop perf');
  head.push('longest hydration task ms (4× CPU)', 'first-load JS KB gzip', 'HTML KB (gzip)', 'inline CSS KB');
  console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const r of rows) {
    const m = r.mobile ?? r.desktop;
    const cells = [
      r.route,
      s(m?.perf),
      m?.fcp === undefined ? '–' : (m.fcp / 1000).toFixed(2),
      m?.lcp === undefined ? '–' : (m.lcp / 1000).toFixed(2),
      m?.tbt === undefined ? '–' : Math.round(m.tbt),
      m?.cls === undefined ? '–' : m.cls.toFixed(3),
      s(m?.a11y),
      s(m?.bp),
      s(m?.seo),
    ];
    if (PRESETS.includes('desktop')) cells.push(s(r.desktop?.perf));
    cells.push(Math.round(r.longestTask), kb(r.js), `${kb(r.html)} (${kb(r.htmlGzip)})`, kb(r.css));
    console.log(`| ${cells.join(' | ')} |`);
  }
  const perf = rows.map((r) => (r.mobile ?? r.desktop)?.perf).filter((p) => p !== undefined);
  console.log(
    `\nmobile performance: min ${Math.min(...perf)}, median ${median(perf)} (goal ≥ 95, median ≥ 98); largest first-load JS ${kb(Math.max(...rows.map((r) => r.js)))} KB (enforced ceiling ${kb(MAX_FIRST_LOAD)} KB, goal ${kb(TARGET_FIRST_LOAD)} KB)`,
  );
  // How many routes meet each goal of ADR 8 (routes Lighthouse could not score count as not met).
  const met = (test) => `${rows.filter(test).length} of ${rows.length}`;
  const lh = (r) => r.mobile ?? r.desktop;
  console.log(
    [
      `goals met — perf ≥ 95: ${met((r) => lh(r)?.perf >= 95)}`,
      `FCP ≤ 1.5 s: ${met((r) => lh(r)?.fcp <= 1500)}`,
      `LCP ≤ 2.0 s: ${met((r) => lh(r)?.lcp <= 2000)}`,
      `TBT ≤ 150 ms: ${met((r) => lh(r)?.tbt <= 150)}`,
      `CLS 0.000: ${met((r) => lh(r)?.cls < 0.0005)}`,
      `a11y/BP/SEO 100: ${met((r) => lh(r)?.a11y === 100 && lh(r)?.bp === 100 && lh(r)?.seo === 100)}`,
      `longest hydration task ≤ 50 ms: ${met((r) => r.longestTask <= 50)} (max ${Math.round(Math.max(...rows.map((r) => r.longestTask)))} ms)`,
      `first-load JS ≤ ${kb(TARGET_FIRST_LOAD)} KB: ${met((r) => r.js <= TARGET_FIRST_LOAD)}`,
    ].join('; '),
  );
}
