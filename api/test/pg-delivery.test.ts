/**
 * Delivery on PostgreSQL with several instances and the real SMTP server: any instance mails any
 * submission, none is mailed twice — with the mail server down and back, with both instances
 * mailing at once, with a mail server slower than a delivery's hold, and when an instance is killed
 * with SIGKILL right after its 2xx or in the middle of a delivery.
 */
import { describe, expect, it } from 'vitest';
import {
  type ChildServer,
  closeAfterEach,
  createTestDatabase,
  freePort,
  fullEnquiry,
  killAfterEach,
  minimalEnquiry,
  spawnServer,
  sql,
  startPgApp,
  startSmtp,
  type TestSmtp,
  tmpDir,
  waitFor,
} from './helpers';

const track = closeAfterEach();
const killLater = killAfterEach();

/** The real server (a child process) on the database, as instance `instanceId`, with a 5 s hold unless `env` says otherwise. */
async function spawnPgServer(databaseUrl: string, instanceId: string, env: Record<string, string>): Promise<ChildServer> {
  const child = await spawnServer({
    DATABASE_URL: databaseUrl,
    INSTANCE_ID: instanceId,
    DATA_DIR: tmpDir(instanceId),
    MAIL_LEASE_SECONDS: '5',
    ...env,
  });
  return killLater(child);
}

const post = (url: string, body: unknown) =>
  fetch(`${url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** How many submissions each instance mailed, from the delivery record. */
const sentBy = async (databaseUrl: string) =>
  Object.fromEntries(
    (
      await sql<{ sent_by: string; n: number }>(
        databaseUrl,
        "SELECT sent_by, count(*)::int AS n FROM meranti.submissions WHERE state = 'sent' GROUP BY sent_by",
      )
    ).map((r) => [r.sent_by, r.n]),
  );

const expectEachOnce = (smtp: TestSmtp, ids: string[]) => {
  for (const id of ids) expect(smtp.mailsFor(id), id).toHaveLength(1);
};

describe('two instances on one database', () => {
  it('mail server down, then back: everything accepted by either instance is mailed once', async () => {
    const port = await freePort();
    const databaseUrl = await createTestDatabase();
    const options = { smtpUrl: `smtp://127.0.0.1:${port}`, requeuePollMs: 200 };
    const a = track(await startPgApp(databaseUrl, { ...options, instanceId: 'api-a' }));
    const b = track(await startPgApp(databaseUrl, { ...options, instanceId: 'api-b' }));
    const ids: string[] = [];
    for (const app of [a, b, a, b, a, b]) {
      const e = fullEnquiry();
      ids.push(e.submissionId as string);
      expect((await app.post('/api/contact', e)).status).toBe(200);
    }
    await waitFor(() => a.meranti.sender.failedAttempts >= 1 && b.meranti.sender.failedAttempts >= 1, { what: 'failed attempts on both' });
    expect((await a.meranti.store.stats()).pending).toBe(6);

    const smtp = track(await startSmtp({ port }));
    await waitFor(() => ids.every((id) => smtp.mailsFor(id).length > 0), { timeout: 15_000, what: 'delivery after the server came back' });
    await waitFor(async () => (await b.meranti.store.stats()).pending === 0, { what: 'nothing pending' });
    expectEachOnce(smtp, ids);
    expect(smtp.mails).toHaveLength(6);
  });

  it('both instances mailing at once, with every submission also retried on the other instance: each is mailed exactly once', async () => {
    const smtp = track(await startSmtp({ delayMs: 30 }));
    const databaseUrl = await createTestDatabase();
    const a = track(await startPgApp(databaseUrl, { smtpUrl: smtp.url, instanceId: 'api-a', requeuePollMs: 100 }));
    const b = track(await startPgApp(databaseUrl, { smtpUrl: smtp.url, instanceId: 'api-b', requeuePollMs: 100 }));
    const burst = Array.from({ length: 40 }, () => minimalEnquiry());
    const answers = await Promise.all(
      burst.flatMap((e, i) => [(i % 2 ? a : b).post('/api/contact', e), (i % 2 ? b : a).post('/api/contact', e)]),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const ids = burst.map((e) => e.submissionId as string);
    await waitFor(() => ids.every((id) => smtp.mailsFor(id).length > 0), { timeout: 20_000, what: 'all 40 mails' });
    await waitFor(async () => (await a.meranti.store.stats()).pending === 0, { what: 'nothing pending' });
    expectEachOnce(smtp, ids);
    expect(smtp.mails).toHaveLength(40);
    const by = await sentBy(databaseUrl);
    expect(Object.keys(by).sort()).toEqual(['api-a', 'api-b']);
    expect(a.meranti.sender.delivered + b.meranti.sender.delivered).toBe(40);
  });

  it('a mail server slower than the hold on a submission: the hold is renewed, the other instance does not mail it again', async () => {
    const smtp = track(await startSmtp({ delayMs: 5_000 }));
    const databaseUrl = await createTestDatabase();
    // Held for 2 s at a time, renewed every second; the mail server answers after 5 s.
    const options = { smtpUrl: smtp.url, mailLeaseMs: 2_000, requeuePollMs: 200 };
    const a = track(await startPgApp(databaseUrl, { ...options, instanceId: 'api-a' }));
    track(await startPgApp(databaseUrl, { ...options, instanceId: 'api-b' }));
    const enquiry = fullEnquiry();
    expect((await a.post('/api/contact', enquiry)).status).toBe(200);
    const id = enquiry.submissionId as string;
    await waitFor(() => smtp.mailsFor(id).length === 1, { timeout: 20_000, what: 'the slow mail' });
    // One attempt only: nobody else took the submission while the first attempt waited (a second
    // attempt would have claimed it, counting 2, and its mail would arrive 5 s after it started).
    const row = async () => (await sql(databaseUrl, 'SELECT state, attempts FROM meranti.submissions WHERE id = $1', [id]))[0];
    await waitFor(async () => (await row())?.state === 'sent', { what: 'the delivery record' });
    expect(await row()).toEqual({ state: 'sent', attempts: 1 });
    await new Promise((r) => setTimeout(r, 2_000));
    expect(smtp.mails).toHaveLength(1);
  }, 30_000);
});

