// Whether a process still runs. A process that has exited but was not yet collected by its parent
// (a zombie: its parent was killed, and the machine's init collects orphans late or never, as on
// these CI machines) has ended: it holds no port, no lock, no file. `kill(pid, 0)` alone would
// call it alive, so /proc decides where there is one.
import fs from 'node:fs';

/** The process state letter from /proc/<pid>/stat (R, S, D, Z, …), or null without /proc or the process. */
function procState(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) S …": comm may hold spaces and parentheses; the state follows the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) || null;
  } catch {
    return null;
  }
}

/** True while `pid` runs (including when it belongs to another user); false once it has exited, zombie or not. */
export function isRunning(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (err.code !== 'EPERM') return false;
  }
  const state = procState(pid);
  return state !== 'Z' && state !== 'X';
}
