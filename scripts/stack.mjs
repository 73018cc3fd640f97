// `npm run stack`: the production topology on this machine — a throwaway PostgreSQL cluster under
// DATA_DIR, STACK_INSTANCES API instances on it (default 2), and Caddy in front on PORT (default
// 3000), serving the site's immutable files itself and balancing everything else — pages, /api,
// /healthz, /metrics — over the instances (ADR 19, ADR 23). Builds the site first when needed (as `npm start` does). Ctrl-C or SIGTERM
// stops everything.
//   npm run stack                      start, in the foreground
//   npm run stack -- restart           restart the API instances one at a time (no request fails)
//   npm run stack -- restart postgres  restart PostgreSQL (fast shutdown, start)
//   npm run stack -- reload            serve the site as it is now (what a deploy does)
//   npm run stack -- status            the processes and their health
//   npm run stack -- config            print the load balancer's configuration, serving SITE_DIR's
//                                      immutable files (Caddy JSON) — for other machines: STACK_UPSTREAMS
//                                      names the instances (host:port,…), PORT/HOST the listener
// Every variable of `npm start` applies to every instance (SMTP_URL, RATE_LIMIT_*, MIN_FILL_MS …);
// the stack's own: PORT and HOST (the load balancer), STACK_INSTANCES, STACK_API_PORT (first
// instance's port, default PORT+1), STACK_PG_PORT (default 55432), DATABASE_URL (use that
// PostgreSQL instead of starting one). It also runs Prometheus, scraping every instance and the
// load balancer with the repository's alert rules, and Alertmanager (ADR 24): on free loopback
// ports unless STACK_PROMETHEUS_PORT / STACK_ALERTMANAGER_PORT say, alerts to ALERT_EMAIL_TO via
// ALERT_SMTP_URL and/or ALERT_WEBHOOK_URL; STACK_ALERT_SCALE runs time faster (tests);
// STACK_MONITORING=0 leaves both out.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ConfigError, parseEnv } from '../api/src/config/env.ts';
import { rebuildReason } from './lib/freshness.mjs';
import { BUILD_STAMP, ROOT } from './lib/layout.mjs';
import { freePort, portIsFree } from './lib/ports.mjs';
import { ensurePostgresInstalled } from './lib/postgres-cluster.mjs';
import { isRunning } from './lib/process-alive.mjs';
import { ensureCaddyInstalled } from './lib/stack/caddy.mjs';
import { caddyConfig } from './lib/stack/caddy-config.mjs';
import { runningStack, sendCommand, stackDir } from './lib/stack/control.mjs';
import { alertingSettings, describeReceivers } from './lib/stack/monitoring.mjs';
import { ensureMonitoringInstalled } from './lib/stack/prometheus.mjs';
import { Stack } from './lib/stack/supervisor.mjs';

const fail = (message) => {
  console.error(`[stack] ${message}`);
  process.exit(1);
};

function stackSettings() {
  let api;
  try {
    api = parseEnv(process.env);
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const int = (name, fallback, min, max) => {
    const raw = process.env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) fail(`${name}=${JSON.stringify(raw)}: must be a whole number from ${min} to ${max}`);
    return n;
  };
  const port = api.port;
  if (port === 0) fail('PORT=0: the load balancer needs a fixed port');
  const instances = int('STACK_INSTANCES', 2, 1, 32);
  const apiPort = int('STACK_API_PORT', port + 1, 1, 65535 - instances + 1);
  const pgPort = int('STACK_PG_PORT', 55432, 1, 65535);
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) fail('DATABASE_URL must be a postgres:// URL');
  const taken = [port, ...Array.from({ length: instances }, (_, i) => apiPort + i), ...(databaseUrl ? [] : [pgPort])];
  if (new Set(taken).size !== taken.length)
    fail(`ports overlap: load balancer ${port}, API ${apiPort}…${apiPort + instances - 1}, PostgreSQL ${pgPort}`);
  const monitoring = process.env.STACK_MONITORING?.trim() !== '0';
  let alerting;
  try {
    alerting = alertingSettings(process.env);
  } catch (err) {
    fail(err.message);
  }
  const prometheusPort = int('STACK_PROMETHEUS_PORT', 0, 0, 65535);
  const alertmanagerPort = int('STACK_ALERTMANAGER_PORT', 0, 0, 65535);
  return { api, port, host: api.host, instances, apiPort, pgPort, databaseUrl, monitoring, alerting, prometheusPort, alertmanagerPort };
}

