/** Exactly once, whatever the mail server does: down, slow, or the same submission twice. */
import MailComposer from 'nodemailer/lib/mail-composer';
import { afterEach, describe, expect, it } from 'vitest';
import { composeMail } from '../src/mail/compose';
import type { OutboxRecord } from '../src/outbox/store';
import {
  decodeWords,
  freePort,
  fullEnquiry,
  headerOf,
  minimalEnquiry,
  parseMail,
  startApp,
  startSmtp,
  type TestApp,
  type TestSmtp,
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

describe('mail server down, then back', () => {
  it('answers 2xx at once, retries with backoff, and delivers each enquiry once when the server returns', async () => {
    const port = await freePort(); // nothing listens there yet: connection refused
    const app: TestApp = track(await startApp({ smtpUrl: `smtp://127.0.0.1:${port}` }));
    const enquiries = [fullEnquiry(), minimalEnquiry(), fullEnquiry()];
    for (const e of enquiries) {
      const res = await app.post('/api/contact', e);
      expect(res.status).toBe(200);
    }
    // The sender has tried, failed and retried; everything is still pending.
    await waitFor(() => app.meranti.sender.failedAttempts >= 3, { what: 'failed attempts' });
    expect(app.meranti.store.pendingCount).toBe(3);
    expect(app.meranti.sender.delivered).toBe(0);

    const smtp: TestSmtp = track(await startSmtp({ port }));
    for (const e of enquiries)
      await waitFor(() => smtp.mailsFor(e.submissionId as string).length > 0, { what: 'delivery after the server came back' });
    await waitFor(() => app.meranti.store.pendingCount === 0, { what: 'the outbox to drain' });
    for (const e of enquiries) expect(smtp.mailsFor(e.submissionId as string)).toHaveLength(1);
    expect(smtp.mails).toHaveLength(3);
  });
});

describe('idempotency', () => {
  it('the same submission id posted twice (in a row and at once) gives one mail', async () => {
    const smtp = track(await startSmtp());
    const app = track(await startApp({ smtpUrl: smtp.url }));
    const enquiry = fullEnquiry();
    expect((await app.post('/api/contact', enquiry)).json).toEqual({ success: true });
    expect((await app.post('/api/contact', enquiry)).json).toEqual({ success: true });

    const concurrent = fullEnquiry();
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.post('/api/contact', concurrent)));
    for (const a of answers) expect(a.json).toEqual({ success: true });

    // After the first is mailed, a late retry (stamped anew by the browser) is still recognised.
    await waitFor(() => smtp.mailsFor(enquiry.submissionId as string).length === 1);
    expect((await app.post('/api/contact', { ...enquiry, submissionTimestamp: new Date().toISOString() })).status).toBe(200);

    // Deliveries run in parallel: wait for both, and for the outbox to drain.
    await waitFor(() => smtp.mailsFor(concurrent.submissionId as string).length === 1, { what: 'the concurrent one' });
    await waitFor(() => app.meranti.store.pendingCount === 0, { what: 'the outbox to drain' });
    expect(smtp.mailsFor(enquiry.submissionId as string)).toHaveLength(1);
    expect(smtp.mailsFor(concurrent.submissionId as string)).toHaveLength(1);
    expect(smtp.mails).toHaveLength(2);
  });
});

describe('a slow mail server', () => {
  it('answering in 10 s does not delay the 2xx; the mail still arrives, once', async () => {
    const smtp = track(await startSmtp({ delayMs: 10_000 }));
    const app = track(await startApp({ smtpUrl: smtp.url }));
    const enquiry = fullEnquiry();
    const t0 = performance.now();
    const res = await app.post('/api/contact', enquiry);
    const first = performance.now() - t0;
    expect(res.status).toBe(200);
    expect(first).toBeLessThan(1_000);

    // While the server is stalling on the first, more enquiries are accepted just as fast.
    const t1 = performance.now();
    const more = await Promise.all(Array.from({ length: 20 }, () => app.post('/api/contact', minimalEnquiry())));
    expect(performance.now() - t1).toBeLessThan(1_000);
    for (const r of more) expect(r.status).toBe(200);

    await waitFor(() => smtp.mailsFor(enquiry.submissionId as string).length === 1, { timeout: 20_000, what: 'the slow delivery' });
    expect(smtp.mailsFor(enquiry.submissionId as string)).toHaveLength(1);
  }, 30_000);
});

