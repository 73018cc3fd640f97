/**
 * The PostgreSQL store (DATABASE_URL), with two app instances on one database, the real SMTP
 * server and the real command line: committed before the 2xx, one submission per id whichever
 * instance a retry reaches, quarantine and dead letters handed back once, the figures from the
 * database, one rate limit across instances, retention, and the schema migrated once however many
 * instances start at the same time.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate } from '../src/postgres/migrations';
import {
  closeAfterEach,
  createTestDatabase,
  downloadLead,
  freePort,
  fullEnquiry,
  parseMail,
  runEnquiries,
  type SmtpRefusal,
  sql,
  startPgApp,
  startSmtp,
  waitFor,
} from './helpers';

const track = closeAfterEach();

/** Two instances on one fresh database. */
async function twoInstances(options: Parameters<typeof startPgApp>[1] = {}) {
  const databaseUrl = await createTestDatabase();
  const a = track(await startPgApp(databaseUrl, { instanceId: 'api-a', requeuePollMs: 200, ...options }));
  const b = track(await startPgApp(databaseUrl, { instanceId: 'api-b', requeuePollMs: 200, ...options }));
  return { databaseUrl, a, b };
}

const rowOf = async (databaseUrl: string, id: string) =>
  (await sql(databaseUrl, 'SELECT state, record, sent_by, attempts, park_reason FROM meranti.submissions WHERE id = $1', [id]))[0];

/** `npm run enquiries -- <args>` (the same script, run directly) against the database. */
const enquiries = (databaseUrl: string, ...args: string[]) => runEnquiries({ DATABASE_URL: databaseUrl, REQUEUE_POLL_MS: '200' }, ...args);

describe('accepting', () => {
  it('an accepted enquiry is committed (visible to any other connection) when the 2xx arrives, and mailed once', async () => {
    const smtp = track(await startSmtp());
    const { databaseUrl, a } = await twoInstances({ smtpUrl: smtp.url });
    const enquiry = fullEnquiry();
    const id = enquiry.submissionId as string;
    const res = await a.post('/api/contact', enquiry);
    expect(res.status).toBe(200);
    const row = await rowOf(databaseUrl, id);
    expect(row?.state).toMatch(/^(pending|sent)$/);
    await waitFor(() => smtp.mailsFor(id).length === 1, { what: 'the mail' });
    await waitFor(async () => (await rowOf(databaseUrl, id))?.state === 'sent', { what: 'the delivery record' });
    const sent = await rowOf(databaseUrl, id);
    // Mailed: the personal data is gone, the id (for idempotency) and who sent it stay.
    expect(sent?.record).toBeNull();
    expect(['api-a', 'api-b']).toContain(sent?.sent_by);
    expect(smtp.mailsFor(id)).toHaveLength(1);
  });

  it('the same id posted to both instances — in a row, at once, and after it was mailed — is stored and mailed once', async () => {
    const smtp = track(await startSmtp());
    const { databaseUrl, a, b } = await twoInstances({ smtpUrl: smtp.url });
    const enquiry = fullEnquiry();
    const id = enquiry.submissionId as string;
    expect((await a.post('/api/contact', enquiry)).json).toEqual({ success: true });
    expect((await b.post('/api/contact', enquiry)).json).toEqual({ success: true });

    const concurrent = fullEnquiry();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).post('/api/contact', concurrent)));
    for (const answer of answers) expect(answer.json).toEqual({ success: true });

    // The Idempotency-Key header, first on one instance, then on the other.
    const key = randomUUID();
    const { submissionId: _id, ...lead } = downloadLead();
    expect((await b.post('/api/leads', lead, { 'idempotency-key': key })).status).toBe(200);
    expect((await a.post('/api/leads', lead, { 'idempotency-key': `"${key.toUpperCase()}"` })).status).toBe(200);

    await waitFor(() => [id, concurrent.submissionId as string, key].every((x) => smtp.mailsFor(x).length === 1), { what: 'three mails' });
    // A late retry, after the mail went out, reaches the other instance: still recognised (the
    // browser stamps each attempt anew); other content under the same id is refused.
    expect((await b.post('/api/contact', { ...enquiry, submissionTimestamp: new Date().toISOString() })).status).toBe(200);
    expect((await b.post('/api/contact', { ...enquiry, message: 'other content' })).status).toBe(422);
    const sentinel = fullEnquiry();
    expect((await a.post('/api/contact', sentinel)).status).toBe(200);
    await waitFor(() => smtp.mailsFor(sentinel.submissionId as string).length === 1, { what: 'the sentinel' });
    await waitFor(async () => (await a.meranti.store.stats()).pending === 0, { what: 'nothing pending' });
    expect(smtp.mailsFor(id)).toHaveLength(1);
    expect(smtp.mailsFor(concurrent.submissionId as string)).toHaveLength(1);
    expect(smtp.mailsFor(key)).toHaveLength(1);
    expect(smtp.mails).toHaveLength(4);
    expect(await sql(databaseUrl, 'SELECT count(*)::int AS n FROM meranti.submissions')).toEqual([{ n: 4 }]);
  });
});

