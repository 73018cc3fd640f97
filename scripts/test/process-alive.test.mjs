import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRunning } from '../lib/process-alive.mjs';
import { withLock } from '../lib/release-lock.mjs';
import { waitFor } from '../lib/wait.mjs';

const state = async (pid) => {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
};
const until = (check, what) => waitFor(check, { timeout: 5000, interval: 25, what });

/**
 * A zombie, as a killed stack leaves its children on a machine whose init collects orphans late:
 * `sh` starts a short `sleep` in the background, then becomes a long `sleep` that never waits for
 * it. The short one exits and stays uncollected. Returns both pids and the parent's handle.
 */
async function zombie() {
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const pid = Number(await new Promise((resolve) => parent.stdout.once('data', (d) => resolve(String(d).trim()))));
  await until(async () => (await state(pid)) === 'Z', `pid ${pid} to become a zombie`);
  return { pid, parent };
}

let parents = [];
afterEach(() => {
  for (const p of parents) p.kill('SIGKILL');
  parents = [];
});

describe('isRunning', () => {
  it('a running process runs (this one, and a child)', async () => {
    expect(isRunning(process.pid)).toBe(true);
    const { pid, parent } = await zombie();
    parents.push(parent);
    expect(isRunning(parent.pid)).toBe(true);
    expect(pid).not.toBe(parent.pid);
  });

  it('a process that exited but was never collected (a zombie) has ended, although kill(pid, 0) still succeeds', async () => {
    const { pid, parent } = await zombie();
    parents.push(parent);
    expect(() => process.kill(pid, 0)).not.toThrow();
    expect(isRunning(pid)).toBe(false);
  });

  it('a process that is gone, and numbers that name no process, do not run', async () => {
    const { parent } = await zombie();
    parent.kill('SIGKILL');
    await new Promise((r) => parent.once('exit', r));
    expect(isRunning(parent.pid)).toBe(false);
    for (const pid of [0, -1, Number.NaN, undefined, null, 2147483646]) expect(isRunning(pid)).toBe(false);
  });

  it('a release lock held by a process that exited uncollected is taken over', async () => {
    const { pid, parent } = await zombie();
    parents.push(parent);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'release-lock-'));
    const lock = path.join(dir, '.release.lock');
    await fs.writeFile(lock, `${pid} deploy marketing\n`);
    const said = [];
    const held = await withLock(lock, 'rollback marketing', async () => fs.readFile(lock, 'utf8'), { say: (l) => said.push(l) });
    expect(held).toBe(`${process.pid} rollback marketing\n`);
    expect(said).toEqual([]);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
