/**
 * An Idempotency-Key (or submissionId) reused with different content: 422 (the IETF draft "The
 * Idempotency-Key HTTP Header Field"), nothing stored, the first submission untouched and mailed
 * once — on both stores, while the first is pending, after it was mailed (its personal data gone:
 * the content hash stays), after a restart, and when it went to quarantine. The same content again
 * (a retry, with the browser's later send time) stays a 200 without a second mail.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED } from '../src/submissions/service';
import {
  closeAfterEach,
  createTestDatabase,
  downloadLead,
  fullEnquiry,
  parseMail,
  sql,
  startApp,
  startPgApp,
  startSmtp,
  type TestApp,
  type TestSmtp,
  waitFor,
} from './helpers';

const track = closeAfterEach();
const reused = { success: false, error: IDEMPOTENCY_KEY_REUSED };

const stores: Array<[string, (smtp: TestSmtp) => Promise<TestApp<any>>]> = [
  ['files', async (smtp) => track(await startApp({ smtpUrl: smtp.url }))],
  ['PostgreSQL', async (smtp) => track(await startPgApp(await createTestDatabase(), { smtpUrl: smtp.url }))],
];

describe.each(stores)('%s', (_store, start) => {
  it('a reused key with other content: 422 while pending and after the mail went out; a retry of the same content: 200; one mail, the first content', async () => {
    const smtp = track(await startSmtp());
    smtp.hold = true; // the first stays pending until released
    const app = await start(smtp);
    const key = randomUUID();
    const { submissionId: _id, ...enquiry } = fullEnquiry({ message: 'First: audit our invoices' });
    expect((await app.post('/api/contact', enquiry, { 'idempotency-key': key })).status).toBe(200);

    const other = { ...enquiry, message: 'Second: something else entirely' };
    const pending = await app.post('/api/contact', other, { 'idempotency-key': key });
    expect(pending.status).toBe(422);
    expect(pending.json).toEqual(reused);
    // The body's submissionId is the same key.
    expect((await app.post('/api/contact', { ...other, submissionId: key })).status).toBe(422);
    // A retry: the same content, stamped later by the browser.
    const retry = { ...enquiry, submissionTimestamp: new Date(Date.now() + 5_000).toISOString() };
    expect((await app.post('/api/contact', retry, { 'idempotency-key': key })).status).toBe(200);

    smtp.hold = false;
    await waitFor(() => smtp.mailsFor(key).length === 1, { what: 'the mail', timeout: 15_000 });
    await waitFor(async () => (await app.meranti.store.stats()).pending === 0, { what: 'the delivery record' });
    const mailed = await app.post('/api/contact', other, { 'idempotency-key': key });
    expect(mailed.status).toBe(422);
    expect((await app.post('/api/contact', retry, { 'idempotency-key': key })).status).toBe(200);
    // A lead under an enquiry's key is other content too.
    expect((await app.post('/api/leads', downloadLead({ submissionId: key }))).status).toBe(422);

    expect(smtp.mailsFor(key)).toHaveLength(1);
    expect(parseMail(smtp.mailsFor(key)[0]!.raw).text).toContain('First: audit our invoices');
  });

  it('a quarantined submission (honeypot) keeps its key: other content under it is 422', async () => {
    const smtp = track(await startSmtp());
    const app = await start(smtp);
    const id = randomUUID();
    expect((await app.post('/api/contact', fullEnquiry({ submissionId: id, website: 'https://spam.example' }))).status).toBe(200);
    const res = await app.post('/api/contact', fullEnquiry({ submissionId: id, company: 'Other Pte Ltd' }));
    expect(res.status).toBe(422);
    expect(smtp.mails).toHaveLength(0);
  });
});

it('files: the content hash outlives a restart (sent.ndjson keeps it, not the submission)', async () => {
  const smtp = track(await startSmtp());
  const first = await startApp({ smtpUrl: smtp.url });
  const enquiry = fullEnquiry();
  const id = enquiry.submissionId as string;
  expect((await first.post('/api/contact', enquiry)).status).toBe(200);
  await waitFor(() => smtp.mailsFor(id).length === 1, { what: 'the mail' });
  await waitFor(() => first.meranti.store.pendingCount === 0, { what: 'the delivery record' });
  await first.close();
  const again = track(await startApp({ smtpUrl: smtp.url, dataDir: first.dataDir }));
  expect((await again.post('/api/contact', { ...enquiry, message: 'changed' })).status).toBe(422);
  expect((await again.post('/api/contact', enquiry)).status).toBe(200);
  expect(smtp.mailsFor(id)).toHaveLength(1);
});

it('PostgreSQL: a mailed row keeps the id and the content hash, not the submission', async () => {
  const smtp = track(await startSmtp());
  const databaseUrl = await createTestDatabase();
  const app = track(await startPgApp(databaseUrl, { smtpUrl: smtp.url }));
  const enquiry = fullEnquiry();
  expect((await app.post('/api/contact', enquiry)).status).toBe(200);
  await waitFor(async () => (await sql(databaseUrl, `SELECT state FROM meranti.submissions`))[0]?.state === 'sent', { what: 'sent' });
  const [row] = await sql(databaseUrl, 'SELECT record, content_hash FROM meranti.submissions WHERE id = $1', [enquiry.submissionId]);
  expect(row?.record).toBeNull();
  expect(row?.content_hash).toMatch(/^[0-9a-f]{64}$/);
});
