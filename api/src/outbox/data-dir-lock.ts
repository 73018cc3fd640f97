/**
 * One owner per DATA_DIR (ADR 22). The filesystem store belongs to one process: a second one on the
 * same folder would replay the first one's outbox (mailing every pending submission twice) and
 * delete its active segment (losing what the first then accepts). So the store takes an exclusive
 * lock on `DATA_DIR/owner.lock` before it touches anything, and a second process refuses to start.
 *
 * The lock is the kernel's: flock(2) on the open lock file, held for as long as this process keeps
 * the file open. Node has no flock of its own, so util-linux's `flock` command takes it on a file
 * descriptor this process hands it (the same open file description): the lock belongs to that
 * description and outlives the short-lived command. When this process ends — exit, crash, SIGKILL,
 * or a zombie its parent has not collected yet (a zombie has closed every file) — the kernel
 * releases it: no stale lock, no pid to check, no pid reuse to fool it. The file itself is never
 * deleted (deleting a flock'ed file would let a third process lock a new one beside it).
 *
 * Without the `flock` command (not Linux), the fallback is a pid file created exclusively
 * (`owner.pid`, O_EXCL) and taken over when its process no longer runs (scripts/lib/process-alive.mjs:
 * a zombie counts as ended). Weaker — a pid reused by an unrelated process keeps it — but it keeps
 * `npm start` working where there is no util-linux.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isRunning } from '../../../scripts/lib/process-alive.mjs';
import { PRIVATE_FILE_MODE } from '../store/private-files';

export const LOCK_FILE = 'owner.lock';
export const PID_FILE = 'owner.pid';
/** flock's exit code when the lock is held elsewhere (asked for with --conflict-exit-code). */
const HELD = 75;

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly owner: string,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another process (${owner || 'owner unknown'}): one process per DATA_DIR — stop that one, or give this one its own DATA_DIR (several instances share PostgreSQL instead: DATABASE_URL)`,
    );
  }
}

export interface DataDirLock {
  /** How the lock is held: the kernel's flock, or the pid-file fallback. */
  readonly kind: 'flock' | 'pid-file';
  /** Lets go of the lock (what the kernel does when the process ends). */
  release(): Promise<void>;
}

export interface LockOptions {
  /** Who holds it, in words, for the refusal of the next one (`pid 4242, api-1`). */
  owner?: string;
  /** The flock command (tests name a missing one to exercise the fallback). */
  flockCommand?: string;
}

/** Takes the lock on `dataDir` (which must exist), or throws DataDirInUseError. */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<DataDirLock> {
  const owner = `${options.owner ?? `pid ${process.pid}`}, since ${new Date().toISOString()}`;
  const file = path.join(dataDir, LOCK_FILE);
  const fh = await fs.open(file, 'a+', PRIVATE_FILE_MODE);
  let held: 'yes' | 'no' | 'no-flock';
  try {
    held = await flock(options.flockCommand ?? 'flock', fh.fd);
  } catch (err) {
    await fh.close();
    throw err;
  }
  if (held === 'no-flock') {
    await fh.close();
    return lockWithPidFile(dataDir, owner);
  }
  if (held === 'no') {
    const other = (await fh.readFile('utf8').catch(() => '')).trim();
    await fh.close();
    throw new DataDirInUseError(dataDir, other);
  }
  // Ours: say who holds it (for the refusal of the next one).
  await fh.truncate(0);
  await fh.write(`${owner}\n`, 0);
  return heldLock('flock', () => fh.close());
}

/** A held lock whose `release` lets go once. */
function heldLock(kind: DataDirLock['kind'], letGo: () => Promise<void>): DataDirLock {
  let released: Promise<void> | undefined;
  return {
    kind,
    release() {
      released ??= letGo();
      return released;
    },
  };
}

/** Runs `flock --nonblock` on `fd` (inherited as the child's fd 3). */
function flock(command: string, fd: number): Promise<'yes' | 'no' | 'no-flock'> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, ['--exclusive', '--nonblock', '--conflict-exit-code', String(HELD), '3'], {
      stdio: ['ignore', 'ignore', 'pipe', fd],
    });
    let stderr = '';
    child.stderr?.on('data', (d) => (stderr += d));
    child.once('error', (err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? resolve('no-flock') : reject(err)));
    child.once('close', (code) => {
      if (code === 0) resolve('yes');
      else if (code === HELD) resolve('no');
      else reject(new Error(`flock on ${LOCK_FILE} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** The fallback: `owner.pid` created exclusively; one whose process has ended is taken over. */
async function lockWithPidFile(dataDir: string, owner: string): Promise<DataDirLock> {
  const file = path.join(dataDir, PID_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      await fs.writeFile(file, `${process.pid} ${owner}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw err;
      const text = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
      const pid = Number(text.split(' ')[0]);
      if (isRunning(pid)) throw new DataDirInUseError(dataDir, text.slice(text.indexOf(' ') + 1));
      await fs.rm(file, { force: true });
    }
  }
  return heldLock('pid-file', () => fs.rm(file, { force: true }));
}
