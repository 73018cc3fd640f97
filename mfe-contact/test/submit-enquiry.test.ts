import { describe, expect, it, vi } from 'vitest';
import { buildEnquiryPayload, emptyEnquiryFields } from '../src/pages/contact/enquiry-payload';
import { CONTACT_ENDPOINT, FALLBACK_ERROR, submitEnquiry } from '../src/pages/contact/submit-enquiry';

const payload = buildEnquiryPayload(
  { ...emptyEnquiryFields, name: 'Jane Tan', email: 'jane@acme.example', company: 'Acme Retail' },
  {
    source: null,
    referrerUrl: 'https://www.meranti4pl.example/contact',
    submissionTimestamp: '2025-03-04T05:06:07.089Z',
    userAgent: 'test',
    submissionId: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
    website: '',
    formStartedAt: 1,
  },
);

const answer = (status: number, body: string) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));

describe('submitEnquiry', () => {
  it('POSTs the payload as JSON to /api/contact and resolves on ok + success true', async () => {
    const fetchImpl = answer(200, '{"success":true}');
    await expect(submitEnquiry(payload, fetchImpl)).resolves.toBeUndefined();
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(CONTACT_ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it('fails on success false even with an OK status, carrying the server text for the console', async () => {
    await expect(submitEnquiry(payload, answer(200, '{"success":false,"error":"email: is required"}'))).rejects.toThrow(
      'email: is required',
    );
  });

  it('fails on a non-OK status, and on an unreadable answer, with the internal fallback message', async () => {
    await expect(submitEnquiry(payload, answer(500, 'Internal Server Error'))).rejects.toThrow(FALLBACK_ERROR);
    await expect(submitEnquiry(payload, answer(502, '{"success":true}'))).rejects.toMatchObject({ status: 502 });
    await expect(submitEnquiry(payload, answer(200, ''))).rejects.toThrow('Failed to submit form');
  });

  it('fails on a network error', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(submitEnquiry(payload, offline)).rejects.toThrow('Failed to fetch');
  });
});
