// `npm run stack`'s supervisor: starts PostgreSQL, the API instances and the load balancer, keeps
// them running (a process that dies unexpectedly is started again after a moment), restarts the
// API instances one at a time on request, reloads what the load balancer serves after a deploy,
// and stops everything, in order, on Ctrl-C or SIGTERM. Every child runs in its own process group
// (Ctrl-C reaches the supervisor only, which stops them in order) and is killed by the kernel if
// the supervisor itself dies (setpriv --pdeathsig): no orphans.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { asUser, clusterUser, ensureDatabase, postgresCommand, prepareCluster, waitForPostgres } from '../postgres-cluster.mjs';
import { waitFor } from '../wait.mjs';
import { caddyEnv, loadCaddyConfig } from './caddy.mjs';
import { caddyConfig, HEALTH, readSiteRoutes } from './caddy-config.mjs';
import { controlSocket, serveCommands, stackDir, writeState } from './control.mjs';
import { alertmanagerConfig, prometheusConfig, stackRules } from './monitoring.mjs';
import { CURRENT, copySite, pruneCopies, switchCurrent } from './site-copies.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The address the load balancer takes API requests from (TRUST_PROXY of the instances). */
export const LB_SOURCE_ADDRESS = '127.0.0.1';
/** How long an API instance answers /healthz with 503 before it stops accepting (several health-check rounds). */
const DRAIN_MS = 3 * Number.parseInt(HEALTH.interval, 10) * 1000;

async function httpStatus(url, timeoutMs = 3000) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.json().catch(() => null);
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

export class Stack {
  /**
   * @param {object} o
   * @param {string} o.root          the repository (cwd of the API instances)
   * @param {string} o.dataDir       DATA_DIR (mail/ of every instance; stack/ holds the rest)
   * @param {string} o.siteDir       the built site a deploy writes (copied for the load balancer)
   * @param {number} o.port          the load balancer's port
   * @param {string|undefined} o.host the load balancer's interface (unset: all)
   * @param {number} o.instances     how many API instances
   * @param {number} o.apiPort       the first API instance's port (the others follow)
   * @param {number} o.pgPort        PostgreSQL's port (its own cluster)
   * @param {string|undefined} o.databaseUrl  an existing PostgreSQL instead of the stack's own cluster
   * @param {Record<string,string>} o.apiEnv  the environment every API instance gets (today's variables)
   * @param {{ siteUrl: string, assetsBase: string, shutdownTimeoutMs: number }} o.api
   * @param {null | { prometheus: string, alertmanager: string, prometheusPort: number, alertmanagerPort: number,
   *   caddyMetricsPort: number, alerting: ReturnType<typeof import('./monitoring.mjs').alertingSettings>,
   *   metricsToken?: string }} [o.monitoring]  Prometheus and Alertmanager (null: not run)
   */
  constructor(o) {
    Object.assign(this, o);
    this.dir = stackDir(o.dataDir);
    this.logsDir = path.join(this.dir, 'logs');
    this.copiesDir = path.join(this.dir, 'site');
    this.caddyDir = path.join(this.dir, 'caddy');
    this.caddyFile = path.join(this.caddyDir, 'caddy.json');
    this.adminSocket = path.join(this.dir, 'lb-admin.sock');
    this.pgDir = path.join(this.dir, 'postgres');
    this.prometheusDir = path.join(this.dir, 'prometheus');
    this.alertmanagerDir = path.join(this.dir, 'alertmanager');
    /** @type {Map<string, { role: 'postgres'|'api'|'lb'|'prometheus'|'alertmanager', id: string, port: number, child: import('node:child_process').ChildProcess|null, expectExit: boolean, crashes: number[], timer?: NodeJS.Timeout }>} */
    this.procs = new Map();
    this.stopping = false;
    this.lbConfigText = '';
    /** What the balancer proves itself with to the instances (BALANCER_SECRET): made per run, never written but in Caddy's 0700 folder. */
    this.balancerSecret = randomBytes(24).toString('base64url');
  }

  log(text) {
    console.log(`[stack] ${text}`);
  }

  get connectHost() {
    return !this.host || this.host === '0.0.0.0' || this.host === '::' ? '127.0.0.1' : this.host;
  }

  get address() {
    const shown = !this.host || this.host === '0.0.0.0' || this.host === '::' ? 'localhost' : this.host;
    return `http://${shown.includes(':') ? `[${shown}]` : shown}:${this.port}`;
  }

