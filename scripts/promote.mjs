// A person's decision during a preview or a canary (ADR 27): make the candidate build of one area
// live now, whatever stage its canary is at.
//   node scripts/promote.mjs <area>          (npm run promote -- <area>)
// The build goes live through the same checks and switch as a deploy (scripts/lib/release.mjs),
// the candidate is dropped, the release log gets a `promote` line and the team is told. A judge
// still running for that canary sees it gone at its next look and stops.
import { promoteCandidate } from './lib/candidate.mjs';
import { AREAS } from './lib/layout.mjs';
import { formatPhases, Refusal } from './lib/release.mjs';
import { releasedBy } from './lib/release-log.mjs';
import { notifyTeam } from './lib/release-notify.mjs';

const [area, ...rest] = process.argv.slice(2);
if (!Object.hasOwn(AREAS, area ?? '') || rest.length) {
  console.error(`usage: node scripts/promote.mjs <${Object.keys(AREAS).join('|')}>`);
  process.exit(2);
}
try {
  const reason = `promoted by hand (${releasedBy()})`;
  const { entry, phases } = await promoteCandidate(area, { reason });
  console.log(
    `[promote] ${area} build ${entry.buildId} is live (was ${entry.previous}), in ${(entry.durationMs / 1000).toFixed(1)} s (${formatPhases(phases)})`,
  );
  await notifyTeam({ action: 'promote', area, buildId: entry.buildId, live: entry.previous, reason }, (line) =>
    console.log(`[promote] ${line}`),
  );
} catch (err) {
  if (!(err instanceof Refusal)) throw err;
  console.error(`[promote] refused: ${err.message}`);
  process.exitCode = 1;
}
