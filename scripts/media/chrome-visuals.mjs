// The visuals of the contact area and of the shell's own pages (docs/design/art-direction.md,
// "What each page's first screen shows"), drawn as SVG from our own design:
//   - mfe-contact/src/pages/contact/visuals/contact-hero.svg — the Singapore office on the
//     regional map, and what happens after an enquiry is sent (a product view of "your enquiry");
//   - shell/src/pages/not-found/visuals/off-the-map.svg — a parcel off the map, and the lanes back
//     to the main pages;
//   - shell/src/areas/visuals/lane-interrupted.svg — the area-down fallback: one lane paused, the
//     rest of the network running;
//   - shell/src/chrome/footer/visuals/footer-network.svg — the footer's backdrop: the APAC network
//     on ink, Singapore at its centre.
// Written by hand as markup templates around the generated dot-matrix map (network-map.mjs);
// colours come from the design system's palette only. Committed; rerun with `npm run media` (or
// `node --import tsx scripts/media/chrome-visuals.mjs` for these alone) after changing a drawing.
import fs from 'node:fs/promises';
import path from 'node:path';
import { theme } from '../../shell/packages/design-system/src/theme/theme.ts';
import { ROOT } from '../lib/layout.mjs';
import { dotMatrix, HUBS, lane, num, projection } from './network-map.mjs';

const c = theme.colors;
const FONT = `Inter, 'Helvetica Neue', Arial, sans-serif`;
/** Hero visuals stay within 25 KB (art direction). */
const LIMIT = 25 * 1024;

/**
 * The document: viewBox, a title (the page's alt text is what readers get; the title names the
 * file), one font for all its text, defs, body. Whitespace between tags removed.
 */
