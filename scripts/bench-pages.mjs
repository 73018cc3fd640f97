// `npm run bench:pages`: page requests (every page of the built site's sitemap, as a browser asks
// for them: Accept-Encoding br, gzip) through the load balancer — Caddy with the generated
// configuration (scripts/lib/stack/caddy-config.mjs) in front of one API instance on the files
// store — and to the API alone; requests per second, latency, and the CPU each process spent per
// request. What ADR 23 compares: Caddy serving pages itself vs handing them to the API.
// Options: --duration <s> (default 10), --connections <n> (default 20).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMs } from './lib/bench/proc-cpu.mjs';
import { ROOT } from './lib/layout.mjs';
import { caddyEnv, ensureCaddyInstalled } from './lib/stack/caddy.mjs';
import { caddyConfig } from './lib/stack/caddy-config.mjs';
import { copySite } from './lib/stack/site-copies.mjs';
import { waitFor } from './lib/wait.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const DURATION = Number(arg('duration', 10));
const CONNECTIONS = Number(arg('connections', 20));
const SITE = path.join(ROOT, '.site');
if (!fs.existsSync(path.join(SITE, 'sitemap.xml'))) throw new Error('no built site in .site: npm run build first');

const children = new Set();
const stopAll = () => {
  for (const child of children) child.kill('SIGKILL');
};
process.on('exit', stopAll);

/** Spawns `cmd` and resolves once `ready()` does. */
async function launch(cmd, args, env, ready) {
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`${cmd} exited:\n${out}`);
      return ready(out);
    },
    { timeout: 60_000, interval: 100, what: `${cmd} to start` },
  );
  return child;
}
const answers = async (url) => (await fetch(url).catch(() => null))?.ok ?? false;

const pages = [...fs.readFileSync(path.join(SITE, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1]).pathname,
);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'meranti-bench-pages-'));

const apiPort = 20_000 + Math.floor(Math.random() * 20_000);
const lbPort = apiPort + 1;
const api = await launch(
  process.execPath,
  ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')],
  { PORT: String(apiPort), HOST: '127.0.0.1', SITE_DIR: SITE, DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'warn' },
  (out) => out.includes('listening on'),
);
const served = await copySite(SITE, path.join(work, 'copies'));
const config = caddyConfig({
  listen: [`127.0.0.1:${lbPort}`],
  siteRoot: served,
  upstreams: [`127.0.0.1:${apiPort}`],
  adminSocket: path.join(work, 'admin.sock'),
  storageDir: path.join(work, 'caddy-data'),
  siteUrl: 'http://127.0.0.1',
});
fs.writeFileSync(path.join(work, 'caddy.json'), JSON.stringify(config));
const caddy = await launch(await ensureCaddyInstalled(), ['run', '--config', path.join(work, 'caddy.json')], caddyEnv(work), () =>
  answers(`http://127.0.0.1:${lbPort}/`),
);

function load(port, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: pages.map((p) => ({ method: 'GET', path: p })),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const rows = [];
for (const [name, port] of [
  ['API alone', apiPort],
  ['through Caddy', lbPort],
]) {
  process.stdout.write(`[bench:pages] ${name}: warm-up 2 s, then ${DURATION} s at ${CONNECTIONS} connections, ${pages.length} pages… `);
  await load(port, 2);
  const before = { api: cpuMs(api.pid), caddy: cpuMs(caddy.pid), self: process.cpuUsage() };
  const r = await load(port, DURATION);
  const self = process.cpuUsage(before.self);
  const n = r['2xx'] || 1;
  rows.push({
    row: name,
    'pages/s': Math.round(r['2xx'] / r.duration),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'non-2xx': r.non2xx,
    'CPU ms/page: API': ((cpuMs(api.pid) - before.api) / n).toFixed(2),
    'CPU ms/page: Caddy': ((cpuMs(caddy.pid) - before.caddy) / n).toFixed(2),
    'CPU ms/page: load generator': ((self.user + self.system) / 1000 / n).toFixed(2),
  });
  console.log('done');
}
console.table(rows);
const load1 = os.loadavg()[0].toFixed(1);
console.log(`[bench:pages] load average at the end: ${load1} on ${os.cpus().length} cores (other work on the machine counts)`);
stopAll();
fs.rmSync(work, { recursive: true, force: true });
