// Prometheus (with promtool) and Alertmanager, Debian's (`apt-get install prometheus
// prometheus-alertmanager` when missing): `npm run stack` runs them (monitoring.mjs configures
// them), and `npm test` runs the alert rules' unit tests with promtool.
import { spawnSync } from 'node:child_process';
import { installDebianPackages } from '../debian.mjs';

const which = (name) => {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
};

/** Where the binaries are (null for each one missing). */
export const monitoringBinaries = () => ({
  prometheus: which('prometheus'),
  promtool: which('promtool'),
  alertmanager: which('prometheus-alertmanager'),
  amtool: which('amtool'),
});

/** Prometheus (with promtool) and Alertmanager (with amtool) from Debian, installed when missing. */
export async function ensureMonitoringInstalled() {
  const found = monitoringBinaries();
  const packages = [
    ...(found.prometheus && found.promtool ? [] : ['prometheus']),
    ...(found.alertmanager && found.amtool ? [] : ['prometheus-alertmanager']),
  ];
  if (packages.length) await installDebianPackages(packages, { label: 'monitoring' });
  const now = monitoringBinaries();
  if (!now.prometheus || !now.promtool || !now.alertmanager || !now.amtool)
    throw new Error('Prometheus or Alertmanager is not installed and apt-get did not install them');
  return now;
}
