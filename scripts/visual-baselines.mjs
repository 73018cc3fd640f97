// `npm run shots:update`: writes the visual regression baselines on purpose (e2e/tests/pages.spec.ts,
// ADR 25 §4), then recompresses them losslessly (the same pixels, about 40 % fewer bytes than
// Playwright writes) and prints their total against the 20 MB budget.
//   npm run shots:update                        every route at 375 and 1280 px
//   npm run shots:update -- --grep "/about at"  one page
//   npm run shots:update -- --compress-only     only recompress what is there
// Writes the baselines that are missing or no longer match (--update-snapshots=changed; a baseline
// within the threshold stays as it is, so an unchanged page makes no diff). Runs the e2e config's
// server on E2E_PORT like the other e2e commands (after `npm run build`). Look at the new PNGs
// before committing them: they are what every later run is held to.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './lib/layout.mjs';
import { run } from './lib/run.mjs';

const DIR = path.join(ROOT, 'e2e/visual');
const BUDGET = 20 * 1024 * 1024;

let failed = false;
if (!process.argv.includes('--compress-only')) {
  try {
    await run(
      path.join(ROOT, 'node_modules/.bin/playwright'),
      ['test', '-c', 'e2e/playwright.config.ts', 'pages.spec', '--update-snapshots=changed', ...process.argv.slice(2)],
      {
        cwd: ROOT,
      },
    );
  } catch {
    failed = true; // still compress what was written, then report
  }
}

let total = 0;
let files = 0;
for (const name of (await fs.readdir(DIR).catch(() => [])).filter((n) => n.endsWith('.png'))) {
  const file = path.join(DIR, name);
  const before = await fs.readFile(file);
  const after = await sharp(before).png({ compressionLevel: 9, adaptiveFiltering: true, effort: 10 }).toBuffer();
  if (after.length < before.length) await fs.writeFile(file, after);
  total += Math.min(after.length, before.length);
  files++;
}
console.log(`e2e/visual: ${files} baselines, ${(total / 1024 / 1024).toFixed(2)} MB of ${BUDGET / 1024 / 1024} MB`);
if (failed || total > BUDGET) process.exit(1);
