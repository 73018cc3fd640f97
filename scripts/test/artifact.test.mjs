import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ArtifactError, areaBuildId, buildArtifact, packArtifact, unpackArtifact } from '../lib/artifact.mjs';

// The archive format of an area build (scripts/lib/artifact.mjs): deterministic, readable with
// tar, and checked file by file against its manifest when it is unpacked.
const files = {
  'client/remoteEntry.js': 'export const get = () => import("./assets/pages-1a2b.js");\n',
  'client/assets/pages-1a2b.js': 'export default { home: () => "Home" };\n'.repeat(50),
  'client/mf-manifest.json': '{"id":"marketing"}\n',
  'server/ssr.js': 'export const pages = {};\nexport const knownParams = {};\n',
  'server/client-manifest.json': '{"src/pages.ts":{"file":"assets/pages-1a2b.js"}}\n',
};
const sha = (text) => createHash('sha256').update(text).digest('hex');
const manifest = {
  format: 1,
  area: 'marketing',
  buildId: '0123456789ab',
  commit: 'a'.repeat(40),
  dirty: false,
  time: '2026-11-20T08:30:00.000Z',
  builtWith: { platform: '0.0.0', shared: { react: { version: '19.3.1', requiredVersion: '^19.3.1' } } },
  routes: ['/', '/about'],
  known: {},
  files: Object.fromEntries(Object.entries(files).map(([rel, text]) => [rel, sha(text)])),
};

let base;
/** Writes the build into a fresh folder, in the given order, with the given mode and times. */
async function layout(name, { order = Object.keys(files), mode = 0o644, mtime = new Date(), override = {} } = {}) {
  const dir = path.join(base, name);
  for (const rel of order) {
    const file = path.join(dir, rel);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, override[rel] ?? files[rel], { mode });
    await fs.chmod(file, mode);
    await fs.utimes(file, mtime, mtime);
  }
  return dir;
}

beforeAll(async () => {
  base = await fs.mkdtemp(path.join(os.tmpdir(), 'artifact-'));
});
afterAll(() => fs.rm(base, { recursive: true, force: true }));

describe('area artifacts', () => {
  it('the same files give the same bytes, whatever order they were written in, their times or the umask', async () => {
    const a = await packArtifact(await layout('a'), manifest, path.join(base, 'a.tgz'));
    const b = await packArtifact(
      await layout('b', { order: Object.keys(files).reverse(), mode: 0o664, mtime: new Date(Date.UTC(2020, 0, 1)) }),
      manifest,
      path.join(base, 'b.tgz'),
    );
    expect((await fs.readFile(a)).equals(await fs.readFile(b))).toBe(true);
    const c = await packArtifact(
      await layout('c', { override: { 'server/ssr.js': 'export const pages = { changed: true };\n' } }),
      manifest,
      path.join(base, 'c.tgz'),
    );
    expect((await fs.readFile(a)).equals(await fs.readFile(c))).toBe(false);
  });

  it('is a gzip-compressed tar any tar lists: the manifest first, then the files in order, with the build time', () => {
    const listed = spawnSync('tar', ['-tzvf', path.join(base, 'a.tgz')], { encoding: 'utf8' });
    expect(listed.status).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines.map((l) => l.split(/\s+/).at(-1))).toEqual(['manifest.json', ...Object.keys(files).sort()]);
    for (const line of lines) expect(line).toMatch(/^-rw-r--r-- 0\/0 .* 2026-11-20 08:30 /);
  });

  it('unpacks to the files and the manifest, and gives the archive digest', async () => {
    const into = await fs.mkdtemp(path.join(base, 'into-'));
    const { manifest: read, sha256 } = await unpackArtifact(path.join(base, 'a.tgz'), into);
    expect(read).toEqual(manifest);
    expect(sha256).toBe(sha(await fs.readFile(path.join(base, 'a.tgz'))));
    for (const [rel, text] of Object.entries(files)) expect(await fs.readFile(path.join(into, rel), 'utf8')).toBe(text);
  });

  it.each([
    [
      'a file that is not the one its manifest names',
      { override: { 'client/assets/pages-1a2b.js': 'tampered' } },
      manifest,
      /pages-1a2b\.js is not the file its manifest names/,
    ],
    ['a manifest that is not valid', {}, { ...manifest, buildId: '../../etc' }, /no valid manifest\.json \(buildId:/],
  ])('refuses %s', async (_what, how, written, message) => {
    const file = await packArtifact(await layout(`bad-${Math.random()}`, how), written, path.join(base, `bad-${Math.random()}.tgz`));
    await expect(unpackArtifact(file, await fs.mkdtemp(path.join(base, 'into-')))).rejects.toThrow(ArtifactError);
    await expect(unpackArtifact(file, await fs.mkdtemp(path.join(base, 'into-')))).rejects.toThrow(message);
  });

  it('refuses an archive holding a file its manifest does not list, or lacking one it lists', async () => {
    const dir = await layout('extra');
    await fs.writeFile(path.join(dir, 'client/extra.js'), 'export {}');
    await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    await tar.create({ gzip: true, cwd: dir, file: path.join(base, 'extra.tgz') }, [
      'manifest.json',
      ...Object.keys(files),
      'client/extra.js',
    ]);
    await expect(unpackArtifact(path.join(base, 'extra.tgz'), await fs.mkdtemp(path.join(base, 'into-')))).rejects.toThrow(
      /unlisted client\/extra\.js/,
    );
    await tar.create({ gzip: true, cwd: dir, file: path.join(base, 'lacking.tgz') }, ['manifest.json', 'client/remoteEntry.js']);
    await expect(unpackArtifact(path.join(base, 'lacking.tgz'), await fs.mkdtemp(path.join(base, 'into-')))).rejects.toThrow(
      /missing client\/assets\/pages-1a2b\.js/,
    );
  });

  it('refuses entries that are not plain files (a link could point anywhere)', async () => {
    const dir = await layout('link');
    await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    await fs.symlink('/etc/passwd', path.join(dir, 'client/passwd.js'));
    await tar.create({ gzip: true, cwd: dir, file: path.join(base, 'link.tgz') }, [
      'manifest.json',
      ...Object.keys(files),
      'client/passwd.js',
    ]);
    await expect(unpackArtifact(path.join(base, 'link.tgz'), await fs.mkdtemp(path.join(base, 'into-')))).rejects.toThrow(
      /not plain files: client\/passwd\.js \(SymbolicLink\)/,
    );
  });

  it('refuses a file that is not an archive, or is missing', async () => {
    await fs.writeFile(path.join(base, 'not.tgz'), 'plain text');
    await expect(unpackArtifact(path.join(base, 'not.tgz'), await fs.mkdtemp(path.join(base, 'into-')))).rejects.toThrow(
      /not a readable artifact/,
    );
    await expect(unpackArtifact(path.join(base, 'none.tgz'), await fs.mkdtemp(path.join(base, 'into-')))).rejects.toThrow(
      /cannot read .*ENOENT/,
    );
  });
});

