// A throwaway PostgreSQL cluster on this machine, from Debian's `postgresql` package: initdb into
// a folder, pg_ctl start/stop/restart on 127.0.0.1:<port> with its socket in that folder, password
// authentication (scram-sha-256) for the `postgres` superuser with a password made for the
// cluster and carried in its URL — no other local user or process gets in without it. The folder
// (data, socket, log) is readable by its owner only. PostgreSQL refuses to run as root: as root,
// every command runs as the `postgres` user (runuser) and the folder is given to it.
// Used by the API tests (api/test/setup/postgres.ts) and anything else that needs a database that
// lives and dies with it.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { run } from './run.mjs';

const PG_ROOT = '/usr/lib/postgresql';

/** The server binaries' folder (the newest major version installed), or undefined when there is none. */
export function postgresBinDir() {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => /^\d+$/.test(v) && existsSync(path.join(PG_ROOT, v, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(PG_ROOT, versions[0], 'bin') : undefined;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as `postgres` when we are root. */
function pg(bin, binary, args, options) {
  const file = path.join(bin, binary);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args], options) : run(file, args, options);
}

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
  const owner = asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
        gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
      }
    : undefined;
  if (owner) await fs.chown(dir, owner.uid, owner.gid);
  const password = randomBytes(18).toString('base64url');
  const pwfile = path.join(dir, 'initdb-password');
  await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner) await fs.chown(pwfile, owner.uid, owner.gid);
  try {
    await pg(
      bin,
      'initdb',
      ['-D', data, '-U', 'postgres', `--pwfile=${pwfile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
      { quiet: true },
    );
  } finally {
    await fs.rm(pwfile, { force: true });
  }
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    ...Object.entries({ max_connections: 200, ...settings }).map(([k, v]) => `-c ${k}=${v}`),
  ].join(' ');
  // The log is created by the server: readable by its owner only, as the rest of the folder.
  const start = async () => {
    await pg(bin, 'pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start'], { quiet: true });
    await fs.chmod(log, 0o600).catch(() => {});
  };
  const stop = () => pg(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'], { quiet: true });
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
      const status = spawnSync(asRoot ? 'runuser' : path.join(bin, 'pg_ctl'), [
        ...(asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
        '-D',
        data,
        'status',
      ]);
      if (status.status === 0) await stop().catch(() => {});
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
