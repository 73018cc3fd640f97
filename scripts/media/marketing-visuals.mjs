// The marketing area's map visuals (docs/design/art-direction.md, "Network maps" and "Product
// views"), composed on the dot map (./dot-map/dot-map.mjs) so every hub and lane sits where its
// city is. Run by `npm run media`, or alone: `node scripts/media/marketing-visuals.mjs`. The SVGs
// are committed; the build only copies them (hashed files of the area, no JavaScript).
// The product views without a map (services, LaaS, procurement, invoice audit) are drawn here too,
// so every visual of the area takes its colours from one copy of the palette.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dotMap, dotPath } from './dot-map/dot-map.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const AREA = path.join(ROOT, 'mfe-marketing/src');

/** The palette (shell/packages/design-system/src/theme/theme.ts): the only colours a visual uses. */
const C = {
  white: '#FFFFFF',
  ink: '#0B1B2B',
  ink800: '#132A3E',
  ink700: '#1E3A52',
  p50: '#F0FAF8',
  p100: '#CCF1EA',
  p200: '#99E2D5',
  p300: '#5ECBBA',
  p400: '#2DB3A1',
  p500: '#14988A',
  p700: '#0F766E',
  a100: '#FEF3C7',
  a300: '#FCD34D',
  a400: '#FBBF24',
  a700: '#B45309',
  s200: '#E2E8F0',
  s300: '#CBD5E1',
  s400: '#94A3B8',
  s500: '#64748B',
  s600: '#475569',
  muted: '#C3D0DC',
  success: '#15803D',
  successBg: '#DCFCE7',
  danger: '#B91C1C',
  dangerBg: '#FEE2E2',
};

const FONT = `font-family="Inter, 'Helvetica Neue', Arial, sans-serif"`;
const r1 = (n) => Math.round(n * 10) / 10;

