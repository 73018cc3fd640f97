/**
 * vitest globalSetup of the API tests: one throwaway PostgreSQL cluster (Debian's postgresql,
 * initdb into a temporary folder, 127.0.0.1 on a port of 55410–55414) shared by every test file;
 * each file creates its own database in it (createTestDatabase). Removed when the run ends.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { firstFreePort } from '../../../scripts/lib/ports.mjs';
import { startPostgresCluster } from '../../../scripts/lib/postgres-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared test cluster's superuser connection (postgres://postgres:<password>@127.0.0.1:<port>/postgres). */
    postgresUrl: string;
    /** The shared test cluster's server log (what an operator's log would hold). */
    postgresLog: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const t0 = performance.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'meranti-pg-'));
  const cluster = await startPostgresCluster({ dir, port: await firstFreePort([55410, 55411, 55412, 55413, 55414]) });
  project.provide('postgresUrl', cluster.url());
  project.provide('postgresLog', path.join(dir, 'postgres.log'));
  console.log(`[api tests] PostgreSQL test cluster on port ${cluster.port} (${Math.round(performance.now() - t0)} ms)`);
  return () => cluster.destroy();
}
