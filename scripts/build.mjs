// Clean build of the whole site: packages, shell, the three areas, prerender, site files.
// Each area is built as the artifact a team would deploy (.artifacts/<area>-<buildId>.tgz,
// scripts/lib/artifact.mjs) and published from it; an area whose artifact for its current build id
// is already there is published from that one, not built again. Prints the wall time (`npm run bench` reports it too).
import fs from 'node:fs/promises';
import { AREAS, BUILD_STAMP, SITE_DIR, SSR_DIR } from './lib/layout.mjs';
import { precompress } from './lib/precompress.mjs';
import { buildPackages, buildShell, publishBuild, writeAreaAddresses } from './lib/publish.mjs';

// Everything that imports @meranti/platform (its compiled dist/) is loaded only after the packages
// are built: a fresh clone has no dist/ yet.

const started = performance.now();
const step = (label) => console.log(`[build] ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

await fs.rm(SITE_DIR, { recursive: true, force: true });
await fs.rm(SSR_DIR, { recursive: true, force: true });
await buildPackages();
step('packages built');
const { buildArtifact } = await import('./lib/artifact.mjs');
const { remoteEntry } = await import('./lib/publish.mjs');
/** Builds the area's artifact and publishes it; returns its remotes.json entry. */
const buildArea = async (area) => {
  const { manifest, dir, kept } = await buildArtifact(area);
  if (kept) step(`${area} build ${manifest.buildId}: kept in .artifacts/, not built again`);
  await publishBuild(dir, manifest);
  await fs.rm(dir, { recursive: true, force: true });
  return { area, buildId: manifest.buildId, entry: remoteEntry(area, manifest.buildId) };
};
// Two cores: the shell and one area at a time, then the other two areas.
const [, marketing] = await Promise.all([buildShell(), buildArea('marketing')]);
const rest = await Promise.all(
  Object.keys(AREAS)
    .filter((a) => a !== 'marketing')
    .map(buildArea),
);
step('shell and areas built (artifacts in .artifacts/)');
await writeAreaAddresses([marketing, ...rest]);
const { prerender } = await import('./prerender.mjs');
const { writeSiteFiles } = await import('./lib/site-files.mjs');
const { siteEnv } = await import('./lib/site-env.mjs');
const written = await prerender();
await writeSiteFiles({ siteUrl: siteEnv().siteUrl, lastmod: new Date().toISOString() });
step(`prerendered ${written.length} routes`);
step(`precompressed ${await precompress(SITE_DIR)} files (brotli, gzip)`);
await fs.writeFile(BUILD_STAMP, `${JSON.stringify({ builtAt: new Date().toISOString(), routes: written })}\n`);
console.log(`[build] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
