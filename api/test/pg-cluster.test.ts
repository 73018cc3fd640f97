/**
 * The test clusters (scripts/lib/postgres-cluster.mjs) are no open door on the machine: password
 * authentication (scram-sha-256) with a password made for the cluster, and their folder — data,
 * socket, log (which may hold statements) — readable by its owner only.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';

describe('the PostgreSQL test cluster', () => {
  it('takes its own URL (with the password), and refuses a connection without it or with another', async () => {
    const url = new URL(inject('postgresUrl'));
    expect(url.password).toMatch(/^[\w-]{20,}$/);
    const ok = new pg.Client(url.href);
    await ok.connect();
    expect((await ok.query('SELECT current_user AS who')).rows).toEqual([{ who: 'postgres' }]);
    await ok.end();
    for (const password of ['', 'postgres']) {
      const other = new URL(url.href);
      other.password = password;
      const client = new pg.Client({ connectionString: other.href, connectionTimeoutMillis: 5_000 });
      client.on('error', () => {});
      await expect(client.connect()).rejects.toThrow(/password/);
      await client.end().catch(() => {});
    }
  });

  it('its folder and log are readable by their owner only', () => {
    const log = inject('postgresLog');
    expect(statSync(path.dirname(log)).mode & 0o077).toBe(0);
    expect(statSync(log).mode & 0o077).toBe(0);
    expect(statSync(path.join(path.dirname(log), 'data')).mode & 0o077).toBe(0);
  });
});