/** The build, in its own process group: stopped with everything it started if the stack is stopped meanwhile. */
function buildSite() {
  const build = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
    detached: true,
  });
  const stop = (signal) => () => {
    console.log(`[stack] ${signal}: stopping the build`);
    process.kill(-build.pid, 'SIGTERM');
    process.exit(1);
  };
  const handlers = { SIGINT: stop('Ctrl-C'), SIGTERM: stop('SIGTERM'), SIGHUP: stop('SIGHUP') };
  for (const [signal, handler] of Object.entries(handlers)) process.once(signal, handler);
  return new Promise((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', (code) => {
      for (const [signal, handler] of Object.entries(handlers)) process.off(signal, handler);
      if (code === 0) resolve();
      else reject(new Error(`the build failed (exit code ${code})`));
    });
  });
}

async function start() {
  const s = stackSettings();
  const existing = runningStack(s.api.dataDir);
  if (existing) fail(`a stack already runs with DATA_DIR=${s.api.dataDir} (pid ${existing.pid}, ${existing.address})`);

  const busy = [];
  for (const [what, port] of [
    ['PORT (the load balancer)', s.port],
    ...Array.from({ length: s.instances }, (_, i) => [`API instance ${i + 1} (STACK_API_PORT + ${i})`, s.apiPort + i]),
    ...(s.databaseUrl ? [] : [['STACK_PG_PORT (PostgreSQL)', s.pgPort]]),
  ])
    if (!(await portIsFree(port, what.startsWith('PORT') ? (s.host ?? null) : '127.0.0.1'))) busy.push(`${port} (${what})`);
  if (busy.length) fail(`port(s) in use: ${busy.join(', ')} — set PORT, STACK_API_PORT or STACK_PG_PORT`);

  const reason = await rebuildReason(ROOT, BUILD_STAMP);
  if (reason) {
    console.log(`[stack] ${reason} — building the site first (under a minute)…`);
    await buildSite().catch((err) => fail(err.message));
  }
  const caddyBin = await ensureCaddyInstalled();
  const pgBinDir = s.databaseUrl ? null : await ensurePostgresInstalled();
  const monitoring = s.monitoring
    ? {
        ...(await ensureMonitoringInstalled().catch((err) => fail(err.message))),
        prometheusPort: s.prometheusPort || (await freePort()),
        alertmanagerPort: s.alertmanagerPort || (await freePort()),
        caddyMetricsPort: await freePort(),
        alerting: s.alerting,
        metricsToken: s.api.metricsToken,
      }
    : null;

  const siteUrl = process.env.SITE_URL?.trim() ? s.api.siteUrl : `http://localhost:${s.port}`;
  const stack = new Stack({
    root: ROOT,
    dataDir: s.api.dataDir,
    siteDir: s.api.siteDir,
    port: s.port,
    host: s.host,
    instances: s.instances,
    apiPort: s.apiPort,
    pgPort: s.pgPort,
    databaseUrl: s.databaseUrl,
    apiEnv: { ...process.env, SITE_URL: siteUrl },
    api: { siteUrl, assetsBase: s.api.assetsBase, shutdownTimeoutMs: s.api.shutdownTimeoutMs },
    caddyBin,
    pgBinDir,
    monitoring,
  });

  let stopping;
  const stop = (why) => {
    stopping ??= (async () => {
      console.log(`[stack] ${why}: stopping the load balancer, then the API instances, then PostgreSQL…`);
      await stack.stop();
      console.log('[stack] stopped');
      process.exit(0);
    })();
    return stopping;
  };
  process.on('SIGINT', () => stop('Ctrl-C'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGHUP', () => stop('SIGHUP'));

  try {
    await stack.start();
  } catch (err) {
    console.error(`[stack] ${err.message}`);
    await stack.stop();
    process.exit(1);
  }
  const db = s.databaseUrl ? 'PostgreSQL at DATABASE_URL' : `PostgreSQL 127.0.0.1:${s.pgPort} (${stack.pgDir})`;
  console.log(
    [
      '',
      `[stack] ${stack.address} — Caddy in front of ${s.instances} API instance(s) (127.0.0.1:${s.apiPort}…${s.apiPort + s.instances - 1}) on ${db}`,
      `[stack] mail: ${process.env.SMTP_URL ? 'SMTP_URL' : `.eml files in ${path.join(s.api.dataDir, 'mail')}`}; logs in ${stack.logsDir}; state in ${path.join(stack.dir, 'state.json')}`,
      ...(monitoring
        ? [
            `[stack] Prometheus http://127.0.0.1:${monitoring.prometheusPort} (rules: monitoring/alerts.rules.yml${s.alerting.scale > 1 ? `, time ×${s.alerting.scale}` : ''}), Alertmanager http://127.0.0.1:${monitoring.alertmanagerPort}: alerts by ${describeReceivers(s.alerting)}`,
          ]
        : []),
      '[stack] npm run stack -- restart | restart postgres | reload | status     Ctrl-C stops everything',
      '',
    ].join('\n'),
  );
}

async function command(command, target) {
  const s = stackSettings();
  const state = runningStack(s.api.dataDir);
  if (!state) fail(`no stack runs with DATA_DIR=${s.api.dataDir} (start one with npm run stack)`);
  const started = Date.now();
  const result = await sendCommand(
    state.dataDir,
    { command, target, siteDir: s.api.siteDir },
    { onLog: (l) => console.log(`[stack] ${l}`) },
  ).catch((err) => fail(err.message));
  console.log(`[stack] ${command}${target ? ` ${target}` : ''}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

function printConfig() {
  const s = stackSettings();
  const siteUrl = process.env.SITE_URL?.trim() ? s.api.siteUrl : `http://localhost:${s.port}`;
  const upstreams = process.env.STACK_UPSTREAMS?.trim()
    ? process.env.STACK_UPSTREAMS.split(',').map((u) => u.trim())
    : Array.from({ length: s.instances }, (_, i) => `127.0.0.1:${s.apiPort + i}`);
  const dir = stackDir(s.api.dataDir);
  const config = caddyConfig({
    listen: [s.host ? `${s.host.includes(':') ? `[${s.host}]` : s.host}:${s.port}` : `:${s.port}`],
    siteRoot: s.api.siteDir,
    upstreams,
    adminSocket: path.join(dir, 'lb-admin.sock'),
    storageDir: path.join(dir, 'caddy/data'),
    siteUrl,
    assetsBase: s.api.assetsBase,
    balancerSecret: s.api.balancerSecret,
  });
  process.stdout.write(`${JSON.stringify(config, null, 2)}\n`);
}

async function status() {
  const s = stackSettings();
  const state = runningStack(s.api.dataDir);
  if (!state) fail(`no stack runs with DATA_DIR=${s.api.dataDir}`);
  console.log(`[stack] ${state.address} (supervisor pid ${state.pid})`);
  for (const p of state.processes) {
    let health = isRunning(p.pid) ? 'running' : 'not running';
    if (p.role !== 'postgres' && isRunning(p.pid)) {
      const probe = p.role === 'prometheus' || p.role === 'alertmanager' ? '/-/healthy' : '/healthz';
      const res = await fetch(`http://127.0.0.1:${p.port}${probe}`, { signal: AbortSignal.timeout(3000) }).catch(() => null);
      health = res ? `${res.status} ${(await res.text().catch(() => '')).trim().slice(0, 120)}` : 'not answering';
    }
    console.log(
      `  ${p.role.padEnd(12)} ${p.id.padEnd(12)} pid ${String(p.pid ?? '—').padEnd(7)} port ${String(p.port).padEnd(5)} ${health}`,
    );
  }
}

const [verb = 'start', target] = process.argv.slice(2);
if (verb === 'start') await start();
else if (verb === 'restart') {
  if (target && target !== 'api' && target !== 'postgres') fail('usage: npm run stack -- restart [api|postgres]');
  await command('restart', target ?? 'api');
} else if (verb === 'reload') await command('reload');
else if (verb === 'status') await status();
else if (verb === 'config') printConfig();
else fail('usage: npm run stack [-- start | restart [api|postgres] | reload | status | config]');
