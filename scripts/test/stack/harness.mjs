// Test harness for `npm run stack`: starts the real stack (scripts/stack.mjs, as a user would)
// on free loopback ports with a fresh DATA_DIR, talks to it through its load balancer and its
// state file, and stops it. Ports: free ones, or STACK_TEST_PORT (load balancer; the API instances
// follow) and STACK_TEST_PG_PORT when set (a shared machine with assigned ports).
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePorts } from '../../lib/ports.mjs';
import { waitFor as wait } from '../../lib/wait.mjs';

export { freePorts };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** waitFor (scripts/lib/wait.mjs) with the stack's longer default: 30 s. */
export const waitFor = (check, options = {}) => wait(check, { timeout: 30_000, ...options });

/**
 * Starts `npm run stack` (node --import tsx scripts/stack.mjs) with `env` on top of a quiet
 * default; resolves once the load balancer answers. `slot` picks the ports when assigned ones are
 * used (STACK_TEST_PORT + 5 × slot, STACK_TEST_PG_PORT + slot), so two files never share one.
 */
export async function startStack({ env = {}, instances = 2, slot = 0 } = {}) {
  // 0700, as mkdtemp makes it: the stack itself opens DATA_DIR just enough for its PostgreSQL user.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meranti-stack-'));
  const assigned = Number(process.env.STACK_TEST_PORT);
  const [port] = assigned ? [assigned + 5 * slot] : await freePorts(instances + 1);
  const pgPort = Number(process.env.STACK_TEST_PG_PORT) ? Number(process.env.STACK_TEST_PG_PORT) + slot : (await freePorts(1))[0];
  const stackEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? '/root',
    PORT: String(port),
    STACK_INSTANCES: String(instances),
    STACK_API_PORT: String(port + 1),
    STACK_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MAIL_RETRY_BASE_MS: '200',
    MAIL_RETRY_MAX_MS: '1000',
    ...env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/stack.mjs')], {
    cwd: ROOT,
    env: stackEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const stack = {
    url,
    port,
    pgPort,
    dataDir,
    env: stackEnv,
    child,
    exited,
    output: () => output,
    state: () => JSON.parse(fs.readFileSync(path.join(dataDir, 'stack/state.json'), 'utf8')),
    process: (id) => stack.state().processes.find((p) => p.id === id),
    databaseUrl: () => fs.readFileSync(path.join(dataDir, 'stack/database-url'), 'utf8').trim(),
    /** `npm run stack -- <args>` against this stack. */
    command: (...args) => runNode(['--import', 'tsx', path.join(ROOT, 'scripts/stack.mjs'), ...args], stackEnv),
    /** `npm run enquiries -- <args>` against this stack's database. */
    enquiries: (...args) =>
      runNode(['--import', 'tsx', path.join(ROOT, 'api/src/cli/enquiries.ts'), ...args], {
        ...stackEnv,
        DATABASE_URL: stack.databaseUrl(),
      }),
    /** Stops the stack (if it still runs) and removes its DATA_DIR (kept with STACK_TEST_KEEP=1, to read its logs). */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const result = await exited;
      if (!process.env.STACK_TEST_KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
      return result;
    },
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`npm run stack exited (${child.exitCode}):\n${output}`);
        // Ready as a user sees it: the stack has printed its address and commands (its last words
        // at start-up, after state.json and the load balancer's first answer).
        return (
          output.includes('Ctrl-C stops everything') &&
          fs.existsSync(path.join(dataDir, 'stack/state.json')) &&
          (await request(url, '/healthz').catch(() => ({ status: 0 }))).status === 200
        );
      },
      { timeout: 240_000, interval: 250, what: `npm run stack to serve ${url}` },
    );
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
  return stack;
}

async function runNode(args, env) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { cwd: ROOT, env, maxBuffer: 10 * 1024 * 1024 });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    return { code: err.code ?? 1, out: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

/**
 * One HTTP request (a fresh connection unless `agent`), from `localAddress` when given (another
 * loopback address is another client to the load balancer).
 */
export function request(base, urlPath, { method = 'GET', headers = {}, body, localAddress, timeout = 30_000 } = {}) {
  const u = new URL(urlPath, base);
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method,
        localAddress,
        agent: false,
        timeout,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, text, json });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** POST an enquiry through the stack; never throws: { status, json, headers } or { status: 0, error }. */
export async function postEnquiry(base, body, options = {}) {
  try {
    return await request(base, '/api/contact', { method: 'POST', body, ...options });
  } catch (err) {
    return { status: 0, error: err.message };
  }
}