const svg = (w, h, title, defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" fill="none" font-family="${FONT}"><title>${title}</title><defs>${defs}</defs>${body}</svg>`
    .replace(/>\s+</g, '><')
    .trim();

/** A soft ink shadow under a panel (12–22 % opacity, art direction). */
const shadow = (id, opacity = 0.16, dy = 8, blur = 10) =>
  `<filter id="${id}" x="-25%" y="-25%" width="150%" height="160%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="${c.ink}" flood-opacity="${opacity}"/></filter>`;

/** Text with a halo of `halo` behind it, so a label reads over the map's dots. */
const label = (x, y, text, { size = 11, weight = 700, fill = c.ink700, halo = c.white, anchor = 'start' } = {}) =>
  `<text x="${num(x)}" y="${num(y)}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" stroke="${halo}" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${text}</text>`;

const text = (x, y, content, { size = 12, weight = 600, fill = c.ink, anchor = 'start', extra = '' } = {}) =>
  `<text x="${num(x)}" y="${num(y)}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${extra}>${content}</text>`;

/** A hub: a lane-teal ring (art direction: hubs are rings). */
const hub = ([x, y], r = 4.5) =>
  `<circle cx="${num(x)}" cy="${num(y)}" r="${r}" fill="${c.white}" stroke="${c.primary[500]}" stroke-width="2"/>`;

/** The focal hub: amber, with a soft radial glow. */
const focalHub = ([x, y], glowId) =>
  `<circle cx="${num(x)}" cy="${num(y)}" r="26" fill="url(#${glowId})"/><circle cx="${num(x)}" cy="${num(y)}" r="9" fill="${c.white}" stroke="${c.accent[500]}" stroke-width="2"/><circle cx="${num(x)}" cy="${num(y)}" r="4.5" fill="${c.accent[500]}"/>`;

const glow = (id, colour) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity=".45"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/** A "Live" chip on an ink title bar: a teal dot and the word. */
const liveChip = (x, y) =>
  `<rect x="${x}" y="${y}" width="48" height="20" rx="10" fill="${c.ink700}"/><circle cx="${x + 12}" cy="${y + 10}" r="3.5" fill="${c.primary[300]}"/>${text(x + 20, y + 14, 'Live', { size: 10.5, weight: 700, fill: c.primary[200] })}`;

const check = (x, y, colour) =>
  `<path d="M${num(x - 3.6)} ${num(y + 0.2)}l2.5 2.5 4.8-5" stroke="${colour}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A lane from `from` to `to` with an arrow-less end dot (the hub ring sits on it). */
const laneStroke = (from, to, bend, { colour = c.primary[500], dashed = false, width = 2 } = {}) =>
  `<path d="${lane(from, to, bend).d}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"${dashed ? ' stroke-dasharray="4 5"' : ''}/>`;

// ---------------------------------------------------------------------------------------------
// /contact: the Singapore office on the map, and the enquiry as a tracked shipment.

function contactHero() {
  const W = 560;
  const H = 400;
  const card = { x: 16, y: 8, width: 344, height: 356 };
  const map = projection({ bounds: { west: 93.5, east: 125.5, south: -8.9, north: 24 }, x: card.x, y: card.y, width: card.width });
  const at = (code) => map.project(HUBS[code]);
  const sg = at('SG');
  const panel = { x: 296, y: 134, width: 248, height: 232 };
  // The office's label card, beside Singapore over the Java Sea.
  const office = { x: sg[0] + 16, y: sg[1] + 12, width: 118, height: 42 };
  const underLabel = (x, y) =>
    !(x > office.x - 4 && x < office.x + office.width + 4 && y > office.y - 4 && y < office.y + office.height + 4) &&
    !(x > panel.x - 6 && y > panel.y - 6);
  const dots = dotMatrix({ map, box: card, pitch: 7, radius: 2, colour: c.slate[300], keep: underLabel });
  const markets = [
    ['TH', 0.2, [-6, -9], 'end'],
    ['VN', -0.15, [8, -8], 'start'],
    ['HK', 0.16, [9, 4], 'start'],
    ['PH', -0.14, [0, -11], 'middle'],
    ['ID', 0.32, [-9, 4], 'end'],
    ['MY', 0.3, [-8, 0], 'end'],
  ];
  const lanes = markets.map(([code, bend]) => laneStroke(sg, at(code), bend)).join('');
  const hubs = markets
    .map(([code, , [dx, dy], anchor]) => {
      const [x, y] = at(code);
      return hub([x, y]) + label(x + dx, y + dy, code, { anchor });
    })
    .join('');

  // The enquiry, tracked like a shipment: sent, reply, call, plan.
  const px = panel.x;
  const py = panel.y;
  const steps = [
    { title: 'Message sent', meta: 'Now', state: 'done' },
    { title: 'Specialist reply', meta: '&lt; 24 h', state: 'next' },
    { title: 'Discovery call', meta: '15 min', state: 'later' },
    { title: 'Plan and savings', meta: '15–30%', state: 'later' },
  ];
  const rowY = (i) => py + 72 + i * 42;
  const trackX = px + 26;
  const track =
    `<path d="M${trackX} ${rowY(0)}V${rowY(1)}" stroke="${c.primary[400]}" stroke-width="2"/>` +
    `<path d="M${trackX} ${rowY(1)}V${rowY(3)}" stroke="${c.slate[600]}" stroke-width="2" stroke-dasharray="3 4"/>`;
  const rows = steps
    .map((step, i) => {
      const y = rowY(i);
      const node =
        step.state === 'done'
          ? `<circle cx="${trackX}" cy="${y}" r="9" fill="${c.primary[400]}"/>${check(trackX, y, c.ink)}`
          : step.state === 'next'
            ? `<circle cx="${trackX}" cy="${y}" r="9" fill="${c.ink}" stroke="${c.primary[300]}" stroke-width="2"/><circle cx="${trackX}" cy="${y}" r="3.5" fill="${c.primary[300]}"/>`
            : `<circle cx="${trackX}" cy="${y}" r="8" fill="${c.ink}" stroke="${c.slate[500]}" stroke-width="2"/>`;
      const titleFill = step.state === 'later' ? c.slate[300] : c.white;
      const metaFill = step.state === 'next' ? c.primary[300] : c.slate[400];
      const progress =
        step.state === 'next'
          ? `<rect x="${px + 46}" y="${y + 9}" width="120" height="4" rx="2" fill="${c.ink700}"/><rect x="${px + 46}" y="${y + 9}" width="34" height="4" rx="2" fill="${c.primary[400]}"/>`
          : '';
      return (
        node +
        text(px + 46, y + 4, step.title, { size: 12.5, weight: 600, fill: titleFill }) +
        text(px + panel.width - 16, y + 4, step.meta, { size: 12, weight: 700, fill: metaFill, anchor: 'end' }) +
        progress
      );
    })
    .join('');

  const defs =
    shadow('s') +
    glow('g', c.accent[400]) +
    `<clipPath id="m"><rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="16"/></clipPath>`;
  const body = `
    <rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="16" fill="${c.white}" filter="url(#s)"/>
    <g clip-path="url(#m)">${dots}</g>
    <rect x="${card.x + 0.5}" y="${card.y + 0.5}" width="${card.width - 1}" height="${card.height - 1}" rx="15.5" stroke="${c.slate[200]}"/>
    ${lanes}${hubs}
    ${focalHub(sg, 'g')}
    <rect x="${office.x}" y="${office.y}" width="${office.width}" height="${office.height}" rx="10" fill="${c.white}" stroke="${c.slate[200]}" filter="url(#s)"/>
    ${text(office.x + 12, office.y + 18, 'Singapore HQ', { size: 12, weight: 700, fill: c.ink })}
    ${text(office.x + 12, office.y + 33, 'Anson Road · SGT', { size: 10.5, weight: 600, fill: c.slate[600] })}
    <rect x="${px}" y="${py}" width="${panel.width}" height="${panel.height}" rx="16" fill="${c.ink}" filter="url(#s)"/>
    ${text(px + 18, py + 28, 'Your enquiry', { size: 13.5, weight: 700, fill: c.white })}
    ${liveChip(px + panel.width - 64, py + 14)}
    <path d="M${px} ${py + 46}H${px + panel.width}" stroke="${c.ink700}"/>
    ${track}${rows}
  `;
  return svg(W, H, 'The Singapore office on the regional map, and an enquiry’s progress', defs, body);
}

// ---------------------------------------------------------------------------------------------
// The not-found page: a parcel off the map, and the lanes back to the main pages.

/** An isometric parcel (amber: the one focal point), centred on (x, y). */
const parcel = (x, y, s = 1) => {
  const p = (dx, dy) => `${num(x + dx * s)} ${num(y + dy * s)}`;
  return (
    `<path d="M${p(0, -30)}L${p(34, -13)}L${p(0, 4)}L${p(-34, -13)}Z" fill="${c.accent[300]}"/>` +
    `<path d="M${p(-34, -13)}L${p(0, 4)}L${p(0, 44)}L${p(-34, 27)}Z" fill="${c.accent[400]}"/>` +
    `<path d="M${p(34, -13)}L${p(0, 4)}L${p(0, 44)}L${p(34, 27)}Z" fill="${c.accent[500]}"/>` +
    // The tape: across the lid and down the right-hand side.
    `<path d="M${p(-17, -21.5)}L${p(17, -4.5)}L${p(17, 35.5)}" stroke="${c.accent[100]}" stroke-width="${num(6 * s)}" stroke-linejoin="bevel" stroke-opacity=".85"/>`
  );
};

function notFound() {
  const W = 560;
  const H = 440;
  const card = { x: 8, y: 8, width: 400, height: 360 };
  const map = projection({ bounds: { west: 93.5, east: 127, south: -7.6, north: 22.8 }, x: card.x, y: card.y, width: card.width });
  const at = (code) => map.project(HUBS[code]);
  const box = [474, 318];
  // The main pages, as hubs of the network: where the lanes lead back to.
  const pages = [
    { name: 'Services', code: 'HK', bend: 0.16, dx: 0, dy: 26 },
    { name: 'Solutions', code: 'TH', bend: 0.24, dx: 0, dy: -12 },
    { name: 'Use cases', code: 'VN', bend: 0.06, dx: 0, dy: -12 },
    { name: 'About', code: 'PH', bend: -0.22, dx: 0, dy: -12 },
    { name: 'Contact', code: 'SG', bend: -0.12, dx: 0, dy: 26 },
  ];
  const pills = pages.map((page) => {
    const [x, y] = at(page.code);
    const w = page.name.length * 6.6 + 16;
    return { ...page, x, y, rect: { x: x + page.dx - w / 2, y: y + page.dy - 14, width: w, height: 20 } };
  });
  const keep = (x, y) => !pills.some(({ rect: r }) => x > r.x - 3 && x < r.x + r.width + 3 && y > r.y - 3 && y < r.y + r.height + 3);
  const dots = dotMatrix({ map, box: card, pitch: 8, radius: 2, colour: c.slate[300], keep });
  const lanes = pills.map(({ x, y, bend }) => laneStroke([box[0], box[1] - 22], [x, y], bend)).join('');
  const hubs = pills
    .map(
      ({ x, y, rect, name }) =>
        hub([x, y]) +
        `<rect x="${num(rect.x)}" y="${num(rect.y)}" width="${num(rect.width)}" height="${rect.height}" rx="10" fill="${c.white}" stroke="${c.slate[200]}"/>` +
        text(rect.x + rect.width / 2, rect.y + 14, name, { size: 11.5, weight: 700, fill: c.ink700, anchor: 'middle' }),
    )
    .join('');
  // Where the parcel left its lane: a dashed, planned route that runs off the edge of the map.
  const lost = `<path d="M${num(at('ID')[0])} ${num(at('ID')[1])}C 250 430, 330 400, ${box[0] - 40} ${box[1] + 22}" stroke="${c.slate[400]}" stroke-width="2" stroke-dasharray="4 6" stroke-linecap="round"/>`;
  const tag = { x: 418, y: 384, width: 112, height: 46 };
  const defs =
    shadow('s') +
    glow('g', c.accent[400]) +
    `<clipPath id="m"><rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="16"/></clipPath>`;
  const body = `
    <rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="16" fill="${c.white}" filter="url(#s)"/>
    <g clip-path="url(#m)">${dots}</g>
    <rect x="${card.x + 0.5}" y="${card.y + 0.5}" width="${card.width - 1}" height="${card.height - 1}" rx="15.5" stroke="${c.slate[200]}"/>
    ${lost}${lanes}${hubs}
    <circle cx="${box[0]}" cy="${box[1] + 4}" r="58" fill="url(#g)"/>
    <ellipse cx="${box[0]}" cy="${box[1] + 50}" rx="40" ry="8" fill="${c.ink}" fill-opacity=".12"/>
    ${parcel(box[0], box[1])}
    <rect x="${tag.x}" y="${tag.y}" width="${tag.width}" height="${tag.height}" rx="12" fill="${c.ink}" filter="url(#s)"/>
    ${text(tag.x + 14, tag.y + 19, 'Parcel 404', { size: 12.5, weight: 700, fill: c.white })}
    ${text(tag.x + 14, tag.y + 35, 'Off the map', { size: 11, weight: 600, fill: c.accent[300] })}
  `;
  return svg(W, H, 'A parcel off the map, and the lanes back to the main pages', defs, body);
}

// ---------------------------------------------------------------------------------------------
// The area-down fallback: one lane paused, the rest of the network still running.

function laneInterrupted() {
  const W = 480;
  const H = 300;
  const card = { x: 8, y: 8, width: 464, height: 276 };
  const map = projection({ bounds: { west: 88, east: 130.4, south: -8.6, north: 16.6 }, x: card.x, y: card.y, width: card.width });
  const at = (code) => map.project(HUBS[code]);
  const sg = at('SG');
  const dots = dotMatrix({ map, box: card, pitch: 8, radius: 2, colour: c.slate[300] });
  const running = [
    ['TH', 0.18],
    ['VN', -0.2],
    ['ID', 0.3],
    ['MY', 0.3],
  ];
  const paused = lane(sg, at('PH'), -0.18);
  const [mx, my] = paused.mid;
  const defs =
    shadow('s') +
    glow('g', c.accent[400]) +
    `<clipPath id="m"><rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="16"/></clipPath>`;
  const body = `
    <rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="16" fill="${c.white}" filter="url(#s)"/>
    <g clip-path="url(#m)">${dots}</g>
    <rect x="${card.x + 0.5}" y="${card.y + 0.5}" width="${card.width - 1}" height="${card.height - 1}" rx="15.5" stroke="${c.slate[200]}"/>
    ${running.map(([code, bend]) => laneStroke(sg, at(code), bend)).join('')}
    <path d="${paused.d}" stroke="${c.slate[400]}" stroke-width="2" stroke-dasharray="4 6" stroke-linecap="round"/>
    ${running.map(([code]) => hub(at(code))).join('')}${hub(at('PH'))}${hub(sg, 6)}
    <circle cx="${num(mx)}" cy="${num(my)}" r="30" fill="url(#g)"/>
    <circle cx="${num(mx)}" cy="${num(my)}" r="15" fill="${c.accent[400]}"/>
    <path d="M${num(mx - 3.5)} ${num(my - 5.5)}v11M${num(mx + 3.5)} ${num(my - 5.5)}v11" stroke="${c.ink}" stroke-width="2.5" stroke-linecap="round"/>
  `;
  return svg(W, H, 'One lane of the network paused, the others running', defs, body);
}

// ---------------------------------------------------------------------------------------------
// The footer's backdrop: the APAC network on ink, Singapore at its centre (decorative).

function footerNetwork() {
  const W = 480;
  const map = projection({ bounds: { west: 92, east: 150, south: -24, north: 44 }, width: W });
  const H = Math.round(map.height);
  const at = (code) => map.project(HUBS[code]);
  const sg = at('SG');
  const dots = dotMatrix({ map, box: { x: 0, y: 0, width: W, height: H }, pitch: 8, radius: 1.9, colour: c.ink700 });
  const markets = [
    ['JP', -0.24],
    ['KR', -0.14],
    ['CN', -0.02],
    ['HK', 0.12],
    ['PH', -0.12],
    ['AU', 0.2],
    ['ID', 0.3],
    ['TH', 0.2],
    ['VN', -0.15],
  ];
  const lanes = markets
    .map(([code, bend]) => laneStroke(sg, at(code), bend, { colour: c.primary[400], width: 1.5 }))
    .join('')
    .replaceAll('stroke-width="1.5"', 'stroke-width="1.5" stroke-opacity=".55"');
  const hubs = markets
    .map(([code]) => {
      const [x, y] = at(code);
      return `<circle cx="${num(x)}" cy="${num(y)}" r="3.5" fill="${c.ink}" stroke="${c.primary[300]}" stroke-width="1.5"/>`;
    })
    .join('');
  const defs = glow('g', c.accent[400]);
  const body = `${dots}${lanes}${hubs}
    <circle cx="${num(sg[0])}" cy="${num(sg[1])}" r="22" fill="url(#g)"/>
    <circle cx="${num(sg[0])}" cy="${num(sg[1])}" r="5" fill="${c.accent[400]}"/>`;
  return svg(W, H, 'The network around Singapore', defs, body);
}

// ---------------------------------------------------------------------------------------------

const OUTPUTS = [
  { file: 'mfe-contact/src/pages/contact/visuals/contact-hero.svg', make: contactHero },
  { file: 'shell/src/pages/not-found/visuals/off-the-map.svg', make: notFound },
  { file: 'shell/src/areas/visuals/lane-interrupted.svg', make: laneInterrupted },
  { file: 'shell/src/chrome/footer/visuals/footer-network.svg', make: footerNetwork },
];

export async function makeChromeVisuals() {
  const made = [];
  for (const { file, make } of OUTPUTS) {
    const out = path.join(ROOT, file);
    const content = make();
    if (content.length > LIMIT) throw new Error(`${file}: ${content.length} bytes, over the ${LIMIT}-byte limit of a hero visual`);
    await fs.mkdir(path.dirname(out), { recursive: true });
    await fs.writeFile(out, `${content}\n`);
    made.push({ file, bytes: content.length + 1 });
  }
  return made;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { file, bytes } of await makeChromeVisuals()) console.log(`  ${file}  ${(bytes / 1024).toFixed(1)} KB`);
}
