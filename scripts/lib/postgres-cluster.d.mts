/** Types of postgres-cluster.mjs, for its TypeScript callers (the API tests). */
export interface PostgresCluster {
  port: number;
  dir: string;
  /** postgres://postgres:<password>@127.0.0.1:<port>/<db> (scram-sha-256, a password made for the cluster; loopback only). */
  url(db?: string): string;
  start(): Promise<unknown>;
  /** Fast shutdown: open connections are ended, nothing committed is lost. */
  stop(): Promise<unknown>;
  restart(): Promise<void>;
  /** Stops it (if running) and removes its folder. */
  destroy(): Promise<void>;
}

export function postgresBinDir(): string | undefined;
export function startPostgresCluster(options: {
  dir: string;
  port: number;
  settings?: Record<string, string | number>;
}): Promise<PostgresCluster>;
