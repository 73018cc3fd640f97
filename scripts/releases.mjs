// The release history (ADR 20): every deploy and rollback, oldest first, and what is live.
//   node scripts/releases.mjs [area]        (npm run releases -- [area])
import { AREAS } from './lib/layout.mjs';
import { readAreaAddresses } from './lib/publish.mjs';
import { formatReleases, readReleases } from './lib/release-log.mjs';

const area = process.argv[2] ?? null;
if (area !== null && !Object.hasOwn(AREAS, area)) {
  console.error(`usage: node scripts/releases.mjs [${Object.keys(AREAS).join('|')}]`);
  process.exit(2);
}
console.log(formatReleases(await readReleases(), { area }));
const live = await readAreaAddresses();
const areas = area ? [area] : Object.keys(AREAS);
console.log(`\nlive now: ${areas.map((a) => `${a} ${live[a]?.buildId ?? '—'}`).join(' · ')}`);
