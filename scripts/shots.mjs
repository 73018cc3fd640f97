// `npm run shots`: screenshots of the built site at 1280 px and 375 px, to look at before calling a
// page done (DEVELOPERS.md). Pictures for a person, not a test: it asserts nothing.
//   --routes /,/contact   only these routes (default: every prerendered page)
//   --out .tmp/shots      where the PNGs go (default .tmp/shots/)
//   --build               build and prerender first (default: the site as built)
//   --port 3392           where it serves the site (or SHOTS_PORT)
// Files: <route>-1280.png (full page) and <route>-375-<part>.png (the phone page in parts of
// 1800 px, readable when viewed). Motion is reduced, so every section is in the picture.
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';
import { prerenderedPages } from './lib/first-load.mjs';
import { ROOT, SITE_DIR } from './lib/layout.mjs';
import { run } from './lib/run.mjs';
import { scratchDataDir, serveBuiltSite } from './lib/serve-built-site.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './media/chromium.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const OUT = path.resolve(ROOT, arg('out', '.tmp/shots'));
const PORT = Number(arg('port', process.env.SHOTS_PORT ?? '3392'));
const PHONE_PART = 1800;

if (process.argv.includes('--build')) await run(process.execPath, ['--import', 'tsx', 'scripts/build.mjs'], { cwd: ROOT, quiet: true });
const only = arg('routes', null)?.split(',').filter(Boolean);
const routes = (await prerenderedPages(SITE_DIR)).map((p) => p.route).filter((r) => !only || only.includes(r));
const unknown = (only ?? []).filter((r) => !routes.includes(r));
if (unknown.length) throw new Error(`--routes: not prerendered pages of the built site: ${unknown.join(', ')}`);

await fs.mkdir(OUT, { recursive: true });
const site = await serveBuiltSite({ port: PORT, dataDir: scratchDataDir('shots') });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`${site.base}${route}`);
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      // Deferred sections (ADR 21) hydrate in idle time; the picture waits for them, up to 10 s.
      await page
        .waitForFunction(
          () =>
            [...document.querySelectorAll('[data-deferred]')].every((s) =>
              ['ready', 'static'].includes(s.getAttribute('data-deferred') ?? ''),
            ),
          null,
          { timeout: 10_000 },
        )
        .catch(() => console.error(`${route} at ${width} px: a deferred section had not hydrated after 10 s`));
      const name = route.replace(/^\//, '').replaceAll('/', '_') || 'home';
      const files = [];
      if (width > 400) {
        files.push(`${name}-${width}.png`);
        await page.screenshot({ path: path.join(OUT, files[0]), fullPage: true });
      } else {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, part = 1; y < height; y += PHONE_PART, part++) {
          files.push(`${name}-${width}-${part}.png`);
          const clip = { x: 0, y, width, height: Math.min(PHONE_PART, height - y) };
          await page.screenshot({ path: path.join(OUT, files.at(-1)), fullPage: true, clip });
        }
      }
      console.log(`${route} at ${width} px: ${files.join(', ')}`);
    }
    await context.close();
  }
  console.log(`\n${routes.length} pages at 1280 and 375 px in ${path.relative(ROOT, OUT) || '.'}/`);
} finally {
  await browser.close();
  await site.stop();
}
