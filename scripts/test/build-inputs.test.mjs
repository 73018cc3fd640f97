import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaBuildId } from '../lib/artifact.mjs';
import { AREAS, ROOT } from '../lib/layout.mjs';

// An area's build id depends on what its build reads, and on nothing else (scripts/lib/build-inputs.mjs):
// edits are made in a copy of this checkout and the three build ids compared with the copy's own.

const areas = Object.keys(AREAS);
let copy;
let before;

/** The three build ids of the copy as it is now. */
const ids = async () => Object.fromEntries(await Promise.all(areas.map(async (a) => [a, await areaBuildId(a, copy)])));

/** Runs `check` with the files of the copy changed by `edits` (rel → text → text), then puts them back. */
async function withEdits(edits, check) {
  const saved = {};
  try {
    for (const [rel, edit] of Object.entries(edits)) {
      const file = path.join(copy, rel);
      saved[rel] = await fs.readFile(file, 'utf8').catch(() => null);
      const text = edit(saved[rel] ?? '');
      expect(text, `the edit of ${rel} changes it`).not.toBe(saved[rel]);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, text);
    }
    return await check();
  } finally {
    for (const [rel, text] of Object.entries(saved))
      await (text === null ? fs.rm(path.join(copy, rel)) : fs.writeFile(path.join(copy, rel), text));
  }
}

const comment = (text) => `${text}\n// an edit\n`;
/** Which areas' build ids differ from the copy's own. */
const changed = (now) => areas.filter((a) => now[a] !== before[a]);

/** A JSON file edited as an object. */
const json = (edit) => (text) => {
  const value = JSON.parse(text);
  edit(value);
  return `${JSON.stringify(value, null, 2)}\n`;
};
/** Another release of package `name` in the lockfile: another version, tarball and digest. */
const released = (name) => (lock) => {
  const entry = lock.packages[`node_modules/${name}`];
  expect(entry, `${name} is in package-lock.json`).toBeDefined();
  if (entry.resolved) entry.resolved = entry.resolved.replace(`-${entry.version}.tgz`, '-99.0.0.tgz');
  entry.version = '99.0.0';
  entry.integrity = `sha512-${Buffer.from(name).toString('base64')}==`;
};

