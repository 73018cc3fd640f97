// `npm run media`: renders the site's own media in Chromium and writes them where the build picks
// them up (committed; not part of `npm test`). Each generator prints what it made and its size.

import { makeChromeVisuals } from './chrome-visuals.mjs';
import { makeMarketingVisuals } from './marketing-visuals.mjs';
import { makeMcpmsMedia } from './mcpms-media.mjs';
import { makeShareImages } from './share-images.mjs';

const generators = [
  ['share images', makeShareImages],
  ['MCPMS dashboard screenshot and clips', makeMcpmsMedia],
  ['marketing visuals (SVG on the dot map, product views)', makeMarketingVisuals],
  ['contact, not-found, area-fallback and footer visuals', makeChromeVisuals],
];

for (const [name, make] of generators) {
  const made = await make();
  console.log(`${name}:`);
  for (const { file, bytes } of made) console.log(`  ${file}  ${(bytes / 1024).toFixed(1)} KB`);
}
