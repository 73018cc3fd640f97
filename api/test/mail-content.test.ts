/** The mail sales receives: recipients, headers, labels, escaping, where the visitor came from, times in SGT. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { company } from '@meranti/platform/company';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCompanyTime } from '../src/mail/company-time';
import { downloadLead, fullEnquiry, parseMail, startApp, startSmtp, type TestApp, type TestSmtp, waitFor } from './helpers';

let smtp: TestSmtp;
let app: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** Thursday 26 November 2026, 09:15:53.817 UTC: 17:15 in Singapore. */
const SENT_AT = '2026-11-26T09:15:53.817Z';

/**
 * The instant as sales in Singapore write it, worked out here on its own (UTC+8 all year, names
 * spelled out) rather than with the code under test.
 */
function singaporeTime(iso: string): string {
  const d = new Date(Date.parse(iso) + 8 * 3600_000);
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d.getUTCDay()];
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getUTCMonth()];
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day} ${d.getUTCDate()} ${month} ${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} SGT`;
}

describe('times in the mail (sales read them in Singapore)', () => {
  it('the company facts give the zone and how it is written', () => {
    expect([company.timeZone, company.timeZoneAbbreviation]).toEqual(['Asia/Singapore', 'SGT']);
  });

  it('formatCompanyTime: weekday, day, month, year, 24-hour time and SGT, whatever offset the instant has', () => {
    expect(formatCompanyTime(SENT_AT)).toBe('Thu 26 Nov 2026, 17:15 SGT');
    expect(formatCompanyTime('2026-11-26T17:15:53+08:00')).toBe('Thu 26 Nov 2026, 17:15 SGT');
    // Across midnight and the year's end: the date is Singapore's.
    expect(formatCompanyTime('2026-12-31T16:00:00Z')).toBe('Fri 1 Jan 2027, 00:00 SGT');
    expect(formatCompanyTime('2027-09-05T15:59:00Z')).toBe('Sun 5 Sep 2027, 23:59 SGT');
    for (const iso of ['2026-02-28T23:30:00.000Z', '2026-06-30T04:05:00.000Z', '2028-02-29T12:00:00.000Z'])
      expect(formatCompanyTime(iso)).toBe(singaporeTime(iso));
    // Another zone and abbreviation, if the facts ever change.
    expect(formatCompanyTime(SENT_AT, { timeZone: 'Asia/Tokyo', abbreviation: 'JST' })).toBe('Thu 26 Nov 2026, 18:15 JST');
    // Not a date: passed on as it is, never "Invalid Date".
    expect(formatCompanyTime('not a time')).toBe('not a time');
  });

  it('a received mail shows both times in SGT in the text and HTML parts, the exact instants in headers', async () => {
    const enquiry = fullEnquiry({ submissionTimestamp: SENT_AT, formStartedAt: Date.parse(SENT_AT) - 90_000 });
    const id = enquiry.submissionId as string;
    const before = Date.now();
    expect((await app.post('/api/contact', enquiry)).status).toBe(200);
    const after = Date.now();
    const [received] = await waitFor(() => (smtp.mailsFor(id).length ? smtp.mailsFor(id) : undefined), { what: 'the mail' });
    const mail = parseMail(received!.raw);

    expect(mail.header('x-meranti-sent-at')).toBe(SENT_AT);
    const receivedAt = mail.header('x-meranti-received-at') ?? '';
    expect(receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(receivedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(receivedAt)).toBeLessThanOrEqual(after);

    expect(mail.text).toContain('Sent by the browser at:    Thu 26 Nov 2026, 17:15 SGT');
    expect(mail.text).toContain(`Received by the server at: ${singaporeTime(receivedAt)}`);
    expect(mail.html).toContain(
      'Sent by the browser at</th><td style="padding:6px 12px 6px 0;vertical-align:top;border-bottom:1px solid #e5e7eb;">Thu 26 Nov 2026, 17:15 SGT</td>',
    );
    expect(mail.html).toContain(`${singaporeTime(receivedAt)}</td>`);
    // No raw instant left in the body, no "GMT+8".
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain(SENT_AT);
      expect(part).not.toContain(receivedAt);
      expect(part).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      expect(part).not.toContain('GMT');
    }
  });

  it('a lead without a browser timestamp: no X-Meranti-Sent-At, "(not given)" in the body', async () => {
    const lead = downloadLead();
    expect((await app.post('/api/leads', lead)).status).toBe(200);
    const id = lead.submissionId as string;
    const [received] = await waitFor(() => (smtp.mailsFor(id).length ? smtp.mailsFor(id) : undefined), { what: 'the mail' });
    const mail = parseMail(received!.raw);
    expect(mail.header('x-meranti-sent-at')).toBeUndefined();
    expect(mail.text).toContain('Sent by the browser at:    (not given)');
    expect(mail.text).toContain(`Received by the server at: ${singaporeTime(mail.header('x-meranti-received-at') ?? '')}`);
  });
});

describe('mail for a full enquiry', () => {
  it('goes to sales from the website mailbox, Reply-To the visitor, with every field', async () => {
    const enquiry = fullEnquiry();
    const id = enquiry.submissionId as string;
    const res = await app.post('/api/contact', enquiry);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });

    const [received] = await waitFor(() => (smtp.mailsFor(id).length ? smtp.mailsFor(id) : undefined), { what: 'the mail' });
    const mail = parseMail(received!.raw);

    // Envelope and headers: defaults come from the company facts module.
    expect(received!.rcptTo).toEqual([company.email.sales]);
    expect(received!.mailFrom).toBe(company.email.website);
    expect(mail.header('to')).toBe(company.email.sales);
    expect(mail.header('from')).toBe(`${company.name} website <${company.email.website}>`);
    expect(mail.header('reply-to')).toBe('Siti Rahman <siti.rahman@lumen-retail.example>');
    expect(mail.header('message-id')).toBe(`<enquiry-${id}@meranti4pl.example>`);
    // Subject for triage: company, interest, spend.
    expect(mail.subject).toBe('Website enquiry · Lumen Retail Pte Ltd · Freight invoice audit · $50K – $200K per month');

    // Plain text: every field, readable labels, origin.
    for (const expected of [
      'Full Name:               Siti Rahman',
      'Email Address:           siti.rahman@lumen-retail.example',
      'Company Name:            Lumen Retail Pte Ltd',
      'Phone Number:            +65 6123 4567',
      'How can we help?:        Freight invoice audit',
      'Monthly Logistics Spend: $50K – $200K per month',
      '  We ship 4,000 parcels a month to MY & TH.',
      '  Can you audit our <carrier> invoices?',
      'Source page:         /services/invoice-audit',
      'Call-to-action page: /solutions/finance-teams',
      'Form page address:   http://127.0.0.1/contact',
      `Sent by the browser at:    ${singaporeTime(enquiry.submissionTimestamp as string)}`,
      'Browser:                   Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
      `Submission id:             ${id}`,
    ]) {
      expect(mail.text).toContain(expected);
    }
    expect(mail.text).not.toMatch(/: +(invoice-audit|50k-200k)$/m); // enum values appear as labels

    // HTML: the same, escaped.
    expect(mail.html).toContain('Freight invoice audit');
    expect(mail.html).toContain('$50K – $200K per month');
    expect(mail.html).toContain('Can you audit our &lt;carrier&gt; invoices?');
    expect(mail.html).toContain('MY &amp; TH.');
    expect(mail.html).not.toContain('<carrier>');
    expect(mail.html).toContain('/solutions/finance-teams');
  });

  it('a minimal enquiry says what was not given and defaults the source page to /direct', async () => {
    const enquiry = { name: 'Ali', email: 'ali@example.com', company: 'Acme', submissionId: crypto.randomUUID(), formStartedAt: 1 };
    expect((await app.post('/api/contact', enquiry)).status).toBe(200);
    const [received] = await waitFor(() => (smtp.mailsFor(enquiry.submissionId).length ? smtp.mailsFor(enquiry.submissionId) : undefined));
    const mail = parseMail(received!.raw);
    expect(mail.subject).toBe('Website enquiry · Acme · General inquiry');
    expect(mail.text).toContain('Phone Number:            (not given)');
    expect(mail.text).toContain('Source page:         /direct');
    expect(mail.text).toContain('Call-to-action page: /direct');
  });

  it('a download lead and a newsletter lead are mailed with their own labels', async () => {
    const lead = downloadLead();
    expect((await app.post('/api/leads', lead)).status).toBe(200);
    const news = {
      kind: 'newsletter',
      email: 'reader@example.org',
      referrer: 'newsletter',
      pageUrl: 'http://127.0.0.1/blog',
      submissionId: crypto.randomUUID(),
    };
    expect((await app.post('/api/leads', news)).status).toBe(200);

    const [l] = await waitFor(() =>
      smtp.mailsFor(lead.submissionId as string).length ? smtp.mailsFor(lead.submissionId as string) : undefined,
    );
    const m = parseMail(l!.raw);
    expect(m.subject).toBe(
      "Website lead · Resource download · Northwind Traders · Freight Spend Leaks: 10 Negotiation Tactics that Don't Hurt SLAs",
    );
    expect(m.header('reply-to')).toBe('Wei Chen <wei.chen@northwind.example>');
    expect(m.header('message-id')).toBe(`<lead-${lead.submissionId as string}@meranti4pl.example>`);
    expect(m.text).toContain('Company Size:                 201-1000 employees');
    expect(m.text).toContain('Job Title:                    Head of Logistics');
    expect(m.text).toContain('Source:           Guide');
    expect(m.text).toContain('Resource address: /resources/guides/freight-spend-leaks');
    expect(m.html).toContain('Carrier invoices &amp; SLAs');

    const [n] = await waitFor(() => (smtp.mailsFor(news.submissionId).length ? smtp.mailsFor(news.submissionId) : undefined));
    const nm = parseMail(n!.raw);
    expect(nm.subject).toBe('Website lead · Newsletter sign-up · reader@example.org');
    expect(nm.header('reply-to')).toBe('reader@example.org');
    expect(nm.text).toContain('Page address: http://127.0.0.1/blog');
  });
});

describe('embedded default (no SMTP_URL)', () => {
  it('writes each message as an .eml file under DATA_DIR/mail', async () => {
    const local = await startApp();
    try {
      expect(local.meranti.mailDestination).toBe(`.eml files in ${path.join(local.dataDir, 'mail')} (owner-only)`);
      const enquiry = fullEnquiry();
      expect((await local.post('/api/contact', enquiry)).status).toBe(200);
      const dir = path.join(local.dataDir, 'mail');
      const files = await waitFor(async () => {
        const names = await fs.readdir(dir).catch(() => [] as string[]);
        return names.filter((n) => n.endsWith('.eml')).length ? names : undefined;
      });
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(new RegExp(`^\\d{8}T\\d{6}Z-contact-${enquiry.submissionId as string}\\.eml$`));
      const mail = parseMail(await fs.readFile(path.join(dir, files[0]!), 'utf8'));
      expect(mail.header('to')).toBe(company.email.sales);
      expect(mail.subject).toContain('Lumen Retail Pte Ltd');
      expect(mail.text).toContain('Full Name:               Siti Rahman');
    } finally {
      await local.close();
    }
  });
});