describe('quarantine and dead letters, through npm run enquiries against the database', () => {
  it('a honeypot submission is quarantined (not mailed), listed, and released exactly once, whichever instance mails it', async () => {
    const smtp = track(await startSmtp());
    const { databaseUrl, a, b } = await twoInstances({ smtpUrl: smtp.url });
    const bot = fullEnquiry({ website: 'http://spam.example' });
    const id = bot.submissionId as string;
    expect((await a.post('/api/contact', bot)).json).toEqual({ success: true });
    expect((await b.post('/api/contact', bot)).json).toEqual({ success: true }); // a retry on the other instance: still one
    expect((await b.post('/api/leads', downloadLead({ website: 'x' }))).status).toBe(200);
    const sentinel = fullEnquiry();
    expect((await a.post('/api/contact', sentinel)).status).toBe(200);
    await waitFor(() => smtp.mailsFor(sentinel.submissionId as string).length === 1);
    expect(smtp.mails).toHaveLength(1);
    expect((await rowOf(databaseUrl, id))?.state).toBe('quarantined');

    const listed = await enquiries(databaseUrl, 'quarantine');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(id);
    expect(listed.out).toContain('Siti Rahman · siti.rahman@lumen-retail.example · Lumen Retail Pte Ltd');
    expect(listed.out).toContain('the hidden website field was filled in');
    expect(listed.out).toContain('2 submission(s)');

    const [released, again] = await Promise.all([enquiries(databaseUrl, 'release', id), enquiries(databaseUrl, 'release', id)]);
    expect([released.code, again.code].sort()).toEqual([0, 1]);
    expect([released, again].find((r) => r.code === 0)?.out).toContain('queued for mail');
    const raw = await waitFor(() => smtp.mailsFor(id)[0], { what: 'the released mail' });
    expect(parseMail(raw.raw).subject).toMatch(/^\[Suspected bot: honeypot filled\] /);

    expect([released, again].find((r) => r.code === 1)?.out).toContain('is not in quarantine');
    // A retry of the POST after the release: still the one submission.
    expect((await a.post('/api/contact', bot)).status).toBe(200);
    const late = fullEnquiry();
    expect((await b.post('/api/contact', late)).status).toBe(200);
    await waitFor(() => smtp.mailsFor(late.submissionId as string).length === 1);
    expect(smtp.mailsFor(id)).toHaveLength(1);
    expect(await sql(databaseUrl, "SELECT count(*)::int AS n FROM meranti.submissions WHERE state = 'quarantined'")).toEqual([{ n: 1 }]);
  }, 90_000);

  it('a message refused permanently is a dead letter after one attempt, listed, retried once; one failing past the limit expires', async () => {
    const refuse: SmtpRefusal = (raw) =>
      raw.includes('Refuse Me Ltd') ? { code: 550, message: '5.7.1 Message rejected by policy' } : undefined;
    const smtp = track(await startSmtp({ refuse }));
    const { databaseUrl, a, b } = await twoInstances({ smtpUrl: smtp.url });
    const refused = fullEnquiry({ company: 'Refuse Me Ltd' });
    const id = refused.submissionId as string;
    expect((await b.post('/api/contact', refused)).status).toBe(200);
    await waitFor(async () => (await rowOf(databaseUrl, id))?.state === 'dead', { what: 'the dead letter' });
    expect(smtp.refused).toHaveLength(1);
    expect(a.meranti.sender.failedAttempts + b.meranti.sender.failedAttempts).toBe(1);
    expect(await rowOf(databaseUrl, id)).toMatchObject({ park_reason: 'refused', attempts: 1 });

    const listed = await enquiries(databaseUrl, 'dead');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(id);
    expect(listed.out).toContain('refused by the mail server after 1 attempt(s)');
    expect(listed.out).toContain('550 5.7.1 Message rejected by policy');

    smtp.refuse = undefined;
    const retried = await enquiries(databaseUrl, 'retry', id);
    expect(retried.code).toBe(0);
    expect(retried.out).toContain('A running instance sends it within 1 s');
    await waitFor(() => smtp.mailsFor(id).length === 1, { what: 'the retried mail' });
    await waitFor(async () => (await rowOf(databaseUrl, id))?.state === 'sent');
    const again = await enquiries(databaseUrl, 'retry', id);
    expect(again.code).toBe(1);
    expect(again.out).toContain('is not in the dead letters');
    expect(smtp.mailsFor(id)).toHaveLength(1);
    expect((await a.meranti.store.stats()).dead).toBe(0);

    // Deferred by the mail server (4xx) for longer than DEAD_LETTER_AFTER_HOURS: a dead letter, 'expired'.
    await a.close();
    await b.close();
    smtp.refuse = (raw) => (raw.includes('Defer Me Ltd') ? { code: 451, message: '4.7.1 Try again later' } : undefined);
    const down = track(await startPgApp(databaseUrl, { smtpUrl: smtp.url, deadLetterAfterMs: 1_500 }));
    const stuck = fullEnquiry({ company: 'Defer Me Ltd' });
    expect((await down.post('/api/contact', stuck)).status).toBe(200);
    await waitFor(async () => (await rowOf(databaseUrl, stuck.submissionId as string))?.state === 'dead', {
      timeout: 15_000,
      what: 'expiry',
    });
    const row = await rowOf(databaseUrl, stuck.submissionId as string);
    expect(row?.park_reason).toBe('expired');
    expect(row?.attempts).toBeGreaterThan(1);
  }, 90_000);
});

