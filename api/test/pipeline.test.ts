/**
 * With the real SMTP server and the real command line: the bare contact enquiry as the form defines it
 * (no submissionId / formStartedAt; Idempotency-Key), suspected bots kept (too fast → mailed
 * flagged; honeypot → quarantine, released once), dead letters (a 5xx → dead after one attempt,
 * retried once; failing past the limit → dead), and /metrics.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  downloadLead,
  freePort,
  fullEnquiry,
  headerOf,
  parseMail,
  runEnquiries,
  startApp,
  startSmtp,
  type TestApp,
  waitFor,
} from './helpers';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});
const track = <T extends { close(): Promise<void> }>(x: T): T => {
  cleanup.push(() => x.close());
  return x;
};

/** `npm run enquiries -- <args>` (the same script, run directly), on the app's DATA_DIR. */
const enquiries = (dataDir: string, ...args: string[]) => runEnquiries({ DATA_DIR: dataDir, REQUEUE_POLL_MS: '100' }, ...args);

/** Exactly the enquiry fields of docs/product-rules.md#contact-enquiry, as POST /api/contact takes them: none of our extra fields. */
const specEnquiry = (company = `Spec Shaped ${randomUUID().slice(0, 8)} Pte Ltd`) => ({
  name: 'Tan Wei Ling',
  email: 'weiling.tan@spec-shaped.example',
  company,
  phone: '+65 6222 3333',
  serviceInterest: 'logistics-outsourcing',
  companySize: '10k-50k',
  message: 'We would like to outsource our fulfilment.',
  referrerPage: '/services',
  referrerUrl: 'https://www.meranti4pl.example/contact',
  ctaSourceUrl: '/services',
  submissionTimestamp: new Date().toISOString(),
  userAgent: 'Mozilla/5.0 (old site)',
});

const mailsOf = (mails: { raw: string }[], company: string) => mails.filter((m) => parseMail(m.raw).subject.includes(company));

describe('the bare enquiry contract', () => {
  it('an enquiry with exactly the form fields is accepted and mailed once (the server assigns the id)', async () => {
    const smtp = track(await startSmtp());
    const app = track(await startApp({ smtpUrl: smtp.url, minFillMs: 2000 }));
    const enquiry = specEnquiry();
    const res = await app.post('/api/contact', enquiry);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    const mail = await waitFor(() => mailsOf(smtp.mails, enquiry.company)[0], {
      what: 'the mail',
    });
    await waitFor(() => app.meranti.store.pendingCount === 0, { what: 'the outbox to drain' });
    expect(mailsOf(smtp.mails, enquiry.company)).toHaveLength(1);
    const id = headerOf(mail.raw, 'x-meranti-submission-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(headerOf(mail.raw, 'x-meranti-suspect')).toBeUndefined();
    expect(parseMail(mail.raw).text).toContain(enquiry.company);
  });

  it('the same enquiry with an Idempotency-Key, sent twice (and at once), is mailed once, under that id', async () => {
    const smtp = track(await startSmtp());
    const app = track(await startApp({ smtpUrl: smtp.url }));
    const enquiry = specEnquiry();
    const key = randomUUID();
    expect((await app.post('/api/contact', enquiry, { 'idempotency-key': key })).json).toEqual({ success: true });
    expect((await app.post('/api/contact', enquiry, { 'idempotency-key': `"${key.toUpperCase()}"` })).json).toEqual({ success: true });
    // Body id and header equal: one submission too.
    expect((await app.post('/api/contact', { ...enquiry, submissionId: key }, { 'idempotency-key': key })).status).toBe(200);
    const leadKey = randomUUID();
    const { submissionId: _id, ...lead } = downloadLead();
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.post('/api/leads', lead, { 'idempotency-key': leadKey })));
    for (const a of answers) expect(a.status).toBe(200);

    await waitFor(() => smtp.mailsFor(key).length === 1 && smtp.mailsFor(leadKey).length === 1, { what: 'both mails' });
    await waitFor(() => app.meranti.store.pendingCount === 0, { what: 'the outbox to drain' });
    expect(smtp.mailsFor(key)).toHaveLength(1);
    expect(smtp.mailsFor(leadKey)).toHaveLength(1);
    expect(smtp.mails).toHaveLength(2);
  });

  it('without an id or a key, a repeated request is a new submission (not idempotent: README)', async () => {
    const smtp = track(await startSmtp());
    const app = track(await startApp({ smtpUrl: smtp.url }));
    const enquiry = specEnquiry();
    for (let i = 0; i < 2; i++) expect((await app.post('/api/contact', enquiry)).status).toBe(200);
    await waitFor(() => mailsOf(smtp.mails, enquiry.company).length === 2, { what: 'two mails' });
  });
});

