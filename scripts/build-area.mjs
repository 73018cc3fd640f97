// Build one area into a deployable artifact (ADR 20): its browser build, its Node
// build for prerendering and a manifest, in one gzip'd tar. The same sources give the same bytes.
//   npm run build:area -- <marketing|resources|contact> [--out <file>] [--rebuild]
//   (default file: .artifacts/<area>-<buildId>.tgz; then `npm run deploy -- <area> --artifact <file>`)
// When .artifacts/ already holds the artifact for the sources' build id, that one is taken (copied
// to --out), not built again; --rebuild builds it anyway (to check that a build gives those bytes).
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildArtifact } from './lib/artifact.mjs';
import { AREAS } from './lib/layout.mjs';
import { buildAreaToScratch, buildPackages } from './lib/publish.mjs';

const [area, ...rest] = process.argv.slice(2);
const rebuild = rest.includes('--rebuild');
const at = rest.indexOf('--out');
const outFile = at >= 0 ? rest[at + 1] : undefined;
const expected = (at >= 0 ? 2 : 0) + (rebuild ? 1 : 0);
if (!Object.hasOwn(AREAS, area ?? '') || (at >= 0 && (!outFile || outFile === '--rebuild')) || rest.length !== expected) {
  console.error(`usage: npm run build:area -- <${Object.keys(AREAS).join('|')}> [--out <file>] [--rebuild]`);
  process.exit(2);
}
const started = performance.now();
// The shared packages are built only when the area is: a kept artifact needs neither.
const build = async (...args) => {
  await buildPackages();
  return buildAreaToScratch(...args);
};
const { file, manifest, dir, kept } = await buildArtifact(area, { outFile: outFile && path.resolve(outFile), rebuild, build });
await fs.rm(dir, { recursive: true, force: true });
const { size } = await fs.stat(file);
const source = manifest.commit ? `commit ${manifest.commit.slice(0, 10)}${manifest.dirty ? ' with local changes' : ''}` : 'no git commit';
console.log(
  `[build:area] ${area} build ${manifest.buildId} (${source}${kept ? ', kept in .artifacts/: not built again' : ''}): ${path.relative(process.cwd(), file)}, ` +
    `${Object.keys(manifest.files).length} files, ${(size / 1024).toFixed(0)} KB, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
