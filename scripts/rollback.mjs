// Make an earlier build of one area live again, without building (ADR 20): the one that
// was live before the current one (by the release log), or a named build that is still retained.
//   node scripts/rollback.mjs <area> [buildId]        (npm run rollback -- …)
// While the area has a candidate (a preview or a canary, ADR 27), `rollback <area>` aborts it
// instead: nothing live changed, so going back is no longer serving the candidate (its visitors
// get the live build on their next page); the release log gets an `abort` line and the team is
// told.
// Its routes are re-prerendered from that build and go through the same checks and the same
// switch as a deploy (scripts/lib/release.mjs); the release log gets a line. Builds are never
// overwritten, so pages already out there keep hydrating with whatever build they name.
import fs from 'node:fs/promises';
import { buildIdPattern } from './lib/artifact.mjs';
import { dropCandidate, readCandidates } from './lib/candidate.mjs';
import { AREAS, SITE_DIR } from './lib/layout.mjs';
import { publishedDirs, readAreaAddresses } from './lib/publish.mjs';
import { formatPhases, Refusal, readPublishedManifest, release } from './lib/release.mjs';
import { readReleases, releasedBy, rollbackTarget } from './lib/release-log.mjs';
import { notifyTeam } from './lib/release-notify.mjs';

const [area, named, ...rest] = process.argv.slice(2);
if (!Object.hasOwn(AREAS, area ?? '') || rest.length || (named !== undefined && !buildIdPattern.test(named))) {
  console.error(`usage: node scripts/rollback.mjs <${Object.keys(AREAS).join('|')}> [buildId]`);
  process.exit(2);
}

/** Builds of the area that can be made live again: published, with their Node build and manifest. */
async function retained() {
  const ids = await fs.readdir(`${SITE_DIR}/mfe/${area}`).catch(() => []);
  const out = [];
  for (const id of ids.sort()) if (await readManifest(id).catch(() => null)) out.push(id);
  return out;
}

const readManifest = (buildId) => readPublishedManifest(area, buildId);

try {
  if (named === undefined && (await readCandidates()).candidates[area]) {
    const reason = `rolled back by hand (${releasedBy()})`;
    const candidate = await dropCandidate(area, { reason });
    console.log(`[rollback] the ${candidate.mode} of ${area} build ${candidate.buildId} is aborted; live stays ${candidate.live}`);
    await notifyTeam({ action: 'abort', area, buildId: candidate.buildId, live: candidate.live, reason }, (line) =>
      console.log(`[rollback] ${line}`),
    );
    process.exit(0);
  }
  const live = (await readAreaAddresses())[area]?.buildId ?? null;
  const target = named ?? rollbackTarget(await readReleases(), area, live);
  if (!target) throw new Refusal(`the release log names no build of ${area} before ${live}; name one: ${(await retained()).join(', ')}`);
  if (target === live) {
    console.log(`[rollback] ${area} build ${target} is already live`);
    process.exit(0);
  }
  const manifest = await readManifest(target).catch(async () => {
    throw new Refusal(
      `build ${target} of ${area} is not retained (pruned, or never published here); retained: ${(await retained()).join(', ')}`,
    );
  });
  const { entry, phases } = await release({ action: 'rollback', area, manifest, serverDir: publishedDirs(area, target).server });
  console.log(
    `[rollback] ${area} is back on build ${entry.buildId} (was ${entry.previous}), live in ${(entry.durationMs / 1000).toFixed(1)} s (${formatPhases(phases)}); ` +
      `re-prerendered ${entry.routes.length} route(s)`,
  );
} catch (err) {
  if (!(err instanceof Refusal)) throw err;
  console.error(`[rollback] refused: ${err.message}`);
  process.exitCode = 1;
}