describe('suspected bots are kept, never discarded', () => {
  it('a submission sent 100 ms after the form appeared reaches the sales mailbox, flagged', async () => {
    const smtp = track(await startSmtp());
    const app = track(await startApp({ smtpUrl: smtp.url, minFillMs: 2000 }));
    const now = Date.now();
    const enquiry = fullEnquiry({ formStartedAt: now - 100, submissionTimestamp: new Date(now).toISOString() });
    const lead = downloadLead({ formStartedAt: now - 100, submissionTimestamp: new Date(now).toISOString() });
    expect((await app.post('/api/contact', enquiry)).json).toEqual({ success: true });
    expect((await app.post('/api/leads', lead)).json).toEqual({ success: true });
    for (const body of [enquiry, lead]) {
      const raw = await waitFor(() => smtp.mailsFor(body.submissionId as string)[0], {
        what: 'the flagged mail',
      });
      const mail = parseMail(raw.raw);
      expect(mail.subject).toMatch(/^\[Suspected bot: sent too fast\] Website (enquiry|lead) · /);
      expect(mail.header('x-meranti-suspect')).toBe('too-fast; sent 100 ms after the form appeared (minimum 2000 ms)');
      expect(mail.text).toContain('Suspected bot');
      expect(raw.rcptTo).toEqual(['sales@meranti4pl.example']);
    }
    // A person who took their time is not flagged.
    const person = fullEnquiry({ formStartedAt: Date.now() - 5_000 });
    expect((await app.post('/api/contact', person)).status).toBe(200);
    const ok = await waitFor(() => smtp.mailsFor(person.submissionId as string)[0]);
    expect(headerOf(ok.raw, 'x-meranti-suspect')).toBeUndefined();
  });

  it('a honeypot submission is quarantined (not mailed), listed, and released exactly once', async () => {
    const smtp = track(await startSmtp());
    const app = track(await startApp({ smtpUrl: smtp.url, requeuePollMs: 100 }));
    const bot = fullEnquiry({ website: 'http://spam.example' });
    const leadBot = downloadLead({ website: 'x' });
    const id = bot.submissionId as string;
    expect((await app.post('/api/contact', bot)).json).toEqual({ success: true });
    expect((await app.post('/api/leads', leadBot)).json).toEqual({ success: true });
    expect((await app.post('/api/contact', bot)).json).toEqual({ success: true }); // a retry: still one

    // Kept durably in quarantine, not mailed.
    expect((await fs.readdir(path.join(app.dataDir, 'quarantine'))).sort()).toEqual([`${id}.json`, `${leadBot.submissionId}.json`].sort());
    const sentinel = fullEnquiry();
    expect((await app.post('/api/contact', sentinel)).status).toBe(200);
    await waitFor(() => smtp.mailsFor(sentinel.submissionId as string).length === 1);
    expect(smtp.mails).toHaveLength(1);
    expect(app.meranti.store.stateOf(id)).toBe('quarantined');

    const listed = await enquiries(app.dataDir, 'quarantine');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(id);
    expect(listed.out).toContain('Siti Rahman · siti.rahman@lumen-retail.example · Lumen Retail Pte Ltd');
    expect(listed.out).toContain('the hidden website field was filled in');
    expect(listed.out).toContain('2 submission(s)');

    const released = await enquiries(app.dataDir, 'release', id);
    expect(released.code).toBe(0);
    expect(released.out).toContain('queued for mail');
    const raw = await waitFor(() => smtp.mailsFor(id)[0], { what: 'the released mail' });
    expect(parseMail(raw.raw).subject).toMatch(/^\[Suspected bot: honeypot filled\] /);
    expect(headerOf(raw.raw, 'x-meranti-suspect')).toMatch(/^honeypot; /);

    // Released once: a second release, and a retry of the POST, mail nothing more.
    const again = await enquiries(app.dataDir, 'release', id);
    expect(again.code).toBe(1);
    expect(again.out).toContain('is not in quarantine');
    expect((await app.post('/api/contact', bot)).status).toBe(200);
    const late = fullEnquiry();
    expect((await app.post('/api/contact', late)).status).toBe(200);
    await waitFor(() => smtp.mailsFor(late.submissionId as string).length === 1);
    expect(smtp.mailsFor(id)).toHaveLength(1);
    expect((await enquiries(app.dataDir, 'quarantine')).out).toContain('1 submission(s)');
  }, 60_000);

  it('quarantine is kept for the retention window, then purged', async () => {
    const app = track(await startApp({ quarantineRetentionMs: 60_000 }));
    const bot = fullEnquiry({ website: 'spam' });
    expect((await app.post('/api/contact', bot)).status).toBe(200);
    expect(await app.meranti.store.purgeQuarantine(Date.now() + 30_000)).toBe(0);
    expect(await app.meranti.store.purgeQuarantine(Date.now() + 61_000)).toBe(1);
    expect(await fs.readdir(path.join(app.dataDir, 'quarantine'))).toEqual([]);
  });
});