/** A visual's root: viewBox and size, the font every text inherits, its defs. */
const svg = (w, h, defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" ${FONT}>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;

/** The soft ink shadow of a panel (art direction: 12–22 % opacity). */
const shadow = (id, opacity = 0.18, dy = 12, blur = 14) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="${C.ink}" flood-opacity="${opacity}"/></filter>`;

/** A lane: a gentle quadratic curve from a to b, bent to the left of its direction by `bend`. */
function lane([x1, y1], [x2, y2], bend = 0.2) {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const dx = x2 - x1;
  const dy = y2 - y1;
  return `M${r1(x1)} ${r1(y1)}Q${r1(mx - dy * bend)} ${r1(my + dx * bend)} ${r1(x2)} ${r1(y2)}`;
}

/** An arrowhead at the end of a lane (the lane leaves the frame towards a market beyond it). */
function arrowHead([x1, y1], [x2, y2], bend, stroke) {
  const cx = (x1 + x2) / 2 - (y2 - y1) * bend;
  const cy = (y1 + y2) / 2 + (x2 - x1) * bend;
  const a = Math.atan2(y2 - cy, x2 - cx);
  const wing = (da) => [r1(x2 - 9 * Math.cos(a + da)), r1(y2 - 9 * Math.sin(a + da))];
  const [l, r] = [wing(0.5), wing(-0.5)];
  return `<path d="M${l[0]} ${l[1]}L${x2} ${y2}L${r[0]} ${r[1]}" fill="none" stroke="${stroke}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A point a fraction `t` along the lane (for a shipment on it). */
function along([x1, y1], [x2, y2], bend, t) {
  const cx = (x1 + x2) / 2 - (y2 - y1) * bend;
  const cy = (y1 + y2) / 2 + (x2 - x1) * bend;
  const u = 1 - t;
  return [r1(u * u * x1 + 2 * u * t * cx + t * t * x2), r1(u * u * y1 + 2 * u * t * cy + t * t * y2)];
}

/** A text label with a halo of the background colour, so it reads over the dots. */
const label = (x, y, text, { size = 13, weight = 700, fill = C.ink700, halo = C.white, anchor = 'start' } = {}) =>
  `<text x="${r1(x)}" y="${r1(y)}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${
    halo ? ` stroke="${halo}" stroke-width="4" stroke-linejoin="round" paint-order="stroke"` : ''
  }>${text}</text>`;

/** A market hub: a lane-teal ring (art direction: hubs are rings). */
const hub = ([x, y], { fill = C.white, ring = C.p500 } = {}) =>
  `<circle cx="${x}" cy="${y}" r="9" fill="${C.p100}" opacity=".7"/><circle cx="${x}" cy="${y}" r="5" fill="${fill}" stroke="${ring}" stroke-width="2.5"/>`;

/** The focal hub (Singapore, the visitor's shipment): amber, with two quiet rings around it. */
const focal = ([x, y], { on = 'light' } = {}) =>
  `<circle cx="${x}" cy="${y}" r="22" fill="${C.a400}" opacity="${on === 'light' ? 0.14 : 0.16}"/><circle cx="${x}" cy="${y}" r="14" fill="none" stroke="${C.a400}" stroke-width="1.5" opacity=".55"/><circle cx="${x}" cy="${y}" r="7.5" fill="${C.a400}" stroke="${on === 'light' ? C.white : C.ink}" stroke-width="2.5"/>`;

/** A rounded pill with text (chips in product views). */
const chip = (x, y, text, { bg, fg, size = 11, pad = 8, h = 20, width } = {}) => {
  const w = width ?? Math.round(text.length * size * 0.6 + pad * 2);
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${bg}"/><text x="${r1(x + w / 2)}" y="${r1(y + h / 2 + size * 0.36)}" font-size="${size}" font-weight="700" fill="${fg}" text-anchor="middle">${text}</text>`;
};

// ---------------------------------------------------------------------------------------------
// /about: Singapore headquarters on the regional map, with the markets it runs.
function aboutHq() {
  const W = 560;
  const H = 440;
  const map = dotMap({ west: 92, east: 160, north: 41, width: W, height: H, pitch: 7 });
  const sg = map.market('SG');
  const markets = [
    ['MY', -18, 4, 'end'],
    ['TH', -14, 4, 'end'],
    ['ID', 12, 4, 'start'],
    ['PH', 12, 4, 'start'],
    ['HK', -12, -8, 'end'],
    ['TW', 12, 4, 'start'],
    ['KR', -12, 4, 'end'],
    ['JP', 12, 4, 'start'],
  ];
  // Sydney lies below the frame: its lane leaves the map towards it, with an arrow.
  const au = [478, 432];
  /** Lanes to the north bend west of the headquarters card; the short ones bend wide. */
  const bends = { MY: 0.45, ID: 0.35, TH: 0.2, HK: 0.1, TW: 0.02, KR: -0.06, JP: -0.16, PH: 0.1 };
  const lanes = [...markets.map(([code]) => lane(sg, map.market(code), bends[code] ?? 0.16)), lane(sg, au, -0.12)];
  const body = [
    dotPath(map, { fill: C.s300, radius: 2.1 }),
    `<g fill="none" stroke="${C.p500}" stroke-width="2" stroke-linecap="round" opacity=".9">${lanes.map((d) => `<path d="${d}"/>`).join('')}</g>`,
    // AU: the lane's arrow towards Sydney, below the frame, and its label.
    arrowHead(sg, au, -0.12, C.p500),
    label(466, 416, 'AU', { anchor: 'end' }),
    ...markets.map(([code, dx, dy, anchor]) => {
      const p = map.market(code);
      return hub(p) + label(p[0] + dx, p[1] + dy, code, { anchor });
    }),
    focal(sg),
    label(sg[0] + 14, sg[1] + 22, 'SG', { fill: C.ink, size: 14 }),
    // The headquarters card, over the open Pacific east of the Philippines.
    `<g filter="url(#s)"><rect x="318" y="120" width="226" height="150" rx="16" fill="${C.white}" stroke="${C.s200}"/></g>`,
    `<circle cx="342" cy="146" r="6" fill="${C.a400}"/><text x="356" y="151" font-size="15" font-weight="700" fill="${C.ink}">Singapore HQ</text>`,
    `<text x="336" y="172" font-size="11.5" font-weight="600" fill="${C.s500}">Runs 10 markets</text>`,
    `<path d="M336 184H526" stroke="${C.s200}"/>`,
    ...[
      ['Operations', '24/7', 206],
      ['Carriers', '500+', 230],
      ['Warehouses', '50+', 254],
    ].map(
      ([name, value, y]) =>
        `<text x="336" y="${y}" font-size="12.5" font-weight="600" fill="${C.ink700}">${name}</text><text x="526" y="${y}" font-size="13" font-weight="800" fill="${C.p700}" text-anchor="end">${value}</text>`,
    ),
  ].join('');
  return svg(W, H, shadow('s', 0.14), body);
}

// ---------------------------------------------------------------------------------------------
// /services/control-tower: the live view — map, exceptions queue, one shipment's milestones.
function controlTower() {
  const W = 560;
  const H = 440;
  // The map inside the panel: 312 × 236 at (24, 64).
  const MX = 24;
  const MY = 64;
  const map = dotMap({ west: 90, east: 133, north: 24, width: 312, height: 236, pitch: 6 });
  const at = (code) => {
    const [x, y] = map.market(code);
    return [r1(x + MX), r1(y + MY)];
  };
  const sg = at('SG');
  const routes = [
    ['SG', 'HK', 0.18, 0.55],
    ['SG', 'PH', 0.14, 0.35],
    ['SG', 'TH', -0.22, 0.6],
    ['HK', 'PH', 0.2, 0.5],
    ['SG', 'VN', -0.2, 0.7],
  ];
  const exception = at('ID');
  const body = [
    // The panel: ink chrome, a title bar with the Live chip.
    `<g filter="url(#s)"><rect x="8" y="8" width="544" height="372" rx="16" fill="${C.ink}"/></g>`,
    `<rect x="8.5" y="8.5" width="543" height="371" rx="15.5" fill="none" stroke="${C.ink700}"/>`,
    `<circle cx="32" cy="36" r="5" fill="${C.p300}"/><text x="46" y="41" font-size="14" font-weight="700" fill="${C.white}">Control tower</text>`,
    `<rect x="464" y="24" width="68" height="24" rx="12" fill="${C.ink800}"/><circle cx="480" cy="36" r="4" fill="${C.p300}"/><text x="490" y="40" font-size="11" font-weight="700" fill="${C.p200}" letter-spacing=".6">LIVE</text>`,
    `<text x="330" y="41" font-size="11.5" font-weight="600" fill="${C.muted}" text-anchor="end">1,284 in transit</text>`,
    // The map.
    `<rect x="${MX + 0.5}" y="${MY + 0.5}" width="311" height="235" rx="10" fill="${C.ink}" stroke="${C.ink800}"/>`,
    `<g transform="translate(${MX} ${MY})">${dotPath(map, { fill: C.ink700, radius: 1.8 })}</g>`,
    `<g fill="none" stroke="${C.p400}" stroke-width="2" stroke-linecap="round">${routes.map(([a, b, bend]) => `<path d="${lane(at(a), at(b), bend)}"/>`).join('')}</g>`,
    `<path d="${lane(sg, exception, 0.3)}" fill="none" stroke="${C.a400}" stroke-width="2" stroke-dasharray="4 5" stroke-linecap="round"/>`,
    // Shipments on their lanes.
    ...routes.map(([a, b, bend, t]) => {
      const [x, y] = along(at(a), at(b), bend, t);
      return `<circle cx="${x}" cy="${y}" r="4" fill="${C.p200}" stroke="${C.ink}" stroke-width="2"/>`;
    }),
    ...['HK', 'PH', 'TH', 'VN', 'MY'].map((code) => {
      const [x, y] = at(code);
      return `<circle cx="${x}" cy="${y}" r="4.5" fill="${C.ink}" stroke="${C.p300}" stroke-width="2"/>${label(
        code === 'MY' ? x - 9 : x + 9,
        y + 4,
        code,
        { size: 11, fill: C.muted, halo: C.ink, anchor: code === 'MY' ? 'end' : 'start' },
      )}`;
    }),
    `<circle cx="${sg[0]}" cy="${sg[1]}" r="5.5" fill="${C.p300}" stroke="${C.ink}" stroke-width="2"/>${label(sg[0] + 9, sg[1] + 13, 'SG', { size: 11, fill: C.white, halo: C.ink })}`,
    // The exception: the one amber point of the view.
    `<circle cx="${exception[0]}" cy="${exception[1]}" r="14" fill="${C.a400}" opacity=".22"/><circle cx="${exception[0]}" cy="${exception[1]}" r="6" fill="${C.a400}" stroke="${C.ink}" stroke-width="2"/>`,
    `<rect x="${exception[0] + 12}" y="${exception[1] - 30}" width="92" height="22" rx="6" fill="${C.a400}"/><text x="${exception[0] + 58}" y="${exception[1] - 15}" font-size="11" font-weight="700" fill="${C.ink}" text-anchor="middle">Customs hold</text>`,
    // The exceptions queue.
    `<text x="352" y="82" font-size="11" font-weight="700" fill="${C.muted}" letter-spacing=".8">EXCEPTIONS</text><text x="532" y="82" font-size="11" font-weight="700" fill="${C.p300}" text-anchor="end">3 open</text>`,
    ...[
      ['Customs hold', 'JKT · Docs sent', '2h', C.a400, C.ink, 94],
      ['Missed pick-up', 'BKK · Rebooked', 'Done', C.p300, C.ink, 156],
      ['Weather delay', 'MNL · Rerouted', 'Done', C.p300, C.ink, 218],
    ].map(
      ([title, detail, state, tone, fg, y]) =>
        `<rect x="352" y="${y}" width="180" height="52" rx="10" fill="${C.ink800}"/><rect x="352" y="${y}" width="4" height="52" rx="2" fill="${tone}"/><text x="366" y="${y + 22}" font-size="12.5" font-weight="700" fill="${C.white}">${title}</text><text x="366" y="${y + 40}" font-size="11" font-weight="600" fill="${C.muted}">${detail}</text>${chip(
          524 - (state.length * 6.6 + 16),
          y + 10,
          state,
          { bg: tone, fg, size: 11, h: 18 },
        )}`,
    ),
    // Two figures under the queue.
    `<rect x="352" y="282" width="86" height="70" rx="10" fill="${C.ink800}"/><text x="364" y="314" font-size="22" font-weight="800" fill="${C.white}">95%+</text><text x="364" y="336" font-size="11" font-weight="600" fill="${C.muted}">Visible</text>`,
    `<rect x="446" y="282" width="86" height="70" rx="10" fill="${C.ink800}"/><text x="458" y="314" font-size="22" font-weight="800" fill="${C.white}">2 h</text><text x="458" y="336" font-size="11" font-weight="600" fill="${C.muted}">Response</text>`,
    // One shipment's milestones: a white card over the panel's lower left corner.
    `<g filter="url(#s2)"><rect x="28" y="316" width="310" height="112" rx="14" fill="${C.white}" stroke="${C.s200}"/></g>`,
    `<text x="48" y="344" font-size="13" font-weight="700" fill="${C.ink}">Shipment SG-4821</text><text x="320" y="344" font-size="11" font-weight="700" fill="${C.a700}" text-anchor="end">ETA +1 day</text>`,
    `<path d="M80 376H214" stroke="${C.p500}" stroke-width="3" stroke-linecap="round"/><path d="M228 376H296" stroke="${C.s300}" stroke-width="3" stroke-dasharray="2 6" stroke-linecap="round"/>`,
    ...[
      [80, 'Picked up', 'done'],
      [150, 'Departed', 'done'],
      [222, 'Customs', 'now'],
      [296, 'Delivered', 'next'],
    ].map(([x, name, state]) => {
      const dot =
        state === 'done'
          ? `<circle cx="${x}" cy="376" r="8" fill="${C.p500}"/><path d="M${x - 3.5} 376l2.5 2.5 4.5-5" fill="none" stroke="${C.white}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`
          : state === 'now'
            ? `<circle cx="${x}" cy="376" r="12" fill="${C.a400}" opacity=".25"/><circle cx="${x}" cy="376" r="7" fill="${C.a400}" stroke="${C.white}" stroke-width="2"/>`
            : `<circle cx="${x}" cy="376" r="6" fill="${C.white}" stroke="${C.s400}" stroke-width="2" stroke-dasharray="3 3"/>`;
      return `${dot}<text x="${x}" y="406" font-size="11" font-weight="${state === 'now' ? 700 : 600}" fill="${state === 'next' ? C.s500 : C.ink700}" text-anchor="middle">${name}</text>`;
    }),
  ].join('');
  return svg(W, H, shadow('s', 0.2, 14, 16) + shadow('s2', 0.16, 10, 12), body);
}

// ---------------------------------------------------------------------------------------------
// /b2c-import-growth: cross-border B2C lanes into the Philippines, Singapore and Malaysia, with
// clearance and the delivery promise.
function b2cLanes() {
  const W = 560;
  const H = 440;
  const map = dotMap({ west: 93, east: 131, north: 26.5, width: W, height: H, pitch: 7 });
  const origin = map.project(114.06, 22.54); // Shenzhen
  const dest = { PH: map.market('PH'), SG: map.market('SG'), MY: map.market('MY') };
  const routes = [
    ['PH', 0.16, 'Air'],
    ['SG', -0.22, 'Ocean'],
    ['MY', 0.24, 'Air'],
  ];
  const parcel = along(origin, dest.PH, 0.16, 0.55);
  const body = [
    dotPath(map, { fill: C.s300, radius: 2.1 }),
    ...routes.map(
      ([code, bend, mode]) =>
        `<path d="${lane(origin, dest[code], bend)}" fill="none" stroke="${C.p500}" stroke-width="2.2" stroke-linecap="round"${
          mode === 'Ocean' ? ' stroke-dasharray="7 6"' : ''
        }/>`,
    ),
    // The origin: a warehouse in Shenzhen.
    hub(origin, { ring: C.p700 }),
    label(origin[0] + 14, origin[1] + 5, 'CN · Origin', { size: 12.5 }),
    // Each market: its hub, the border check and the delivery promise.
    ...[
      ['PH', 14, -30, 'PH', 'Cleared', '2-4 days'],
      ['SG', 18, -22, 'SG', 'GST paid', 'Same day'],
      ['MY', null, -150, 'MY', 'SST paid', '1-3 days'],
    ].map(([code, dx, dy, name, check, promise]) => {
      const p = dest[code];
      const x = dx === null ? 8 : p[0] + dx;
      const y = p[1] + dy;
      return `${hub(p)}<g filter="url(#s2)"><rect x="${x}" y="${y}" width="136" height="50" rx="10" fill="${C.white}" stroke="${C.s200}"/></g><text x="${x + 12}" y="${y + 20}" font-size="13" font-weight="800" fill="${C.ink}">${name}</text><text x="${x + 12}" y="${y + 38}" font-size="11" font-weight="600" fill="${C.s600}">${promise}</text>${chip(
        x + 124 - (check.length * 6.6 + 16),
        y + 8,
        check,
        { bg: C.successBg, fg: C.success, size: 11, h: 18 },
      )}`;
    }),
    // The visitor's parcel on its way to Manila: the focal point.
    `<circle cx="${parcel[0]}" cy="${parcel[1]}" r="18" fill="${C.a400}" opacity=".2"/><rect x="${parcel[0] - 10}" y="${parcel[1] - 10}" width="20" height="20" rx="4" fill="${C.a400}" stroke="${C.white}" stroke-width="2"/><path d="M${parcel[0] - 10} ${parcel[1] - 2}h20M${parcel[0]} ${parcel[1] - 10}v8" stroke="${C.a700}" stroke-width="1.5"/>`,
    // The lanes' figures (the page's own): a product panel.
    `<g filter="url(#s)"><rect x="330" y="276" width="214" height="148" rx="16" fill="${C.ink}"/></g>`,
    `<text x="348" y="304" font-size="13" font-weight="700" fill="${C.white}">Import lanes</text><rect x="476" y="290" width="52" height="20" rx="10" fill="${C.ink800}"/><circle cx="489" cy="300" r="3.5" fill="${C.p300}"/><text x="497" y="304" font-size="10.5" font-weight="700" fill="${C.p200}">LIVE</text>`,
    ...[
      ['Tonnes a month', '6000+', 336],
      ['Clearance accuracy', '99%+', 364],
      ['Faster transit', '20-30%', 392],
    ].map(
      ([name, value, y]) =>
        `<text x="348" y="${y}" font-size="12" font-weight="600" fill="${C.muted}">${name}</text><text x="526" y="${y}" font-size="14" font-weight="800" fill="${y === 364 ? C.a300 : C.white}" text-anchor="end">${value}</text>`,
    ),
    `<path d="M348 346H526M348 374H526" stroke="${C.ink700}"/>`,
    `<text x="348" y="414" font-size="11" font-weight="600" fill="${C.p200}">Duties and tax paid for you</text>`,
  ].join('');
  return svg(W, H, shadow('s', 0.2) + shadow('s2', 0.12, 6, 8), body);
}

// ---------------------------------------------------------------------------------------------
// Mode pictograms (art direction, "Mode pictograms"): 2 px strokes on a 48 px grid, round caps
// and joins; drawn at (x, y) top left, `scale` times 48 px.
const PICTO = {
  warehouse: 'M7 21 24 11l17 10v18H7zM15 39V27h18v12M15 33h18',
  truck: 'M5 14h24v18H5zM29 20h8l6 7v5H29zM13 36a3 3 0 1 0 0-.1M35 36a3 3 0 1 0 0-.1',
  plane: 'M24 6c1.7 0 2.7 1.8 2.7 3.6V19l14.3 8v4l-14.3-4v8l4.3 3.2V41L24 39l-7 2v-2.8l4.3-3.2v-8L7 31v-4l14.3-8V9.6C21.3 7.8 22.3 6 24 6z',
  ship: 'M7 30h34l-5 9H12zM13 30v-9h18v9M19 21v-6h7v6M8 43c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2',
  van: 'M5 15h25v17H5zM30 20h7l6 7v5H30zM13 36a3 3 0 1 0 0-.1M36 36a3 3 0 1 0 0-.1',
  box: 'M8 15 24 7l16 8v18l-16 8-16-8zM8 15l16 8 16-8M24 23v18',
  dashboard: 'M6 9h36v30H6zM6 17h36M13 33v-7M20 33V24M27 33v-9M34 33V22',
  gauge: 'M9 32a15 15 0 1 1 30 0M24 32l7-9M24 32h.01M13 38h22',
  invoice: 'M11 5h19l8 8v30H11zM30 5v8h8M17 21h14M17 28h14M17 35h8',
  bids: 'M7 37V25M17 37V15M27 37V21M37 37V9M5 41h38',
  home: 'M8 22 24 9l16 13M12 19v20h24V19M21 39V29h6v10',
};
const picto = (name, x, y, scale = 1, stroke = C.p500, width = 2) =>
  `<path d="${PICTO[name]}" transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${stroke}" stroke-width="${r1(width / scale)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A white module card with a quiet-teal pictogram tile, a name and a figure. */
const moduleCard = (cx, cy, icon, name, figure) => {
  const x = cx - 78;
  const y = cy - 31;
  return `<g filter="url(#s2)"><rect x="${x}" y="${y}" width="156" height="62" rx="12" fill="${C.white}" stroke="${C.s200}"/></g><rect x="${x + 12}" y="${y + 13}" width="36" height="36" rx="9" fill="${C.p50}"/>${picto(icon, x + 16, y + 17, 0.58)}<text x="${x + 58}" y="${y + 28}" font-size="13" font-weight="700" fill="${C.ink}">${name}</text><text x="${x + 58}" y="${y + 46}" font-size="11.5" font-weight="700" fill="${C.p700}">${figure}</text>`;
};

// /services: the five services as modules of one platform around the shipper.
function servicesPlatform() {
  const W = 560;
  const H = 440;
  const cx = 280;
  const cy = 222;
  const modules = [
    [-90, 'dashboard', 'MCPMS', '99.9% uptime'],
    [-18, 'warehouse', 'LaaS', '5 modes, 1 team'],
    [54, 'bids', 'Procurement', 'Up to 25% saved'],
    [126, 'gauge', 'Control tower', '24/7 operations'],
    [198, 'invoice', 'Invoice audit', '$250K recovered'],
  ].map(([deg, ...rest]) => {
    const a = (deg * Math.PI) / 180;
    return [r1(cx + 168 * Math.cos(a)), r1(cy + 162 * Math.sin(a)), ...rest];
  });
  const body = [
    `<circle cx="${cx}" cy="${cy}" r="210" fill="url(#g)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="150" fill="none" stroke="${C.s300}" stroke-width="1.5" stroke-dasharray="3 7" stroke-linecap="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="96" fill="${C.white}" opacity=".55" stroke="${C.p200}"/>`,
    // Spokes from the shipper to every module, with the data on them.
    ...modules.map(([x, y]) => `<path d="M${cx} ${cy}L${x} ${y}" stroke="${C.p400}" stroke-width="2" stroke-linecap="round"/>`),
    ...modules.map(([x, y]) => {
      const [mx, my] = [r1(cx + (x - cx) * 0.5), r1(cy + (y - cy) * 0.5)];
      return `<circle cx="${mx}" cy="${my}" r="4" fill="${C.white}" stroke="${C.p500}" stroke-width="2"/>`;
    }),
    // The shipper: the one amber point, in the middle of the platform.
    `<g filter="url(#s)"><rect x="${cx - 62}" y="${cy - 62}" width="124" height="124" rx="28" fill="${C.ink}"/></g>`,
    `<circle cx="${cx}" cy="${cy - 16}" r="24" fill="${C.a400}" opacity=".16"/>${picto('box', cx - 17, cy - 33, 0.72, C.a400, 2.2)}`,
    `<text x="${cx}" y="${cy + 28}" font-size="13" font-weight="700" fill="${C.white}" text-anchor="middle">Your network</text><text x="${cx}" y="${cy + 45}" font-size="11" font-weight="600" fill="${C.muted}" text-anchor="middle">1 partner</text>`,
    ...modules.map(([x, y, icon, name, figure]) => moduleCard(x, y, icon, name, figure)),
    chip(64, 68, 'One platform', { bg: C.p700, fg: C.white, size: 11, h: 22 }),
  ].join('');
  const defs = `<radialGradient id="g"><stop offset="0" stop-color="${C.p100}" stop-opacity=".9"/><stop offset="1" stop-color="${C.p50}" stop-opacity="0"/></radialGradient>${shadow('s', 0.22)}${shadow('s2', 0.12, 6, 8)}`;
  return svg(W, H, defs, body);
}

// /services/logistics-as-a-service: the five LaaS modes on one lane, and the one dashboard.
function laasModes() {
  const W = 560;
  const H = 440;
  const xs = [68, 174, 280, 386, 492];
  const modes = [
    ['warehouse', 'Warehouse'],
    ['truck', 'Land'],
    ['plane', 'Air'],
    ['ship', 'Ocean'],
    ['van', 'Last mile'],
  ];
  const NOW = 3;
  const ty = 110;
  const body = [
    `<g filter="url(#s2)"><rect x="12" y="20" width="536" height="196" rx="16" fill="${C.white}" stroke="${C.s200}"/></g>`,
    `<text x="36" y="52" font-size="13" font-weight="700" fill="${C.ink}">One lane, five modes</text>`,
    // The lane: done in lane teal, still to come dashed slate.
    `<path d="M${xs[0]} ${ty}H${xs[NOW]}" stroke="${C.p400}" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M${xs[NOW]} ${ty}H${xs[4]}" stroke="${C.s300}" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round"/>`,
    ...modes.map(([icon, name], i) => {
      const x = xs[i];
      const now = i === NOW;
      const ring = now
        ? `<circle cx="${x}" cy="${ty}" r="38" fill="${C.a400}" opacity=".16"/><circle cx="${x}" cy="${ty}" r="31" fill="${C.white}" stroke="${C.a400}" stroke-width="3"/>`
        : `<circle cx="${x}" cy="${ty}" r="31" fill="${i < NOW ? C.p50 : C.white}" stroke="${i < NOW ? C.p200 : C.s300}" stroke-width="2"/>`;
      return `${ring}${picto(icon, x - 17, ty - 17, 0.71, i <= NOW ? C.p500 : C.s400)}<text x="${x}" y="${ty + 62}" font-size="12.5" font-weight="700" fill="${now ? C.ink : C.ink700}" text-anchor="middle">${name}</text>`;
    }),
    chip(xs[NOW] - 26, ty - 62, 'Now', { bg: C.a400, fg: C.ink, size: 11, h: 20, width: 52 }),
    // The one dashboard over the lane: the order, its legs and the service level.
    `<g filter="url(#s)"><rect x="132" y="192" width="416" height="232" rx="16" fill="${C.ink}"/></g>`,
    `<text x="156" y="226" font-size="13.5" font-weight="700" fill="${C.white}">Order SG-4821</text><rect x="468" y="210" width="60" height="22" rx="11" fill="${C.ink800}"/><circle cx="483" cy="221" r="4" fill="${C.p300}"/><text x="493" y="225" font-size="11" font-weight="700" fill="${C.p200}">LIVE</text>`,
    ...[
      ['Packed', 'Singapore', 'Day 1', C.p300, 248],
      ['Ocean', 'SG → Manila', 'In transit', C.a400, 290],
      ['Last mile', 'Manila', 'ETA 2 days', C.s400, 332],
    ].map(
      ([leg, where, state, tone, y]) =>
        `<rect x="156" y="${y}" width="372" height="34" rx="8" fill="${C.ink800}"/><circle cx="174" cy="${y + 17}" r="5" fill="${tone}"/><text x="188" y="${y + 22}" font-size="12.5" font-weight="700" fill="${C.white}">${leg}</text><text x="272" y="${y + 22}" font-size="12" font-weight="600" fill="${C.muted}">${where}</text><text x="512" y="${y + 22}" font-size="12" font-weight="700" fill="${tone === C.s400 ? C.muted : tone}" text-anchor="end">${state}</text>`,
    ),
    ...[
      ['98%', 'Service level', 156],
      ['1', 'Contract', 290],
      ['1', 'Dashboard', 410],
    ].map(
      ([value, name, x]) =>
        `<text x="${x}" y="396" font-size="20" font-weight="800" fill="${value === '98%' ? C.p300 : C.white}">${value}</text><text x="${x}" y="413" font-size="11" font-weight="600" fill="${C.muted}">${name}</text>`,
    ),
  ].join('');
  return svg(W, H, shadow('s', 0.22) + shadow('s2', 0.12, 6, 10), body);
}

// /services/transportation-procurement: the RFQ as a product view — lanes out to tender, bids
// arriving against the baseline, the award.
function procurementRfq() {
  const W = 560;
  const H = 440;
  const stages = [
    ['Analyse', 'done', 52],
    ['Source', 'now', 212],
    ['Award', 'next', 372],
  ];
  // Bids per lane, as a share of the lane's baseline (1 = baseline): the best one in teal.
  const lanes = [
    ['SG → KUL', 'Road', [0.96, 0.88, 0.82, 0.91], '−18%'],
    ['HKG → MNL', 'Air', [0.93, 0.86, 0.98, 0.9], '−14%'],
    ['SHA → SIN', 'Ocean', [0.84, 0.8, 0.89, 0.95], '−20%'],
  ];
  const X0 = 206; // the scale: 0.7 … 1.05 of the baseline
  const X1 = 470;
  const sx = (v) => r1(X0 + ((v - 0.7) / 0.35) * (X1 - X0));
  const body = [
    `<g filter="url(#s)"><rect x="8" y="8" width="544" height="360" rx="16" fill="${C.ink}"/></g>`,
    `<text x="32" y="41" font-size="14" font-weight="700" fill="${C.white}">RFQ · 24 lanes</text>`,
    chip(436, 24, 'Round 2 of 3', { bg: C.ink800, fg: C.p200, size: 11, h: 24, width: 96 }),
    // The RFQ's stages: done, now (amber), to come.
    `<path d="M60 78H212" stroke="${C.p400}" stroke-width="2.5"/><path d="M220 78H372" stroke="${C.ink700}" stroke-width="2.5" stroke-dasharray="3 6"/>`,
    ...stages.map(([name, state, x]) => {
      const w = 116;
      const fill = state === 'done' ? C.ink800 : state === 'now' ? C.a400 : C.ink;
      const fg = state === 'now' ? C.ink : state === 'done' ? C.p200 : C.muted;
      const stroke = state === 'next' ? ` stroke="${C.ink700}" stroke-dasharray="3 4"` : '';
      return `<rect x="${x - 20}" y="64" width="${w}" height="28" rx="14" fill="${fill}"${stroke}/><text x="${x - 20 + w / 2}" y="82.5" font-size="12" font-weight="700" fill="${fg}" text-anchor="middle">${state === 'done' ? '✓ ' : ''}${name}</text>`;
    }),
    `<g font-size="10.5" font-weight="700" fill="${C.muted}" letter-spacing=".8"><text x="32" y="128">LANE</text><text x="${X0}" y="128">BIDS</text><text x="${sx(1)}" y="128" text-anchor="middle">BASELINE</text><text x="528" y="128" text-anchor="end">BEST</text></g>`,
    `<path d="M${sx(1)} 138V326" stroke="${C.s500}" stroke-width="1.5" stroke-dasharray="3 4"/>`,
    ...lanes.map(([name, mode, bids, best], i) => {
      const y = 146 + i * 60;
      const min = Math.min(...bids);
      return [
        `<rect x="24" y="${y}" width="512" height="48" rx="10" fill="${C.ink800}" opacity=".7"/>`,
        `<text x="40" y="${y + 21}" font-size="13" font-weight="700" fill="${C.white}">${name}</text><text x="40" y="${y + 38}" font-size="11" font-weight="600" fill="${C.muted}">${mode}</text>`,
        `<path d="M${X0} ${y + 24}H${X1}" stroke="${C.ink700}" stroke-width="2"/>`,
        ...bids.map((b) =>
          b === min
            ? `<path d="M${sx(b)} ${y + 24}H${sx(1)}" stroke="${C.p300}" stroke-width="4" stroke-linecap="round" opacity=".45"/><circle cx="${sx(b)}" cy="${y + 24}" r="7" fill="${C.p300}" stroke="${C.ink}" stroke-width="2"/>`
            : `<circle cx="${sx(b)}" cy="${y + 24}" r="5" fill="${C.s500}" stroke="${C.ink}" stroke-width="2"/>`,
        ),
        chip(482, y + 13, best, { bg: C.p300, fg: C.ink, size: 11.5, h: 22, width: 46 }),
      ].join('');
    }),
    // The award, over the panel's lower right corner.
    `<g filter="url(#s2)"><rect x="262" y="318" width="282" height="110" rx="14" fill="${C.white}" stroke="${C.s200}"/></g>`,
    `<circle cx="290" cy="350" r="13" fill="${C.successBg}"/><path d="M284 350l4 4 8-8" fill="none" stroke="${C.success}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<text x="312" y="346" font-size="13.5" font-weight="700" fill="${C.ink}">Award recommended</text><text x="312" y="364" font-size="11.5" font-weight="600" fill="${C.s500}">Carrier C · SG → KUL</text>`,
    `<path d="M280 380H526" stroke="${C.s200}"/>`,
    `<text x="280" y="408" font-size="12" font-weight="600" fill="${C.s600}">First savings from</text><text x="526" y="409" font-size="15" font-weight="800" fill="${C.p700}" text-anchor="end">Day 60</text>`,
  ].join('');
  return svg(W, H, shadow('s', 0.22) + shadow('s2', 0.16, 8, 12), body);
}