describe('retry --all against the database', () => {
  it('puts every dead letter back: each mailed once, by whichever instance', async () => {
    const smtp = track(await startSmtp({ refuse: (raw) => (raw.includes('Refuse Me') ? { code: 550, message: '5.7.1 No' } : undefined) }));
    const { databaseUrl, a } = await twoInstances({ smtpUrl: smtp.url });
    const dead = [fullEnquiry({ company: 'Refuse Me Ltd' }), fullEnquiry({ company: 'Refuse Me Too Ltd' })];
    for (const e of dead) expect((await a.post('/api/contact', e)).status).toBe(200);
    await waitFor(async () => (await a.meranti.store.stats()).dead === 2, { what: 'two dead letters' });
    smtp.refuse = undefined;
    const retried = await enquiries(databaseUrl, 'retry', '--all');
    expect(retried.code).toBe(0);
    expect(retried.out).toContain('2 dead letter(s) queued for mail');
    for (const e of dead) await waitFor(() => smtp.mailsFor(e.submissionId as string).length === 1, { what: 'the retried mails' });
    expect((await enquiries(databaseUrl, 'retry', '--all')).out).toContain('No dead letters');
    expect(smtp.mails).toHaveLength(2);
  }, 60_000);
});

describe('/metrics and /healthz read the database', () => {
  it('an instance reports the submissions another one accepted, while the mail server is down', async () => {
    const { a, b } = await twoInstances({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
    await a.post('/api/contact', fullEnquiry());
    await a.post('/api/contact', fullEnquiry());
    await a.post('/api/contact', fullEnquiry({ website: 'spam' }));
    await new Promise((r) => setTimeout(r, 1_100));
    const text = await (await fetch(`${b.url}/metrics`)).text();
    expect(text).toMatch(/^meranti_outbox_depth 2$/m);
    expect(Number(/^meranti_outbox_oldest_pending_age_seconds (\S+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^meranti_quarantine 1$/m);
    expect(text).toMatch(/^meranti_store_up 1$/m);
    // Counters are the answering instance's own: b accepted nothing.
    expect(text).toMatch(/^meranti_submissions_accepted_total\{kind="contact"\} 0$/m);
    expect(await (await fetch(`${b.url}/healthz`)).json()).toEqual({ status: 'ok', instance: 'api-b', pendingMail: 2 });
  });
});

describe('rate limit', () => {
  it('two instances count one limit per client', async () => {
    const { a, b } = await twoInstances({ rateLimitPerMinute: 6, rateLimitBurst: 3 });
    const answers = [];
    for (const app of [a, b, a, b]) answers.push(await app.post('/api/contact', fullEnquiry()));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    const over = answers[3];
    expect(Number(over?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over?.headers.get('ratelimit')).toMatch(/^limit=3, remaining=0, reset=\d+$/);
    expect((await a.post('/api/contact', fullEnquiry())).status).toBe(429);
  });
});

describe('retention', () => {
  it('delivery records and quarantine are dropped after their retention, dead letters are kept', async () => {
    const smtp = track(await startSmtp());
    const { databaseUrl, a } = await twoInstances({ smtpUrl: smtp.url, sentRetentionMs: 60_000, quarantineRetentionMs: 120_000 });
    const mailed = fullEnquiry();
    await a.post('/api/contact', mailed);
    await a.post('/api/contact', fullEnquiry({ website: 'spam' }));
    await waitFor(async () => (await rowOf(databaseUrl, mailed.submissionId as string))?.state === 'sent');
    const store = a.meranti.store;
    expect(await store.purgeDelivered(Date.now() + 30_000)).toEqual({ personalData: 0, records: 0 });
    expect(await store.purgeDelivered(Date.now() + 61_000)).toEqual({ personalData: 0, records: 1 });
    expect(await store.purgeQuarantine(Date.now() + 61_000)).toBe(0);
    expect(await store.purgeQuarantine(Date.now() + 121_000)).toBe(1);
    // Past the retention, the id is new again (as with files).
    expect((await a.post('/api/contact', mailed)).status).toBe(200);
    await waitFor(() => smtp.mailsFor(mailed.submissionId as string).length === 2, { what: 'a second mail' });
  });
});

describe('migrations', () => {
  it('are applied once, however many instances start at the same time, and again are a no-op', async () => {
    const databaseUrl = await createTestDatabase();
    const pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: databaseUrl, max: 2 }));
    try {
      const results = await Promise.all(pools.map((pool) => migrate(pool)));
      expect(results.flat().sort()).toEqual([1, 2, 3, 4]);
      expect(await Promise.all(pools.map((pool) => migrate(pool)))).toEqual([[], [], [], []]);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
    const versions = await sql(databaseUrl, 'SELECT version FROM meranti.schema_migrations ORDER BY version');
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3, 4]);
  });

  it('three instances started at once on an empty database all come up and share one queue', async () => {
    const databaseUrl = await createTestDatabase();
    const smtp = track(await startSmtp());
    const apps = await Promise.all(['x', 'y', 'z'].map((n) => startPgApp(databaseUrl, { instanceId: `api-${n}`, smtpUrl: smtp.url })));
    for (const app of apps) track(app);
    const enquiries = apps.map(() => fullEnquiry());
    for (const [i, app] of apps.entries()) expect((await app.post('/api/contact', enquiries[i])).status).toBe(200);
    await waitFor(() => enquiries.every((e) => smtp.mailsFor(e.submissionId as string).length === 1), { what: 'three mails' });
    expect(await sql(databaseUrl, "SELECT count(*)::int AS n FROM meranti_queue.queue WHERE name = 'mail'")).toEqual([{ n: 1 }]);
  });
});
