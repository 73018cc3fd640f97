// `npm run shots`: screenshots of the built site at 1280 px and 375 px, to look at before calling a
// page done (DEVELOPERS.md). Pictures for a person, not a test: it asserts nothing.
//   --routes /,/contact   only these routes (default: every prerendered page)
//   --out .tmp/shots      where the PNGs go (default .tmp/shots/)
//   --build               build and prerender first (default: the site as built)
//   --port 3392           where it serves the site (or SHOTS_PORT)
//   --site <dir>          shoot another built site (e.g. /work/before-site), served the same way
//   --contact-sheet       instead: the first screen of every sitemap page (and the not-found
//                         page) at 1280×800 and 375×812, as one labelled WebP per width,
//                         docs/design/contact-sheet-<name>-<width>.webp (--name, default "after";
//                         --out for another folder)
// Files: <route>-1280.png (full page) and <route>-375-<part>.png (the phone page in parts of
// 1800 px, readable when viewed). Motion is reduced, so every section is in the picture.
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';
import { composeContactSheet } from './lib/contact-sheet.mjs';
import { prerenderedPages } from './lib/first-load.mjs';
import { ROOT, SITE_DIR } from './lib/layout.mjs';
import { run } from './lib/run.mjs';
import { scratchDataDir, serveBuiltSite } from './lib/serve-built-site.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './media/chromium.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const CONTACT_SHEET = process.argv.includes('--contact-sheet');
const OUT = path.resolve(ROOT, arg('out', CONTACT_SHEET ? 'docs/design' : '.tmp/shots'));
const PORT = Number(arg('port', process.env.SHOTS_PORT ?? '3392'));
const PHONE_PART = 1800;
// Another built site is served by the same server code, pointed at it (SITE_DIR).
const SITE = arg('site', null) ? path.resolve(arg('site', '')) : SITE_DIR;
process.env.SITE_DIR = SITE;

if (process.argv.includes('--build')) await run(process.execPath, ['--import', 'tsx', 'scripts/build.mjs'], { cwd: ROOT, quiet: true });
const only = arg('routes', null)?.split(',').filter(Boolean);
const routes = (CONTACT_SHEET ? await sitemapRoutes(SITE) : (await prerenderedPages(SITE)).map((p) => p.route)).filter(
  (r) => !only || only.includes(r),
);
const unknown = (only ?? []).filter((r) => !routes.includes(r));
if (unknown.length) throw new Error(`--routes: not pages of the built site: ${unknown.join(', ')}`);

await fs.mkdir(OUT, { recursive: true });
const site = await serveBuiltSite({ port: PORT, dataDir: scratchDataDir('shots') });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
if (CONTACT_SHEET) {
  try {
    await contactSheets();
  } finally {
    await browser.close();
    await site.stop();
  }
  process.exit(0);
}
try {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const route of routes) {
      await open(page, route, width);
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

/** Loads a route and waits until it is as a visitor sees it (hydrated, deferred sections too). */
async function open(page, route, width) {
  await page.goto(`${site.base}${route}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  // Deferred sections (ADR 21) hydrate in idle time; the picture waits for them, up to 10 s.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-deferred]')].every((s) => ['ready', 'static'].includes(s.getAttribute('data-deferred') ?? '')),
      null,
      { timeout: 10_000 },
    )
    .catch(() => console.error(`${route} at ${width} px: a deferred section had not hydrated after 10 s`));
  await page.evaluate(() => document.fonts.ready);
}

/** The sitemap's paths and the not-found page (what the layout gate and the baselines cover). */
async function sitemapRoutes(siteDir) {
  const xml = await fs.readFile(path.join(siteDir, 'sitemap.xml'), 'utf8');
  return [...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname), '/this-page-does-not-exist'];
}

/** One WebP per width: every page's first screen, labelled with its route. */
async function contactSheets() {
  const name = arg('name', 'after');
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const shots = [];
    for (const route of routes) {
      await open(page, route, viewport.width);
      shots.push({ route, png: await page.screenshot({ animations: 'disabled', caret: 'hide' }) });
    }
    await context.close();
    const file = path.join(OUT, `contact-sheet-${name}-${viewport.width}.webp`);
    const title = `${name} · ${viewport.width}×${viewport.height} · ${routes.length} pages · ${SITE.startsWith(ROOT) ? path.relative(ROOT, SITE) : path.basename(SITE)}`;
    await fs.writeFile(file, await composeContactSheet(shots, viewport, { title }));
    console.log(`${path.relative(ROOT, file)}: ${shots.length} pages, ${Math.round((await fs.stat(file)).size / 1024)} KB`);
  }
}
