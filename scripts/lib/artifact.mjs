// An area's build as one file (ADR 20): a gzip-compressed tar archive, readable
// with any tar (`tar -tzvf marketing-<buildId>.tgz`), holding
//   manifest.json   area, build id, commit, time, the platform and shared-singleton versions it
//                   was built against, the routes and known detail values it serves, and the
//                   SHA-256 of every other file in the archive;
//   client/…        the browser build, published as /mfe/<area>/<buildId>/;
//   server/…        the Node build the prerender imports (with the browser build's manifest).
// Deterministic: the build id is a digest of what the build reads and nothing else
// (scripts/lib/build-inputs.mjs: the area's folder, the platform and design-system packages, the
// Vite config, the API files the area imports and what they import, the lockfile entries of the
// packages it can load — not the rest of the API or of the lockfile), so the same sources give the
// same id — the id is in every URL of the build, so it must be known before building — and the
// same files; the archive lists them in a fixed order with fixed times, modes and owners. Another
// team's change leaves the id alone, and an artifact already built for it is not built again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as tar from 'tar';
import { z } from 'zod';
import { writeWhole } from '../../api/src/fs/write-whole.mjs';
import { buildInputs } from './build-inputs.mjs';
import { AREAS, ARTIFACTS_DIR, ROOT } from './layout.mjs';
import { buildAreaToScratch, filesUnder, scratch } from './publish.mjs';

/** Bump when the archive's layout or manifest changes meaning: it is part of every build id. */
export const ARTIFACT_FORMAT = 1;

const git = (root, args) => {
  const out = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.status === 0 ? out.stdout.trim() : null;
};

function fileDigest(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (d) => hash.update(d))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/**
 * The build id of `area` from the sources in `root`: 12 hex digits of a digest over what its build
 * reads (scripts/lib/build-inputs.mjs): its input files, the fields of the package.json files the
 * build reads, and the lockfile entries of the packages it can load.
 */
export async function areaBuildId(area, root = ROOT) {
  const { files, manifests, packages } = await buildInputs(area, root);
  const hash = createHash('sha256').update(`meranti-remote-artifact\0${ARTIFACT_FORMAT}\0${area}\0`);
  for (const rel of files) {
    hash.update(`${rel}\0`);
    hash.update(await fs.readFile(path.join(root, rel)));
    hash.update('\0');
  }
  for (const [rel, fields] of Object.entries(manifests)) hash.update(`fields of ${rel}\0${fields}\0`);
  for (const { key, ...entry } of packages) hash.update(`lockfile ${key}\0${JSON.stringify(entry)}\0`);
  return hash.digest('hex').slice(0, 12);
}

/**
 * Where the sources come from: the commit (null outside a git checkout), whether the build's
 * inputs differ from it, and the build's time — SOURCE_DATE_EPOCH when set (the reproducible-builds
 * convention), else the commit's time, else the newest input file's: never the clock, so the same
 * commit gives the same manifest.
 */
export async function sourceFacts(area, root = ROOT) {
  const { files, manifests } = await buildInputs(area, root);
  const commit = git(root, ['rev-parse', 'HEAD']);
  // Dirty when a file the id counts differs from the commit (the lockfile: any of its lines).
  const dirty = commit ? git(root, ['status', '--porcelain', '--', ...files, ...Object.keys(manifests), 'package-lock.json']) !== '' : null;
  let seconds = Number(process.env.SOURCE_DATE_EPOCH);
  if (!Number.isFinite(seconds) || process.env.SOURCE_DATE_EPOCH === '')
    seconds = commit ? Number(git(root, ['log', '-1', '--format=%ct'])) : NaN;
  if (!Number.isFinite(seconds)) {
    let newest = 0;
    for (const rel of files) newest = Math.max(newest, (await fs.stat(path.join(root, rel))).mtimeMs);
    seconds = Math.floor(newest / 1000);
  }
  return { commit, dirty, time: new Date(seconds * 1000).toISOString() };
}

/** Every file of a build laid out as an artifact (`client/…`, `server/…`), sorted. */
async function builtFiles(dir) {
  const under = (part) => filesUnder(dir, part).catch((err) => (err.code === 'ENOENT' ? [] : Promise.reject(err)));
  return [...(await under('client')), ...(await under('server'))].sort();
}

