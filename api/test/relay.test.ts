/**
 * With the real SMTP server: a message the relay defers never holds
 * up the others (on either store); a fault of the relay itself (login refused after a password
 * rotation, the relay down) pauses delivery behind a circuit breaker — metric and log line — and
 * dead-letters nothing; credentials never go to a relay without TLS unless SMTP_INSECURE says so.
 */
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import {
  closeAfterEach,
  createTestDatabase,
  freePort,
  fullEnquiry,
  minimalEnquiry,
  startApp,
  startPgApp,
  startSmtp,
  waitFor,
} from './helpers';

const track = closeAfterEach();

/** A logger whose JSON lines the test reads. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines, events: (event: string) => lines.filter((l) => l.event === event) };
}

/** One series of /metrics, as a number (undefined when absent). */
async function metric(app: { url: string }, series: string): Promise<number | undefined> {
  const text = await (await fetch(`${app.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const deferring = (raw: string) =>
  raw.includes('Always Deferred') ? { code: 451, message: '4.7.1 Greylisted, try again later' } : undefined;

describe('a deferred message never delays another', () => {
  const stores = [
    ['files', (smtpUrl: string) => startApp({ smtpUrl, smtpMaxConnections: 5 })],
    [
      'PostgreSQL',
      async (smtpUrl: string) => startPgApp(await createTestDatabase(), { smtpUrl, smtpMaxConnections: 5, requeuePollMs: 100 }),
    ],
  ] as const;

  it.each(stores)(
    '%s: five messages the relay always defers, then fifty others: the fifty are mailed, the five wait on their own backoff',
    async (_name, start) => {
      const smtp = track(await startSmtp({ refuse: deferring }));
      const app = track(await start(smtp.url));
      const deferred = Array.from({ length: 5 }, (_, i) => fullEnquiry({ company: `Always Deferred ${i} Pte Ltd` }));
      for (const e of deferred) expect((await app.post('/api/contact', e)).status).toBe(200);
      // All five have been tried and deferred: before the fix they then held every connection for good.
      await waitFor(() => smtp.refused.length >= 5, { what: 'the five deferred' });
      const normal = Array.from({ length: 50 }, () => minimalEnquiry());
      for (const e of normal) expect((await app.post('/api/contact', e)).status).toBe(200);

      await waitFor(() => normal.every((e) => smtp.mailsFor(e.submissionId as string).length > 0), { timeout: 20_000, what: 'the fifty' });
      for (const e of normal) expect(smtp.mailsFor(e.submissionId as string)).toHaveLength(1);
      // The five: tried again on their own, still waiting (not mailed, not dead), and no relay fault.
      await waitFor(() => smtp.refused.length >= 10, { what: 'the five tried again' });
      for (const e of deferred) expect(smtp.mailsFor(e.submissionId as string)).toHaveLength(0);
      await waitFor(async () => (await app.meranti.store.stats()).pending === 5, { what: 'the fifty recorded as mailed' });
      expect((await app.meranti.store.stats()).dead).toBe(0);
      expect(await metric(app, 'meranti_mail_circuit_open')).toBe(0);
      expect(await metric(app, 'meranti_mail_relay_failures_total{reason="other"}')).toBe(0);
    },
  );
});

describe('a relay fault is not the message’s fault', () => {
  it('a login refused with 535 after a password rotation pauses delivery (metric, log line), dead-letters nothing, and delivery resumes once the login works', async () => {
    const smtp = track(await startSmtp({ auth: { user: 'website', pass: 'before-rotation' } }));
    smtp.password = 'after-rotation'; // the relay's password was rotated; the site still has the old one
    const log = capturedLogger();
    const app = track(
      await startApp({ smtpUrl: `smtp://website:before-rotation@127.0.0.1:${smtp.port}`, smtpInsecure: true, logger: log.logger }),
    );
    const enquiries = [fullEnquiry(), minimalEnquiry(), fullEnquiry()];
    for (const e of enquiries) expect((await app.post('/api/contact', e)).status).toBe(200);

    await waitFor(async () => (await metric(app, 'meranti_mail_circuit_open')) === 1, { what: 'the circuit to open' });
    await waitFor(() => smtp.logins.length >= 3, { what: 'the relay probed again' });
    expect(await metric(app, 'meranti_mail_relay_failures_total{reason="auth"}')).toBeGreaterThanOrEqual(1);
    const [opened] = log.events('mail.circuit_open');
    expect(opened).toMatchObject({ level: 50, reason: 'auth' });
    expect(opened?.retryInMs).toBeGreaterThan(0);
    // Nothing is the messages' fault: none is dead, all wait.
    expect(app.meranti.store.deadCount).toBe(0);
    expect(app.meranti.sender.deadLetters).toBe(0);
    for (const e of enquiries) expect(app.meranti.store.stateOf(e.submissionId as string)).toBe('pending');

    smtp.password = 'before-rotation'; // the login works again
    await waitFor(() => enquiries.every((e) => smtp.mailsFor(e.submissionId as string).length === 1), { what: 'the three mails' });
    await waitFor(async () => (await metric(app, 'meranti_mail_circuit_open')) === 0, { what: 'the circuit to close' });
    expect(log.events('mail.circuit_closed')).toHaveLength(1);
    expect(smtp.mails).toHaveLength(3);
  });

  it('a relay that stays down longer than DEAD_LETTER_AFTER_HOURS dead-letters nothing; once it is back everything is mailed, once', async () => {
    const port = await freePort(); // nothing listens: connection refused
    const app = track(await startApp({ smtpUrl: `smtp://127.0.0.1:${port}`, deadLetterAfterMs: 300 }));
    const enquiries = [fullEnquiry(), minimalEnquiry()];
    for (const e of enquiries) expect((await app.post('/api/contact', e)).status).toBe(200);
    await waitFor(() => app.meranti.sender.failedAttempts >= 3, { what: 'attempts' });
    await new Promise((r) => setTimeout(r, 600)); // well past the limit
    expect(await metric(app, 'meranti_mail_circuit_open')).toBe(1);
    expect(await metric(app, 'meranti_mail_relay_failures_total{reason="connection"}')).toBeGreaterThanOrEqual(3);
    expect(app.meranti.store.deadCount).toBe(0);

    const smtp = track(await startSmtp({ port }));
    await waitFor(() => enquiries.every((e) => smtp.mailsFor(e.submissionId as string).length === 1), {
      what: 'delivery once the relay is back',
    });
    await waitFor(() => app.meranti.store.pendingCount === 0);
    expect(smtp.mails).toHaveLength(2);
    expect(await metric(app, 'meranti_mail_circuit_open')).toBe(0);
  });
});

