// The stack's own PostgreSQL cluster (Debian's postgresql, installed when missing): created under
// DATA_DIR/stack/postgres on the first `npm run stack` and kept between runs (so submissions still
// waiting for the mail server survive a stop), listening on 127.0.0.1 only, password
// authentication, fsync and synchronous commit on. PostgreSQL refuses to run as root: when the
// stack runs as root the cluster belongs to, and runs as, the `postgres` user.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { installDebianPackages } from '../debian.mjs';
import { postgresBinDir } from '../postgres-cluster.mjs';
import { run } from '../run.mjs';
import { waitFor } from '../wait.mjs';

export const DATABASE = 'meranti';
export const ROLE = 'meranti';

export async function ensurePostgresInstalled() {
  if (!postgresBinDir()) await installDebianPackages(['postgresql'], { label: 'stack' });
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (no server under /usr/lib/postgresql) and apt-get did not install it');
  return bin;
}

/** The account the cluster runs as: `postgres` when we are root, else ourselves (null). */
export function clusterUser() {
  if (process.getuid?.() !== 0) return null;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('running as root, and there is no postgres user to run PostgreSQL as (PostgreSQL refuses root)');
  const [, , uid, gid] = line.split(':');
  return { name: 'postgres', uid: Number(uid), gid: Number(gid) };
}

/**
 * `cmd args` as `user` (when given), killed with `deathSignal` if the stack itself dies (so a
 * stack killed with SIGKILL leaves no orphans): util-linux's setpriv, exec'ing the command (the pid
 * is the command's).
 */
export function asUser(user, cmd, args, deathSignal = 'SIGTERM') {
  const identity = user ? [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--init-groups'] : [];
  return { cmd: 'setpriv', args: [...identity, `--pdeathsig=${deathSignal}`, '--', cmd, ...args] };
}

const runAs = (user, cmd, args, opts = {}) => {
  const spec = asUser(user, cmd, args);
  return run(spec.cmd, spec.args, { cwd: '/', quiet: true, ...opts });
};

/**
 * Creates the cluster when `dir` holds none; returns the connection URL (the password is made at
 * creation and kept, readable only by the stack's user, in `urlFile`).
 */
export async function prepareCluster({ binDir, dir, port, urlFile, user }) {
  const url = (password) => `postgres://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    const saved = await fsp.readFile(urlFile, 'utf8').catch(() => null);
    if (!saved) throw new Error(`${dir} holds a cluster but ${urlFile} (its password) is missing: delete ${dir} to start afresh`);
    return { databaseUrl: url(decodeURIComponent(new URL(saved.trim()).password)), created: false };
  }
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  if (user) await fsp.chown(dir, user.uid, user.gid);
  try {
    await runAs(user, '/usr/bin/test', ['-w', dir, '-a', '-x', dir]);
  } catch {
    throw new Error(
      `PostgreSQL runs as the ${user?.name ?? 'current'} user, who cannot write to ${dir}: put DATA_DIR where that user can reach it (every folder above it searchable), e.g. DATA_DIR=/var/tmp/meranti`,
    );
  }
  const password = randomBytes(18).toString('base64url');
  // Written first: a start stopped half-way leaves no cluster without its password (an
  // interrupted initdb removes what it wrote; the next start creates the cluster again).
  await fsp.writeFile(urlFile, `${url(password)}\n`, { mode: 0o600 });
  const pwfile = path.join(os.tmpdir(), `meranti-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
  await fsp.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) await fsp.chown(pwfile, user.uid, user.gid);
  try {
    await runAs(user, path.join(binDir, 'initdb'), [
      '-D',
      dir,
      '-U',
      ROLE,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
  } finally {
    await fsp.rm(pwfile, { force: true });
  }
  // Every commit durable before the answer (the API answers 2xx only after its commit).
  await fsp.appendFile(
    path.join(dir, 'postgresql.conf'),
    [
      '',
      '# npm run stack (scripts/lib/stack/postgres.mjs)',
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
