// Alerts (ADR 24), against `npm run stack` (PostgreSQL, two API instances, Caddy, and now Prometheus and
// Alertmanager) with the real SMTP test server as the enquiries' relay, a second one as the alerts'
// relay and a webhook receiver of this test: Prometheus scrapes every instance and the load
// balancer; with the relay stopped, the "accepted enquiries not delivered within 10 minutes" alert
// reaches the webhook and the alert mailbox within the window (the repository's rules, time scaled
// by 60 through STACK_ALERT_SCALE: 10 minutes are 10 seconds); with the relay back, the enquiry is
// mailed and the resolution arrives the same two ways.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, headerOf, minimalEnquiry, startSmtp } from '../../../api/test/helpers.ts';
import { postEnquiry, startStack, waitFor } from './harness.mjs';

const SCALE = 60;
const ALERT = 'EnquiryNotDelivered';
const ALERT_TO = 'ops@meranti4pl.example';

let relay;
let relayPort;
let alertRelay;
let stack;
let webhook;
/** Every notification the webhook received: Alertmanager's JSON, with the time it came. */
const notifications = [];

async function startWebhook() {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      notifications.push({ at: Date.now(), payload: JSON.parse(body) });
      res.writeHead(200).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/alerts`, close: () => new Promise((r) => server.close(r)) };
}

/** The notifications about `alertname` with `status` (firing, resolved) received after `since`. */
const received = (status, since) =>
  notifications.filter(
    (n) =>
      n.at >= since && n.payload.status === status && n.payload.alerts.some((a) => a.labels.alertname === ALERT && a.status === status),
  );
/** Alert e-mails whose subject says `word` (FIRING, RESOLVED) about the alert. */
const mailed = (word) => alertRelay.mails.filter((m) => new RegExp(`\\[${word}.*${ALERT}`).test(headerOf(m.raw, 'subject') ?? ''));

beforeAll(async () => {
  relayPort = await freePort();
  relay = await startSmtp({ port: relayPort });
  alertRelay = await startSmtp();
  webhook = await startWebhook();
  stack = await startStack({
    slot: 2,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${relayPort}`,
      ALERT_WEBHOOK_URL: webhook.url,
      ALERT_EMAIL_TO: ALERT_TO,
      ALERT_SMTP_URL: alertRelay.url,
      STACK_ALERT_SCALE: String(SCALE),
      RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_BURST: '1000',
    },
  });
});
afterAll(async () => {
  await stack?.stop();
  await Promise.all([relay?.close(), alertRelay?.close(), webhook?.close()]);
});

const prometheus = () => `http://127.0.0.1:${stack.process('prometheus').port}`;

describe('alerts from the stack', () => {
  it('Prometheus scrapes every API instance and the load balancer', async () => {
    const targets = await waitFor(
      async () => {
        const { data } = await (await fetch(`${prometheus()}/api/v1/targets`)).json();
        const up = data.activeTargets.filter((t) => t.health === 'up');
        return up.length === 3 ? data.activeTargets : null;
      },
      { timeout: 30_000, interval: 500, what: 'three scrape targets up' },
    );
    const apiPorts = stack
      .state()
      .processes.filter((p) => p.role === 'api')
      .map((p) => `127.0.0.1:${p.port}`);
    expect(
      targets
        .filter((t) => t.labels.job === 'meranti-api')
        .map((t) => t.labels.instance)
        .sort(),
    ).toEqual(apiPorts.sort());
    expect(targets.filter((t) => t.labels.job === 'caddy')).toHaveLength(1);
  });

  it('the relay stops: "not delivered" reaches the webhook and the alert mailbox in the window; it comes back: the resolution does', async () => {
    await relay.close();
    const enquiry = minimalEnquiry();
    const accepted = await postEnquiry(stack.url, enquiry);
    expect(accepted.status).toBe(200);
    const since = Date.now();

    // 10 minutes, scaled: 10 s after acceptance, plus a scrape, an evaluation and Alertmanager's group wait.
    await waitFor(() => received('firing', since).length > 0, { timeout: 90_000, interval: 250, what: 'the firing alert at the webhook' });
    const firedAfter = (received('firing', since)[0].at - since) / 1000;
    expect(firedAfter, 'not before the (scaled) 10 minutes').toBeGreaterThanOrEqual(600 / SCALE - 1);
    const [firing] = received('firing', since);
    expect(firing.payload.alerts.find((a) => a.labels.alertname === ALERT)).toMatchObject({
      labels: { alertname: ALERT, severity: 'page' },
      annotations: { summary: 'An accepted enquiry has not reached sales within 10 minutes' },
    });
    await waitFor(() => mailed('FIRING').length > 0, { timeout: 30_000, interval: 250, what: 'the alert e-mail' });
    expect(mailed('FIRING')[0].rcptTo).toEqual([ALERT_TO]);
    expect(relay.mails, 'the stopped relay got nothing').toHaveLength(0);

    relay = await startSmtp({ port: relayPort });
    const back = Date.now();
    await waitFor(() => relay.mails.some((m) => headerOf(m.raw, 'x-meranti-submission-id') === enquiry.submissionId), {
      timeout: 90_000,
      interval: 250,
      what: 'the enquiry to be mailed once the relay is back',
    });
    await waitFor(() => received('resolved', back).length > 0, { timeout: 90_000, interval: 250, what: 'the resolution at the webhook' });
    await waitFor(() => mailed('RESOLVED').length > 0, { timeout: 30_000, interval: 250, what: 'the resolution e-mail' });
  });
});
