// The MCPMS page's media, made from our own design in Chromium (docs/product-rules.md#media):
//   - the operations dashboard (5 active lanes, $23.34 average cost per shipment, 85.1% on-time)
//     rendered as HTML and captured at 1920×968 → AVIF and WebP (1920 and 960 wide) + PNG fallback;
//   - two 4-second, seamlessly looping 1200×800 clips (allocation rules, exceptions overview)
//     drawn on a canvas frame by frame (frame i is the picture at i/30 s, so frame 120 would be
//     frame 0 again) and encoded by ffmpeg → WebM (VP9) and MP4 (H.264, for browsers without
//     VP9), each with a WebP poster. They play inline on the page, so each file must stay within
//     150 KB (about 40–90 KB today).
// Files go to shell/public/assets/media/ named by content hash (the server caches /assets/ as
// immutable); the page reads their names from mfe-marketing/src/pages/service-mcpms/mcpms.media.ts,
// which this script writes. Every output must stay within 400 KB.
// ffmpeg comes from Debian (`ffmpeg`), installed with apt-get when missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { theme } from '../../shell/packages/design-system/src/theme/theme.ts';
import { installDebianPackages } from '../lib/debian.mjs';
import { ROOT } from '../lib/layout.mjs';
import { run } from '../lib/run.mjs';
import { launchChromium } from './chromium.mjs';

const require = createRequire(import.meta.url);
const OUT_DIR = path.join(ROOT, 'shell/public/assets/media');
const MANIFEST = path.join(ROOT, 'mfe-marketing/src/pages/service-mcpms/mcpms.media.ts');
const LIMIT = 400 * 1024;
const CLIP_LIMIT = 150 * 1024;
const IMAGE = { width: 1920, height: 968 };
const VIDEO = { width: 1200, height: 800, seconds: 4, fps: 30 };
/**
 * Encoder settings: constant quality, tuned for flat graphics and text. VP9 at CRF 42 and H.264
 * at CRF 28 keep the small text sharp; the slow presets only cost time here, once.
 */
const ENCODINGS = {
  webm: ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'good', '-cpu-used', '1', '-row-mt', '1'],
  mp4: ['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '28', '-profile:v', 'high', '-movflags', '+faststart'],
};
const c = theme.colors;

/** The sample network the dashboard and the clips show (docs/product-rules.md#media). */
const LANES = [
  { lane: 'Singapore → Kuala Lumpur', mode: 'Road', carrier: 'Carrier A', shipments: '4,812', cost: '$18.40', onTime: 91.2 },
  { lane: 'Singapore → Jakarta', mode: 'Air', carrier: 'Carrier B', shipments: '2,240', cost: '$31.75', onTime: 78.4 },
  { lane: 'Hong Kong → Manila', mode: 'Air', carrier: 'Carrier C', shipments: '1,965', cost: '$27.10', onTime: 83.9 },
  { lane: 'Singapore → Bangkok', mode: 'Road', carrier: 'Carrier D', shipments: '3,104', cost: '$19.85', onTime: 88.6 },
  { lane: 'Singapore → Sydney', mode: 'Ocean', carrier: 'Carrier E', shipments: '1,379', cost: '$24.60', onTime: 81.7 },
];

