// `npm test`: everything, on a fresh machine. Installs Debian's Chromium when it is missing
// (Playwright's own browser download does not work on these machines), type-checks, runs the unit
// and API tests, builds and prerenders the site, crawls it, then drives it end to end.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/layout.mjs';
import { buildPackages } from './lib/publish.mjs';
import { run } from './lib/run.mjs';

const CHROMIUM = '/usr/bin/chromium';
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const step = async (label, fn) => {
  const t = performance.now();
  console.log(`\n[test] ${label}`);
  await fn();
  console.log(`[test] ${label}: ok (${((performance.now() - t) / 1000).toFixed(1)} s)`);
};

if (!existsSync(CHROMIUM)) {
  await step('installing Debian Chromium', async () => {
    // noninteractive: no debconf prompt on a CI machine; sudo only when not already root.
    const apt = (args) => {
      const cmd = ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
      return process.getuid?.() === 0 ? run(cmd[0], cmd.slice(1)) : run('sudo', cmd);
    };
    await apt(['update', '-qq']);
    await apt(['install', '-y', '-qq', 'chromium']);
  });
}

await step('lint and format (biome check)', () => run(bin('biome'), ['check', '--error-on-warnings', '.'], { cwd: ROOT, quiet: true }));
await step('typecheck', () => run(process.execPath, ['scripts/typecheck.mjs'], { cwd: ROOT }));
// Tests import the two shared packages as their consumers do (compiled dist/): build them first,
// so a fresh clone tests what it ships.
await step('shared packages build', buildPackages);
await step('unit and API tests (vitest)', () => run(bin('vitest'), ['run'], { cwd: ROOT }));
await step('clean build + prerender', () => run(process.execPath, ['--import', 'tsx', 'scripts/build.mjs'], { cwd: ROOT }));
await step('crawl of every prerendered route', () => run(process.execPath, ['--import', 'tsx', 'scripts/check-site.mjs'], { cwd: ROOT }));
await step('end-to-end (Playwright, Debian Chromium)', () =>
  run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { cwd: ROOT }),
);
