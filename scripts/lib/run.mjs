import { spawn } from 'node:child_process';

/**
 * Run a command, streaming its output; reject on a non-zero exit.
 * - `quiet`: the output is not streamed, only put in the error message on failure;
 * - `capture`: the output is streamed and also kept, on `err.output`, so a caller can tell one
 *   failure from another (not for long-running servers: the output is held in memory).
 */
export function run(cmd, args, { cwd, env, quiet = false, capture = false } = {}) {
  return new Promise((resolve, reject) => {
    const piped = quiet || capture;
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: piped ? ['inherit', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      if (!quiet) process.stdout.write(d);
    });
    child.stderr?.on('data', (d) => {
      out += d;
      if (!quiet) process.stderr.write(d);
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
