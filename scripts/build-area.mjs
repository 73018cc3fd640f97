// Build one remote area into a deployable artifact (issue 17, ADR 20): its browser build, its Node
// build for prerendering and a manifest, in one gzip'd tar. The same sources give the same bytes.
//   npm run build:area -- <marketing|resources|contact> [--out <file>]
//   (default file: .artifacts/<area>-<buildId>.tgz; then `npm run deploy -- <area> --artifact <file>`)
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildArtifact } from './lib/artifact.mjs';
import { AREAS } from './lib/layout.mjs';
import { buildPackages } from './lib/publish.mjs';

const [area, ...rest] = process.argv.slice(2);
const at = rest.indexOf('--out');
const outFile = at >= 0 ? rest[at + 1] : undefined;
if (!Object.hasOwn(AREAS, area ?? '') || (at >= 0 && !outFile) || rest.length !== (at >= 0 ? 2 : 0)) {
  console.error(`usage: npm run build:area -- <${Object.keys(AREAS).join('|')}> [--out <file>]`);
  process.exit(2);
}
const started = performance.now();
await buildPackages();
const { file, manifest, dir } = await buildArtifact(area, { outFile: outFile && path.resolve(outFile) });
await fs.rm(dir, { recursive: true, force: true });
const { size } = await fs.stat(file);
const source = manifest.commit ? `commit ${manifest.commit.slice(0, 10)}${manifest.dirty ? ' with local changes' : ''}` : 'no git commit';
console.log(
  `[build:area] ${area} build ${manifest.buildId} (${source}): ${path.relative(process.cwd(), file)}, ` +
    `${Object.keys(manifest.files).length} files, ${(size / 1024).toFixed(0)} KB, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
