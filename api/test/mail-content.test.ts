/** The mail sales receives: recipients, headers, labels, escaping, where the visitor came from. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { company } from '@meranti/platform/company';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      `Sent by the browser at:    ${enquiry.submissionTimestamp as string}`,
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
      expect(local.meranti.mailDestination).toBe(`.eml files in ${path.join(local.dataDir, 'mail')}`);
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
