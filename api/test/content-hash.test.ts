/** contentHash: one submission's content, whatever the server added and whatever order the keys came in. */
import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash } from '../src/store/content-hash';
import type { OutboxRecord } from '../src/store/record';

const enquiry = (over: Partial<OutboxRecord> = {}, data: Record<string, unknown> = {}): OutboxRecord =>
  ({
    v: 1,
    id: '0b5e4c1a-6f3e-4c2a-9d7e-2f1a3b4c5d6e',
    kind: 'contact',
    receivedAt: '2026-11-26T09:15:00.000Z',
    ...over,
    data: {
      name: 'Siti Rahman',
      email: 'siti@lumen-retail.example',
      company: 'Lumen Retail Pte Ltd',
      message: 'Audit our invoices',
      submissionId: '0b5e4c1a-6f3e-4c2a-9d7e-2f1a3b4c5d6e',
      submissionTimestamp: '2026-11-26T09:14:59.000Z',
      ...data,
    },
  }) as OutboxRecord;

describe('canonicalJson', () => {
  it('sorts keys at every depth, drops undefined values, keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: 'x', e: undefined } })).toBe('{"a":{"c":"x","d":[2,1]},"b":1}');
    expect(canonicalJson({ a: 'é\n"' })).toBe(JSON.stringify({ a: 'é\n"' }));
  });
});

describe('contentHash', () => {
  it('is frozen: stores persist it, so this vector never changes', () => {
    // = sha256('{"data":{"company":"Lumen Retail Pte Ltd","email":"siti@lumen-retail.example","message":"Audit our invoices","name":"Siti Rahman"},"kind":"contact"}')
    expect(contentHash(enquiry())).toBe('88a3c53a2e9a2bd0fd16497226ca83a4d7f42860ed52b7ee1e10f8667eb25a1d');
  });

  it('ignores what the server sets, the id and the browser’s send time: a retry hashes alike', () => {
    const first = contentHash(enquiry());
    const retry = enquiry(
      { id: 'ffffffff-6f3e-4c2a-9d7e-2f1a3b4c5d6e', receivedAt: '2026-11-27T00:00:00.000Z', suspect: { reason: 'too-fast', detail: 'x' } },
      { submissionId: 'ffffffff-6f3e-4c2a-9d7e-2f1a3b4c5d6e', submissionTimestamp: '2026-11-26T09:16:30.000Z' },
    );
    expect(contentHash(retry)).toBe(first);
    // Key order and absent optional fields (undefined) do not matter.
    const reordered = { ...enquiry(), data: Object.fromEntries(Object.entries(enquiry().data).reverse()) } as OutboxRecord;
    expect(contentHash(reordered)).toBe(first);
    expect(contentHash(enquiry({}, { phone: undefined }))).toBe(first);
  });

  it('differs for any change of content, and between an enquiry and a lead with the same fields', () => {
    const first = contentHash(enquiry());
    expect(contentHash(enquiry({}, { message: 'Audit our invoices.' }))).not.toBe(first);
    expect(contentHash(enquiry({}, { email: 'SITI@lumen-retail.example' }))).not.toBe(first);
    expect(contentHash(enquiry({}, { phone: '+65 6123 4567' }))).not.toBe(first);
    expect(contentHash({ ...enquiry(), kind: 'lead' } as OutboxRecord)).not.toBe(first);
  });
});