  apis() {
    return [...this.procs.values()].filter((p) => p.role === 'api');
  }

  // ------------------------------------------------------------------ start and stop

  async start() {
    const user = this.databaseUrl ? null : clusterUser();
    // Owner-only (ADR 22): the logs, the mail folder and the cluster hold personal data. Where the
    // stack's PostgreSQL runs as another user (started as root: `postgres`), DATA_DIR and stack/ are
    // searchable by others (x, not r) so it reaches its cluster folder — nothing can be listed or read.
    const passage = user ? 0o711 : 0o700;
    for (const [dir, mode] of [
      [this.dataDir, passage],
      [this.dir, passage],
      [this.logsDir, 0o700],
      [this.copiesDir, 0o700],
      [this.caddyDir, 0o700],
    ]) {
      await fsp.mkdir(dir, { recursive: true, mode });
      await fsp.chmod(dir, mode);
    }
    const copy = await copySite(this.siteDir, this.copiesDir);
    await switchCurrent(this.copiesDir, copy);
    await pruneCopies(this.copiesDir);

    if (!this.databaseUrl) {
      const { databaseUrl, created } = await prepareCluster({
        binDir: this.pgBinDir,
        dir: this.pgDir,
        port: this.pgPort,
        urlFile: path.join(this.dir, 'database-url'),
        user,
      });
      if (created) this.log(`created a PostgreSQL cluster in ${this.pgDir}`);
      this.databaseUrl = databaseUrl;
      this.pgUser = user;
      await this.launch(this.entry('postgres', 'postgres', this.pgPort));
      await ensureDatabase({ binDir: this.pgBinDir, databaseUrl });
    }
    await Promise.all(Array.from({ length: this.instances }, (_, i) => this.launch(this.entry('api', `api-${i + 1}`, this.apiPort + i))));
    readSiteRoutes(path.join(this.copiesDir, CURRENT));
    this.lbConfigText = JSON.stringify(this.lbConfig(), null, 2);
    await fsp.writeFile(this.caddyFile, this.lbConfigText, { mode: 0o600 });
    await this.launch(this.entry('lb', 'lb', this.port));
    if (this.monitoring) await this.startMonitoring();
    this.control = await serveCommands(controlSocket(this.dataDir), (command, log) => this.command(command, log));
    this.writeState();
  }

  /** Stops everything (once: a second call waits for the first). */
  stop() {
    this.stopped ??= (async () => {
      this.stopping = true;
      for (const p of this.procs.values()) clearTimeout(p.timer);
      this.control?.close();
      // What watches first (Prometheus, Alertmanager), then the load balancer (no new requests;
      // those under way finish), then the API instances (they finish theirs and their deliveries),
      // then the database.
      await Promise.all([this.stopRole('prometheus', 'SIGTERM', 15_000), this.stopRole('alertmanager', 'SIGTERM', 15_000)]);
      await this.stopRole('lb', 'SIGTERM', 15_000);
      await this.stopRole('api', 'SIGTERM', this.api.shutdownTimeoutMs + this.drainMs() + 10_000);
      await this.stopRole('postgres', 'SIGINT', 60_000);
      fs.rmSync(controlSocket(this.dataDir), { force: true });
      fs.rmSync(path.join(this.dir, 'state.json'), { force: true });
    })();
    return this.stopped;
  }

  async stopRole(role, signal, timeoutMs) {
    await Promise.all([...this.procs.values()].filter((p) => p.role === role).map((p) => this.terminate(p, signal, timeoutMs)));
  }

  /** Stops one process and waits for it (SIGKILL after `timeoutMs`). */
  async terminate(entry, signal, timeoutMs) {
    const child = entry.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    entry.expectExit = true;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    const timer = setTimeout(() => {
      this.log(`${entry.id} (pid ${child.pid}) did not stop in ${timeoutMs / 1000} s: killing it`);
      child.kill('SIGKILL');
    }, timeoutMs);
    await exited;
    clearTimeout(timer);
    entry.expectExit = false;
  }

  entry(role, id, port) {
    const entry = { role, id, port, child: null, expectExit: false, crashes: [] };
    this.procs.set(id, entry);
    return entry;
  }

  drainMs() {
    return this.instances > 1 ? DRAIN_MS : 0;
  }

