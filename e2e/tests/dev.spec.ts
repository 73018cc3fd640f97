import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { waitFor } from '../../scripts/lib/wait.mjs';

// `npm run dev`: the shell, the three areas and the API together, with hot reload. An edit in an
// area and an edit in the shell both show up in the open page in place (no reload), also when
// the environment holds NODE_ENV=production (a shell profile's, or one a tool set in its own
// process by running `vite build`, passed on to everything it starts).
const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SHELL = 'http://localhost:5100';
const remoteFile = path.join(ROOT, 'mfe-marketing/src/pages/home/home.content.ts');
const shellFile = path.join(ROOT, 'shell/src/chrome/header/header.content.ts');
const DEV_LOG = path.join(ROOT, '.tmp/e2e-dev.log');

/** Vite's lines about hot updates and reloads: what the dev servers did with the edits. */
async function hotUpdateLines() {
  const log = await fs.readFile(DEV_LOG, 'utf8').catch(() => '');
  return log.split('\n').filter((line) => /hmr|reload|optimiz|restart|NODE_ENV/i.test(line));
}

let dev: ChildProcess | undefined;
// What each edited file held, and when it was last modified: restored as found, times included, so
// the tree does not look changed afterwards (npm start and npm run stack rebuild when a source is
// newer than the last build, and the stack tests run after this one).
const originals = new Map<string, { text: string; atime: Date; mtime: Date }>();

async function edit(file: string, from: string, to: string) {
  if (!originals.has(file)) {
    const { atime, mtime } = await fs.stat(file);
    originals.set(file, { text: await fs.readFile(file, 'utf8'), atime, mtime });
  }
  const { text } = originals.get(file) as { text: string };
  expect(text).toContain(from);
  await fs.writeFile(file, text.replace(from, to));
}

async function restore() {
  for (const [file, { text, atime, mtime }] of originals) {
    await fs.writeFile(file, text);
    await fs.utimes(file, atime, mtime);
  }
  originals.clear();
}

const answers = (url: string) =>
  waitFor(async () => (await fetch(url)).ok, { timeout: 60_000, interval: 100, retryErrors: true, what: `${url} to answer` });

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  // Starting five dev servers (and building the shared packages first) takes 20–40 s on a busy
  // 2-core machine: more than a hook's default 30 s.
  test.setTimeout(120_000);
  // Its output goes to a log, quoted when the stack does not come up.
  await fs.mkdir(path.dirname(DEV_LOG), { recursive: true });
  const log = await fs.open(DEV_LOG, 'w');
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', log.fd, log.fd],
  });
  await log.close();
  try {
    await Promise.all([`${SHELL}/`, 'http://localhost:5101/remoteEntry.js', 'http://localhost:3000/healthz'].map(answers));
  } catch (error) {
    const tail = (await fs.readFile(DEV_LOG, 'utf8')).split('\n').slice(-40).join('\n');
    throw new Error(`${(error as Error).message}\n--- npm run dev said (last 40 lines of ${DEV_LOG}):\n${tail}`);
  }
});

/** Waits until nothing answers at `url` any more (its server has let go of its port). */
const waitGone = (url: string) =>
  waitFor(
    () =>
      fetch(url).then(
        () => false,
        () => true,
      ),
    { timeout: 15_000, interval: 100, what: `${url} to stop answering` },
  );

test.afterAll(async () => {
  await restore();
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  // The servers let go of their ports before anything needs them again (a rerun, the stack tests).
  await Promise.all(
    [`${SHELL}/`, ...[5101, 5102, 5103].map((port) => `http://localhost:${port}/`), 'http://localhost:3000/healthz'].map(waitGone),
  );
});

test('an edit in an area and an edit in the shell update the open page in place', async ({ page }) => {
  await page.goto(`${SHELL}/`);
  const h1 = page.locator('h1');
  await expect(h1).toContainText('Ship faster and spend less across', { timeout: 60_000 });
  // Vite may reload once after optimising dependencies on first visit; let it settle first.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });

  try {
    await edit(remoteFile, "'Ship faster and spend less across'", "'Ship hot-reloaded freight across'");
    await expect(h1).toContainText('Ship hot-reloaded freight across', { timeout: 20_000 });

    await edit(shellFile, "label: 'Get Started'", "label: 'Get Going'");
    await expect(page.locator('header').getByRole('link', { name: 'Get Going' })).toBeVisible({ timeout: 20_000 });

    const inPlace = await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);
    expect(inPlace, `the page reloaded; the dev servers said:\n${(await hotUpdateLines()).join('\n')}`).toBe(true);
  } finally {
    await restore();
  }
});
