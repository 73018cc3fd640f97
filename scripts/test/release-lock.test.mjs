import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withLock } from '../lib/release-lock.mjs';

let dir;
let lock;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'release-lock-'));
  lock = path.join(dir, '.release.lock');
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one release at a time', () => {
  it('a second release waits for the first, says so once, and both run whole', async () => {
    const events = [];
    const said = [];
    const release = (name) =>
      withLock(
        lock,
        `deploy ${name}`,
        async () => {
          events.push(`${name} starts`);
          await pause(60);
          events.push(`${name} ends`);
          return name;
        },
        { pollMs: 10, say: (line) => said.push(line) },
      );
    expect(await Promise.all([release('marketing'), release('resources')])).toEqual(['marketing', 'resources']);
    // Both ask at once: either may take the lock first (on a busy machine it is not always the
    // first caller), but the other waits for it to end, and is told whom it waits for, once.
    const first = events[0]?.split(' ')[0];
    const second = first === 'marketing' ? 'resources' : 'marketing';
    expect(events).toEqual([`${first} starts`, `${first} ends`, `${second} starts`, `${second} ends`]);
    expect(said).toEqual([`[release] waiting for another release to finish (deploy ${first}, pid ${process.pid})`]);
    await expect(fs.stat(lock)).rejects.toThrow(/ENOENT/);
  });

  it('the lock goes when the release fails', async () => {
    await expect(withLock(lock, 'deploy contact', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(fs.stat(lock)).rejects.toThrow(/ENOENT/);
  });

  it('a lock left by a process that is gone is taken over', async () => {
    await fs.writeFile(lock, '2147483646 deploy marketing\n');
    expect(await withLock(lock, 'rollback marketing', async () => fs.readFile(lock, 'utf8'))).toBe(`${process.pid} rollback marketing\n`);
  });
});