describe('credentials only over TLS', () => {
  it('an smtp:// relay that offers no STARTTLS never gets the password: delivery pauses (tls); with SMTP_INSECURE=1 it logs in', async () => {
    const smtp = track(await startSmtp({ auth: { user: 'website', pass: 's3cret' } })); // no STARTTLS
    const smtpUrl = `smtp://website:s3cret@127.0.0.1:${smtp.port}`;
    const app = await startApp({ smtpUrl });
    const enquiry = fullEnquiry();
    expect((await app.post('/api/contact', enquiry)).status).toBe(200);
    await waitFor(async () => ((await metric(app, 'meranti_mail_relay_failures_total{reason="tls"}')) ?? 0) >= 1, {
      what: 'the TLS fault',
    });
    expect(smtp.logins).toEqual([]); // nothing was sent in clear
    expect(app.meranti.store.stateOf(enquiry.submissionId as string)).toBe('pending');
    await app.close();

    // The operator says the link is trusted: the same DATA_DIR, the pending enquiry goes out.
    const insecure = track(await startApp({ dataDir: app.dataDir, smtpUrl, smtpInsecure: true }));
    await waitFor(() => smtp.mailsFor(enquiry.submissionId as string).length === 1, { what: 'the mail' });
    expect(smtp.logins).toEqual([{ username: 'website', secure: false, accepted: true }]);
    expect(insecure.meranti.mailDestination).toContain('SMTP_INSECURE');
  });

  it('with STARTTLS offered, the login happens on the encrypted connection and the mail is delivered', async () => {
    const smtp = track(await startSmtp({ auth: { user: 'website', pass: 's3cret' }, starttls: true }));
    // The test relay's certificate is smtp-server's own, self-signed: trusted for this test only.
    const app = track(await startApp({ smtpUrl: `smtp://website:s3cret@127.0.0.1:${smtp.port}/?tls.rejectUnauthorized=false` }));
    const enquiry = fullEnquiry();
    expect((await app.post('/api/contact', enquiry)).status).toBe(200);
    await waitFor(() => smtp.mailsFor(enquiry.submissionId as string).length === 1, { what: 'the mail' });
    expect(smtp.logins).toEqual([{ username: 'website', secure: true, accepted: true }]);
    expect(app.meranti.mailDestination).toContain('STARTTLS required');
  });
});