// /services/invoice-audit: the reconciliation view — invoice lines against contract rates, the
// discrepancies flagged, the money recovered.
function invoiceReconciliation() {
  const W = 560;
  const H = 440;
  const rows = [
    ['Freight SG → MNL', '4,860', '4,860', 'ok', 'Matched'],
    ['Fuel surcharge', '1,240', '1,120', 'bad', '+$120'],
    ['Remote area fee', '180', '—', 'bad', 'Not agreed'],
    ['AWB 160-2231', '2,310', '2,310', 'bad', 'Duplicate'],
  ];
  const body = [
    `<g filter="url(#s)"><rect x="8" y="8" width="544" height="330" rx="16" fill="${C.ink}"/></g>`,
    `<text x="32" y="41" font-size="14" font-weight="700" fill="${C.white}">Invoice reconciliation</text>`,
    `<rect x="372" y="24" width="160" height="26" rx="13" fill="${C.ink800}"/><rect x="374" y="26" width="72" height="22" rx="11" fill="${C.ink700}"/><text x="410" y="41" font-size="11" font-weight="700" fill="${C.white}" text-anchor="middle">All 1,240</text><text x="489" y="41" font-size="11" font-weight="700" fill="${C.muted}" text-anchor="middle">Flagged 212</text>`,
    `<g font-size="10.5" font-weight="700" fill="${C.muted}" letter-spacing=".8"><text x="32" y="84">LINE</text><text x="272" y="84" text-anchor="end">INVOICED</text><text x="366" y="84" text-anchor="end">CONTRACT</text><text x="390" y="84">CHECK</text></g>`,
    `<path d="M24 96H536" stroke="${C.ink700}"/>`,
    ...rows.map(([line, invoiced, contract, state, note], i) => {
      const y = 100 + i * 48;
      const bad = state === 'bad';
      const mark = bad
        ? `<circle cx="400" cy="${y + 24}" r="9" fill="${C.dangerBg}"/><path d="M396.5 ${y + 20.5}l7 7m0-7-7 7" stroke="${C.danger}" stroke-width="2" stroke-linecap="round"/>`
        : `<circle cx="400" cy="${y + 24}" r="9" fill="${C.successBg}"/><path d="M396 ${y + 24}l3 3 5.5-6" fill="none" stroke="${C.success}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
      const tag = bad
        ? chip(416, y + 14, note, { bg: C.dangerBg, fg: C.danger, size: 11, h: 20 })
        : `<text x="418" y="${y + 28}" font-size="11.5" font-weight="600" fill="${C.muted}">${note}</text>`;
      return `${bad ? `<rect x="24" y="${y + 4}" width="512" height="40" rx="8" fill="${C.ink800}"/>` : ''}<text x="32" y="${y + 29}" font-size="12.5" font-weight="700" fill="${C.white}">${line}</text><text x="272" y="${y + 29}" font-size="12.5" font-weight="600" fill="${bad ? C.white : C.muted}" text-anchor="end">$${invoiced}</text><text x="366" y="${y + 29}" font-size="12.5" font-weight="600" fill="${C.muted}" text-anchor="end">${contract === '—' ? '—' : `$${contract}`}</text>${mark}${tag}`;
    }),
    // What comes back: the recovery card, with the first recovery marked in amber.
    `<g filter="url(#s2)"><rect x="232" y="294" width="312" height="136" rx="14" fill="${C.white}" stroke="${C.s200}"/></g>`,
    `<text x="32" y="318" font-size="11.5" font-weight="600" fill="${C.muted}">3 of 4 lines flagged</text>`,
    `<text x="252" y="322" font-size="11" font-weight="700" fill="${C.s500}" letter-spacing=".8">RECOVERED</text><text x="252" y="356" font-size="28" font-weight="800" fill="${C.ink}">$250K</text><text x="252" y="378" font-size="11.5" font-weight="600" fill="${C.s500}">Average, first year</text>`,
    // Cumulative recovery over the first year, the first recovery at day 90 in amber.
    `<path d="M376 404 L404 404 L432 388 L460 368 L488 346 L516 326 L528 318" fill="none" stroke="${C.p500}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M376 404 L404 404 L432 388 L460 368 L488 346 L516 326 L528 318 V412 H376z" fill="${C.p100}" opacity=".6"/>`,
    `<path d="M376 412H528" stroke="${C.s300}"/>`,
    `<circle cx="404" cy="404" r="5.5" fill="${C.a400}" stroke="${C.white}" stroke-width="2"/><text x="404" y="390" font-size="10.5" font-weight="700" fill="${C.a700}" text-anchor="middle">Day 90</text>`,
  ].join('');
  return svg(W, H, shadow('s', 0.22) + shadow('s2', 0.16, 8, 12), body);
}

// /services, the featured card: the MCPMS operations dashboard, drawn small (16:9) with the
// sample network's own figures (5 active lanes, $23.34 per shipment, 85.1% on time).
function mcpmsCard() {
  const W = 480;
  const H = 270;
  const bars = [
    ['KUL', 16.4, 92],
    ['JKT', 31.75, 78],
    ['MNL', 27.1, 84],
    ['BKK', 19.81, 88],
    ['SYD', 24.6, 83],
  ];
  const body = [
    `<g filter="url(#s)"><rect x="10" y="10" width="460" height="250" rx="14" fill="${C.white}" stroke="${C.s200}"/></g>`,
    `<path d="M24 10h62v250H24a14 14 0 0 1-14-14V24a14 14 0 0 1 14-14z" fill="${C.ink}"/>`,
    `<rect x="22" y="26" width="16" height="16" rx="4" fill="${C.p400}"/><text x="44" y="39" font-size="10" font-weight="800" fill="${C.white}">MCPMS</text>`,
    ...[60, 80, 100, 120, 140].map(
      (y, i) => `<rect x="20" y="${y}" width="${i === 0 ? 56 : 44}" height="10" rx="3" fill="${i === 0 ? C.p700 : C.ink700}"/>`,
    ),
    `<text x="102" y="38" font-size="12.5" font-weight="800" fill="${C.ink}">Operations dashboard</text>`,
    `<rect x="402" y="25" width="52" height="18" rx="9" fill="${C.p50}"/><circle cx="414" cy="34" r="3.5" fill="${C.p500}"/><text x="421" y="38" font-size="9.5" font-weight="800" fill="${C.p700}">LIVE</text>`,
    ...[
      ['5', 'Active lanes', 102],
      ['$23.34', 'Per shipment', 220],
      ['85.1%', 'On time', 338],
    ].map(
      ([value, name, x]) =>
        `<rect x="${x}" y="54" width="108" height="54" rx="8" fill="${C.white}" stroke="${C.s200}"/><text x="${x + 10}" y="82" font-size="17" font-weight="800" fill="${value === '85.1%' ? C.p700 : C.ink}">${value}</text><text x="${x + 10}" y="99" font-size="9.5" font-weight="600" fill="${C.s500}">${name}</text>`,
    ),
    `<rect x="102" y="118" width="352" height="126" rx="8" fill="${C.white}" stroke="${C.s200}"/>`,
    `<text x="114" y="136" font-size="10" font-weight="700" fill="${C.ink700}">Cost per shipment by lane</text>`,
    `<path d="M120 222H440" stroke="${C.s200}"/>`,
    ...bars.map(([lane, cost, onTime], i) => {
      const x = 132 + i * 62;
      const h = Math.round(cost * 2.2);
      const top = 222 - h;
      return `<rect x="${x}" y="${top}" width="30" height="${h}" rx="4" fill="${i === 1 ? C.a400 : C.p300}"/><text x="${x + 15}" y="236" font-size="9" font-weight="700" fill="${C.s500}" text-anchor="middle">${lane}</text><circle cx="${x + 15}" cy="${r1(222 - (onTime - 60) * 2.2)}" r="3" fill="${C.ink}"/>`;
    }),
    `<path d="${bars.map(([, , onTime], i) => `${i ? 'L' : 'M'}${147 + i * 62} ${r1(222 - (onTime - 60) * 2.2)}`).join('')}" fill="none" stroke="${C.ink}" stroke-width="1.5"/>`,
  ].join('');
  return svg(W, H, shadow('s', 0.14, 8, 10), body);
}

// ---------------------------------------------------------------------------------------------
// /: the network card's map (the card draws its hubs and lanes over it from the page's copy).
function homeNetworkMap() {
  const map = dotMap({ west: 80, east: 164, north: 40, width: 400, height: 250, pitch: 5 });
  return { svg: svg(400, 250, '', dotPath(map, { fill: C.ink700, radius: 1.5 })), map };
}

const outputs = [
  ['pages/services/visuals/platform.svg', servicesPlatform()],
  ['pages/services/visuals/mcpms-card.svg', mcpmsCard()],
  ['pages/service-laas/visuals/modes-lane.svg', laasModes()],
  ['pages/service-procurement/visuals/rfq-view.svg', procurementRfq()],
  ['pages/service-invoice-audit/visuals/reconciliation.svg', invoiceReconciliation()],
  ['pages/about/visuals/hq-map.svg', aboutHq()],
  ['pages/service-control-tower/visuals/live-view.svg', controlTower()],
  ['pages/b2c-import-growth/visuals/import-lanes.svg', b2cLanes()],
  ['pages/home/visuals/network-map.svg', homeNetworkMap().svg],
];

/** The visuals it wrote, with their sizes (the shape `npm run media` prints). */
export async function makeMarketingVisuals() {
  const made = [];
  for (const [file, content] of outputs) {
    const out = path.join(AREA, file);
    await fs.mkdir(path.dirname(out), { recursive: true });
    await fs.writeFile(out, content);
    made.push({ file: path.relative(ROOT, out), bytes: Buffer.byteLength(content) });
  }
  return made;
}

/** Where the home card's hubs go on its map (the copy's node positions), by market code. */
export function homeNodePositions() {
  const { map } = homeNetworkMap();
  return Object.fromEntries(['SG', 'MY', 'TH', 'ID', 'PH', 'HK', 'TW', 'KR', 'JP'].map((c) => [c, map.market(c)]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { file, bytes } of await makeMarketingVisuals()) console.log(`${file}  ${(bytes / 1024).toFixed(1)} KB`);
  if (process.argv.includes('--home-nodes')) console.log(homeNodePositions());
}