describe('an area whose artifact for the current build id is kept is not built again', { timeout: 60_000 }, () => {
  let buildId;
  let kept;
  /** Stands in for the area's two Vite builds: records the call and stops there. */
  const builds = [];
  const build = async (...args) => {
    builds.push(args);
    throw new Error('built');
  };
  beforeAll(async () => {
    buildId = await areaBuildId('marketing');
    kept = await fs.mkdtemp(path.join(base, 'kept-'));
    await packArtifact(await layout('kept-build'), { ...manifest, buildId }, path.join(kept, `marketing-${buildId}.tgz`));
  }, 60_000);

  it('takes .artifacts/<area>-<buildId>.tgz as it is, and copies it to the file asked for', async () => {
    builds.length = 0;
    const file = path.join(kept, `marketing-${buildId}.tgz`);
    const taken = await buildArtifact('marketing', { artifactsDir: kept, build });
    onTestFinished(() => fs.rm(taken.dir, { recursive: true, force: true }));
    expect(builds).toEqual([]);
    expect(taken).toMatchObject({ file, kept: true, manifest: { area: 'marketing', buildId } });
    for (const [rel, text] of Object.entries(files)) expect(await fs.readFile(path.join(taken.dir, rel), 'utf8')).toBe(text);
    const copied = await buildArtifact('marketing', { artifactsDir: kept, build, outFile: path.join(base, 'out', 'marketing.tgz') });
    onTestFinished(() => fs.rm(copied.dir, { recursive: true, force: true }));
    expect(builds).toEqual([]);
    expect((await fs.readFile(copied.file)).equals(await fs.readFile(file))).toBe(true);
  });

  it.each([
    ['none is kept for the current build id', async () => fs.mkdtemp(path.join(base, 'none-'))],
    [
      'the kept one is not sound',
      async () => {
        const dir = await fs.mkdtemp(path.join(base, 'unsound-'));
        const tampered = await layout(`tampered-${Math.random()}`, { override: { 'server/ssr.js': 'tampered' } });
        await packArtifact(tampered, { ...manifest, buildId }, path.join(dir, `marketing-${buildId}.tgz`));
        return dir;
      },
    ],
    [
      'the kept one is a build under another id',
      async () => {
        const dir = await fs.mkdtemp(path.join(base, 'renamed-'));
        await packArtifact(await layout(`renamed-${Math.random()}`), manifest, path.join(dir, `marketing-${buildId}.tgz`));
        return dir;
      },
    ],
  ])('builds when %s', async (_what, artifactsDir) => {
    builds.length = 0;
    await expect(buildArtifact('marketing', { artifactsDir: await artifactsDir(), build })).rejects.toThrow('built');
    expect(builds).toEqual([['marketing', buildId]]);
  });

  it('builds anyway when asked to (build:area --rebuild)', async () => {
    builds.length = 0;
    await expect(buildArtifact('marketing', { artifactsDir: kept, build, rebuild: true })).rejects.toThrow('built');
    expect(builds).toEqual([['marketing', buildId]]);
  });
});
