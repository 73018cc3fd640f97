// `npm test`: everything, on a fresh machine. Installs what it needs from Debian when missing
// (Chromium, Firefox ESR, WebKitGTK's WebDriver, Xvfb, headless Java, PostgreSQL, Caddy;
// Playwright's own browser downloads do not work on these machines), type-checks, runs the unit and
// API tests, builds and prerenders the site, checks it (site check, HTML validity), drives it end to
// end in Chromium (behaviour, keyboard paths, accessibility), smoke-tests it in Firefox and WebKit
// (ADR 17), and last runs it as `npm run stack` does (PostgreSQL, API instances, Caddy, Prometheus
// and Alertmanager) under load and failures (ADR 19, ADR 24).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { installDebianPackages } from './lib/debian.mjs';
import { ROOT } from './lib/layout.mjs';
import { postgresBinDir } from './lib/postgres-cluster.mjs';
import { buildPackages } from './lib/publish.mjs';
import { run } from './lib/run.mjs';
import { caddyBinary } from './lib/stack/caddy.mjs';
import { monitoringBinaries } from './lib/stack/prometheus.mjs';

const CHROMIUM = '/usr/bin/chromium';
// The cross-engine smoke suite's browsers (e2e/engines: firefox.ts, webkit.ts).
const FIREFOX = '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const XVFB_RUN = '/usr/bin/xvfb-run';
const XAUTH = '/usr/bin/xauth'; // xvfb-run needs it; the xvfb package only recommends it
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const step = async (label, fn) => {
  const t = performance.now();
  console.log(`\n[test] ${label}`);
  await fn();
  console.log(`[test] ${label}: ok (${((performance.now() - t) / 1000).toFixed(1)} s)`);
};

// What the tests need from Debian, when the machine lacks it: Chromium (Playwright's own browser
// download does not work here); Firefox ESR, WebKitGTK's WebDriver with its MiniBrowser, and Xvfb
// for the cross-engine suite; Java for vnu.jar; PostgreSQL's server (the API tests run a
// throwaway cluster; so does `npm run stack`), Caddy (the stack's load balancer), Prometheus with
// promtool (the alert rules' unit tests; the stack's) and Alertmanager (the stack's).
const monitoring = monitoringBinaries();
const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
const debianPackages = [
  ...(existsSync(CHROMIUM) ? [] : ['chromium']),
  ...(existsSync(FIREFOX) ? [] : ['firefox-esr']),
  ...(existsSync(WEBKIT_DRIVER) ? [] : ['webkit2gtk-driver']),
  ...(existsSync(XVFB_RUN) ? [] : ['xvfb']),
  ...(existsSync(XAUTH) ? [] : ['xauth']),
  ...(hasJava ? [] : ['default-jre-headless']),
  ...(postgresBinDir() ? [] : ['postgresql']),
  ...(caddyBinary() ? [] : ['caddy']),
  ...(monitoring.prometheus && monitoring.promtool ? [] : ['prometheus']),
  ...(monitoring.alertmanager && monitoring.amtool ? [] : ['prometheus-alertmanager']),
];
if (debianPackages.length)
  await step(`installing ${debianPackages.join(', ')} (Debian)`, () => installDebianPackages(debianPackages, { label: 'test' }));

await step('lint and format (biome check)', () => run(bin('biome'), ['check', '--error-on-warnings', '.'], { cwd: ROOT, quiet: true }));
await step('typecheck', () => run(process.execPath, ['scripts/typecheck.mjs'], { cwd: ROOT }));
// Tests import the two shared packages as their consumers do (compiled dist/): build them first,
// so a fresh clone tests what it ships.
await step('shared packages build', buildPackages);
await step('unit and API tests (vitest)', () => run(bin('vitest'), ['run'], { cwd: ROOT }));
await step('clean build + prerender', () => run(process.execPath, ['--import', 'tsx', 'scripts/build.mjs'], { cwd: ROOT }));
await step('site check: HTTP, head, h1, links and anchors, images, JSON-LD, sitemap', () =>
  run(process.execPath, ['--import', 'tsx', 'scripts/check-site.mjs'], { cwd: ROOT }),
);
await step('first-load JavaScript budgets', () => run(process.execPath, ['--import', 'tsx', 'scripts/check-budgets.mjs'], { cwd: ROOT }));
await step('HTML validity (Nu HTML Checker)', () => run(process.execPath, ['scripts/check-html.mjs'], { cwd: ROOT }));
await step('end-to-end (Playwright, Debian Chromium)', () =>
  run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { cwd: ROOT }),
);
await step('cross-engine smoke (Firefox ESR over WebDriver BiDi, WebKitGTK over WebDriver)', () =>
  run(bin('playwright'), ['test', '-c', 'e2e/engines/playwright.config.ts'], { cwd: ROOT }),
);
// Last: the built site, served by `npm run stack` (PostgreSQL, two API instances, Caddy) under
// load and failures (scripts/test/stack/; it deploys an area, so after the other site tests).
await step('stack: npm run stack under load and failures (PostgreSQL, API instances, Caddy)', () =>
  run(bin('vitest'), ['run', '-c', 'scripts/test/stack/vitest.config.mjs'], { cwd: ROOT }),
);
