// One release at a time (scripts/lib/release.mjs): two teams deploying at once, or a deploy and a
// rollback, must not interleave their read-modify-write of remotes.json and _routes.json. A lock
// file created exclusively (`wx`) holds the owner's pid and what it does; a second release waits,
// saying once for whom. A lock whose process is gone (a release killed midway) is taken over.
import fs from 'node:fs/promises';
import path from 'node:path';
import { isRunning } from './process-alive.mjs';

/** Runs `fn` holding the lock `file`; `label` says what holds it. `pollMs`: how often a waiter looks again. */
export async function withLock(file, label, fn, { pollMs = 250, say = (line) => console.log(line) } = {}) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  let told = false;
  for (;;) {
    try {
      await fs.writeFile(file, `${process.pid} ${label}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const [pid, ...what] = (await fs.readFile(file, 'utf8').catch(() => '')).trim().split(' ');
      if (!isRunning(Number(pid))) {
        await fs.rm(file, { force: true });
        continue;
      }
      if (!told) say(`[release] waiting for another release to finish (${what.join(' ')}, pid ${pid})`);
      told = true;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(file, { force: true });
  }
}
