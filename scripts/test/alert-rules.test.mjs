// The alerts (ADR 24): monitoring/alerts.rules.yml passes its unit tests under Prometheus' own
// `promtool test rules`; the stack's scaled copy of it (STACK_ALERT_SCALE) divides every duration
// and nothing else, and Prometheus accepts it; the configurations the stack generates pass
// `promtool check config` and `amtool check-config`; the alerting settings refuse what would not work.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/layout.mjs';
import {
  alertingSettings,
  alertmanagerConfig,
  prometheusConfig,
  RULES_FILE,
  scaleExpression,
  scaleRules,
} from '../lib/stack/monitoring.mjs';
import { ensureMonitoringInstalled } from '../lib/stack/prometheus.mjs';

let bin;
const run = (cmd, args, cwd) => promisify(execFile)(cmd, args, { cwd, encoding: 'utf8' });
const tmp = () => fs.mkdtemp(path.join(os.tmpdir(), 'meranti-alerts-'));

beforeAll(async () => {
  bin = await ensureMonitoringInstalled();
}, 300_000);

describe('monitoring/alerts.rules.yml', () => {
  it('passes its promtool unit tests (each alert fires when it should, not before, not on a quiet night, and resolves)', async () => {
    const { stdout } = await run(bin.promtool, ['test', 'rules', 'alerts.test.yml'], path.join(ROOT, 'monitoring'));
    expect(stdout).toContain('SUCCESS');
  }, 60_000);
});

describe('the scaled copy (STACK_ALERT_SCALE)', () => {
  it('divides durations — for, ranges, subqueries, offsets, thresholds marked # seconds — and nothing else', () => {
    expect(scaleExpression('max(meranti_outbox_oldest_pending_age_seconds) > 600 # seconds', 60)).toBe(
      'max(meranti_outbox_oldest_pending_age_seconds) > 10 # seconds',
    );
    expect(scaleExpression('deriv(max(x)[15m:1m]) > 0', 60)).toBe('deriv(max(x)[15s:1s]) > 0');
    expect(scaleExpression('max(y) > max(y offset 10m)', 60)).toBe('max(y) > max(y offset 10s)');
    expect(scaleExpression('predict_linear(min(z)[6h:5m], 86400) < 0 # seconds', 60)).toBe(
      'predict_linear(min(z)[360s:5s], 1440) < 0 # seconds',
    );
    // Unmarked thresholds and label values stay.
    expect(scaleExpression('histogram_quantile(0.75, sum by (le) (rate(h_bucket{metric="LCP",le="2.5"}[10m]))) > 2.5', 60)).toBe(
      'histogram_quantile(0.75, sum by (le) (rate(h_bucket{metric="LCP",le="2.5"}[10s]))) > 2.5',
    );
    const scaled = scaleRules(
      'groups:\n  - name: g\n    rules:\n      - alert: A\n        expr: up == 0\n        for: 2m\n        labels: { severity: page }\n',
      60,
    );
    expect(scaled).toContain('for: 2s');
    expect(scaled).toContain('severity: page');
  });

  it('Prometheus accepts the scaled rules and the generated configuration; Alertmanager its configuration', async () => {
    const dir = await tmp();
    const rules = path.join(dir, 'rules.yml');
    await fs.writeFile(rules, scaleRules(await fs.readFile(RULES_FILE, 'utf8'), 60));
    expect((await run(bin.promtool, ['check', 'rules', rules])).stdout).toContain('SUCCESS: 10 rules found');
    const config = path.join(dir, 'prometheus.yml');
    await fs.writeFile(
      config,
      prometheusConfig({
        apiTargets: [
          { target: '127.0.0.1:3001', id: 'api-1' },
          { target: '127.0.0.1:3002', id: 'api-2' },
        ],
        caddyTarget: '127.0.0.1:3010',
        alertmanager: '127.0.0.1:3011',
        rulesFile: rules,
        scale: 60,
        metricsToken: 'a-token-of-sixteen-characters',
      }),
    );
    expect((await run(bin.promtool, ['check', 'config', config])).stdout).toContain('SUCCESS');
    const am = path.join(dir, 'alertmanager.yml');
    const settings = alertingSettings({
      ALERT_EMAIL_TO: 'ops@meranti4pl.example',
      ALERT_SMTP_URL: 'smtp://alerts:secret@mail.ops.example:587',
      ALERT_WEBHOOK_URL: 'https://hooks.ops.example/meranti',
      SMTP_URL: 'smtp://relay.meranti4pl.example:587',
    });
    await fs.writeFile(am, alertmanagerConfig({ ...settings, scale: 60 }));
    expect((await run(bin.amtool, ['check-config', am])).stdout).toMatch(/SUCCESS/);
    const text = await fs.readFile(am, 'utf8');
    expect(text).toContain('send_resolved: true');
    expect(text).toContain('group_wait: 1s');
    expect(text).toContain('smarthost: mail.ops.example:587');
  }, 60_000);
});

describe('alerting settings', () => {
  it("refuse the enquiries' relay as the alerts' one, and an e-mail receiver without its relay", () => {
    expect(() =>
      alertingSettings({
        ALERT_EMAIL_TO: 'ops@x.example',
        ALERT_SMTP_URL: 'smtp://relay.x.example:587',
        SMTP_URL: 'smtp://u:p@relay.x.example:587',
      }),
    ).toThrow(/ALERT_SMTP_URL: must not be the enquiries' relay/);
    expect(() => alertingSettings({ ALERT_EMAIL_TO: 'ops@x.example' })).toThrow(/ALERT_SMTP_URL: is needed with ALERT_EMAIL_TO/);
    expect(() => alertingSettings({ ALERT_WEBHOOK_URL: 'ftp://x' })).toThrow(/ALERT_WEBHOOK_URL/);
    expect(alertingSettings({})).toEqual({ scale: 1, email: undefined, webhookUrl: undefined });
    // STARTTLS is required to a relay elsewhere, not to one on this machine.
    expect(alertingSettings({ ALERT_EMAIL_TO: 'o@x.example', ALERT_SMTP_URL: 'smtp://127.0.0.1:2525' }).email?.requireTls).toBe(false);
    expect(alertingSettings({ ALERT_EMAIL_TO: 'o@x.example', ALERT_SMTP_URL: 'smtp://mail.x.example' }).email).toMatchObject({
      requireTls: true,
      smarthost: 'mail.x.example:587',
    });
  });
});
