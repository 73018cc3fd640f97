// Deploy one area on its own (ADR 20): publish the bytes of an artifact that
// `npm run build:area` made (in the team's CI or here), checked before it goes live.
//   node scripts/deploy.mjs <area> --artifact <file>   (npm run deploy -- …)
//   node scripts/deploy.mjs <area>                      this checkout's artifact (.artifacts/, built first when it is not there)
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

const [area, ...rest] = process.argv.slice(2);
const at = rest.indexOf('--artifact');
const given = at >= 0 ? rest[at + 1] : undefined;
if (!Object.hasOwn(AREAS, area ?? '') || (at >= 0 && !given) || rest.length !== (at >= 0 ? 2 : 0)) {
  console.error(`usage: node scripts/deploy.mjs <${Object.keys(AREAS).join('|')}> [--artifact <file>]`);
  process.exit(2);
}

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
try {
  const { manifest, sha256 } = await unpackArtifact(artifact, unpacked);
  if (manifest.area !== area) throw new Refusal(`${path.basename(artifact)} is a build of ${manifest.area}, not of ${area}`);
  const { entry, phases } = await release({
    action: 'deploy',
    area,
    manifest,
    serverDir: path.join(unpacked, 'server'),
    clientDir: path.join(unpacked, 'client'),
    publish: () => publishBuild(unpacked, manifest),
    artifact: `sha256:${sha256}`,
    startedAt,
  });
  console.log(
    `[deploy] ${area} build ${entry.buildId} is live (was ${entry.previous ?? 'none'}), in ${(entry.durationMs / 1000).toFixed(1)} s (${formatPhases(phases)}); ` +
      `re-prerendered ${entry.routes.length} route(s)`,
  );
} catch (err) {
  if (!(err instanceof Refusal || err instanceof ArtifactError)) throw err;
  console.error(`[deploy] refused: ${err.message}`);
  process.exitCode = 1;
} finally {
  await removeStaging(unpacked);
  if (built) await fs.rm(built, { recursive: true, force: true });
}
