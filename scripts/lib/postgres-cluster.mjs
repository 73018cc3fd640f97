// PostgreSQL clusters on this machine, from Debian's `postgresql` package — the one module that
// makes them (initdb with a password made for the cluster, scram-sha-256, 127.0.0.1 only) and runs
// their binaries. PostgreSQL refuses to run as root: as root, the cluster belongs to, and runs as,
// the `postgres` user. Two kinds:
// - throwaway (`startPostgresCluster`): initdb into a folder, pg_ctl start/stop/restart; used by the
//   API tests (api/test/setup/postgres.ts) and anything else that needs a database that lives and
//   dies with it. The folder (data, socket, log) is readable by its owner only.
// - the stack's (`prepareCluster`, `postgresCommand`, …): created under DATA_DIR/stack/postgres on
//   the first `npm run stack` and kept between runs (so submissions still waiting for the mail
//   server survive a stop), run in the foreground by the stack's supervisor, fsync and synchronous
//   commit on.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { installDebianPackages } from './debian.mjs';
import { run } from './run.mjs';
import { waitFor } from './wait.mjs';

const PG_ROOT = '/usr/lib/postgresql';

/** The server binaries' folder (the newest major version installed), or undefined when there is none. */
export function postgresBinDir() {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => /^\d+$/.test(v) && existsSync(path.join(PG_ROOT, v, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(PG_ROOT, versions[0], 'bin') : undefined;
}

export async function ensurePostgresInstalled() {
  if (!postgresBinDir()) await installDebianPackages(['postgresql'], { label: 'stack' });
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (no server under /usr/lib/postgresql) and apt-get did not install it');
  return bin;
}

/** The account a cluster runs as: `postgres` when we are root, else ourselves (null). */
export function clusterUser() {
  if (process.getuid?.() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('running as root, and there is no postgres user to run PostgreSQL as (PostgreSQL refuses root)');
  const [, , uid, gid] = line.split(':');
  return { name: 'postgres', uid: Number(uid), gid: Number(gid) };
}

/**
 * `cmd args` as `user` (when given), killed with `deathSignal` if we die (so a stack killed with
 * SIGKILL leaves no orphans): util-linux's setpriv, exec'ing the command (the pid is the command's).
 */
export function asUser(user, cmd, args, deathSignal = 'SIGTERM') {
  const identity = user ? [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--init-groups'] : [];
  return { cmd: 'setpriv', args: [...identity, `--pdeathsig=${deathSignal}`, '--', cmd, ...args] };
}

/** Runs `cmd` to its end as `user` (quiet: its output is in the error when it fails). */
const runAs = (user, cmd, args, opts = {}) => {
  const spec = asUser(user, cmd, args);
  return run(spec.cmd, spec.args, { cwd: '/', quiet: true, ...opts });
};

/**
 * initdb into `data` for `role`, whose password is `password` (scram-sha-256), as `user`. The
 * password goes through a file only `user` can read, removed at once.
 */
async function initCluster({ bin, data, role, password, user, extra = [] }) {
  const pwfile = path.join(os.tmpdir(), `meranti-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
  await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) await fs.chown(pwfile, user.uid, user.gid);
  try {
    await runAs(user, path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      role,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      ...extra,
    ]);
  } finally {
    await fs.rm(pwfile, { force: true });
  }
}

const newPassword = () => randomBytes(18).toString('base64url');

/**
 * Creates and starts a cluster in `dir` (created if missing; must be empty or absent) on
 * 127.0.0.1:`port`. Resolves once it accepts connections. `settings` are extra `-c` options.
 * Returns { port, dir, url(db), start(), stop(), restart(), destroy() }.
 */
export async function startPostgresCluster({ dir, port, settings = {} }) {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      `PostgreSQL's server binaries are not installed (${PG_ROOT}/<version>/bin): \`npm test\` installs Debian's postgresql; or run \`apt-get install postgresql\``,
    );
  }
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'postgres.log');
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.chmod(dir, 0o700);
  const user = clusterUser();
  if (user) await fs.chown(dir, user.uid, user.gid);
  const password = newPassword();
  await initCluster({ bin, data, role: 'postgres', password, user, extra: ['--no-sync'] });
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    ...Object.entries({ max_connections: 200, ...settings }).map(([k, v]) => `-c ${k}=${v}`),
  ].join(' ');
  // The log is created by the server: readable by its owner only, as the rest of the folder.
  const start = async () => {
    await runAs(user, path.join(bin, 'pg_ctl'), ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
    await fs.chmod(log, 0o600).catch(() => {});
  };
  const stop = () => runAs(user, path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  await start();
  return {
    port,
    dir,
    /** postgres://postgres:<password>@127.0.0.1:<port>/<db> */
    url: (db = 'postgres') => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`,
    start,
    /** Fast shutdown: open connections are ended, nothing committed is lost. */
    stop,
    async restart() {
      await stop();
      await start();
    },
    /** Stops it (if running) and removes its folder. */
    async destroy() {
      const { cmd, args } = asUser(user, path.join(bin, 'pg_ctl'), ['-D', data, 'status']);
      const status = spawnSync(cmd, args, { cwd: '/' });
      if (status.status === 0) await stop().catch(() => {});
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

// ------------------------------------------------------------ the stack's cluster

export const DATABASE = 'meranti';
export const ROLE = 'meranti';

/**
 * Creates the cluster when `dir` holds none; returns the connection URL (the password is made at
 * creation and kept, readable only by the stack's user, in `urlFile`).
 */
export async function prepareCluster({ binDir, dir, port, urlFile, user }) {
  const url = (password) => `postgres://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  if (existsSync(path.join(dir, 'PG_VERSION'))) {
    const saved = await fs.readFile(urlFile, 'utf8').catch(() => null);
    if (!saved) throw new Error(`${dir} holds a cluster but ${urlFile} (its password) is missing: delete ${dir} to start afresh`);
    return { databaseUrl: url(decodeURIComponent(new URL(saved.trim()).password)), created: false };
  }
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  if (user) await fs.chown(dir, user.uid, user.gid);
  try {
    await runAs(user, '/usr/bin/test', ['-w', dir, '-a', '-x', dir]);
  } catch {
    throw new Error(
      `PostgreSQL runs as the ${user?.name ?? 'current'} user, who cannot write to ${dir}: put DATA_DIR where that user can reach it (every folder above it searchable), e.g. DATA_DIR=/var/tmp/meranti`,
    );
  }
  const password = newPassword();
  // Written first: a start stopped half-way leaves no cluster without its password (an
  // interrupted initdb removes what it wrote; the next start creates the cluster again).
  await fs.writeFile(urlFile, `${url(password)}\n`, { mode: 0o600 });
  await initCluster({ bin: binDir, data: dir, role: ROLE, password, user });
  // Every commit durable before the answer (the API answers 2xx only after its commit).
  await fs.appendFile(
    path.join(dir, 'postgresql.conf'),
    [
      '',
      '# npm run stack (scripts/lib/postgres-cluster.mjs)',
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      'fsync = on',
      'synchronous_commit = on',
      'max_connections = 200',
      'shared_buffers = 64MB',
      "log_line_prefix = '%m [%p] '",
      '',
    ].join('\n'),
  );
  return { databaseUrl: url(password), created: true };
}

/** The server process (foreground), as the cluster's user; a fast shutdown if the stack dies. */
export function postgresCommand({ binDir, dir, port, user }) {
  return asUser(user, path.join(binDir, 'postgres'), ['-D', dir, '-p', String(port)], 'SIGINT');
}

/** Resolves once the server accepts connections on `port` (pg_isready). */
export async function waitForPostgres({ binDir, port, timeoutMs = 60_000, isAlive = () => true }) {
  const isReady = () =>
    run(path.join(binDir, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port), '-t', '1'], { quiet: true }).then(() => true);
  await waitFor(isReady, { timeout: timeoutMs, interval: 200, retryErrors: true, isAlive, what: `PostgreSQL on 127.0.0.1:${port}` });
}

/** Creates the application database when it is not there yet. */
export async function ensureDatabase({ binDir, databaseUrl }) {
  const u = new URL(databaseUrl);
  const env = { PGPASSWORD: decodeURIComponent(u.password) };
  const psql = (sql) =>
    run(path.join(binDir, 'psql'), ['-h', u.hostname, '-p', u.port, '-U', ROLE, '-d', 'postgres', '-tAc', sql], { quiet: true, env });
  const exists = (await psql(`SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`)).trim() === '1';
  if (!exists) await psql(`CREATE DATABASE ${DATABASE} OWNER ${ROLE}`);
}