const fontFace = async () => {
  const font = await fs.readFile(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
  return `@font-face { font-family: 'Inter Variable'; src: url(data:font/woff2;base64,${font.toString('base64')}) format('woff2'); font-weight: 100 900; }`;
};

const logoMark = `<svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="${c.primary[700]}"/><path d="M16 5c5.5 3.6 8.3 8 8.3 13.1 0 4.4-3.6 7.9-8.3 7.9s-8.3-3.5-8.3-7.9C7.7 13 10.5 8.6 16 5z" fill="${c.primary[200]}"/></svg>`;

function dashboardHtml(font) {
  const bars = LANES.map((l, i) => {
    const h = Math.round((Number.parseFloat(l.cost.slice(1)) / 35) * 220);
    const x = 40 + i * 120;
    return `<rect x="${x}" y="${250 - h}" width="56" height="${h}" rx="6" fill="${c.primary[i === 0 ? 600 : 300]}"/>
      <text x="${x + 28}" y="${242 - h}" text-anchor="middle" class="v">${l.cost}</text>
      <text x="${x + 28}" y="276" text-anchor="middle" class="l">${l.lane.split(' → ')[1]}</text>`;
  }).join('');
  const line = LANES.map((l, i) => `${68 + i * 120},${250 - ((l.onTime - 60) / 40) * 220}`).join(' ');
  const row = (
    l,
  ) => `<tr><td><b>${l.lane}</b></td><td><span class="mode">${l.mode}</span></td><td>${l.carrier}</td><td class="n">${l.shipments}</td><td class="n">${l.cost}</td>
    <td class="n"><span class="pill ${l.onTime >= 85 ? 'ok' : 'warn'}">${l.onTime.toFixed(1)}%</span></td></tr>`;
  const exceptions = [
    ['Customs hold', 'SG → Jakarta · AWB 618-2201', 'Auto-resolved', 'ok'],
    ['Missed pick-up', 'SG → Bangkok · 14 parcels', 'Rebooked', 'ok'],
    ['Weather delay', 'HK → Manila · flight 2', 'Monitoring', 'warn'],
    ['Address issue', 'SG → Kuala Lumpur · 3 orders', 'Assigned', 'warn'],
  ]
    .map(([t, d, s, k]) => `<li><div><b>${t}</b><span>${d}</span></div><span class="pill ${k}">${s}</span></li>`)
    .join('');
  return `<!doctype html><html><head><style>${font}
* { box-sizing: border-box; margin: 0; padding: 0; }
body { width: ${IMAGE.width}px; height: ${IMAGE.height}px; font-family: 'Inter Variable', sans-serif; color: ${c.ink}; background: ${c.surfaceMuted}; display: grid; grid-template-columns: 240px 1fr; overflow: hidden; }
aside { background: ${c.ink}; color: ${c.textInverseMuted}; padding: 28px 20px; display: flex; flex-direction: column; gap: 6px; }
.brand { display: flex; align-items: center; gap: 10px; color: #fff; font-weight: 750; font-size: 19px; margin-bottom: 28px; }
.nav { padding: 11px 14px; border-radius: 10px; font-size: 15px; font-weight: 550; }
.nav.on { background: rgba(255,255,255,.09); color: #fff; box-shadow: inset 3px 0 0 ${c.primary[300]}; }
main { padding: 26px 36px; display: flex; flex-direction: column; gap: 18px; }
header { display: flex; justify-content: space-between; align-items: center; }
h1 { font-size: 26px; font-weight: 750; letter-spacing: -0.02em; }
.sub { color: ${c.slate[500]}; font-size: 15px; margin-top: 4px; }
.chips { display: flex; gap: 10px; }
.chip { padding: 9px 16px; border: 1px solid ${c.border}; border-radius: 999px; background: #fff; font-size: 14px; font-weight: 600; color: ${c.slate[700]}; }
.chip.live { color: ${c.primary[800]}; border-color: ${c.primary[200]}; background: ${c.primary[50]}; }
.kpis { display: grid; grid-template-columns: repeat(4, 1fr); gap: 18px; }
.card { background: #fff; border: 1px solid ${c.border}; border-radius: 16px; padding: 20px 22px; box-shadow: 0 1px 2px rgba(11,27,43,.05), 0 2px 6px rgba(11,27,43,.06); }
.kpi span { display: block; color: ${c.slate[500]}; font-size: 14px; font-weight: 600; text-transform: uppercase; letter-spacing: .06em; }
.kpi b { display: block; font-size: 40px; font-weight: 800; letter-spacing: -0.02em; margin-top: 8px; color: ${c.ink}; }
.kpi em { font-style: normal; font-size: 14px; font-weight: 600; color: ${c.primary[700]}; }
.kpi em.warn { color: ${c.accent[700]}; }
.grid { display: grid; grid-template-columns: 1.15fr .85fr; gap: 18px; }
h2 { font-size: 17px; font-weight: 700; margin-bottom: 12px; display: flex; justify-content: space-between; }
h2 small { font-size: 13px; color: ${c.slate[500]}; font-weight: 600; }
svg text.v { font: 700 13px 'Inter Variable'; fill: ${c.ink}; } svg text.l { font: 600 13px 'Inter Variable'; fill: ${c.slate[500]}; }
table { width: 100%; border-collapse: collapse; font-size: 14px; }
th { text-align: left; color: ${c.slate[500]}; font-weight: 600; font-size: 12px; text-transform: uppercase; letter-spacing: .06em; padding: 8px 10px; border-bottom: 1px solid ${c.border}; }
td { padding: 8px 10px; border-bottom: 1px solid ${c.slate[100]}; color: ${c.slate[700]}; } td b { color: ${c.ink}; font-weight: 650; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
.mode { padding: 3px 9px; border-radius: 999px; background: ${c.slate[100]}; font-size: 12px; font-weight: 650; }
.pill { display: inline-block; padding: 4px 10px; border-radius: 999px; font-size: 12px; font-weight: 700; }
.pill.ok { background: ${c.successBg}; color: ${c.success}; } .pill.warn { background: ${c.warningBg}; color: ${c.warning}; }
ul { list-style: none; display: flex; flex-direction: column; gap: 10px; }
li { display: flex; justify-content: space-between; align-items: center; padding: 12px 14px; border: 1px solid ${c.slate[100]}; border-radius: 12px; background: ${c.surfaceMuted}; }
li b { display: block; font-size: 14px; } li div span { font-size: 13px; color: ${c.slate[500]}; }
.legend { display: flex; gap: 18px; font-size: 13px; color: ${c.slate[600]}; font-weight: 600; margin-top: 6px; }
.legend i { display: inline-block; width: 12px; height: 12px; border-radius: 3px; margin-right: 6px; vertical-align: -1px; }
</style></head><body>
<aside><div class="brand">${logoMark} MCPMS</div>
${['Operations Dashboard', 'Lane Analysis', 'Configuration', 'Integration Hub', 'Finance', 'Orders & Exceptions'].map((n, i) => `<div class="nav${i === 0 ? ' on' : ''}">${n}</div>`).join('')}
</aside>
<main>
<header><div><h1>Operations Dashboard</h1><p class="sub">Sample network · last 30 days · all carriers</p></div>
<div class="chips"><span class="chip">SGD · USD · MYR · THB</span><span class="chip">Last 30 days</span><span class="chip live">● Live</span></div></header>
<section class="kpis">
<div class="card kpi"><span>Active lanes</span><b>5</b><em>5 carriers · 3 modes</em></div>
<div class="card kpi"><span>Avg. cost per shipment</span><b>$23.34</b><em>−6.2% vs last month</em></div>
<div class="card kpi"><span>On-time delivery</span><b>85.1%</b><em class="warn">Target 90% · 2 lanes below</em></div>
<div class="card kpi"><span>Open exceptions</span><b>7</b><em>95% resolved automatically</em></div>
</section>
<section class="grid">
<div class="card"><h2>Cost per shipment and on-time by lane <small>30 days</small></h2>
<svg width="640" height="290" viewBox="0 0 640 290">
<line x1="20" y1="250" x2="640" y2="250" stroke="${c.border}"/>${bars}
<polyline points="${line}" fill="none" stroke="${c.accent[500]}" stroke-width="3"/>
${LANES.map((l, i) => `<circle cx="${68 + i * 120}" cy="${250 - ((l.onTime - 60) / 40) * 220}" r="5" fill="${c.accent[500]}"/>`).join('')}
</svg>
<div class="legend"><span><i style="background:${c.primary[300]}"></i>Cost per shipment</span><span><i style="background:${c.accent[500]}"></i>On-time %</span></div></div>
<div class="card"><h2>Exceptions <small>7 open · 42 resolved today</small></h2><ul>${exceptions}</ul></div>
</section>
<section class="card"><h2>Active lanes <small>5 lanes · 13,500 shipments</small></h2>
<table><thead><tr><th>Lane</th><th>Mode</th><th>Carrier</th><th class="n">Shipments</th><th class="n">Cost / shipment</th><th class="n">On-time</th></tr></thead>
<tbody>${LANES.map(row).join('')}</tbody></table></section>
</main></body></html>`;
}

/**
 * The clips: drawn on a canvas as a function of the time (so they loop seamlessly: the picture at
 * 4 s is the picture at 0 s); `window.picture(name, t)` returns the picture at t as a PNG.
 */
function clipPage(font) {
  return `<!doctype html><html><head><style>${font} body { margin: 0; background: ${c.ink}; }</style></head><body>
<canvas id="c" width="${VIDEO.width}" height="${VIDEO.height}"></canvas>
<script>
const C = ${JSON.stringify({ ink: c.ink, ink800: c.ink800, ink700: c.ink700, primary: c.primary, accent: c.accent, slate: c.slate, white: '#FFFFFF', success: '#4ADE80', warning: c.accent[400], muted: c.textInverseMuted })};
const LANES = ${JSON.stringify(LANES.map((l) => ({ lane: l.lane, carrier: l.carrier, mode: l.mode })))};
const W = ${VIDEO.width}, H = ${VIDEO.height}, PERIOD = ${VIDEO.seconds};
const ctx = document.getElementById('c').getContext('2d');
const F = (w, s) => w + ' ' + s + "px 'Inter Variable'";
const ease = (t) => (t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2);
function rr(x, y, w, h, r, fill, stroke) { ctx.beginPath(); ctx.roundRect(x, y, w, h, r); if (fill) { ctx.fillStyle = fill; ctx.fill(); } if (stroke) { ctx.strokeStyle = stroke; ctx.lineWidth = 1.5; ctx.stroke(); } }
function text(s, x, y, font, color, align = 'left') { ctx.font = font; ctx.fillStyle = color; ctx.textAlign = align; ctx.fillText(s, x, y); }
function frame(title, subtitle) {
  const g = ctx.createLinearGradient(0, 0, W, H); g.addColorStop(0, C.ink); g.addColorStop(1, C.ink800);
  ctx.fillStyle = g; ctx.fillRect(0, 0, W, H);
  rr(36, 32, 38, 38, 10, C.primary[700]); text('M', 55, 58, F(800, 20), C.primary[200], 'center');
  text(title, 90, 50, F(750, 24), C.white); text(subtitle, 90, 72, F(500, 15), C.muted);
  rr(W - 150, 36, 114, 34, 17, 'rgba(255,255,255,0.08)'); ctx.fillStyle = C.success; ctx.beginPath(); ctx.arc(W - 128, 53, 5, 0, 7); ctx.fill();
  text('Live', W - 112, 59, F(650, 15), C.white);
}
const RULES = [
  ['Parcels under 2 kg, SG → MY', 'Cheapest on-time carrier'],
  ['Air, SG → ID and HK → PH', 'Best on-time, max $32'],
  ['Ocean, SG → AU', 'Contracted carrier first'],
  ['Any lane, SLA at risk', 'Escalate to next carrier'],
];
function allocation(t) {
  frame('Allocation rules', 'MCPMS · Configuration Engine · every shipment routed by rule');
  // Rules panel
  rr(36, 104, 360, 660, 16, 'rgba(255,255,255,0.05)', 'rgba(255,255,255,0.12)');
  text('ACTIVE RULES', 60, 142, F(700, 13), C.primary[300]);
  const active = Math.floor((t / PERIOD) * RULES.length * 2) % RULES.length;
  RULES.forEach(([a, b], i) => {
    const y = 164 + i * 142; const on = i === active;
    rr(56, y, 320, 120, 12, on ? 'rgba(45,179,161,0.18)' : 'rgba(255,255,255,0.04)', on ? C.primary[400] : 'rgba(255,255,255,0.1)');
    text('Rule ' + (i + 1), 76, y + 32, F(700, 13), on ? C.primary[200] : C.muted);
    text(a, 76, y + 62, F(650, 17), C.white); text('→ ' + b, 76, y + 92, F(500, 15), on ? C.accent[300] : C.muted);
  });
  // Carriers
  const x0 = 440, x1 = 840;
  rr(x0, 104, 110, 660, 16, 'rgba(255,255,255,0.05)', 'rgba(255,255,255,0.12)');
  text('ORDERS', x0 + 55, 142, F(700, 13), C.primary[300], 'center');
  LANES.forEach((l, i) => {
    const y = 150 + i * 124;
    rr(x1, y, 324, 104, 14, 'rgba(255,255,255,0.06)', 'rgba(255,255,255,0.14)');
    text(l.carrier + ' · ' + l.mode, x1 + 22, y + 36, F(700, 17), C.white);
    text(l.lane, x1 + 22, y + 64, F(500, 15), C.muted);
    const count = 120 + i * 37 + Math.floor(((t / PERIOD) * 10 + i * 3) % 10);
    text(String(count), x1 + 300, y + 36, F(800, 22), C.accent[300], 'right');
    text('today', x1 + 300, y + 62, F(500, 13), C.muted, 'right');
    ctx.strokeStyle = 'rgba(94,203,186,0.25)'; ctx.setLineDash([4, 8]); ctx.lineWidth = 2;
    ctx.beginPath(); ctx.moveTo(x0 + 110, 434); ctx.bezierCurveTo(700, 434, 700, y + 52, x1, y + 52); ctx.stroke(); ctx.setLineDash([]);
  });
  // Shipments moving along the routes (12 dots, evenly phased: seamless loop)
  for (let k = 0; k < 12; k++) {
    const p = ((t / PERIOD) * 2 + k / 12) % 1; const lane = k % LANES.length; const y1 = 150 + lane * 124 + 52;
    const e = ease(p); const u = 1 - e;
    const bx = u * u * u * (x0 + 110) + 3 * u * u * e * 700 + 3 * u * e * e * 700 + e * e * e * x1;
    const by = u * u * u * 434 + 3 * u * u * e * 434 + 3 * u * e * e * y1 + e * e * e * y1;
    ctx.globalAlpha = Math.min(1, p * 6, (1 - p) * 6);
    rr(bx - 15, by - 11, 30, 22, 6, k % 3 === 0 ? C.accent[400] : C.primary[300]); ctx.globalAlpha = 1;
  }
  for (let k = 0; k < 5; k++) rr(x0 + 25, 180 + k * 104 + Math.sin((t / PERIOD) * Math.PI * 2 + k) * 6, 60, 60, 10, 'rgba(255,255,255,0.08)', 'rgba(255,255,255,0.16)');
}
const EXC = [
  ['Customs hold', 'SG → Jakarta', 0.0], ['Missed pick-up', 'SG → Bangkok', 0.12], ['Weather delay', 'HK → Manila', 0.24],
  ['Address issue', 'SG → Kuala Lumpur', 0.36], ['Damaged parcel', 'SG → Sydney', 0.48], ['Late line-haul', 'SG → Kuala Lumpur', 0.6],
];
const STATES = [['Detected', C.accent[400]], ['Assigned', C.primary[300]], ['Resolved', C.success]];
function exceptions(t) {
  frame('Exceptions overview', 'MCPMS · Order and Exception Management · resolved by playbook');
  const p = t / PERIOD; let resolved = 0;
  const rows = EXC.map(([a, b, start]) => { const s = (p - start + 1) % 1; const st = s < 0.3 ? 0 : s < 0.6 ? 1 : 2; if (st === 2) resolved++; return { a, b, st, s }; });
  [['Open exceptions', String(EXC.length - resolved)], ['Auto-resolved', '95%'], ['Avg. response', '1 h 12 m'], ['On-time', '85.1%']].forEach(([l, v], i) => {
    const x = 36 + i * 287; rr(x, 104, 267, 110, 14, 'rgba(255,255,255,0.06)', 'rgba(255,255,255,0.14)');
    text(l.toUpperCase(), x + 22, 140, F(700, 13), C.muted); text(v, x + 22, 190, F(800, 38), i === 0 ? C.accent[300] : C.white);
  });
  rr(36, 238, W - 72, 530, 16, 'rgba(255,255,255,0.05)', 'rgba(255,255,255,0.12)');
  ['Exception', 'Lane', 'Progress', 'Status'].forEach((h, i) => text(h.toUpperCase(), [64, 400, 640, 1000][i], 280, F(700, 13), C.primary[300]));
  rows.forEach((r, i) => {
    const y = 304 + i * 74; rr(56, y, W - 112, 62, 10, 'rgba(255,255,255,0.04)');
    text(r.a, 64 + 10, y + 38, F(650, 18), C.white); text(r.b, 400, y + 38, F(500, 16), C.muted);
    rr(640, y + 25, 300, 12, 6, 'rgba(255,255,255,0.1)'); rr(640, y + 25, Math.max(12, 300 * Math.min(1, r.s / 0.6)), 12, 6, STATES[r.st][1]);
    const [label, color] = STATES[r.st]; ctx.globalAlpha = 0.2; rr(990, y + 15, 150, 34, 17, color); ctx.globalAlpha = 1;
    text(label, 1065, y + 38, F(700, 15), color, 'center');
  });
}
const DRAW = { allocation, exceptions };
window.picture = async (name, t) => { await document.fonts.load(F(700, 16)); DRAW[name](t); return document.getElementById('c').toDataURL('image/png'); };
</script></body></html>`;
}

const hash = (buf) => createHash('sha256').update(buf).digest('hex').slice(0, 10);

/** Writes `stem-<hash>.ext`, removing older versions of the same stem. */
async function writeHashed(stem, ext, buf, made, limit = LIMIT) {
  const name = `${stem}-${hash(buf)}.${ext}`;
  for (const old of await fs.readdir(OUT_DIR)) {
    if (old !== name && new RegExp(`^${stem}-[0-9a-f]{10}\\.${ext}$`).test(old)) await fs.rm(path.join(OUT_DIR, old));
  }
  await fs.writeFile(path.join(OUT_DIR, name), buf);
  if (buf.length > limit) throw new Error(`${name} is ${(buf.length / 1024).toFixed(1)} KB, over the ${limit / 1024} KB limit`);
  made.push({ file: path.relative(ROOT, path.join(OUT_DIR, name)), bytes: buf.length });
  return `media/${name}`;
}

const pngOf = (dataUrl) => Buffer.from(dataUrl.split(',')[1], 'base64');

/** Every frame of a clip as numbered PNGs in `dir`, then each encoding of them by ffmpeg. */
async function encodeClip(page, name, dir) {
  const frames = VIDEO.seconds * VIDEO.fps;
  for (let i = 0; i < frames; i++) {
    const png = pngOf(await page.evaluate(([n, t]) => window.picture(n, t), [name, i / VIDEO.fps]));
    await fs.writeFile(path.join(dir, `${name}-${String(i).padStart(4, '0')}.png`), png);
  }
  const out = {};
  for (const [ext, codec] of Object.entries(ENCODINGS)) {
    const file = path.join(dir, `${name}.${ext}`);
    const input = ['-framerate', String(VIDEO.fps), '-i', path.join(dir, `${name}-%04d.png`)];
    await run('ffmpeg', ['-v', 'error', '-y', ...input, ...codec, '-pix_fmt', 'yuv420p', '-an', file], { quiet: true });
    out[ext] = await fs.readFile(file);
  }
  return out;
}

export async function makeMcpmsMedia() {
  if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status !== 0) await installDebianPackages(['ffmpeg'], { label: 'media' });
  await fs.mkdir(OUT_DIR, { recursive: true });
  const font = await fontFace();
  const made = [];
  const manifest = { dashboard: { ...IMAGE }, videos: {} };
  const browser = await launchChromium();
  try {
    // The dashboard screenshot.
    const page = await browser.newPage({ viewport: IMAGE, deviceScaleFactor: 1 });
    await page.setContent(dashboardHtml(font));
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: 'png' });
    const small = { width: 960 };
    Object.assign(manifest.dashboard, {
      avif: await writeHashed('mcpms-dashboard', 'avif', await sharp(png).avif({ quality: 60, effort: 6 }).toBuffer(), made),
      webp: await writeHashed('mcpms-dashboard', 'webp', await sharp(png).webp({ quality: 82, effort: 6 }).toBuffer(), made),
      png: await writeHashed(
        'mcpms-dashboard',
        'png',
        await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer(),
        made,
      ),
      avifSmall: await writeHashed(
        'mcpms-dashboard-960',
        'avif',
        await sharp(png).resize(small).avif({ quality: 60, effort: 6 }).toBuffer(),
        made,
      ),
      webpSmall: await writeHashed(
        'mcpms-dashboard-960',
        'webp',
        await sharp(png).resize(small).webp({ quality: 82, effort: 6 }).toBuffer(),
        made,
      ),
    });
    await page.close();

    // The clips and their posters.
    const clip = await browser.newPage({ viewport: { width: VIDEO.width, height: VIDEO.height }, deviceScaleFactor: 1 });
    await clip.setContent(clipPage(font));
    const frames = await fs.mkdtemp(path.join(os.tmpdir(), 'meranti-clip-frames-'));
    try {
      for (const name of ['allocation', 'exceptions']) {
        const stem = `mcpms-${name}`;
        const entry = { width: VIDEO.width, height: VIDEO.height };
        const posterPng = pngOf(await clip.evaluate(([n, t]) => window.picture(n, t), [name, 1.2]));
        entry.poster = await writeHashed(`${stem}-poster`, 'webp', await sharp(posterPng).webp({ quality: 80 }).toBuffer(), made);
        const encoded = await encodeClip(clip, name, frames);
        entry.webm = await writeHashed(stem, 'webm', encoded.webm, made, CLIP_LIMIT);
        entry.mp4 = await writeHashed(stem, 'mp4', encoded.mp4, made, CLIP_LIMIT);
        manifest.videos[name] = entry;
      }
    } finally {
      await fs.rm(frames, { recursive: true, force: true });
    }
  } finally {
    await browser.close();
  }
  await fs.writeFile(
    MANIFEST,
    `// Generated by \`npm run media\` (scripts/media/mcpms-media.mjs): the MCPMS page's media files under
// the assets base, named by content hash. Do not edit by hand.
export const mcpmsMedia = ${JSON.stringify(manifest, null, 2)} as const;
`,
  );
  execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', MANIFEST], { stdio: 'ignore' });
  made.push({ file: path.relative(ROOT, MANIFEST), bytes: (await fs.stat(MANIFEST)).size });
  return made;
}
