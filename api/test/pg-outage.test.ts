/**
 * PostgreSQL down or restarting, for real (its own throwaway cluster, stopped and started with
 * pg_ctl): a submission is answered 503 with Retry-After — never a 2xx that is not committed —,
 * /healthz says `degraded`, and once the database is back the app reconnects by itself, takes
 * submissions again and mails what was waiting.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { firstFreePort } from '../../scripts/lib/ports.mjs';
import { type PostgresCluster, startPostgresCluster } from '../../scripts/lib/postgres-cluster.mjs';
import { closeAfterEach, downloadLead, freePort, fullEnquiry, minimalEnquiry, sql, startPgApp, startSmtp, waitFor } from './helpers';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgresCluster({
    dir: mkdtempSync(path.join(os.tmpdir(), 'meranti-pg-outage-')),
    port: await firstFreePort([55415, 55416, 55417, 55418, 55419]),
  });
}, 60_000);
afterAll(() => cluster.destroy(), 60_000);

const track = closeAfterEach();
afterEach(async () => {
  if (cluster) await cluster.start().catch(() => {}); // running again for the next test (an error: it is running)
});

let databases = 0;
async function freshDatabase(): Promise<string> {
  const name = `outage_${++databases}`;
  await sql(cluster.url(), `CREATE DATABASE ${name}`);
  return cluster.url(name);
}

const metric = (text: string, series: string) => Number(new RegExp(`^${series} (\\S+)$`, 'm').exec(text)?.[1]);

describe('PostgreSQL down, then back', () => {
  it('answers 503 with Retry-After while it is down, says so in /healthz, and recovers by itself', async () => {
    const databaseUrl = await freshDatabase();
    const smtpPort = await freePort(); // the mail server is down too, at first
    const app = track(await startPgApp(databaseUrl, { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, instanceId: 'api-a', requeuePollMs: 200 }));
    const before = [fullEnquiry(), fullEnquiry()];
    for (const e of before) expect((await app.post('/api/contact', e)).status).toBe(200);

    await cluster.stop();
    const during = fullEnquiry();
    const refused = await app.post('/api/contact', during);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.json).toEqual({ success: false, error: 'The enquiry could not be saved just now: please try again' });
    const lead = await app.post('/api/leads', downloadLead());
    expect(lead.status).toBe(503);
    expect(lead.headers.get('retry-after')).toBe('5');
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'degraded', instance: 'api-a', pendingMail: null });
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metric(metrics, 'meranti_store_up')).toBe(0);
    expect(metric(metrics, 'meranti_outbox_depth')).toBeNaN();

    const smtp = track(await startSmtp({ port: smtpPort }));
    await cluster.start();
    // Reconnected by itself: the same enquiry, sent again, is taken now.
    await waitFor(async () => (await app.post('/api/contact', during)).status === 200, { timeout: 15_000, what: 'a 2xx again' });
    const ids = [...before, during].map((e) => e.submissionId as string);
    await waitFor(() => ids.every((id) => smtp.mailsFor(id).length > 0), { timeout: 20_000, what: 'what was waiting, mailed' });
    await waitFor(async () => (await app.meranti.store.stats()).pending === 0, { what: 'nothing pending' });
    for (const id of ids) expect(smtp.mailsFor(id)).toHaveLength(1);
    expect(smtp.mails).toHaveLength(3);
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: 'ok', instance: 'api-a', pendingMail: 0 });
  }, 60_000);

  it('stopped while the mail server is taking a message: the mail is recorded once PostgreSQL is back, and not sent again', async () => {
    const databaseUrl = await freshDatabase();
    const smtp = track(await startSmtp({ delayMs: 3_000 }));
    // Held 2 s at a time: PostgreSQL stays away for longer than that.
    const app = track(await startPgApp(databaseUrl, { smtpUrl: smtp.url, instanceId: 'api-a', mailLeaseMs: 2_000, requeuePollMs: 200 }));
    const enquiry = fullEnquiry();
    const id = enquiry.submissionId as string;
    expect((await app.post('/api/contact', enquiry)).status).toBe(200);
    await waitFor(
      async () => (await sql(databaseUrl, 'SELECT claimed_by FROM meranti.submissions WHERE id = $1', [id]))[0]?.claimed_by === 'api-a',
      {
        what: 'the delivery under way',
      },
    );
    await cluster.stop();
    await waitFor(() => smtp.mailsFor(id).length === 1, { what: 'the mail server to take it' });
    await new Promise((r) => setTimeout(r, 2_500)); // the hold runs out meanwhile
    await cluster.start();
    const row = async () => (await sql(databaseUrl, 'SELECT state, attempts FROM meranti.submissions WHERE id = $1', [id]))[0];
    await waitFor(async () => (await row())?.state === 'sent', { timeout: 15_000, what: 'the delivery record' });
    // Two more holds' time, and the mail server's: nobody mails it again.
    await new Promise((r) => setTimeout(r, 4_000 + 3_000));
    expect(await row()).toEqual({ state: 'sent', attempts: 1 });
    expect(smtp.mails).toHaveLength(1);
  }, 60_000);

  it('a burst while PostgreSQL restarts: every answer is a 2xx or a 503 with Retry-After, and every 2xx is mailed exactly once', async () => {
    const databaseUrl = await freshDatabase();
    const smtp = track(await startSmtp());
    const options = { smtpUrl: smtp.url, requeuePollMs: 200 };
    const apps = [
      track(await startPgApp(databaseUrl, { ...options, instanceId: 'api-a' })),
      track(await startPgApp(databaseUrl, { ...options, instanceId: 'api-b' })),
    ];
    const answers: Array<{ id: string; status: number; retryAfter: string | null }> = [];
    let restarting = true;
    const restart = cluster.restart().finally(() => {
      restarting = false;
    });
    // Five clients, each sending one enquiry after the other, until a second after the restart.
    let stopAt = Number.POSITIVE_INFINITY;
    void restart.then(() => {
      stopAt = Date.now() + 1_000;
    });
    await Promise.all(
      Array.from({ length: 5 }, async (_, client) => {
        for (let n = 0; Date.now() < stopAt; n++) {
          const e = minimalEnquiry();
          const res = await apps[(client + n) % 2]?.post('/api/contact', e);
          if (res) answers.push({ id: e.submissionId as string, status: res.status, retryAfter: res.headers.get('retry-after') });
        }
      }),
    );
    await restart;
    expect(restarting).toBe(false);
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].sort()).toEqual([200, 503]); // both happened: the burst did meet the restart
    for (const a of answers.filter((x) => x.status === 503)) expect(a.retryAfter).toBe('5');
    const accepted = answers.filter((a) => a.status === 200).map((a) => a.id);
    await waitFor(() => accepted.every((id) => smtp.mailsFor(id).length > 0), { timeout: 30_000, what: 'every 2xx mailed' });
    await waitFor(async () => (await apps[0]?.meranti.store.stats())?.pending === 0, { timeout: 15_000, what: 'nothing pending' });
    for (const id of accepted) expect(smtp.mailsFor(id)).toHaveLength(1);
    // A 503 stored nothing — or, if the commit went through just before the connection was lost, it
    // is mailed like any other, once.
    for (const a of answers) expect(smtp.mailsFor(a.id).length).toBeLessThanOrEqual(1);
  }, 90_000);
});
