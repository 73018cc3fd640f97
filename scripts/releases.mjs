// The release history (ADR 20): every deploy, rollback and candidate decision, oldest first, and
// what is live.
//   node scripts/releases.mjs [area]        (npm run releases -- [area])
//   node scripts/releases.mjs canary        (npm run releases -- canary) the candidates now (ADR 27):
//                                            the canary's share and stage, and its comparison with
//                                            the live build — the judge's figures now, and when
//                                            the judge last looked
import { AREAS } from './lib/layout.mjs';
import { readAreaAddresses } from './lib/publish.mjs';
import { formatReleases, readReleases } from './lib/release-log.mjs';

const arg = process.argv[2] ?? null;
if (arg !== null && arg !== 'canary' && !Object.hasOwn(AREAS, arg)) {
  console.error(`usage: node scripts/releases.mjs [${Object.keys(AREAS).join('|')}|canary]`);
  process.exit(2);
}
if (arg === 'canary') {
  const { readCandidates } = await import('./lib/candidate.mjs');
  const { compare, openTelemetry, readCanaryStatus } = await import('./lib/canary.mjs');
  const { formatCandidate } = await import('./lib/canary-report.mjs');
  const candidates = Object.entries((await readCandidates()).candidates);
  if (candidates.length === 0) {
    console.log('no candidate: nothing is previewed or in a canary');
    process.exit(0);
  }
  const reader = await openTelemetry();
  try {
    for (const [area, candidate] of candidates) {
      const status = await readCanaryStatus(area);
      const mine = status?.buildId === candidate.buildId ? status : null;
      const now = await compare(reader.store, area, candidate, {
        look: Math.max(1, mine?.look ?? 1),
        judgeOptions: mine?.judgeOptions ?? {},
      });
      console.log(formatCandidate({ area, candidate, now, status: mine }));
    }
  } finally {
    await reader.close();
  }
  process.exit(0);
}
const area = arg;
console.log(formatReleases(await readReleases(), { area }));
const live = await readAreaAddresses();
const areas = area ? [area] : Object.keys(AREAS);
console.log(`\nlive now: ${areas.map((a) => `${a} ${live[a]?.buildId ?? '—'}`).join(' · ')}`);