beforeAll(async () => {
  copy = await fs.mkdtemp(path.join(os.tmpdir(), 'build-inputs-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  for (const rel of listed.stdout.split('\0').filter(Boolean)) {
    if (!(await fs.stat(path.join(ROOT, rel)).catch(() => null))?.isFile()) continue;
    await fs.mkdir(path.dirname(path.join(copy, rel)), { recursive: true });
    await fs.copyFile(path.join(ROOT, rel), path.join(copy, rel));
  }
  spawnSync('git', ['init', '-q'], { cwd: copy });
  before = await ids();
}, 120_000);
afterAll(() => fs.rm(copy, { recursive: true, force: true }));

// Each id hashes a few hundred files: seconds per test on a busy machine.
describe('an area build id depends only on what its build reads', { timeout: 60_000 }, () => {
  it('is the same for the same sources, and differs between areas', async () => {
    expect(await ids()).toEqual(before);
    expect(new Set(Object.values(before)).size).toBe(3);
  });

  it('an edit anywhere in api/src leaves all three unchanged: no area imports the API', async () => {
    // Except the one atomic write (api/src/fs/write-whole.mjs): the build scripts write their output
    // through it, so it is build tooling of every area (an edit there changes all three).
    const apiFiles = (await fs.readdir(path.join(copy, 'api/src'), { recursive: true }))
      .map((rel) => path.posix.join('api/src', rel.split(path.sep).join('/')))
      .filter((rel) => /\.(?:ts|mjs|mts)$/.test(rel) && !rel.startsWith('api/src/fs/write-whole.'));
    expect(apiFiles).toContain('api/src/rum/schema.ts');
    const edits = Object.fromEntries([...apiFiles, 'api/src/rum/new-file.ts'].map((rel) => [rel, comment]));
    expect(changed(await withEdits(edits, ids))).toEqual([]);
  });

  it('a dependency only the API uses (express, nodemailer, pg, prom-client) leaves all three unchanged', async () => {
    const apiOnly = ['express', 'nodemailer', 'pg', 'prom-client'];
    const now = await withEdits(
      {
        'package-lock.json': json((lock) => {
          for (const name of apiOnly) {
            released(name)(lock);
            lock.packages.api.dependencies[name] = '99.0.0';
          }
        }),
        'api/package.json': json((pkg) => {
          for (const name of apiOnly) pkg.dependencies[name] = '99.0.0';
        }),
      },
      ids,
    );
    expect(changed(now)).toEqual([]);
  });

  it('the root package.json: npm scripts and a dependency only the tests use leave all three unchanged, a field the build reads does not', async () => {
    const unread = await withEdits(
      {
        'package.json': json((pkg) => {
          pkg.scripts['lint:again'] = 'biome check .';
          pkg.devDependencies['@playwright/test'] = '99.0.0';
        }),
        'package-lock.json': json(released('@playwright/test')),
      },
      ids,
    );
    expect(changed(unread)).toEqual([]);
    const read = await withEdits({ 'package.json': json((pkg) => Object.assign(pkg, { browserslist: ['defaults'] })) }, ids);
    expect(changed(read)).toEqual(areas);
  });

  it('an edit in the design system changes all three', async () => {
    expect(changed(await withEdits({ 'shell/packages/design-system/src/chip.ts': comment }, ids))).toEqual(areas);
  });

  it.each([
    ['styled-components', 'a package the areas bundle'],
    ['stylis', 'a dependency of one (styled-components)'],
    ['babel-plugin-styled-components', 'a Babel plugin the Vite config names by string'],
    ['vite', 'the build tool'],
  ])('a new release of %s (%s) changes all three', async (name) => {
    expect(changed(await withEdits({ 'package-lock.json': json(released(name)) }, ids))).toEqual(areas);
  });

  it.each([
    ['shell/packages/contract/src/enquiry.ts', 'the enquiry schema, imported as @meranti/contract/enquiry'],
    ['shell/packages/contract/src/contact-choices.ts', 'imported as @meranti/contract/contact-choices'],
    ['shell/packages/contract/src/fields.ts', 'imported by the enquiry schema'],
  ])('an edit in %s (%s) changes the contact build id only: the others do not import it', async (rel) => {
    expect(changed(await withEdits({ [rel]: comment }, ids))).toEqual(['contact']);
  });

  it.each([
    ['shell/packages/contract/src/lead.ts', "imported by resources' tests only"],
    ['shell/packages/contract/src/rum-beacon.ts', 'imported by the shell and the API'],
    ['shell/packages/contract/src/prefetch.ts', "imported by the shell's prefetcher"],
  ])('an edit in %s (%s) leaves all three unchanged', async (rel) => {
    expect(changed(await withEdits({ [rel]: comment }, ids))).toEqual([]);
  });

  it.each([
    ['shell/packages/contract/src/federation.ts', 'the shared singletons, imported by the Vite config'],
    ['shell/packages/contract/src/page-modules.ts', 'imported by the page-modules plugin'],
  ])('an edit in %s (%s) changes all three', async (rel) => {
    expect(changed(await withEdits({ [rel]: comment }, ids))).toEqual(areas);
  });

  it('an edit in an area changes its build id only', async () => {
    expect(changed(await withEdits({ 'mfe-marketing/src/pages.ts': comment }, ids))).toEqual(['marketing']);
    expect(changed(await withEdits({ 'mfe-resources/src/ssr.ts': comment }, ids))).toEqual(['resources']);
  });

  it('an area that starts importing a contract file, or an API-only package, then depends on it too', async () => {
    const importing = (line) => ({ 'mfe-marketing/src/pages.ts': (text) => `${line}\n${text}` });
    const lead = await withEdits(importing("import '@meranti/contract/lead';"), async () => {
      const imported = await ids();
      return withEdits({ 'shell/packages/contract/src/lead.ts': comment }, async () => ({ imported, edited: await ids() }));
    });
    expect(lead.edited.marketing).not.toBe(lead.imported.marketing);
    expect(lead.edited.resources).toBe(before.resources);
    const express = await withEdits(importing("import 'express';"), async () => {
      const imported = await ids();
      return withEdits({ 'package-lock.json': json(released('express')) }, async () => ({ imported, edited: await ids() }));
    });
    expect(express.edited.marketing).not.toBe(express.imported.marketing);
    expect(express.edited.resources).toBe(before.resources);
  });

  it('refuses to guess: an import it cannot resolve, or a glob outside what it counts, is an error', async () => {
    await withEdits({ 'mfe-contact/src/ssr.ts': (text) => `import './nowhere';\n${text}` }, () =>
      expect(areaBuildId('contact', copy)).rejects.toThrow("mfe-contact/src/ssr.ts: cannot resolve './nowhere'"),
    );
    await withEdits({ 'mfe-contact/src/ssr.ts': (text) => `${text}\nimport.meta.glob('../../api/src/*.ts');\n` }, () =>
      expect(areaBuildId('contact', copy)).rejects.toThrow(/import\.meta\.glob\(\.\.\/\.\.\/api\/src\/\*\.ts\) reads outside/),
    );
  });
});