describe('dead letters', () => {
  it('a message the mail server refuses permanently is a dead letter after one attempt, listed, and can be retried', async () => {
    const smtp = track(
      await startSmtp({
        refuse: (raw) => (raw.includes('Refuse Me Ltd') ? { code: 550, message: '5.7.1 Message rejected by policy' } : undefined),
      }),
    );
    const app = track(await startApp({ smtpUrl: smtp.url, requeuePollMs: 100 }));
    const refused = fullEnquiry({ company: 'Refuse Me Ltd' });
    const id = refused.submissionId as string;
    expect((await app.post('/api/contact', refused)).status).toBe(200);
    const others = [fullEnquiry(), fullEnquiry()];
    for (const e of others) expect((await app.post('/api/contact', e)).status).toBe(200);

    await waitFor(() => app.meranti.store.stateOf(id) === 'dead', { what: 'the dead letter' });
    expect(smtp.refused).toHaveLength(1); // one attempt, not retried for ever
    expect(app.meranti.sender.failedAttempts).toBe(1);
    for (const e of others) await waitFor(() => smtp.mailsFor(e.submissionId as string).length === 1, { what: 'the others' });
    const parked = JSON.parse(await fs.readFile(path.join(app.dataDir, 'dead', `${id}.json`), 'utf8'));
    expect(parked).toMatchObject({ reason: 'refused', attempts: 1, lastError: { responseCode: 550 }, record: { id } });
    expect(parked.lastError.response).toContain('5.7.1 Message rejected by policy');
    expect(await fs.readdir(path.join(app.dataDir, 'outbox'))).toHaveLength(1); // the active segment only

    const listed = await enquiries(app.dataDir, 'dead');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(id);
    expect(listed.out).toContain('refused by the mail server after 1 attempt(s)');
    expect(listed.out).toContain('550 5.7.1 Message rejected by policy');

    // The operator fixes the cause, then puts it back: mailed once.
    smtp.refuse = undefined;
    expect((await enquiries(app.dataDir, 'retry', id)).code).toBe(0);
    await waitFor(() => smtp.mailsFor(id).length === 1, { what: 'the retried mail' });
    await waitFor(() => app.meranti.store.pendingCount === 0);
    expect(smtp.mailsFor(id)).toHaveLength(1);
    expect((await enquiries(app.dataDir, 'retry', id)).code).toBe(1);
    expect((await enquiries(app.dataDir, 'dead')).out).toContain('No dead letters');
    expect(app.meranti.store.deadCount).toBe(0);
  }, 60_000);

  it('retry --all puts every dead letter back in the queue: each mailed once', async () => {
    const smtp = track(await startSmtp({ refuse: (raw) => (raw.includes('Refuse Me') ? { code: 550, message: '5.7.1 No' } : undefined) }));
    const app = track(await startApp({ smtpUrl: smtp.url, requeuePollMs: 100 }));
    const dead = [fullEnquiry({ company: 'Refuse Me Ltd' }), fullEnquiry({ company: 'Refuse Me Too Ltd' })];
    for (const e of dead) expect((await app.post('/api/contact', e)).status).toBe(200);
    await waitFor(() => app.meranti.store.deadCount === 2, { what: 'two dead letters' });
    smtp.refuse = undefined;
    const retried = await enquiries(app.dataDir, 'retry', '--all');
    expect(retried.code).toBe(0);
    expect(retried.out).toContain('2 dead letter(s) queued for mail');
    for (const e of dead) await waitFor(() => smtp.mailsFor(e.submissionId as string).length === 1, { what: 'the retried mails' });
    expect((await enquiries(app.dataDir, 'retry', '--all')).out).toContain('No dead letters');
    expect(smtp.mails).toHaveLength(2);
  }, 60_000);

  it('a message the mail server keeps deferring for longer than the limit becomes a dead letter; until then it is retried with backoff', async () => {
    const smtp = track(
      await startSmtp({ refuse: (raw) => (raw.includes('Defer Me Ltd') ? { code: 451, message: '4.7.1 Try again later' } : undefined) }),
    );
    const app = track(await startApp({ smtpUrl: smtp.url, deadLetterAfterMs: 1_500 }));
    const enquiry = fullEnquiry({ company: 'Defer Me Ltd' });
    const id = enquiry.submissionId as string;
    expect((await app.post('/api/contact', enquiry)).status).toBe(200);
    await waitFor(() => app.meranti.sender.failedAttempts >= 2, { what: 'retries' });
    expect(app.meranti.store.stateOf(id)).toBe('pending');
    await waitFor(() => app.meranti.store.stateOf(id) === 'dead', { timeout: 10_000, what: 'the dead letter' });
    const parked = JSON.parse(await fs.readFile(path.join(app.dataDir, 'dead', `${id}.json`), 'utf8'));
    expect(parked.reason).toBe('expired');
    expect(parked.attempts).toBeGreaterThan(1);
    expect(parked.lastError).toMatchObject({ responseCode: 451, code: 'EMESSAGE' });
  });

  it('a dead letter stays dead across a restart, and a retry handed back while the server was down is mailed at start', async () => {
    const smtp = track(await startSmtp({ refuse: () => ({ code: 554, message: '5.3.0 No thanks' }) }));
    const first: TestApp = await startApp({ smtpUrl: smtp.url });
    const enquiry = fullEnquiry();
    const id = enquiry.submissionId as string;
    expect((await first.post('/api/contact', enquiry)).status).toBe(200);
    await waitFor(() => first.meranti.store.stateOf(id) === 'dead');
    await first.close();

    const second = track(await startApp({ smtpUrl: smtp.url, dataDir: first.dataDir }));
    expect(second.meranti.store.stateOf(id)).toBe('dead');
    expect(second.meranti.store.pendingCount).toBe(0);
    await second.close();
    cleanup.pop();

    expect((await enquiries(first.dataDir, 'retry', id)).code).toBe(0);
    smtp.refuse = undefined;
    const third = track(await startApp({ smtpUrl: smtp.url, dataDir: first.dataDir }));
    await waitFor(() => smtp.mailsFor(id).length === 1, { what: 'the retried mail' });
    await waitFor(() => third.meranti.store.pendingCount === 0);
    expect(smtp.refused).toHaveLength(1);
  });
});

