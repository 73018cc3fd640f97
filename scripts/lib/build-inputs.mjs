// What an area's build reads (ADR 20): the inputs its build id is a digest of. An edit that
// the build does not read — the API's services, a dependency only the API or the tests use, a
// script in the root package.json — must leave the id alone, or every team's area is "released"
// for another team's change. The inputs:
//   1. whole: the area's folder, the platform and design-system packages, the Vite config
//      (scripts/vite), the artifact and publish scripts, tsconfig.base.json (what git does not
//      ignore; tests and the test runner's config left out);
//   2. every file those import outside them, followed through relative imports and through the
//      `exports` of another workspace package (the contract files the forms import: enquiry.ts,
//      what it imports, and so on), read from the import graph, not from a list;
//   3. the root package.json and the package.json of a workspace package reached by import,
//      without the fields the build does not read (npm scripts, dependency ranges: what is
//      installed is in the lockfile entries, below);
//   4. the lockfile entries (name, version, resolved, integrity) of the packages the build can
//      load: the declared dependencies of the area and of the two packages, every package a file
//      above imports, every installed package the build configuration names in a string (Babel
//      loads its plugins by name), and the Vite CLI the build runs; with what they depend on,
//      transitively. Not the rest of the lockfile: the API's express or the tests' Playwright.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { SKIP } from './freshness.mjs';
import { AREAS, ROOT } from './layout.mjs';

/** What every area's build reads whole besides its own folder. */
const SHARED_INPUTS = [
  'shell/packages/platform',
  'shell/packages/design-system',
  'scripts/vite',
  'scripts/lib/artifact.mjs',
  'scripts/lib/publish.mjs',
  'tsconfig.base.json',
];

/** The folders and files an area's build reads whole (relative to the checkout). */
export const wholeInputs = (area) => [AREAS[area], ...SHARED_INPUTS];

/** Packages the build runs rather than imports (publish.mjs runs node_modules/.bin/vite). */
const RUN_PACKAGES = ['vite'];

/** package.json fields the build does not read: npm's scripts, and ranges (the lockfile entries say what is installed). */
const UNREAD_FIELDS = ['scripts', 'dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies', 'peerDependenciesMeta'];

/** The build configuration, which also names packages by string (Babel plugins, a font's file). */
const BUILD_CONFIG = /^scripts\/vite\/|(?:^|\/)vite\.config\.[cm]?[jt]s$/;
/** Source files whose imports are followed. */
const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
/** The test runner's config: read by vitest, never by the build. */
const TEST_CONFIG = /(?:^|\/)vitest\.config\.[cm]?[jt]s$/;
/** How a relative import without its extension is written (TypeScript's `.js` for `.ts` included). */
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx', '.cts', '.cjs', '.json'];

const git = (root, args) => {
  const out = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.status === 0 ? out.stdout : null;
};

/**
 * The input files under `roots` (relative to `root`, forward slashes, sorted), skipping build
 * output, dependencies and tests. In a git checkout, what git does not ignore (tracked or not):
 * a file a machine happens to have (a cache, an editor's backup) does not change the build id.
 */
export async function inputFiles(root, roots) {
  const skipped = (rel) => rel.split('/').some((part) => SKIP.has(part)) || TEST_CONFIG.test(rel);
  const listed = git(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...roots]);
  if (listed !== null) {
    const files = [];
    for (const rel of new Set(listed.split('\0').filter(Boolean)))
      if (!skipped(rel) && (await fs.stat(path.join(root, rel)).catch(() => null))?.isFile()) files.push(rel);
    return files.sort();
  }
  const out = [];
  const visit = async (rel) => {
    const stat = await fs.stat(path.join(root, rel)).catch(() => null);
    if (stat?.isFile()) {
      if (!skipped(rel)) out.push(rel);
    } else if (stat?.isDirectory())
      for (const entry of await fs.readdir(path.join(root, rel))) if (!SKIP.has(entry)) await visit(`${rel}/${entry}`);
  };
  for (const r of roots) await visit(r);
  return out.sort();
}

/** The module specifiers a source file names: static and dynamic imports, re-exports, `require` (TypeScript's pre-processor). */
const importsOf = (ts, text) => ts.preProcessFile(text, true, true).importedFiles.map((i) => i.fileName);

