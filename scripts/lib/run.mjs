import { spawn } from 'node:child_process';

/**
 * Run a command, streaming its output; reject on a non-zero exit.
 * - `quiet`: the output is not streamed; it is resolved with, and on failure put in the error
 *   message and on `err.output` (not for long-running servers: the output is held in memory).
 */
export function run(cmd, args, { cwd, env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: quiet ? ['inherit', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
    });
    child.stderr?.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve(out);
      const err = new Error(`${cmd} ${args.join(' ')} (in ${cwd ?? '.'}) exited with ${code}${quiet ? `\n${out}` : ''}`);
      err.output = out;
      reject(err);
    });
  });
}