  /**
   * Alertmanager, then Prometheus (ADR 24): their configurations generated from this stack — its
   * API instances and its load balancer's metrics listener — and the repository's rules (scaled
   * with STACK_ALERT_SCALE); their data under the stack's folder.
   */
  async startMonitoring() {
    const m = this.monitoring;
    for (const dir of [this.prometheusDir, this.alertmanagerDir]) await fsp.mkdir(path.join(dir, 'data'), { recursive: true });
    const rulesFile = path.join(this.prometheusDir, 'alerts.rules.yml');
    await fsp.writeFile(rulesFile, stackRules(m.alerting.scale));
    await fsp.writeFile(
      path.join(this.prometheusDir, 'prometheus.yml'),
      prometheusConfig({
        apiTargets: this.apis().map((p) => ({ target: `127.0.0.1:${p.port}`, id: p.id })),
        caddyTarget: `127.0.0.1:${m.caddyMetricsPort}`,
        alertmanager: `127.0.0.1:${m.alertmanagerPort}`,
        rulesFile,
        scale: m.alerting.scale,
        metricsToken: m.metricsToken,
      }),
    );
    await fsp.writeFile(
      path.join(this.alertmanagerDir, 'alertmanager.yml'),
      alertmanagerConfig({ ...m.alerting, scale: m.alerting.scale }),
    );
    await this.launch(this.entry('alertmanager', 'alertmanager', m.alertmanagerPort));
    await this.launch(this.entry('prometheus', 'prometheus', m.prometheusPort));
  }

  // ------------------------------------------------------------------ processes

  spec(entry) {
    if (entry.role === 'postgres')
      return { ...postgresCommand({ binDir: this.pgBinDir, dir: this.pgDir, port: entry.port, user: this.pgUser }) };
    if (entry.role === 'lb')
      return {
        ...asUser(null, this.caddyBin, ['run', '--config', this.caddyFile]),
        env: { ...process.env, ...caddyEnv(this.caddyDir) },
      };
    if (entry.role === 'prometheus')
      return asUser(null, this.monitoring.prometheus, [
        `--config.file=${path.join(this.prometheusDir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(this.prometheusDir, 'data')}`,
        `--web.listen-address=127.0.0.1:${entry.port}`,
        '--storage.tsdb.retention.time=15d',
      ]);
    if (entry.role === 'alertmanager')
      return asUser(null, this.monitoring.alertmanager, [
        `--config.file=${path.join(this.alertmanagerDir, 'alertmanager.yml')}`,
        `--storage.path=${path.join(this.alertmanagerDir, 'data')}`,
        `--web.listen-address=127.0.0.1:${entry.port}`,
        // One Alertmanager, no cluster: nothing listens on its gossip port (9094).
        '--cluster.listen-address=',
      ]);
    return {
      ...asUser(null, process.execPath, ['--import', 'tsx', path.join(this.root, 'api/src/server.ts')]),
      cwd: this.root,
      env: {
        ...this.apiEnv,
        PORT: String(entry.port),
        HOST: '127.0.0.1',
        INSTANCE_ID: entry.id,
        DATABASE_URL: this.databaseUrl,
        // The instances see the site the load balancer serves (lookup pages, /use-cases/<slug>).
        SITE_DIR: path.join(this.copiesDir, CURRENT),
        DATA_DIR: this.dataDir,
        SHUTDOWN_DRAIN_MS: this.apiEnv.SHUTDOWN_DRAIN_MS ?? String(this.drainMs()),
        // X-Forwarded-For is believed from the load balancer only: its address, and its secret — on
        // this machine every local process shares that address (ADR 23).
        TRUST_PROXY: this.apiEnv.TRUST_PROXY ?? LB_SOURCE_ADDRESS,
        BALANCER_SECRET: this.balancerSecret,
      },
    };
  }

