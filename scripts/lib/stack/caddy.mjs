// Caddy 2.6, Debian's (`apt-get install caddy` when missing): checking a generated configuration
// with Caddy's own validator, and giving a running Caddy a new one through its admin endpoint
// (a unix socket under DATA_DIR/stack) — a graceful reload: requests under way finish.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { installDebianPackages } from '../debian.mjs';
import { run } from '../run.mjs';

export function caddyBinary() {
  const found = spawnSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

export async function ensureCaddyInstalled() {
  if (!caddyBinary()) await installDebianPackages(['caddy'], { label: 'stack' });
  const bin = caddyBinary();
  if (!bin) throw new Error('Caddy is not installed and apt-get did not install it');
  return bin;
}

/** Caddy's own check of a configuration (`caddy validate`): resolves, or rejects with its message. */
export async function validateCaddyConfig(config, { caddy = caddyBinary() ?? 'caddy' } = {}) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'meranti-caddy-'));
  const file = path.join(dir, 'caddy.json');
  try {
    await fs.writeFile(file, JSON.stringify(config));
    await run(caddy, ['validate', '--config', file], { quiet: true, env: caddyEnv(dir) });
  } catch (err) {
    const detail = (err.output ?? err.message)
      .split('\n')
      .filter((l) => /error|invalid|unknown|cannot/i.test(l))
      .join('\n');
    throw new Error(`Caddy refuses the generated configuration:\n${detail || err.message}`);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Caddy keeps its own files (and its idea of $HOME) under `dir`, not in the user's home. */
export const caddyEnv = (dir) => ({ HOME: dir, XDG_DATA_HOME: path.join(dir, 'data'), XDG_CONFIG_HOME: path.join(dir, 'config') });

/** A request to Caddy's admin endpoint (a unix socket). */
export function adminRequest(socketPath, method, urlPath, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath, method, path: urlPath, headers: { host: 'localhost', 'content-type': 'application/json' }, timeout: 30_000 },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('Caddy admin endpoint did not answer in 30 s')));
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** Replaces the running configuration (Caddy validates it first and keeps the old one if it is refused). */
export async function loadCaddyConfig(socketPath, config) {
  const res = await adminRequest(socketPath, 'POST', '/load', config);
  if (res.status !== 200) throw new Error(`Caddy refused the new configuration (${res.status}): ${res.body.trim()}`);
}