describe('an instance stopped with SIGTERM (a rolling restart)', () => {
  it('hands back the submission it was mailing when it stops, so another instance mails it without waiting out the hold', async () => {
    const smtp = track(await startSmtp());
    smtp.hold = true;
    const databaseUrl = await createTestDatabase();
    const first = await spawnPgServer(databaseUrl, 'api-stopping', {
      SMTP_URL: smtp.url,
      MAIL_LEASE_SECONDS: '600',
      SHUTDOWN_TIMEOUT_MS: '1000',
    });
    const enquiry = fullEnquiry();
    const id = enquiry.submissionId as string;
    expect((await post(first.url, enquiry)).status).toBe(200);
    await waitFor(() => smtp.held === 1, { what: 'the message on the wire' });
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    // Let go of (no hold left for ten minutes), with its next attempt queued.
    expect(await sql(databaseUrl, 'SELECT state, claim_token, claimed_until FROM meranti.submissions WHERE id = $1', [id])).toEqual([
      { state: 'pending', claim_token: null, claimed_until: null },
    ]);
    expect(
      await sql(
        databaseUrl,
        "SELECT state FROM meranti_queue.job WHERE name = 'mail' AND data->>'submissionId' = $1 AND state = 'created'",
        [id],
      ),
    ).toHaveLength(1);

    smtp.hold = false;
    const next = track(await startPgApp(databaseUrl, { smtpUrl: smtp.url, instanceId: 'api-next', mailLeaseMs: 600_000 }));
    await waitFor(() => smtp.mailsFor(id).length === 1, { what: 'the mail, from the next instance' });
    await waitFor(async () => (await next.meranti.store.stats()).pending === 0, { what: 'nothing pending' });
    expect(smtp.mails).toHaveLength(1);
  }, 60_000);
});

describe('an instance killed with SIGKILL', () => {
  it('right after a burst of 2xx: the other instance mails every one of them, once', async () => {
    const databaseUrl = await createTestDatabase();
    // The killed instance's mail server is down: it holds what it accepted, retrying.
    const first = await spawnPgServer(databaseUrl, 'api-killed', { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    const burst = Array.from({ length: 50 }, () => minimalEnquiry());
    const answers = await Promise.all(burst.map((e) => post(first.url, e)));
    for (const answer of answers) expect(answer.status).toBe(200);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const smtp = track(await startSmtp());
    const survivor = track(
      await startPgApp(databaseUrl, { smtpUrl: smtp.url, instanceId: 'api-survivor', mailLeaseMs: 5_000, requeuePollMs: 200 }),
    );
    const ids = burst.map((e) => e.submissionId as string);
    await waitFor(() => ids.every((id) => smtp.mailsFor(id).length > 0), { timeout: 30_000, what: 'all 50 mails' });
    await waitFor(async () => (await survivor.meranti.store.stats()).pending === 0, { what: 'nothing pending' });
    expectEachOnce(smtp, ids);
    expect(await sentBy(databaseUrl)).toEqual({ 'api-survivor': 50 });
  }, 60_000);

  it('in the middle of a delivery (the mail server had not answered): the other instance takes it over and mails it once', async () => {
    const smtp = track(await startSmtp());
    smtp.hold = true;
    const databaseUrl = await createTestDatabase();
    const first = await spawnPgServer(databaseUrl, 'api-killed', { SMTP_URL: smtp.url });
    const enquiry = fullEnquiry();
    const id = enquiry.submissionId as string;
    expect((await post(first.url, enquiry)).status).toBe(200);
    // The message is with the mail server, unanswered; the instance holds the submission.
    await waitFor(() => smtp.held === 1, { what: 'the message on the wire' });
    expect(await sql(databaseUrl, 'SELECT claimed_by, attempts FROM meranti.submissions WHERE id = $1', [id])).toEqual([
      { claimed_by: 'api-killed', attempts: 1 },
    ]);
    const survivor = track(
      await startPgApp(databaseUrl, { smtpUrl: smtp.url, instanceId: 'api-survivor', mailLeaseMs: 5_000, requeuePollMs: 200 }),
    );
    first.child.kill('SIGKILL');
    await first.exited;
    smtp.hold = false;

    await waitFor(() => smtp.mailsFor(id).length === 1, { timeout: 30_000, what: 'the mail, from the survivor' });
    await waitFor(async () => (await survivor.meranti.store.stats()).pending === 0, { what: 'nothing pending' });
    expect(smtp.mails).toHaveLength(1);
    expect(await sql(databaseUrl, 'SELECT state, sent_by, attempts FROM meranti.submissions WHERE id = $1', [id])).toEqual([
      { state: 'sent', sent_by: 'api-survivor', attempts: 2 },
    ]);
  }, 60_000);
});