const sharedRecord = z.record(z.string(), z.strictObject({ version: z.string(), requiredVersion: z.string() }));
export const buildIdPattern = /^[a-z0-9][a-z0-9-]{2,63}$/;

export const manifestSchema = z.strictObject({
  format: z.literal(ARTIFACT_FORMAT),
  area: z.enum(Object.keys(AREAS)),
  buildId: z.string().regex(buildIdPattern, 'lower-case letters, digits and hyphens'),
  commit: z
    .string()
    .regex(/^[0-9a-f]{40}$/)
    .nullable(),
  dirty: z.boolean().nullable(),
  time: z.iso.datetime(),
  builtWith: z.strictObject({ platform: z.string(), shared: sharedRecord }),
  /** The route table's paths this area serves (detail routes as patterns). */
  routes: z.array(z.string().startsWith('/')),
  /** Route id → the known values of that detail route, as paths (each prerendered to its own file). */
  known: z.record(z.string(), z.array(z.string().startsWith('/'))),
  /** `client/…` and `server/…` → SHA-256 of the file (hex). */
  files: z.record(z.string().regex(/^(client|server)\//), z.string().regex(/^[0-9a-f]{64}$/)),
});

/**
 * The manifest of an area built into `dir` (client/ and server/), with the facts of its sources.
 * The routes and known values come from the route table and the Node build's `knownParams`.
 */
export async function manifestFor(dir, { area, buildId, facts, builtWith }) {
  const { routes, detailRoutes } = await import('@meranti/platform');
  const { knownPathsOf } = await import('./detail-routes.mjs');
  const ssr = await import(pathToFileURL(path.join(dir, 'server', 'ssr.js')).href);
  const known = {};
  for (const { id, entry } of detailRoutes().filter(({ entry }) => entry.area === area)) known[id] = knownPathsOf(ssr, entry);
  const files = {};
  for (const rel of await builtFiles(dir)) files[rel] = await fileDigest(path.join(dir, rel));
  return manifestSchema.parse({
    format: ARTIFACT_FORMAT,
    area,
    buildId,
    ...facts,
    builtWith,
    routes: Object.values(routes)
      .filter((entry) => entry.area === area && entry.built)
      .map((entry) => entry.path),
    known,
    files,
  });
}

/**
 * Writes `dir` (manifest.json, client/, server/) as a gzip'd tar to `file`, byte for byte the same
 * for the same files: entries in sorted order, no directory entries, the manifest's time on every
 * entry, owner and group left out, modes 0644 (`portable`), gzip header without time or OS.
 */
export async function packArtifact(dir, manifest, file) {
  await fs.writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const entries = ['manifest.json', ...Object.keys(manifest.files).sort()];
  for (const rel of entries) await fs.chmod(path.join(dir, rel), 0o644);
  await writeWhole(file, (tmp) =>
    tar.create({ file: tmp, cwd: dir, gzip: { level: 9 }, portable: true, mtime: new Date(manifest.time), noDirRecurse: true }, entries),
  );
  return file;
}

/** Refusal of an artifact: one line for the person deploying, nothing changed. */
export class ArtifactError extends Error {}

/**
 * Unpacks an artifact into the empty folder `dir` and checks it: only plain files, a valid
 * manifest, and exactly the files the manifest lists with the bytes it names. Returns the manifest
 * and the SHA-256 of the archive itself (recorded in the release log).
 */
export async function unpackArtifact(file, dir) {
  const archiveDigest = await fileDigest(file).catch((err) => {
    throw new ArtifactError(`cannot read ${file}: ${err.code ?? err.message}`);
  });
  const odd = [];
  try {
    await tar.extract({
      file,
      cwd: dir,
      strict: true,
      filter: (p, entry) => {
        if (entry.type === 'File' || entry.type === 'OldFile' || entry.type === 'Directory') return true;
        odd.push(`${p} (${entry.type})`);
        return false;
      },
    });
  } catch (err) {
    throw new ArtifactError(`${path.basename(file)} is not a readable artifact (gzip'd tar): ${err.message}`);
  }
  if (odd.length) throw new ArtifactError(`${path.basename(file)} holds entries that are not plain files: ${odd.join(', ')}`);
  let manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')));
  } catch (err) {
    const why =
      err instanceof z.ZodError ? err.issues.map((i) => `${i.path.join('.') || 'manifest'}: ${i.message}`).join('; ') : err.message;
    throw new ArtifactError(`${path.basename(file)} has no valid manifest.json (${why})`);
  }
  const present = await builtFiles(dir);
  const listed = Object.keys(manifest.files).sort();
  const extra = present.filter((f) => !(f in manifest.files));
  const missing = listed.filter((f) => !present.includes(f));
  if (extra.length || missing.length)
    throw new ArtifactError(
      `${path.basename(file)} does not hold the files its manifest lists (${[
        ...missing.map((f) => `missing ${f}`),
        ...extra.map((f) => `unlisted ${f}`),
      ]
        .slice(0, 3)
        .join(', ')})`,
    );
  for (const rel of listed) {
    if ((await fileDigest(path.join(dir, rel))) !== manifest.files[rel])
      throw new ArtifactError(`${path.basename(file)}: ${rel} is not the file its manifest names (SHA-256 differs)`);
  }
  return { manifest, sha256: archiveDigest };
}

export const artifactName = (manifest) => `${manifest.area}-${manifest.buildId}.tgz`;

/**
 * The artifact kept in `artifactsDir` for `area` and `buildId` (`<area>-<buildId>.tgz`), unpacked
 * into a scratch folder — when it is there and sound (checked as a deploy checks it, and a build
 * of that area under that id); else null, and the caller builds (an unsound file is replaced).
 */
async function keptArtifact(area, buildId, artifactsDir) {
  const file = path.join(artifactsDir, `${area}-${buildId}.tgz`);
  if (!(await fs.stat(file).catch(() => null))?.isFile()) return null;
  const dir = await scratch(area);
  try {
    const { manifest } = await unpackArtifact(file, dir);
    if (manifest.area === area && manifest.buildId === buildId) return { file, manifest, dir };
  } catch (err) {
    if (!(err instanceof ArtifactError)) throw err;
  }
  await fs.rm(dir, { recursive: true, force: true });
  return null;
}

/**
 * The artifact of `area` as the checkout's sources are: `.artifacts/<area>-<buildId>.tgz` when it
 * is already there for the current build id (not built again: the same inputs give the same
 * files), else built (`build`, the area's two Vite builds) and written to `outFile`, default that
 * same file. With `outFile` a kept artifact is copied there; `rebuild` builds even so. The shared
 * packages must be built (buildPackages). Returns the file, its manifest, the folder laid out as
 * the archive (the caller publishes from it or removes it) and whether it was `kept`. A kept
 * artifact's manifest names the commit and time it was built from, with these same inputs.
 */
export async function buildArtifact(area, { outFile, rebuild = false, artifactsDir = ARTIFACTS_DIR, build = buildAreaToScratch } = {}) {
  const buildId = await areaBuildId(area);
  const kept = rebuild ? null : await keptArtifact(area, buildId, artifactsDir);
  if (kept) {
    const file = outFile ? path.resolve(outFile) : kept.file;
    if (file !== kept.file) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.copyFile(kept.file, file);
    }
    return { file, manifest: kept.manifest, dir: kept.dir, kept: true };
  }
  const facts = await sourceFacts(area);
  const { tsImport } = await import('tsx/esm/api');
  const { sharedBuildInfo } = await tsImport('../vite/shared-versions.ts', import.meta.url);
  const built = await build(area, buildId);
  try {
    const builtWith = sharedBuildInfo(path.join(ROOT, 'node_modules'));
    const manifest = await manifestFor(built.dir, { area, buildId, facts, builtWith });
    const file = await packArtifact(built.dir, manifest, outFile ?? path.join(artifactsDir, artifactName(manifest)));
    return { file, manifest, dir: built.dir, kept: false };
  } catch (err) {
    await fs.rm(built.dir, { recursive: true, force: true });
    throw err;
  }
}
