/**
 * What validation accepts, both stores can keep: a lone UTF-16 surrogate (or a NUL) used to pass
 * validation and then be refused by PostgreSQL — 503 with Retry-After for ever, and the record up to
 * the bad character (the e-mail address with it) in PostgreSQL's log. Now it is a 400 on files and
 * on PostgreSQL, and a property test sends arbitrary text through the schemas into PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { contactEnquirySchema } from '@meranti/contract/enquiry';
import { leadSchema } from '@meranti/contract/lead';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as z from 'zod/mini';
import { closeAfterEach, createTestDatabase, downloadLead, fullEnquiry, startApp, startPgApp } from './helpers';

const track = closeAfterEach();

describe('a lone surrogate is refused with 400 by both stores, and reaches no log', () => {
  it.each(['files', 'PostgreSQL'])('%s', async (store) => {
    const app = track(store === 'files' ? await startApp() : await startPgApp(await createTestDatabase()));
    const email = `lone-${randomUUID().slice(0, 8)}@surrogate.example`;
    const res = await app.post('/api/contact', fullEnquiry({ email, message: 'We ship \ud800 parcels' }));
    expect(res.status).toBe(400);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(res.json).toEqual({ success: false, error: 'message: contains a broken character (half of a UTF-16 pair)' });
    const lead = await app.post('/api/leads', downloadLead({ email, company: '\udfffAcme' }));
    expect(lead.status).toBe(400);
    expect(readFileSync(inject('postgresLog'), 'utf8')).not.toContain(email);
  });
});

describe('whatever the schemas accept, PostgreSQL stores (jsonb, as the store writes it)', () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client(await createTestDatabase());
    await client.connect();
  });
  afterAll(() => client?.end());

  // Any UTF-16 code units (lone surrogates, NUL, controls), or any code points, or invisible ones.
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme-composite', maxLength: 20 }),
    fc
      .array(
        fc.constantFrom('\u0000', '\u001f', '\u00ad', '\u034f', '\u200b', '\u200d', '\u2028', '\ufeff', '\ud800', '\udfff', ' ', 'a', '@'),
        {
          maxLength: 12,
        },
      )
      .map((chars) => chars.join('')),
  );
  const storable = async (record: unknown) => {
    await client.query('SELECT $1::jsonb', [JSON.stringify(record)]);
    return true;
  };

  it('contact enquiries: every field arbitrary text', async () => {
    const fields = ['name', 'email', 'company', 'phone', 'message', 'referrerPage', 'referrerUrl', 'ctaSourceUrl', 'userAgent'];
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), text, fc.constantFrom(...fields), text, async (f1, v1, f2, v2) => {
        const parsed = z.safeParse(contactEnquirySchema, fullEnquiry({ [f1]: v1, [f2]: v2 }));
        if (!parsed.success) return true;
        accepted++;
        return storable({ v: 1, id: randomUUID(), kind: 'contact', data: parsed.data });
      }),
      { numRuns: 400, seed: 26 },
    );
    expect(accepted).toBeGreaterThan(20);
  });

  it('leads: every field arbitrary text', async () => {
    const fields = [
      'firstName',
      'lastName',
      'email',
      'company',
      'jobTitle',
      'currentChallenges',
      'resourceTitle',
      'resourceUrl',
      'pageUrl',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), text, async (field, value) => {
        const parsed = z.safeParse(leadSchema, downloadLead({ [field]: value }));
        return !parsed.success || storable({ v: 1, id: randomUUID(), kind: 'lead', data: parsed.data });
      }),
      { numRuns: 300, seed: 26 },
    );
  });
});
