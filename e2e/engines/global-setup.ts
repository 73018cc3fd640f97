import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ports } from './ports';
import { startSmtpServer } from './smtp-inbox';

/**
 * The run's SMTP test server (the API's SMTP_URL points at it), for both engines; and the
 * telemetry of earlier runs removed (the server writes it again as beacons come), so what the
 * telemetry check reads is this run's.
 */
export default async function globalSetup() {
  rmSync(path.resolve(fileURLToPath(new URL('../..', import.meta.url)), '.tmp/engines-data/telemetry'), { recursive: true, force: true });
  return startSmtpServer(ports.smtp);
}
