// What the stack's load balancer serves: a whole copy of the site, switched to at once; and a
// deploy's reload is a no-op when no stack runs (or only a state file is left of one).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeState } from '../lib/stack/control.mjs';
import { reloadLoadBalancerIfRunning } from '../lib/stack/reload.mjs';
import { CURRENT, copySite, pruneCopies, switchCurrent } from '../lib/stack/site-copies.mjs';

let dir;
let site;
let copies;
const write = async (rel, body, secondsAgo = 0) => {
  const file = path.join(site, rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, body);
  const t = new Date(Date.now() - secondsAgo * 1000);
  await fs.utimes(file, t, t);
};
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-copies-'));
  site = path.join(dir, 'site');
  copies = path.join(dir, 'copies');
  await write('index.html', '<title>Home</title>', 60);
  await write('index.html.br', 'brotli of home', 30);
  await write('contact/index.html', '<title>Contact (re-rendered)</title>', 0);
  await write('contact/index.html.br', 'brotli of the old contact page', 30);
  await write('_routes.json', '{"routes":{}}', 60);
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

describe('site copies', () => {
  it('copies every file with its time, leaving out a brotli/gzip copy older than its file', async () => {
    const copy = await copySite(site, copies);
    expect(await fs.readFile(path.join(copy, 'index.html.br'), 'utf8')).toBe('brotli of home');
    expect(await fs.readFile(path.join(copy, 'contact/index.html'), 'utf8')).toBe('<title>Contact (re-rendered)</title>');
    await expect(fs.access(path.join(copy, 'contact/index.html.br'))).rejects.toThrow();
    expect((await fs.stat(path.join(copy, 'index.html'))).mtimeMs).toBe((await fs.stat(path.join(site, 'index.html'))).mtimeMs);
  });

  it('`current` moves to a new copy in one step; the newest copies stay, the current one always', async () => {
    const first = await copySite(site, copies);
    expect(await switchCurrent(copies, first)).toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    const second = await copySite(site, copies);
    expect(await switchCurrent(copies, second)).toBe(first);
    expect(await fs.realpath(path.join(copies, CURRENT))).toBe(await fs.realpath(second));
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 5));
      await copySite(site, copies);
    }
    expect(await pruneCopies(copies, 2)).toBe(2);
    const left = (await fs.readdir(copies)).filter((n) => n !== CURRENT);
    expect(left).toHaveLength(3); // the two newest and the current one
    expect(left).toContain(path.basename(second));
  });

  it('refuses a folder without a built site', async () => {
    await expect(copySite(path.join(dir, 'nothing'), copies)).rejects.toThrow(/no built site/);
  });
});

describe('a deploy with no stack running', () => {
  it('reloadLoadBalancerIfRunning does nothing without a state file, or with one left by a stack that is gone', async () => {
    const dataDir = path.join(dir, 'data');
    expect(await reloadLoadBalancerIfRunning({ dataDir, siteDir: site })).toBeNull();
    await fs.mkdir(path.join(dataDir, 'stack'), { recursive: true });
    // A live pid that is not a stack (this test), as after the stack died and its number was reused.
    writeState(dataDir, {
      pid: process.pid,
      address: 'http://localhost:1',
      processes: [{ role: 'lb', id: 'lb', pid: process.pid, port: 1 }],
    });
    expect(await reloadLoadBalancerIfRunning({ dataDir, siteDir: site })).toBeNull();
  });
});
