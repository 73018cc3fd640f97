/** Bad input: always a 4xx with the envelope naming the field, never a mail, never a 500. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadLead, fullEnquiry, minimalEnquiry, parseMail, startApp, startSmtp, type TestApp, type TestSmtp, waitFor } from './helpers';

let smtp: TestSmtp;
let app: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startApp({ smtpUrl: smtp.url, minFillMs: 2000 });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const without = (body: Record<string, unknown>, key: string) => {
  const { [key]: _drop, ...rest } = body;
  return rest;
};
const c = (o: Record<string, unknown>) => fullEnquiry(o);
const json = 'application/json';

interface Case {
  name: string;
  path?: string;
  body: unknown;
  type?: string | null;
  headers?: Record<string, string>;
  status: number;
  /** Text the error must contain (the field it names). */
  error: string;
}

const cases: Case[] = [
  { name: 'name missing', body: without(fullEnquiry(), 'name'), status: 400, error: 'name: is required' },
  { name: 'name empty', body: c({ name: '' }), status: 400, error: 'name: is required' },
  { name: 'name only spaces', body: c({ name: '   ' }), status: 400, error: 'name: is required' },
  { name: 'name too long', body: c({ name: 'x'.repeat(121) }), status: 400, error: 'name: must be at most 120 characters' },
  { name: 'name not text', body: c({ name: 42 }), status: 400, error: 'name: must be text' },
  {
    name: 'name with a line break',
    body: c({ name: 'Eve\r\nBcc: victim@example.com' }),
    status: 400,
    error: 'name: must be a single line',
  },
  { name: 'email missing', body: without(fullEnquiry(), 'email'), status: 400, error: 'email: is required' },
  { name: 'email invalid', body: c({ email: 'not-an-email' }), status: 400, error: 'email: must be a valid e-mail address' },
  { name: 'email with CRLF', body: c({ email: 'a@b.example\r\nBcc: x@evil.example' }), status: 400, error: 'email:' },
  { name: 'email with two addresses', body: c({ email: 'a@b.example, x@evil.example' }), status: 400, error: 'email:' },
  { name: 'email too long', body: c({ email: `${'a'.repeat(250)}@b.example` }), status: 400, error: 'email: must be at most 254' },
  { name: 'company missing', body: without(fullEnquiry(), 'company'), status: 400, error: 'company: is required' },
  { name: 'company with a newline', body: c({ company: 'Acme\nX-Evil: 1' }), status: 400, error: 'company: must be a single line' },
  { name: 'phone with letters', body: c({ phone: 'call me maybe' }), status: 400, error: 'phone: must be a phone number' },
  { name: 'phone too long', body: c({ phone: '1'.repeat(41) }), status: 400, error: 'phone: must be at most 40' },
  { name: 'serviceInterest unknown', body: c({ serviceInterest: 'pizza' }), status: 400, error: 'serviceInterest: must be one of' },
  { name: 'companySize unknown', body: c({ companySize: '1m' }), status: 400, error: 'companySize: must be one of' },
  { name: 'message too long', body: c({ message: 'x'.repeat(5001) }), status: 400, error: 'message: must be at most 5000' },
  { name: 'message with a NUL', body: c({ message: 'hi\u0000there' }), status: 400, error: 'message: contains characters' },
  // A lone UTF-16 surrogate (JSON carries it as "\ud800"): PostgreSQL would refuse it after validation.
  { name: 'name with a lone surrogate', body: c({ name: 'Siti \ud800' }), status: 400, error: 'name: contains a broken character' },
  { name: 'message with a lone low surrogate', body: c({ message: 'hi \udc00 there' }), status: 400, error: 'message: contains a broken' },
  { name: 'company ending in half a pair', body: c({ company: 'Acme \ud83d' }), status: 400, error: 'company: contains a broken' },
  { name: 'email with a lone surrogate', body: c({ email: 'siti\ud800@lumen.example' }), status: 400, error: 'email: must be a valid' },
  { name: 'userAgent with a lone surrogate', body: c({ userAgent: 'UA \udfff' }), status: 400, error: 'userAgent: contains a broken' },
  { name: 'referrerUrl with a NUL', body: c({ referrerUrl: 'http://a.example/\u0000' }), status: 400, error: 'referrerUrl:' },
  // Required fields are not satisfied by characters that show nothing.
  { name: 'name of a zero-width space', body: c({ name: '\u200b' }), status: 400, error: 'name: is required' },
  {
    name: 'company of a soft hyphen and a grapheme joiner',
    body: c({ company: '\u00ad\u034f' }),
    status: 400,
    error: 'company: is required',
  },
  { name: 'name of invisible characters and spaces', body: c({ name: ' \u200b\ufeff \u2800 ' }), status: 400, error: 'name: is required' },
  {
    name: 'referrerUrl not http(s)',
    body: c({ referrerUrl: 'javascript:alert(1)' }),
    status: 400,
    error: 'referrerUrl: must be an http(s) address',
  },
  { name: 'submissionTimestamp not ISO', body: c({ submissionTimestamp: 'yesterday' }), status: 400, error: 'submissionTimestamp:' },
  { name: 'userAgent too long', body: c({ userAgent: 'u'.repeat(513) }), status: 400, error: 'userAgent: must be at most 512' },
  {
    name: 'Idempotency-Key not a UUID',
    body: without(fullEnquiry(), 'submissionId'),
    headers: { 'idempotency-key': 'order-42' },
    status: 400,
    error: 'Idempotency-Key: must be a UUID',
  },
  {
    name: 'Idempotency-Key and submissionId differ',
    body: fullEnquiry(),
    headers: { 'idempotency-key': randomUUID() },
    status: 400,
    error: 'Idempotency-Key: must equal submissionId',
  },
  { name: 'submissionId not a UUID', body: c({ submissionId: '../../etc/passwd' }), status: 400, error: 'submissionId: must be a UUID' },
  { name: 'formStartedAt not a number', body: c({ formStartedAt: 'soon' }), status: 400, error: 'formStartedAt:' },
  { name: 'body is an array', body: [fullEnquiry()], status: 400, error: 'body: must be a JSON object' },
  { name: 'body is a JSON string', body: '"hello"', status: 400, error: 'body:' },
  { name: 'body is null', body: 'null', status: 400, error: 'body:' },
  { name: 'malformed JSON', body: '{"name": "Ali",', status: 400, error: 'body: not valid JSON' },
  { name: 'empty body', body: '', status: 400, error: 'body:' },
  {
    name: 'text/plain body',
    body: JSON.stringify(fullEnquiry()),
    type: 'text/plain',
    status: 415,
    error: 'Content-Type must be application/json',
  },
  {
    name: 'form-encoded body',
    body: 'name=Ali&email=a%40b.example',
    type: 'application/x-www-form-urlencoded',
    status: 415,
    error: 'Content-Type',
  },
  { name: 'no content type', body: JSON.stringify(fullEnquiry()), type: null, status: 415, error: 'Content-Type' },
  { name: 'JSON in latin1', body: JSON.stringify(fullEnquiry()), type: 'application/json; charset=latin1', status: 415, error: 'UTF-8' },
  { name: 'oversized body', body: JSON.stringify(fullEnquiry({ message: 'x'.repeat(100_000) })), status: 413, error: 'too large' },
  { name: 'GET instead of POST', path: '/api/contact', body: undefined, status: 405, error: 'POST' },
  { name: 'lead: kind missing', path: '/api/leads', body: without(downloadLead(), 'kind'), status: 400, error: 'kind: must be one of' },
  { name: 'lead: kind unknown', path: '/api/leads', body: downloadLead({ kind: 'webinar' }), status: 400, error: 'kind: must be one of' },
  {
    name: 'lead: jobTitle missing',
    path: '/api/leads',
    body: without(downloadLead(), 'jobTitle'),
    status: 400,
    error: 'jobTitle: is required',
  },
  {
    name: 'lead: headcount as spend',
    path: '/api/leads',
    body: downloadLead({ companySize: 'over-500k' }),
    status: 400,
    error: 'companySize: must be one of',
  },
  { name: 'lead: referrer wrong', path: '/api/leads', body: downloadLead({ referrer: 'newsletter' }), status: 400, error: 'referrer:' },
  {
    name: 'guide lead: lastName empty',
    path: '/api/leads',
    body: downloadLead({ kind: 'guide', lastName: ' ' }),
    status: 400,
    error: 'lastName: is required',
  },
  {
    name: 'lead: firstName of a zero-width joiner',
    path: '/api/leads',
    body: downloadLead({ firstName: '\u200d' }),
    status: 400,
    error: 'firstName: is required',
  },
  {
    name: 'lead: jobTitle with a lone surrogate',
    path: '/api/leads',
    body: downloadLead({ jobTitle: '\udbff Head' }),
    status: 400,
    error: 'jobTitle: contains a broken character',
  },
  {
    name: 'newsletter: e-mail invalid',
    path: '/api/leads',
    body: { kind: 'newsletter', email: 'hello', submissionId: randomUUID() },
    status: 400,
    error: 'email:',
  },
  {
    name: 'lead: text/plain',
    path: '/api/leads',
    body: JSON.stringify(downloadLead()),
    type: 'text/plain',
    status: 415,
    error: 'Content-Type',
  },
  { name: 'unknown API path', path: '/api/enquiries', body: fullEnquiry(), status: 404, error: 'Not found' },
];