/** The strings of a build configuration file that could name a package (`'babel-plugin-styled-components'`). */
const stringsOf = (text) => [...text.matchAll(/['"`]([@a-z0-9][^'"`\s]*)['"`]/g)].map((m) => m[1]);

/** The patterns of the `import.meta.glob(…)` calls in a source file (Vite's: they must be literals). */
function globsOf(ts, rel, text) {
  if (!text.includes('import.meta.glob')) return [];
  const patterns = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'import.meta.glob') {
      const [first] = node.arguments;
      const items = first && ts.isArrayLiteralExpression(first) ? first.elements : [first];
      for (const item of items) patterns.push(item && ts.isStringLiteralLike(item) ? item.text : null);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true));
  return patterns;
}

const exists = async (file) => (await fs.stat(file).catch(() => null))?.isFile() ?? false;

/** A relative import as Vite resolves it: the file, with an extension added, `.js` written for `.ts`, or the folder's index. */
async function resolveRelative(root, from, spec) {
  const bare = spec.replace(/[?#].*$/, '');
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => `${base}/index${e}`)];
  if (/\.[cm]?js$/.test(base)) candidates.push(...['.ts', '.tsx', '.mts', '.cts'].map((e) => base.replace(/\.[cm]?js$/, e)));
  for (const rel of candidates) if (await exists(path.join(root, rel))) return rel;
  return null;
}

/** A package import's name: `zod/mini` → `zod`, `@meranti/contract/enquiry` → `@meranti/contract`. */
const packageOf = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** The files an `exports` entry points at (every condition: the types and the code). */
function exportTargets(entry) {
  if (typeof entry === 'string') return [entry];
  if (Array.isArray(entry)) return entry.flatMap(exportTargets);
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(exportTargets);
  return [];
}

/** The files `spec` resolves to through the `exports` map of the workspace package in `dir`. */
function throughExports(pkg, dir, spec, name) {
  const sub = `.${spec.slice(name.length)}`;
  const exported = typeof pkg.exports === 'string' || Array.isArray(pkg.exports) ? { '.': pkg.exports } : (pkg.exports ?? {});
  let targets = Object.hasOwn(exported, sub) ? exportTargets(exported[sub]) : null;
  for (const [key, entry] of Object.entries(exported)) {
    const star = key.indexOf('*');
    if (targets || star < 0 || !sub.startsWith(key.slice(0, star)) || !sub.endsWith(key.slice(star + 1))) continue;
    const matched = sub.slice(star, sub.length - (key.length - star - 1));
    targets = exportTargets(entry).map((t) => t.replaceAll('*', matched));
  }
  if (!targets) return null;
  return targets.map((t) => path.posix.normalize(path.posix.join(dir, t)));
}

/** The lockfile key of package `name` as Node resolves it from `from` (a file or a lockfile key): the nearest node_modules that holds it. */
function lockKeyOf(packages, from, name) {
  let dir = from;
  for (;;) {
    if (path.posix.basename(dir) !== 'node_modules') {
      const key = dir && dir !== '.' ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      if (Object.hasOwn(packages, key)) return key;
    }
    if (!dir || dir === '.') return null;
    dir = path.posix.dirname(dir);
  }
}

const inside = (rel, roots) => roots.some((r) => rel === r || rel.startsWith(`${r}/`));

/** A package.json as the build reads it: without npm's scripts and the dependency ranges. */
export async function readFields(root, rel) {
  const pkg = JSON.parse(await fs.readFile(path.join(root, rel), 'utf8'));
  for (const field of UNREAD_FIELDS) delete pkg[field];
  return JSON.stringify(pkg);
}

/**
 * Everything `area`'s build reads, from the sources in `root`:
 *   files     the files counted byte for byte (sorted);
 *   manifests package.json path → the fields the build reads (readFields);
 *   packages  the lockfile entries counted, sorted by key: `{ key, version, resolved, integrity, link }`.
 * Throws when an import cannot be resolved or a glob reaches outside what is counted whole: the
 * build id would miss a file the build reads.
 */
export async function buildInputs(area, root = ROOT) {
  const { default: ts } = await import('typescript');
  const lock = JSON.parse(await fs.readFile(path.join(root, 'package-lock.json'), 'utf8'));
  const packages = lock.packages ?? {};
  const whole = wholeInputs(area);
  const files = new Set(await inputFiles(root, whole));
  const manifests = new Map([['package.json', await readFields(root, 'package.json')]]);
  /** Lockfile keys the closure starts from. */
  const starts = new Set();
  const queue = [...files].filter((rel) => CODE.test(rel));
  const builtin = new Set(builtinModules);

  for (let rel = queue.shift(); rel !== undefined; rel = queue.shift()) {
    const text = await fs.readFile(path.join(root, rel), 'utf8');
    for (const glob of globsOf(ts, rel, text)) {
      // A glob is a folder's files, not one import: that folder must be one counted whole.
      const dir = glob && path.posix.normalize(path.posix.join(path.posix.dirname(rel), glob.replace(/[*{[?].*$/, '')));
      if (!dir || !inside(dir, whole)) throw new Error(`${rel}: import.meta.glob(${glob ?? '…'}) reads outside the build's inputs`);
    }
    if (BUILD_CONFIG.test(rel))
      for (const name of stringsOf(text)) {
        const key = lockKeyOf(packages, path.posix.dirname(rel), packageOf(name));
        if (key) starts.add(key);
      }
    for (const spec of importsOf(ts, text)) {
      let reached = [];
      if (spec.startsWith('.') || spec.startsWith('/')) {
        const target = spec.startsWith('/') ? null : await resolveRelative(root, rel, spec);
        if (!target) throw new Error(`${rel}: cannot resolve '${spec}'`);
        reached = [target];
      } else if (spec.includes(':') || builtin.has(packageOf(spec))) {
        continue; // node:…, virtual:… (a plugin's, in scripts/vite), a Node built-in
      } else {
        const name = packageOf(spec);
        const key = lockKeyOf(packages, path.posix.dirname(rel), name);
        if (!key) throw new Error(`${rel}: '${spec}' is not in package-lock.json`);
        const entry = packages[key];
        if (!entry.link) {
          starts.add(key);
          continue;
        }
        // A workspace package: counted whole, or followed through its exports like a relative import.
        starts.add(key);
        if (inside(entry.resolved, whole)) continue;
        const manifest = `${entry.resolved}/package.json`;
        manifests.set(manifest, await readFields(root, manifest));
        const targets = throughExports(JSON.parse(await fs.readFile(path.join(root, manifest), 'utf8')), entry.resolved, spec, name);
        // Its sources, not a build output (dist/) it may also point at.
        for (const target of targets ?? [])
          if (!target.split('/').some((part) => SKIP.has(part)) && (await exists(path.join(root, target)))) reached.push(target);
        if (!reached.length) throw new Error(`${rel}: '${spec}' is not in the exports of ${manifest}, or names no source file`);
      }
      for (const target of reached) {
        if (files.has(target) || inside(target, whole)) continue;
        files.add(target);
        if (CODE.test(target)) queue.push(target);
      }
    }
  }

  // The declared dependencies of the workspace packages counted whole (the area, platform, design system).
  for (const dir of whole) for (const name of Object.keys(declared(packages[dir]))) addStart(packages, starts, dir, name);
  for (const name of RUN_PACKAGES) addStart(packages, starts, '', name);

  return { files: [...files].sort(), manifests: Object.fromEntries([...manifests].sort()), packages: closure(packages, starts, whole) };
}

