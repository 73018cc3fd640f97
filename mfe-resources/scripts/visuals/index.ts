/**
 * `npm run visuals -w mfe-resources`: draws the resources area's SVG visuals (covers and hero
 * pictures) into the files the pages import. The output is committed; a unit test
 * (test/visuals.test.ts) fails when a committed file is not what this draws.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawnVisuals } from './drawn.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

for (const [file, draw] of Object.entries(drawnVisuals)) {
  const out = path.join(root, file);
  await fs.mkdir(path.dirname(out), { recursive: true });
  const svg = draw();
  await fs.writeFile(out, svg);
  console.log(`${file.padEnd(56)} ${(Buffer.byteLength(svg) / 1024).toFixed(1)} KB`);
}
