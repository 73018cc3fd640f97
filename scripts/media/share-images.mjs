// Share images (Open Graph / Twitter, 1200×630) rendered from our own design in Chromium: the
// default one and one per area where it helps. Output: shell/public/brand/og-*.jpg (committed).
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { theme } from '../../shell/packages/design-system/src/theme/theme.ts';
import { company } from '../../shell/packages/platform/src/company.ts';
import { shareImages } from '../../shell/packages/platform/src/share-images.ts';
import { ROOT } from '../lib/layout.mjs';
import { launchChromium } from './chromium.mjs';

const require = createRequire(import.meta.url);
const OUT_DIR = path.join(ROOT, 'shell/public');
const { width, height } = company.shareImage;

/** What each image says; file names come from the platform's share-image list. */
const CARDS = [
  {
    image: company.shareImage,
    eyebrow: 'Fourth-party logistics · Singapore',
    title: 'One partner for freight, warehousing and last mile across Southeast Asia & APAC',
    stats: [
      ['500+', 'carrier partners'],
      ['15–30%', 'lower logistics cost'],
      ['99%', 'on-time delivery'],
    ],
  },
  {
    image: shareImages.resources,
    eyebrow: 'Resources · Meranti 4PL',
    title: 'ROI calculators, strategic guides and case studies for logistics leaders',
    stats: [
      ['4', 'ROI calculators'],
      ['2,500+', 'guide downloads'],
      ['18%', 'average cost reduction'],
    ],
  },
  {
    image: shareImages.contact,
    eyebrow: 'Free logistics assessment',
    title: 'Talk to a Singapore-based 4PL specialist — a reply within 24 hours',
    stats: [
      ['15 min', 'consultation'],
      ['8', 'dimensions assessed'],
      ['24 h', 'reply time'],
    ],
  },
];

const c = theme.colors;
const html = (card, fontUrl, logo) => `<!doctype html><html><head><style>
@font-face { font-family: 'Inter Variable'; src: url(${fontUrl}) format('woff2'); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
body { width: ${width}px; height: ${height}px; font-family: 'Inter Variable', sans-serif; color: #fff;
  background: radial-gradient(circle at 85% 15%, ${c.primary[600]} 0%, transparent 45%),
    linear-gradient(135deg, ${c.ink} 0%, ${c.ink800} 55%, ${c.primary[900]} 100%);
  padding: 72px 80px; display: flex; flex-direction: column; justify-content: space-between; overflow: hidden; position: relative; }
.grid { position: absolute; inset: 0; background-image: linear-gradient(rgba(255,255,255,.05) 1px, transparent 1px),
  linear-gradient(90deg, rgba(255,255,255,.05) 1px, transparent 1px); background-size: 48px 48px; mask-image: linear-gradient(120deg, transparent 35%, #000 100%); }
.route { position: absolute; right: 64px; top: 56px; width: 420px; height: 120px; }
header, main, footer { position: relative; }
.logo svg { height: 44px; width: auto; }
.eyebrow { display: inline-block; font-size: 22px; font-weight: 600; letter-spacing: .08em; text-transform: uppercase;
  color: ${c.primary[200]}; margin-bottom: 22px; }
h1 { font-size: 56px; line-height: 1.1; font-weight: 750; letter-spacing: -0.025em; max-width: 860px; text-wrap: balance; }
footer { display: flex; gap: 56px; }
.stat b { display: block; font-size: 44px; font-weight: 750; color: ${c.accent[300]}; letter-spacing: -0.02em; }
.stat span { font-size: 22px; color: ${c.textInverseMuted}; }
</style></head><body>
<div class="grid"></div>
<svg class="route" viewBox="0 0 420 120" fill="none" aria-hidden="true">
  <path d="M14 100 C 110 100, 130 40, 220 52 S 340 20, 406 16" stroke="${c.primary[400]}" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>
  <circle cx="14" cy="100" r="10" fill="${c.accent[400]}"/><circle cx="220" cy="52" r="8" fill="${c.primary[300]}"/>
  <circle cx="406" cy="16" r="10" fill="${c.accent[400]}"/>
</svg>
<header class="logo">${logo}</header>
<main><span class="eyebrow">${card.eyebrow}</span><h1>${card.title}</h1></main>
<footer>${card.stats.map(([v, l]) => `<div class="stat"><b>${v}</b><span>${l}</span></div>`).join('')}</footer>
</body></html>`;

export async function makeShareImages() {
  const font = await fs.readFile(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
  const fontUrl = `data:font/woff2;base64,${font.toString('base64')}`;
  const logo = (await fs.readFile(path.join(ROOT, 'shell/public/brand/meranti-logo-light.svg'), 'utf8')).replace(/<\?xml[^>]*>/, '');
  const browser = await launchChromium();
  const made = [];
  try {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    for (const card of CARDS) {
      await page.setContent(html(card, fontUrl, logo));
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(OUT_DIR, card.image.src);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file, type: 'jpeg', quality: 86 });
      made.push({ file: path.relative(ROOT, file), bytes: (await fs.stat(file)).size });
    }
  } finally {
    await browser.close();
  }
  return made;
}
