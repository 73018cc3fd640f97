// The dot-matrix map of Southeast Asia and APAC every network visual draws on
// (docs/design/art-direction.md, "Network maps"): a coarse land mask (polygons in degrees,
// traced by hand from an atlas at about 0.5° — enough for dots on a 6–8 px pitch), an
// equirectangular projection, and the land as dots, written as one SVG path (each dot a
// zero-length round-capped segment: a few bytes a dot). Build-time only: its output SVGs are
// committed; the browser never runs it. Used by scripts/media/chrome-visuals.mjs; other visuals
// can import it the same way.

/**
 * Land, as rings of "longitude latitude" pairs (degrees), comma-separated. Coarse on purpose: only
 * its dots are ever shown.
 */
export const LAND = {
  // Myanmar, Thailand, Indochina, the Malay Peninsula and China's coast up to Korea.
  mainland: [
    '88 44, 88 21.7, 89.6 21.8, 90.6 22.3, 91.8 22.3, 92.3 20.8, 93.5 19.3, 94.3 17.5, 94.3 16, 95.3 15.8, 96.5 16.5,',
    '97.6 16.5, 97.7 14.5, 98.5 12.5, 98.6 10, 98.3 8.2, 98.9 7.6, 99.6 6.8, 100.3 5.4, 101 3.5, 102.5 2, 103.5 1.3,',
    '104.2 1.4, 103.5 3.8, 103.1 5.3, 102.3 6.2, 101.3 6.9, 100.3 8.4, 99.9 9.3, 99.2 10.5, 99.6 12, 100 13.4, 100.9 13,',
    '101 12.7, 102.3 12.2, 103 11.2, 104 10.5, 104.8 8.7, 105.5 8.8, 106.7 10.4, 108 11, 109.2 11.8, 109.3 13, 108.9 15.3,',
    '108.2 16.1, 107 17, 105.8 18.9, 106.6 20.3, 107.5 21.5, 108.5 21.6, 109.7 21.5, 110.2 20.3, 110.5 21.2, 111.5 21.6,',
    '113.2 22.1, 113.6 22.6, 114.2 22.3, 115.5 22.8, 116.7 23.3, 118 24.4, 119.5 25.5, 120.5 27.2, 121 28, 121.9 29.9,',
    '121.9 31, 120.9 32.6, 119.3 34.7, 120.3 36, 122.5 36.9, 121 37.7, 119 37.2, 118 38.2, 117.7 39, 119.5 39.9,',
    '121.2 40.6, 121.2 38.8, 122.3 39.5, 124.3 39.9, 125.1 37.7, 126.5 37, 126.3 34.5, 127.5 34.6, 129 35.1, 129.5 36,',
    '129.4 37.5, 128.4 38.6, 129.7 40.8, 130.7 42.3, 131 44',
  ].join(' '),
  hainan: '108.6 19.2, 109.5 18.2, 110.5 18.7, 111 19.6, 110.5 20.1, 109.3 20',
  taiwan: '120.1 23, 120.7 22, 121 22.2, 121.6 24, 121.9 25, 121.5 25.3, 120.7 24.5',
  kyushu: '129.7 33.2, 130.2 31.3, 131 31.4, 131.7 32.5, 131 33.9, 129.9 33.6',
  shikoku: '132.5 33, 134.2 33.3, 134.6 34.2, 133 34.1',
  honshu: [
    '130.9 34, 132.4 34.3, 135.2 34.6, 135.8 33.5, 136.8 34.3, 138.8 34.6, 139.8 35, 140.9 35.7, 141 37.5, 141.9 39.5,',
    '141.4 41.4, 140 40.8, 139.7 39.5, 139.4 38.2, 138.5 37.3, 136.8 37.3, 136 35.7, 133 35.5, 131.3 34.6',
  ].join(' '),
  hokkaido: '140 41.5, 141.1 41.8, 143.2 42, 145.5 43.3, 144 44.1, 141.7 45.4, 141.4 43.3, 140.3 43',
  sumatra: [
    '95.2 5.6, 97.5 5.2, 98.7 3.8, 100.4 2.2, 101.5 1.6, 103 0.8, 103.8 -0.8, 104.5 -1.8, 105.8 -2.8, 106 -3.3, 105.8 -5.8,',
    '104.6 -5.9, 103.4 -4.8, 102.3 -3.9, 101 -2.5, 100.4 -1, 99.1 0.9, 98.7 1.7, 97.5 2.9, 96.4 4.3',
  ].join(' '),
  bangka: '105.8 -1.6, 106.8 -2.5, 106.6 -3.1, 105.9 -2.2',
  java: [
    '105.2 -6.8, 106.1 -5.9, 107 -6, 108.3 -6.3, 110.4 -6.9, 111 -6.4, 112.6 -6.9, 114.4 -7.7, 114.4 -8.7, 112.5 -8.4,',
    '110.5 -8.1, 108.5 -7.8, 106.5 -7.4',
  ].join(' '),
  bali: '114.5 -8.1, 115.7 -8.4, 115.2 -8.8, 114.5 -8.5',
  lombok: '116.1 -8.3, 116.7 -8.4, 116.5 -8.9, 116 -8.8',
  sumbawa: '116.8 -8.4, 119 -8.2, 118.9 -8.8, 116.9 -9',
  flores: '119.8 -8.4, 122.9 -8.1, 122.6 -8.7, 119.9 -8.8',
  timor: '123.5 -10.2, 125.2 -8.6, 127.3 -8.4, 125 -9.5, 123.8 -10.4',
  borneo: [
    '109.3 0, 109 1.6, 110.3 1.7, 111.3 2.3, 113 3.2, 114 4.6, 115 5, 116 6, 116.8 7, 117.7 6.2, 119.2 5.3, 118.2 4.4,',
    '117.6 3.5, 117.9 1.9, 118.9 0.9, 117.5 0, 116.8 -1.2, 116.3 -3, 114.6 -3.7, 113 -3.2, 111.7 -3, 110.2 -2.9, 110 -1.7,',
    '109.3 -0.6',
  ].join(' '),
  sulawesi: [
    '119.4 -5.6, 119.6 -3.5, 118.8 -2.7, 119.2 -1, 119.8 0.5, 120.8 1.3, 122.5 1, 124.3 1.2, 125.1 1.6, 124.5 0.5, 123 0.5,',
    '121.5 0.5, 120.6 -0.2, 121.2 -0.9, 122.8 -0.8, 123.3 -1, 121.9 -1.7, 121.3 -2, 122.3 -3.2, 123.1 -4.1, 122.7 -5.3,',
    '121.5 -4.6, 120.8 -3, 120.4 -3.9, 120.4 -5.6',
  ].join(' '),
  halmahera: '127.5 1.8, 128.6 1.5, 128 0.5, 128.7 -0.3, 127.8 -0.8, 127.3 0.5',
  seram: '128 -2.9, 130.8 -3.4, 130.5 -3.8, 128.2 -3.5',
  newGuinea: [
    '131 -1.4, 132.3 -0.4, 134.1 -0.9, 135 -3.3, 137.8 -1.5, 141 -2.6, 144.5 -3.8, 145.8 -5.5, 147.5 -6.1, 147.9 -8.1,',
    '150 -10.3, 147.2 -10.1, 146 -8, 144.2 -7.7, 143.3 -9, 141 -9.1, 139 -8.1, 138 -8.4, 137.7 -5.2, 135.2 -4.4,',
    '133.5 -4.2, 132.5 -2.8',
  ].join(' '),
  luzon: [
    '120.6 18.5, 121.9 18.4, 122.2 17, 121.6 15.9, 121.6 14.2, 122.5 14.2, 123.9 13.8, 124.1 12.6, 123.3 13, 122.6 13.5,',
    '121.7 13.9, 120.9 13.9, 120.6 14.5, 120 15, 119.8 16.3, 120.4 16.6',
  ].join(' '),
  mindoro: '120.3 13.5, 121.5 13.1, 121.2 12.2, 120.4 12.6',
  samar: '124.2 12.5, 125.7 12, 125.3 11, 124.4 11.4',
  leyte: '124.3 11.5, 125 11.2, 125.3 10.1, 124.7 10, 124.4 10.8',
  panay: '121.9 11.9, 123.1 11.5, 122.5 10.6, 121.9 10.5',
  negros: '122.5 10.9, 123.5 10.9, 123.2 9.1, 122.5 9.6',
  cebu: '123.3 11.2, 124 10.8, 123.4 9.6',
  palawan: '117.1 8.2, 117.6 8.3, 119.7 10.8, 119.5 11.4, 117.4 8.8',
  mindanao: '122.1 6.9, 123.5 7.7, 124.4 8.6, 125.4 9.8, 126.4 8.3, 126.6 7, 126.2 6.3, 125.4 5.6, 124.2 6.2, 124 7.3, 122.9 7.5',
  australia: [
    '113.5 -22, 114.1 -21.8, 116.7 -20.6, 119 -20, 121 -19.5, 122.2 -18, 123.5 -16.5, 125 -14.6, 126.9 -13.8, 128.2 -15,',
    '129.7 -14.8, 130.3 -12.7, 131.5 -11.6, 132.6 -11.5, 133.5 -11.8, 135.9 -12.2, 136.8 -12.3, 136.5 -13.3, 135.5 -14.8,',
    '137 -15.9, 139.3 -17.4, 140.8 -17.4, 141.6 -15, 141.5 -12.6, 142.5 -10.7, 143.6 -13.9, 145.3 -15, 146 -17.6,',
    '146.3 -19, 148.8 -20.4, 150 -22.5, 150 -40, 113 -40',
  ].join(' '),
};