describe('bad input', () => {
  it(`has a table of at least 30 cases (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('$name → $status', async ({ path = '/api/contact', body, type = json, headers: extra = {}, status, error }) => {
    const headers: Record<string, string> = type === null ? { ...extra } : { 'content-type': type, ...extra };
    const res = await fetch(`${app.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      // Bytes, not a string: fetch would otherwise add "text/plain" on its own.
      body: body === undefined ? undefined : new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body)),
    });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const answer = (await res.json()) as { success: boolean; error: string };
    expect(answer.success).toBe(false);
    expect(answer.error).toContain(error);
  });

  it('the server still answers, nothing was stored, and no bad input was mailed', async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect(app.meranti.store.pendingCount + app.meranti.sender.delivered).toBe(0);
    // A valid enquiry after all that: it is the only mail (the sender mails in order).
    const sentinel = minimalEnquiry();
    expect((await app.post('/api/contact', sentinel)).status).toBe(200);
    await waitFor(() => smtp.mailsFor(sentinel.submissionId as string).length === 1, { what: 'the sentinel mail' });
    expect(smtp.mails).toHaveLength(1);
  });
});

describe('what is accepted', () => {
  it('an internationalised domain (Singapore’s own .新加坡): accepted, shown as written, Reply-To in A-labels (punycode)', async () => {
    const body = fullEnquiry({ email: 'siti@例子.新加坡' });
    const res = await app.post('/api/contact', body);
    expect(res.status).toBe(200);
    await waitFor(() => smtp.mailsFor(body.submissionId as string).length === 1, { what: 'the mail' });
    const [mail] = smtp.mailsFor(body.submissionId as string);
    const parsed = parseMail(mail!.raw);
    expect(parsed.header('reply-to')).toContain('siti@xn--fsqu00a.xn--yfro4i67o');
    expect(parsed.text).toContain('siti@例子.新加坡');
  });

  it('an invisible optional field counts as absent; visible text around invisible characters is kept', async () => {
    const body = fullEnquiry({ message: '\u200b\u200b', phone: '\u00ad', name: 'Siti\u200bRahman' });
    expect((await app.post('/api/contact', body)).status).toBe(200);
    await waitFor(() => smtp.mailsFor(body.submissionId as string).length === 1, { what: 'the mail' });
    const [mail] = smtp.mailsFor(body.submissionId as string);
    const { text } = parseMail(mail!.raw);
    expect(text).toMatch(/^Message: +\(not given\)$/m);
    expect(text).toMatch(/^Phone Number: +\(not given\)$/m);
    expect(text).toContain('Siti\u200bRahman');
  });
});
