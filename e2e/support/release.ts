// Helpers of the release end-to-end tests (deploy.spec.ts): running the release scripts as a team
// would, making artifacts a test needs (a second build of an area, a deliberately broken one) and
// telling whether anything changed on disk.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tar from 'tar';

export const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const SITE_DIR = process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : path.join(ROOT, '.site');
export const SSR_DIR = process.env.SSR_DIR ? path.resolve(process.env.SSR_DIR) : path.join(ROOT, '.ssr');

export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** Wall time of the whole command, in seconds. */
  readonly seconds: number;
}

/**
 * Runs `node <script> …args` in `cwd` (default: the checkout) without blocking this
 * process (a load generator may be running in it). Never rejects: the exit code is in the result.
 */
export const runScript = (script: string, args: readonly string[], options: { cwd?: string; env?: Record<string, string> } = {}) =>
  runNode([script, ...args], options);

function runNode(args: readonly string[], { cwd = ROOT, env = {} as Record<string, string> } = {}): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(process.execPath, [...args], { cwd, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** Every file under the folders, with its size and modification time: equal snapshots, nothing changed. */
export async function snapshot(dirs: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  const visit = async (dir: string) => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        out.push(`${full}/`);
        await visit(full);
      } else {
        const stat = await fs.stat(full);
        out.push(`${full} ${stat.size} ${stat.mtimeMs}`);
      }
    }
  };
  for (const dir of dirs) await visit(dir);
  return out.sort();
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export interface Manifest {
  area: string;
  buildId: string;
  commit: string | null;
  builtWith: { platform: string; shared: Record<string, { version: string; requiredVersion: string }> };
  known: Record<string, string[]>;
  files: Record<string, string>;
  [key: string]: unknown;
}

export async function readManifest(artifact: string): Promise<Manifest> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'manifest-'));
  try {
    await tar.extract({ file: artifact, cwd: dir }, ['manifest.json']);
    return JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * A copy of an artifact changed by `edit` (which may change the files and the manifest), written
 * as a consistent archive (the manifest names the edited files' digests): what a team's CI could
 * have built from other sources.
 */
export async function editedArtifact(
  artifact: string,
  out: string,
  edit: (dir: string, manifest: Manifest) => Promise<void> | void,
): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'edited-artifact-'));
  try {
    await tar.extract({ file: artifact, cwd: dir });
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    await edit(dir, manifest);
    for (const rel of Object.keys(manifest.files)) manifest.files[rel] = sha256(await fs.readFile(path.join(dir, rel)));
    await fs.writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.create({ file: out, cwd: dir, gzip: true, portable: true }, ['manifest.json', ...Object.keys(manifest.files).sort()]);
    return out;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Builds `area` as a team's CI would, from a checkout of its own: a copy of this working tree
 * (what git does not ignore) in a temporary folder, committed there, with `files` added — e.g. a
 * new article, a new detail value. Dependencies, the shared packages' builds included, are this
 * checkout's node_modules (so the packages are not built again). Writes the artifact to `out`.
 */
export async function buildArtifactWith(area: string, files: Readonly<Record<string, string>>, out: string): Promise<Run> {
  const checkout = await fs.mkdtemp(path.join(os.tmpdir(), `meranti-ci-${area}-`));
  const git = (args: string[], cwd: string) =>
    new Promise<string>((resolve, reject) =>
      execFile('git', args, { cwd, maxBuffer: 64 * 1024 * 1024 }, (err, stdout) => (err ? reject(err) : resolve(stdout))),
    );
  try {
    const listed = (await git(['ls-files', '-z', '--cached', '--others', '--exclude-standard'], ROOT)).split('\0').filter(Boolean);
    for (const rel of listed) {
      const from = path.join(ROOT, rel);
      if (!(await fs.stat(from).catch(() => null))?.isFile()) continue;
      await fs.mkdir(path.dirname(path.join(checkout, rel)), { recursive: true });
      await fs.copyFile(from, path.join(checkout, rel));
    }
    await fs.symlink(path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules'));
    for (const [rel, text] of Object.entries(files)) {
      await fs.mkdir(path.dirname(path.join(checkout, rel)), { recursive: true });
      await fs.writeFile(path.join(checkout, rel), text);
    }
    const id = ['-c', 'user.name=CI', '-c', 'user.email=ci@meranti.invalid'];
    await git(['init', '-q'], checkout);
    await git(['add', '-A'], checkout);
    await git([...id, 'commit', '-q', '-m', `${area} with ${Object.keys(files).join(', ')}`], checkout);
    const build = `const { buildArtifact } = await import('./scripts/lib/artifact.mjs');
      await buildArtifact(process.argv[1], { outFile: process.argv[2] });`;
    return await runNode(['--input-type=module', '-e', build, area, out], { cwd: checkout });
  } finally {
    await fs.rm(checkout, { recursive: true, force: true });
  }
}