/** Ray casting: whether [lon, lat] lies inside the ring. */
function inside([x, y], ring) {
  let hit = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** The rings as [lon, lat] arrays. */
export const RINGS = Object.fromEntries(
  Object.entries(LAND).map(([name, ring]) => [name, ring.split(',').map((pair) => pair.trim().split(/\s+/).map(Number))]),
);

export const isLand = (point) => Object.values(RINGS).some((ring) => inside(point, ring));

/**
 * An equirectangular projection of `bounds` ({ west, east, south, north } in degrees) into a box
 * at (x, y) `width` pixels wide; longitudes are shortened by the cosine of the middle latitude, so
 * the map keeps its shape. Returns { project([lon, lat]) → [x, y], unproject, height }.
 */
export function projection({ bounds, x = 0, y = 0, width }) {
  const k = Math.cos((((bounds.north + bounds.south) / 2) * Math.PI) / 180);
  const scale = width / ((bounds.east - bounds.west) * k);
  return {
    height: (bounds.north - bounds.south) * scale,
    scale,
    project: ([lon, lat]) => [x + (lon - bounds.west) * k * scale, y + (bounds.north - lat) * scale],
    unproject: ([px, py]) => [bounds.west + (px - x) / (k * scale), bounds.north - (py - y) / scale],
  };
}

const num = (n) => String(Math.round(n * 10) / 10);

/**
 * The land inside a projected box as dots on a square `pitch`: one `<path>` of zero-length
 * round-capped segments (a dot per cell whose centre or any of four points around it is land, so
 * small islands keep a dot). `keep(x, y)` can leave dots out (e.g. under a panel or a label).
 */
export function dotMatrix({ map, box, pitch, radius, colour, keep = () => true, opacity }) {
  const parts = [];
  let last = null;
  const off = pitch / 3;
  for (let cy = box.y + pitch / 2; cy < box.y + box.height; cy += pitch) {
    for (let cx = box.x + pitch / 2; cx < box.x + box.width; cx += pitch) {
      const samples = [
        [cx, cy],
        [cx - off, cy - off],
        [cx + off, cy - off],
        [cx - off, cy + off],
        [cx + off, cy + off],
      ];
      if (!samples.some((s) => isLand(map.unproject(s))) || !keep(cx, cy)) continue;
      // Relative moves along a row keep the path short.
      parts.push(last && last[1] === cy ? `m${num(cx - last[0])} 0h0` : `M${num(cx)} ${num(cy)}h0`);
      last = [cx, cy];
    }
  }
  const fade = opacity === undefined ? '' : ` stroke-opacity="${opacity}"`;
  return `<path d="${parts.join('')}" stroke="${colour}" stroke-width="${num(radius * 2)}" stroke-linecap="round"${fade}/>`;
}

/** Market hubs by their code (art direction: labels are market codes). */
export const HUBS = {
  SG: [103.82, 1.35],
  MY: [101.69, 3.14],
  TH: [100.5, 13.75],
  VN: [106.66, 10.76],
  ID: [106.85, -6.21],
  PH: [120.98, 14.6],
  HK: [114.17, 22.32],
  CN: [121.47, 31.23],
  TW: [121.56, 25.03],
  KR: [126.98, 37.57],
  JP: [139.69, 35.69],
  AU: [130.84, -12.46],
  MM: [96.2, 16.8],
  KH: [104.92, 11.56],
};

/**
 * A lane between two projected points: a quadratic curve bowed to one side by `bend` (a fraction
 * of its length; negative bows the other way). Returns the path data and its midpoint.
 */
export function lane([x1, y1], [x2, y2], bend = 0.18) {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const cx = mx - dy * bend;
  const cy = my + dx * bend;
  return {
    d: `M${num(x1)} ${num(y1)}Q${num(cx)} ${num(cy)} ${num(x2)} ${num(y2)}`,
    mid: [0.25 * x1 + 0.5 * cx + 0.25 * x2, 0.25 * y1 + 0.5 * cy + 0.25 * y2],
  };
}

export { num };