/** What an installed package needs to run: its dependencies, optional ones and peers (an optional peer counts when installed: it is used when present). */
const needs = (entry) => ({ ...entry?.peerDependencies, ...entry?.optionalDependencies, ...entry?.dependencies });
/** What a workspace package declares, its devDependencies too (the build of the platform and design system uses them). */
const declared = (entry) => ({ ...needs(entry), ...entry?.devDependencies });

function addStart(packages, starts, from, name) {
  const key = lockKeyOf(packages, from, name);
  if (key) starts.add(key);
}

/**
 * The lockfile entries reachable from `starts` through dependencies. A link to a workspace package
 * counts (where it points), but only the packages counted whole bring their declared dependencies:
 * the API's (express, nodemailer, …) are not the area's — the API files it imports named theirs.
 */
function closure(packages, starts, whole) {
  const seen = new Set();
  const queue = [...starts];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = packages[key];
    const [from, names] = entry.link
      ? [entry.resolved, inside(entry.resolved, whole) ? Object.keys(declared(packages[entry.resolved])) : []]
      : [key, Object.keys(needs(entry))];
    for (const name of names) {
      const dep = lockKeyOf(packages, from, name);
      if (dep) queue.push(dep); // absent: an optional dependency of another platform, an optional peer not installed
    }
  }
  return [...seen].sort().map((key) => {
    const { version, resolved, integrity, link } = packages[key];
    return { key, version, resolved, integrity, link };
  });
}
