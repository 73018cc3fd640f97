// Where a running stack can be found and told things. `npm run stack` writes
// DATA_DIR/stack/state.json — { pid, address, processes: [{ role, id, pid, port }] } — and listens
// on DATA_DIR/stack/control.sock (one JSON line in: { command, … }; JSON lines out: { log } while it
// works, then { ok: true, … } or { ok: false, error }). `npm run stack -- restart` and a deploy's
// reload talk to it there: the stack is the only writer of the load balancer's configuration and
// the only one that starts and stops its processes.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { writeWholeSync } from '../../../api/src/fs/write-whole.mjs';
import { isRunning } from '../process-alive.mjs';

export const stackDir = (dataDir) => path.join(dataDir, 'stack');
export const stateFile = (dataDir) => path.join(stackDir(dataDir), 'state.json');
export const controlSocket = (dataDir) => path.join(stackDir(dataDir), 'control.sock');

/** Whether `pid` is a running `npm run stack` (not another process that got the number of a dead one). */
function isStackProcess(pid) {
  if (!isRunning(pid)) return false;
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('stack.mjs');
  } catch {
    return true; // no /proc: trust the signal check
  }
}

/** The state of the stack running with this DATA_DIR, or null when none is (or the file is left from one killed). */
export function runningStack(dataDir) {
  let state;
  try {
    state = JSON.parse(fs.readFileSync(stateFile(dataDir), 'utf8'));
  } catch {
    return null;
  }
  return isStackProcess(state.pid) ? state : null;
}

/** Writes the state atomically (a reader never sees half a file). */
export function writeState(dataDir, state) {
  const file = stateFile(dataDir);
  writeWholeSync(file, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

/** Sends one command to the running stack; `onLog` gets its progress lines; resolves with its result. */
export function sendCommand(dataDir, command, { onLog = () => {} } = {}) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocket(dataDir));
    let buffer = '';
    let done = false;
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
        const message = JSON.parse(buffer.slice(0, i));
        buffer = buffer.slice(i + 1);
        if ('log' in message) onLog(message.log);
        else {
          done = true;
          socket.end();
          if (message.ok) resolve(message);
          else reject(new Error(message.error));
        }
      }
    });
    socket.on('error', (err) => reject(new Error(`cannot reach the stack at ${controlSocket(dataDir)}: ${err.message}`)));
    socket.on('close', () => {
      if (!done) reject(new Error('the stack closed the connection before answering'));
    });
  });
}

/** The stack's side: `handle(command, log)` runs each command (one at a time). */
export function serveCommands(socketPath, handle) {
  fs.rmSync(socketPath, { force: true });
  let queue = Promise.resolve();
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer += chunk;
      const i = buffer.indexOf('\n');
      if (i < 0) return;
      const line = buffer.slice(0, i);
      buffer = '';
      const send = (message) => {
        if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
      };
      queue = queue.then(async () => {
        try {
          const result = await handle(JSON.parse(line), (text) => send({ log: text }));
          send({ ok: true, ...result });
        } catch (err) {
          send({ ok: false, error: err.message });
        }
        socket.end();
      });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      fs.chmodSync(socketPath, 0o600);
      resolve(server);
    });
  });
}
