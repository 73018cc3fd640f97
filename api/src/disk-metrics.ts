/**
 * The disk DATA_DIR is on, for the "disk filling up" alert (monitoring/alerts.rules.yml): its free
 * and total bytes, read when scraped. With files, the outbox, the delivery record and telemetry
 * live there; with PostgreSQL, its mail folder (the database's own disk is the database's to watch).
 */
import fs from 'node:fs/promises';
import { Gauge, type Registry } from 'prom-client';

export function registerDiskMetrics(registry: Registry, dataDir: string): void {
  const read = () => fs.statfs(dataDir).catch(() => undefined);
  new Gauge({
    name: 'meranti_data_dir_free_bytes',
    help: 'Bytes free (for this process) on the file system of DATA_DIR',
    registers: [registry],
    async collect() {
      const s = await read();
      this.set(s ? s.bavail * s.bsize : Number.NaN);
    },
  });
  new Gauge({
    name: 'meranti_data_dir_size_bytes',
    help: 'Size of the file system of DATA_DIR, in bytes',
    registers: [registry],
    async collect() {
      const s = await read();
      this.set(s ? s.blocks * s.bsize : Number.NaN);
    },
  });
}