describe('header injection', () => {
  it('CRLF in any field adds no header and no recipient', async () => {
    const smtp = track(await startSmtp());
    const app = track(await startApp({ smtpUrl: smtp.url }));
    const evil = 'Eve\r\nBcc: victim@evil.example\r\nX-Injected: yes';
    const attempts = [
      { name: evil },
      { company: evil },
      { phone: '123\r\nBcc: victim@evil.example' },
      { email: 'eve@evil.example\r\nBcc: victim@evil.example' },
      { email: 'eve@evil.example>\r\nCc: <victim@evil.example' },
      { userAgent: evil },
      { referrerPage: '/x\nBcc: victim@evil.example' },
      { name: 'Eve\u2028Bcc: victim@evil.example' },
    ];
    for (const a of attempts) expect((await app.post('/api/contact', fullEnquiry(a))).status).toBe(400);
    // Multi-line text is allowed where it belongs (the message body) and stays there.
    const body = fullEnquiry({ message: 'Hello\r\nBcc: victim@evil.example\r\n\r\nX-Injected: yes\r\n.\r\nMAIL FROM:<x@evil.example>' });
    expect((await app.post('/api/contact', body)).status).toBe(200);
    const lead = {
      kind: 'download',
      firstName: 'Eve',
      lastName: 'Doe',
      email: 'eve@evil.example',
      company: 'Evil',
      jobTitle: 'CTO',
      referrer: 'resources-guide',
      currentChallenges: 'a\r\nBcc: victim@evil.example',
      submissionId: crypto.randomUUID(),
      formStartedAt: 1,
    };
    expect((await app.post('/api/leads', lead)).status).toBe(200);

    await waitFor(() => smtp.mails.length === 2 && app.meranti.store.pendingCount === 0, { what: 'two mails' });
    for (const m of smtp.mails) {
      expect(m.rcptTo).toEqual(['sales@meranti4pl.example']);
      const head = m.raw.slice(0, m.raw.indexOf('\r\n\r\n'));
      expect(head).not.toMatch(/^(bcc|cc|x-injected):/im);
      expect(head).not.toContain('victim@evil.example');
      const names = head
        .replace(/\r\n[ \t]+/g, ' ')
        .split('\r\n')
        .map((l) => l.slice(0, l.indexOf(':')).toLowerCase());
      // The enquiry carries the browser's timestamp (X-Meranti-Sent-At); the lead has none.
      const fromBrowser = /^X-Meranti-Kind: contact/m.test(head) ? ['x-meranti-sent-at'] : [];
      expect(names.sort()).toEqual(
        [
          'content-type',
          'date',
          'from',
          'message-id',
          'mime-version',
          'reply-to',
          'subject',
          'to',
          'x-meranti-kind',
          'x-meranti-submission-id',
          'x-meranti-received-at',
          ...fromBrowser,
        ].sort(),
      );
    }
  });
});

describe('the Reply-To display name is plain text', () => {
  it('a name posing as an address, bidi overrides and encoded-words reach sales as plain text; the address is the visitor’s', async () => {
    const smtp = track(await startSmtp());
    const app = track(await startApp({ smtpUrl: smtp.url }));
    const names = [
      '"Boss" <ceo@meranti4pl.example>',
      'Eve \u202Eelpmaxe.live@\u202C Tan\u2066\u2069\u200F',
      '=?UTF-8?Q?Eve=0D=0ABcc:_victim@evil.example?=',
    ];
    const company = 'Acme =?UTF-8?B?DQpCY2M6IHZpY3RpbUBldmlsLmV4YW1wbGU=?= Pte Ltd';
    const sent = names.map((name) => fullEnquiry({ name, company, email: 'eve@visitor.example' }));
    for (const e of sent) expect((await app.post('/api/contact', e)).status).toBe(200);
    for (const e of sent) await waitFor(() => smtp.mailsFor(e.submissionId as string).length === 1, { what: 'the mail' });

    const replyTos = sent.map((e) => decodeWords(headerOf(smtp.mailsFor(e.submissionId as string)[0]?.raw ?? '', 'reply-to') ?? ''));
    // Quoted by nodemailer where a phrase needs it; an encoded-word is dropped whole (nothing was left of that name).
    expect(replyTos).toEqual([
      '"Boss ceo meranti4pl.example" <eve@visitor.example>',
      '"Eve elpmaxe.live Tan" <eve@visitor.example>',
      'eve@visitor.example',
    ]);
    for (const e of sent) {
      const raw = smtp.mailsFor(e.submissionId as string)[0]?.raw ?? '';
      const subject = decodeWords(headerOf(raw, 'subject') ?? '');
      expect(subject).not.toMatch(/[\r\n]|victim/);
      expect(subject).toContain('Acme');
      // The body keeps what the visitor typed, escaped.
      expect(parseMail(raw).text).toContain(`Full Name:               ${e.name as string}`);
    }
  });
});

describe('composeMail on its own (defence in depth, values that bypassed the schema)', () => {
  it('keeps every header on one line and recipients to the configured mailbox', async () => {
    const record = {
      v: 1,
      id: '00000000-0000-4000-8000-000000000000',
      kind: 'contact',
      receivedAt: '2025-01-01T00:00:00.000Z',
      data: {
        name: 'Eve\r\nBcc: victim@evil.example',
        email: 'eve@evil.example\r\nBcc: victim@evil.example',
        company: 'Evil\r\nX-Injected: yes',
        submissionId: '00000000-0000-4000-8000-000000000000',
      },
    } as unknown as OutboxRecord;
    const mail = composeMail(record, { to: 'sales@meranti4pl.example', from: 'website@meranti4pl.example' });
    expect(mail.envelope).toEqual({ from: 'website@meranti4pl.example', to: ['sales@meranti4pl.example'] });
    expect(mail.replyTo).toBeUndefined(); // not a plain address: left out
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const raw = (await new MailComposer(mail).compile().build()).toString('utf8');
    const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(head).not.toMatch(/^(bcc|cc|x-injected):/im);
    expect(head).not.toContain('victim@evil.example');
  });
});
