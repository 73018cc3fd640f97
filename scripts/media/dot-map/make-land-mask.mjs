// Makes scripts/media/dot-map/land-mask.txt, the coarse land mask the dot-map generator reads
// (./dot-map.mjs). Run once by hand; its output is committed, so neither the build nor the
// generator needs this script's two packages:
//   npm i --no-save world-atlas@2.0.2 topojson-client@3.1.0
//   node scripts/media/dot-map/make-land-mask.mjs
// Source: Natural Earth 1:50m land (public domain), as TopoJSON in the world-atlas package.
// Format: a header `lon0 lat0 step cols rows` (the south-west corner of the first cell, the cell
// size in degrees), then one line per row from north to south: run lengths in base 36, separated by
// '.', alternating water and land and starting with water.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
let topology;
let feature;
try {
  topology = require('world-atlas/land-50m.json');
  ({ feature } = await import('topojson-client'));
} catch {
  console.error('make-land-mask: install its two packages first: npm i --no-save world-atlas@2.0.2 topojson-client@3.1.0');
  process.exit(1);
}

/** Asia-Pacific: the Bay of Bengal to the western Pacific, Japan to southern Australia. */
const LON0 = 60;
const LON1 = 180;
const LAT0 = -48;
const LAT1 = 56;
const STEP = 0.2;

const land = feature(topology, topology.objects.land);
/** Every ring with its bounding box (a point is on land inside an odd number of rings). */
const rings = land.features
  .flatMap((f) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates))
  .flat()
  .map((ring) => {
    const xs = ring.map((p) => p[0]);
    const ys = ring.map((p) => p[1]);
    return { ring, minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
  })
  .filter((r) => r.maxX >= LON0 && r.minX <= LON1 && r.maxY >= LAT0 && r.minY <= LAT1);

function inRing(ring, x, y) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const isLand = (x, y) => {
  let n = 0;
  for (const r of rings) if (x >= r.minX && x <= r.maxX && y >= r.minY && y <= r.maxY && inRing(r.ring, x, y)) n++;
  return n % 2 === 1;
};

const cols = Math.round((LON1 - LON0) / STEP);
const rows = Math.round((LAT1 - LAT0) / STEP);
const lines = [`${LON0} ${LAT0} ${STEP} ${cols} ${rows}`];
for (let r = 0; r < rows; r++) {
  const lat = LAT1 - (r + 0.5) * STEP;
  const runs = [];
  let current = false;
  let run = 0;
  for (let c = 0; c < cols; c++) {
    const on = isLand(LON0 + (c + 0.5) * STEP, lat);
    if (on !== current) {
      runs.push(run);
      run = 0;
      current = on;
    }
    run++;
  }
  runs.push(run);
  lines.push(runs.map((n) => n.toString(36)).join('.'));
}
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'land-mask.txt');
fs.writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${path.relative(process.cwd(), out)}: ${cols} x ${rows} cells of ${STEP}°, ${(fs.statSync(out).size / 1024).toFixed(1)} KB`);
