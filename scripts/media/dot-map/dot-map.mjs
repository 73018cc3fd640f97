// The dot-matrix map of Southeast Asia and Asia-Pacific that the site's network visuals are drawn
// on (docs/design/art-direction.md, "Network maps"): land as dots on a regular pitch, from the
// coarse land mask beside this file (./land-mask.txt, Natural Earth 1:50m, ./make-land-mask.mjs).
// A build-time tool: its output is SVG that the areas commit; nothing here runs in a browser.
//
// As a module (for a script that composes a visual):
//   import { dotMap, MARKETS } from './dot-map/dot-map.mjs';
//   const map = dotMap({ west: 88, east: 152, north: 37, width: 560, height: 440, pitch: 7 });
//   map.path      // the `d` of one <path>: a zero-length segment per dot, drawn with round caps
//   map.project(103.82, 1.35)   // → [x, y] in the same viewBox (Web Mercator)
//   map.market('SG')            // → [x, y] of a market's city (MARKETS)
// As a command (a standalone map, or where the markets fall on it):
//   node scripts/media/dot-map/dot-map.mjs --west 88 --east 152 --north 37 --size 560x440 \
//     [--pitch 7] [--radius 2.2] [--fill '#CBD5E1'] [--out file.svg] [--markets]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Each market's city (longitude, latitude), by the two-letter code the visuals label it with. */
export const MARKETS = {
  SG: { city: 'Singapore', lon: 103.82, lat: 1.35 },
  MY: { city: 'Kuala Lumpur', lon: 101.69, lat: 3.14 },
  TH: { city: 'Bangkok', lon: 100.5, lat: 13.75 },
  ID: { city: 'Jakarta', lon: 106.85, lat: -6.21 },
  PH: { city: 'Manila', lon: 120.98, lat: 14.6 },
  VN: { city: 'Ho Chi Minh City', lon: 106.66, lat: 10.76 },
  HK: { city: 'Hong Kong', lon: 114.17, lat: 22.32 },
  CN: { city: 'Shanghai', lon: 121.47, lat: 31.23 },
  TW: { city: 'Taipei', lon: 121.56, lat: 25.03 },
  KR: { city: 'Seoul', lon: 126.98, lat: 37.57 },
  JP: { city: 'Tokyo', lon: 139.69, lat: 35.69 },
  AU: { city: 'Sydney', lon: 151.21, lat: -33.87 },
};

let mask;
/** The land mask: `land(lon, lat)` is true on land (false outside the mask's extent). */
function landMask() {
  if (mask) return mask;
  const [header, ...rows] = fs.readFileSync(path.join(HERE, 'land-mask.txt'), 'utf8').trim().split('\n');
  const [lon0, lat0, step, cols, nRows] = header.split(' ').map(Number);
  const cells = rows.map((line) => {
    const row = new Uint8Array(cols);
    let c = 0;
    line.split('.').forEach((run, i) => {
      const n = Number.parseInt(run, 36);
      if (i % 2 === 1) row.fill(1, c, c + n);
      c += n;
    });
    return row;
  });
  const north = lat0 + nRows * step;
  mask = (lon, lat) => {
    const c = Math.floor((lon - lon0) / step);
    const r = Math.floor((north - lat) / step);
    return r >= 0 && r < nRows && c >= 0 && c < cols && cells[r][c] === 1;
  };
  return mask;
}

const RAD = Math.PI / 180;
const mercY = (lat) => Math.log(Math.tan(Math.PI / 4 + (lat * RAD) / 2));
const invMercY = (y) => (2 * Math.atan(Math.exp(y)) - Math.PI / 2) / RAD;
const round = (n) => Math.round(n * 10) / 10;

/**
 * A dot map of the area from `west` to `east` (longitudes) whose top edge is latitude `north`, in a
 * `width` × `height` viewBox (Web Mercator, so the south edge follows from the size). A dot stands
 * where at least `coverage` of its cell is land (3 × 3 samples), so narrow land (the Malay
 * Peninsula, Java, the Philippines) keeps its dots.
 */
export function dotMap({ west, east, north, width, height, pitch = 7, coverage = 2 / 9 }) {
  const land = landMask();
  const scale = width / ((east - west) * RAD);
  const top = mercY(north);
  const project = (lon, lat) => [round((lon - west) * RAD * scale), round((top - mercY(lat)) * scale)];
  const unproject = (x, y) => [west + x / scale / RAD, invMercY(top - y / scale)];
  const rows = [];
  const offset = pitch / 2;
  for (let y = offset; y < height; y += pitch) {
    const row = [];
    for (let x = offset; x < width; x += pitch) {
      let hits = 0;
      for (const dy of [-pitch / 3, 0, pitch / 3])
        for (const dx of [-pitch / 3, 0, pitch / 3]) if (land(...unproject(x + dx, y + dy))) hits++;
      if (hits / 9 >= coverage - 1e-9) row.push(round(x));
    }
    if (row.length) rows.push({ y: round(y), xs: row });
  }
  // One path: `M x y h0` starts a row; `m dx 0h0` steps to the next dot of the row.
  const d = rows.map(({ y, xs }) => xs.map((x, i) => (i === 0 ? `M${x} ${y}h0` : `m${round(x - xs[i - 1])} 0h0`)).join('')).join('');
  const dots = rows.reduce((n, r) => n + r.xs.length, 0);
  return {
    path: d,
    dots,
    south: invMercY(top - height / scale),
    project,
    market: (code) => {
      const m = MARKETS[code];
      if (!m) throw new Error(`dot-map: no market ${code}`);
      return project(m.lon, m.lat);
    },
  };
}

/** The dots as one `<path>`: round caps on zero-length segments draw each dot as a circle. */
export const dotPath = (map, { fill = '#CBD5E1', radius = 2.2 } = {}) =>
  `<path d="${map.path}" fill="none" stroke="${fill}" stroke-width="${radius * 2}" stroke-linecap="round"/>`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const [width, height] = arg('size', '560x440').split('x').map(Number);
  const map = dotMap({
    west: Number(arg('west', '88')),
    east: Number(arg('east', '152')),
    north: Number(arg('north', '37')),
    width,
    height,
    pitch: Number(arg('pitch', '7')),
  });
  if (process.argv.includes('--markets')) {
    console.log(`south edge at latitude ${map.south.toFixed(2)}; ${map.dots} dots`);
    for (const code of Object.keys(MARKETS)) console.log(`${code}  ${map.market(code).join(' ')}`);
  }
  const out = arg('out', null);
  if (out) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${dotPath(
      map,
      {
        fill: arg('fill', '#CBD5E1'),
        radius: Number(arg('radius', '2.2')),
      },
    )}</svg>\n`;
    fs.writeFileSync(out, svg);
    console.log(`${out}: ${map.dots} dots, ${(svg.length / 1024).toFixed(1)} KB`);
  }
}
