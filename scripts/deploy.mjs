// Deploy one area on its own (ADR 20): publish the bytes of an artifact that
// `npm run build:area` made (in the team's CI or here), checked before it goes live.
//   node scripts/deploy.mjs <area> --artifact <file>   (npm run deploy -- …)
//   node scripts/deploy.mjs <area>                      this checkout's artifact (.artifacts/, built first when it is not there)
// Or, instead of going live at once (ADR 27):
//   --preview [--expires 24h]      stage it as a candidate and print a signed, expiring preview link:
//                                  only its holder sees the site with this build of the area
//   --canary <share> [--stages 5,25,50,100] [--stage-time 10m] [--check-every 30s]
//                  [--min-page-views 200] [--min-vitals 100]
//                                  give it to that share of new visitors and let the judge compare it
//                                  with the live build: each healthy stage moves on, the last one
//                                  promotes, a worse candidate is aborted (scripts/lib/canary.mjs)
// The deploy refuses, in one line and with nothing changed, an artifact that is not sound (files
// that differ from its manifest), one built for another area, one that does not fit the live
// shell (scripts/lib/compat.mjs), and one whose pages fail to prerender or fail the site check.
// Otherwise: its files are published beside the older builds (which stay, so pages already out
// there keep hydrating), remotes.json points at it, only its routes are re-prerendered, and the
// release log gets a line (scripts/lib/release.mjs). No other area is rebuilt.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ArtifactError, buildArtifact, unpackArtifact } from './lib/artifact.mjs';
import { AREAS } from './lib/layout.mjs';
import { buildPackages, publishBuild } from './lib/publish.mjs';
import { formatPhases, Refusal, release, removeStaging, stagingFolder } from './lib/release.mjs';
import { parseReleaseOptions, UsageError } from './lib/release-options.mjs';

const usage = `usage: node scripts/deploy.mjs <${Object.keys(AREAS).join('|')}> [--artifact <file>]
         [--preview [--expires 24h]]
         [--canary <share %> [--stages 5,25,50,100] [--stage-time 10m] [--check-every 30s] [--min-page-views 200] [--min-vitals 100]]`;

let options;
try {
  options = parseReleaseOptions(process.argv.slice(2), Object.keys(AREAS));
} catch (err) {
  if (!(err instanceof UsageError)) throw err;
  console.error(`${err.message}\n${usage}`);
  process.exit(2);
}
const { area, artifact: given, mode } = options;

let artifact = given && path.resolve(given);
let built = null;
/** The release's clock: from the start of this process (performance.now() counts from it), or, for the shortcut, from the end of its build. */
let startedAt = 0;
if (!artifact) {
  // The shortcut: this checkout's artifact (kept in .artifacts/ for its build id, or built now), then deploy exactly that file.
  await buildPackages();
  built = await fs.mkdtemp(path.join(os.tmpdir(), `meranti-${area}-`));
  const { file, dir } = await buildArtifact(area, { outFile: path.join(built, 'artifact.tgz') });
  await fs.rm(dir, { recursive: true, force: true });
  artifact = file;
  startedAt = performance.now();
}

const unpacked = await stagingFolder(`artifact-${area}`);
/** After the candidate is staged: the canary's judge runs in this process until it decides. */
let judgeCanary = null;
try {
  const { manifest, sha256 } = await unpackArtifact(artifact, unpacked);
  if (manifest.area !== area) throw new Refusal(`${path.basename(artifact)} is a build of ${manifest.area}, not of ${area}`);
  const build = {
    area,
    manifest,
    serverDir: path.join(unpacked, 'server'),
    clientDir: path.join(unpacked, 'client'),
    publish: () => publishBuild(unpacked, manifest),
  };
  if (mode === 'live') {
    const { entry, phases } = await release({ action: 'deploy', ...build, artifact: `sha256:${sha256}`, startedAt });
    console.log(
      `[deploy] ${area} build ${entry.buildId} is live (was ${entry.previous ?? 'none'}), in ${(entry.durationMs / 1000).toFixed(1)} s (${formatPhases(phases)}); ` +
        `re-prerendered ${entry.routes.length} route(s)`,
    );
  } else {
    const { stageCandidate } = await import('./lib/candidate.mjs');
    const candidate = await stageCandidate({ ...build, mode, stages: options.stages });
    if (mode === 'preview') {
      const { previewLink } = await import('./lib/preview-link.mjs');
      const { url, expiresAt } = await previewLink({ area, buildId: manifest.buildId, validForMs: options.expiresMs });
      console.log(`[deploy] ${area} build ${manifest.buildId} is staged for preview; nothing live changed (live: ${candidate.live})`);
      console.log(`[deploy] preview link (valid until ${new Date(expiresAt).toISOString()}):\n${url}`);
    } else {
      console.log(
        `[deploy] ${area} build ${manifest.buildId} is the canary: ${candidate.share} % of new visitors (stages ${candidate.stages.join(', ')} %); live stays ${candidate.live} for the others`,
      );
      judgeCanary = () => import('./lib/canary.mjs').then(({ runCanary }) => runCanary({ area, ...options.canary }));
    }
  }
} catch (err) {
  if (!(err instanceof Refusal || err instanceof ArtifactError)) throw err;
  console.error(`[deploy] refused: ${err.message}`);
  process.exitCode = 1;
} finally {
  await removeStaging(unpacked);
  if (built) await fs.rm(built, { recursive: true, force: true });
}
if (judgeCanary) {
  const outcome = await judgeCanary();
  // A team's CI reads the exit code: 0 promoted (or decided by hand), 3 aborted by the judge.
  if (outcome === 'aborted') process.exitCode = 3;
}