describe('/metrics', () => {
  it('serves the figures in the Prometheus text format', async () => {
    const smtp = track(await startSmtp({ refuse: (raw) => (raw.includes('Refuse Me Ltd') ? { code: 550, message: 'no' } : undefined) }));
    const app = track(await startApp({ smtpUrl: smtp.url, minFillMs: 2000 }));
    const accepted = fullEnquiry();
    await app.post('/api/contact', accepted);
    await app.post('/api/contact', accepted); // duplicate
    await app.post('/api/contact', fullEnquiry({ formStartedAt: Date.now() - 100 })); // suspect, too fast
    await app.post('/api/contact', fullEnquiry({ website: 'spam' })); // quarantined
    await app.post('/api/leads', downloadLead());
    const refused = fullEnquiry({ company: 'Refuse Me Ltd' });
    await app.post('/api/contact', refused); // dead letter
    await app.post('/api/contact', { name: 'x' }); // 400
    await waitFor(() => app.meranti.store.stateOf(refused.submissionId as string) === 'dead' && app.meranti.store.pendingCount === 0);

    const res = await fetch(`${app.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const value = (series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    expect(value('meranti_submissions_accepted_total{kind="contact"}')).toBe(3);
    expect(value('meranti_submissions_accepted_total{kind="download"}')).toBe(1);
    expect(value('meranti_submissions_duplicate_total{kind="contact"}')).toBe(1);
    expect(value('meranti_submissions_suspect_total{kind="contact",reason="too-fast"}')).toBe(1);
    expect(value('meranti_submissions_suspect_total{kind="contact",reason="honeypot"}')).toBe(1);
    expect(value('meranti_submissions_quarantined_total{kind="contact"}')).toBe(1);
    expect(value('meranti_quarantine')).toBe(1);
    expect(value('meranti_mail_sent_total{kind="contact"}')).toBe(2);
    expect(value('meranti_mail_sent_total{kind="download"}')).toBe(1);
    expect(value('meranti_mail_failed_attempts_total{kind="contact"}')).toBe(1);
    expect(value('meranti_dead_letters_total{kind="contact",reason="refused"}')).toBe(1);
    expect(value('meranti_dead_letters')).toBe(1);
    expect(value('meranti_outbox_depth')).toBe(0);
    expect(value('meranti_outbox_oldest_pending_age_seconds')).toBe(0);
    expect(value('meranti_mail_send_seconds_count{kind="contact"}')).toBe(2);
    expect(value('meranti_mail_delivery_delay_seconds_count{kind="contact"}')).toBe(2);
    expect(text).toContain('# TYPE meranti_mail_send_seconds histogram');
    expect(value('meranti_http_responses_total{code="200"}')).toBe(6);
    expect(value('meranti_http_responses_total{code="400"}')).toBe(1);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('the outbox depth and the age of the oldest pending submission grow while the mail server is down', async () => {
    const port = await freePort();
    const app = track(await startApp({ smtpUrl: `smtp://127.0.0.1:${port}` }));
    await app.post('/api/contact', fullEnquiry());
    await app.post('/api/contact', fullEnquiry());
    await new Promise((r) => setTimeout(r, 1_100));
    const text = await (await fetch(`${app.url}/metrics`)).text();
    expect(text).toMatch(/^meranti_outbox_depth 2$/m);
    const age = Number(/^meranti_outbox_oldest_pending_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(1);
    // /healthz stays the cheap check it was.
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({
      status: 'ok',
      instance: app.meranti.config.instanceId,
      pendingMail: 2,
    });
  });

  it('with METRICS_TOKEN set, only a bearer of the token may read it', async () => {
    const app = track(await startApp({ metricsToken: 'a-long-enough-secret-token' }));
    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${app.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const ok = await fetch(`${app.url}/metrics`, { headers: { authorization: 'Bearer a-long-enough-secret-token' } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('meranti_outbox_depth 0');
  });
});