  /** Starts the process of `entry` and waits until it serves. */
  async launch(entry) {
    const spec = this.spec(entry);
    // Logs are the stack user's only (postgres.log may quote a statement's values): 0600, a log an
    // older release left readable included.
    const logPath = path.join(this.logsDir, `${entry.id}.log`);
    if (fs.existsSync(logPath)) fs.chmodSync(logPath, 0o600);
    const logFile = fs.createWriteStream(logPath, { flags: 'a', mode: 0o600 });
    const child = spawn(spec.cmd, spec.args, {
      cwd: spec.cwd ?? '/',
      env: spec.env ?? process.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    entry.child = child;
    let recent = '';
    const echo = (chunk) => {
      logFile.write(chunk);
      recent = (recent + chunk).slice(-4000);
      for (const line of String(chunk).split('\n'))
        if (this.worthShowing(entry, line)) console.log(`[${entry.id}] ${line.replace(/^\[api\] /, '')}`);
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.once('exit', (code, signal) => {
      logFile.end();
      this.exited(entry, child, code, signal);
    });
    const alive = () => child.exitCode === null && child.signalCode === null;
    try {
      await this.ready(entry, alive);
    } catch (err) {
      if (alive()) child.kill('SIGKILL');
      throw new Error(`${entry.id} did not start: ${err.message}\n${recent.trim().split('\n').slice(-15).join('\n')}`);
    }
    this.writeState();
    return child;
  }

  worthShowing(entry, line) {
    if (!line.trim()) return false;
    if (entry.role === 'api') return !line.startsWith('{');
    if (entry.role === 'postgres') return /\b(FATAL|PANIC|ERROR)\b/.test(line);
    if (entry.role === 'prometheus' || entry.role === 'alertmanager') return /level=(error|fatal)/.test(line);
    return /"level":"(error|fatal|panic)"/.test(line);
  }

  async ready(entry, alive, timeoutMs = 90_000) {
    if (entry.role === 'postgres') return waitForPostgres({ binDir: this.pgBinDir, port: entry.port, isAlive: alive, timeoutMs });
    const url =
      entry.role === 'prometheus' || entry.role === 'alertmanager'
        ? `http://127.0.0.1:${entry.port}/-/ready`
        : entry.role === 'lb'
          ? `http://${this.connectHost.includes(':') ? `[${this.connectHost}]` : this.connectHost}:${entry.port}/healthz`
          : `http://127.0.0.1:${entry.port}/healthz`;
    await waitFor(async () => (await httpStatus(url)).status === 200, {
      timeout: timeoutMs,
      interval: 150,
      isAlive: alive,
      what: `${url} to answer 200`,
    });
  }

  /** A child ended: expected (stop, restart), or a crash — then it is started again after a moment. */
  exited(entry, child, code, signal) {
    if (entry.child !== child) return;
    entry.child = null;
    if (!this.stopping) this.writeState();
    if (this.stopping || entry.expectExit) return;
    const now = Date.now();
    entry.crashes = [...entry.crashes.filter((t) => now - t < 60_000), now];
    // 1 s, then longer while it keeps failing (a process that cannot start does not spin).
    const delay = Math.min(30_000, 1000 * 2 ** (entry.crashes.length - 1));
    this.log(
      `${entry.id} (pid ${child.pid}) exited unexpectedly (${signal ?? `exit code ${code}`}); starting it again in ${delay / 1000} s`,
    );
    entry.timer = setTimeout(() => {
      if (this.stopping) return;
      // If it does not come up, launch() kills it, and its exit schedules the next attempt.
      this.launch(entry).then(
        (c) => this.log(`${entry.id} is back (pid ${c.pid})`),
        (err) => this.log(err.message),
      );
    }, delay);
  }

  writeState() {
    writeState(this.dataDir, {
      pid: process.pid,
      address: this.address,
      dataDir: this.dataDir,
      siteDir: this.siteDir,
      control: controlSocket(this.dataDir),
      processes: [...this.procs.values()].map((p) => ({ role: p.role, id: p.id, pid: p.child?.pid ?? null, port: p.port })),
    });
  }

  // ------------------------------------------------------------------ the load balancer's configuration

  lbConfig() {
    return caddyConfig({
      listen: [this.host ? `${this.host.includes(':') ? `[${this.host}]` : this.host}:${this.port}` : `:${this.port}`],
      siteRoot: path.join(this.copiesDir, CURRENT),
      upstreams: this.apis().map((p) => `127.0.0.1:${p.port}`),
      balancerSecret: this.balancerSecret,
      adminSocket: this.adminSocket,
      storageDir: path.join(this.caddyDir, 'data'),
      siteUrl: this.api.siteUrl,
      assetsBase: this.api.assetsBase,
      ...(this.monitoring ? { metricsListen: `127.0.0.1:${this.monitoring.caddyMetricsPort}` } : {}),
    });
  }

  // ------------------------------------------------------------------ commands (control socket)

  async command({ command, target, siteDir }, log) {
    if (this.stopping) throw new Error('the stack is stopping');
    if (command === 'reload') return this.reload(log, siteDir);
    if (command === 'restart' && (target ?? 'api') === 'api') return this.rollingRestart(log);
    if (command === 'restart' && target === 'postgres') return this.restartPostgres(log);
    throw new Error(`unknown command: ${JSON.stringify({ command, target })}`);
  }

  /**
   * What a deploy calls once the site is written: check its route files, copy it and switch
   * `current` to the copy — the balancer's immutable files and the API instances' pages, redirects
   * and detail routes (they re-read the route files within a second) all come from it — and load
   * the configuration again if it changed (graceful: requests under way finish on the old one). It
   * depends on the serving rules and the instances, not on the site's routes (ADR 23).
   */
  async reload(log, siteDir = this.siteDir) {
    if (path.resolve(siteDir) !== path.resolve(this.siteDir))
      throw new Error(`this stack serves ${this.siteDir}, not ${siteDir}: nothing reloaded`);
    const copy = await copySite(this.siteDir, this.copiesDir);
    try {
      readSiteRoutes(copy);
    } catch (err) {
      await fsp.rm(copy, { recursive: true, force: true });
      throw err;
    }
    const text = JSON.stringify(this.lbConfig(), null, 2);
    const previous = await switchCurrent(this.copiesDir, copy);
    log(`the load balancer and the API instances serve ${path.relative(this.dataDir, copy)}`);
    let reloaded = false;
    if (text !== this.lbConfigText) {
      try {
        await loadCaddyConfig(this.adminSocket, JSON.parse(text));
      } catch (err) {
        if (previous) await switchCurrent(this.copiesDir, previous);
        await fsp.rm(copy, { recursive: true, force: true });
        throw err;
      }
      this.lbConfigText = text;
      await fsp.writeFile(this.caddyFile, text, { mode: 0o600 });
      reloaded = true;
      log('the regenerated load-balancer configuration is loaded (graceful reload)');
    } else log('the load-balancer configuration is unchanged (pages and route files are the API instances’, read from the new copy)');
    const pruned = await pruneCopies(this.copiesDir);
    return { copy, reloaded, pruned };
  }

  /**
   * Restarts the API instances one at a time: each drains (its /healthz answers 503, the load
   * balancer stops sending it requests), finishes what it has, stops; its replacement starts on
   * the same port, and the next one goes only once the load balancer sends the replacement
   * requests again. With two or more instances no request fails.
   */
  async rollingRestart(log) {
    const restarted = [];
    for (const entry of this.apis()) {
      const old = entry.child;
      log(`${entry.id}: stopping pid ${old?.pid ?? '—'}${this.drainMs() ? ` (draining ${this.drainMs() / 1000} s first)` : ''}`);
      clearTimeout(entry.timer);
      if (old) await this.terminate(entry, 'SIGTERM', this.api.shutdownTimeoutMs + this.drainMs() + 10_000);
      const child = await this.launch(entry);
      log(`${entry.id}: pid ${child.pid} serves; waiting for the load balancer to send it requests`);
      await this.waitUntilBalanced(entry);
      restarted.push({ id: entry.id, pid: child.pid });
    }
    log('every API instance restarted');
    return { restarted };
  }

  /** Until a request through the load balancer is answered by `entry` (its health checks passed). */
  async waitUntilBalanced(entry, timeoutMs = 30_000) {
    const url = `http://${this.connectHost.includes(':') ? `[${this.connectHost}]` : this.connectHost}:${this.port}/healthz`;
    const answer = await waitFor(
      async () => {
        const { status, body } = await httpStatus(url);
        if (status !== 200 || !body) return undefined;
        return !('instance' in body) ? 'anonymous' : body.instance === entry.id ? 'entry' : undefined;
      },
      { timeout: timeoutMs, interval: 50, what: `the load balancer to send ${entry.id} a request (it serves)` },
    );
    // An API that does not say which instance answered: wait out a few health-check rounds.
    if (answer === 'anonymous') await sleep(DRAIN_MS);
  }

  async restartPostgres(log) {
    const entry = this.procs.get('postgres');
    if (!entry) throw new Error('this stack uses an outside PostgreSQL (DATABASE_URL): it does not restart it');
    log(`postgres: fast shutdown of pid ${entry.child?.pid ?? '—'}`);
    clearTimeout(entry.timer);
    await this.terminate(entry, 'SIGINT', 60_000);
    const child = await this.launch(entry);
    log(`postgres: pid ${child.pid} accepts connections again`);
    return { pid: child.pid };
  }
}
