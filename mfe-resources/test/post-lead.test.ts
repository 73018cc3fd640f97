import { describe, expect, it, vi } from 'vitest';
import { buildDownloadLead, LEADS_ENDPOINT, type LeadMeta, newSubmissionId, postLead } from '../src/components/download-dialog/post-lead';

const meta: LeadMeta = {
  referrer: 'resources-calculator',
  resourceTitle: '4PL ROI Calculator: Full Savings Report',
  resourceUrl: 'https://www.meranti4pl.example/resources/calculators?tab=roi#calculators',
  submissionId: '3f1c2b9e-8d4a-4c1e-9b7a-2e5d6f7a8b9c',
  formStartedAt: 1_735_689_600_000,
};

const filled = {
  firstName: ' Wei Ling ',
  lastName: 'Tan',
  email: 'weiling.tan@example.com ',
  company: 'Lion City Apparel',
  jobTitle: 'Head of Logistics',
  companySize: 'small',
  currentChallenges: '  Carrier costs in Indonesia  ',
  website: '',
};

describe('download lead payload (the contract with POST /api/leads)', () => {
  it('carries the form fields, trimmed, and the dialog context', () => {
    expect(buildDownloadLead(filled, meta)).toEqual({
      kind: 'download',
      firstName: 'Wei Ling',
      lastName: 'Tan',
      email: 'weiling.tan@example.com',
      company: 'Lion City Apparel',
      jobTitle: 'Head of Logistics',
      companySize: 'small',
      currentChallenges: 'Carrier costs in Indonesia',
      referrer: 'resources-calculator',
      resourceTitle: meta.resourceTitle,
      resourceUrl: meta.resourceUrl,
      submissionId: meta.submissionId,
      website: '',
      formStartedAt: meta.formStartedAt,
    });
  });

  it('leaves out empty optional fields and unknown company sizes', () => {
    const lead = buildDownloadLead({ ...filled, companySize: '', currentChallenges: '   ' }, meta);
    expect(lead).not.toHaveProperty('companySize');
    expect(lead).not.toHaveProperty('currentChallenges');
    expect(buildDownloadLead({ ...filled, companySize: 'huge' }, meta)).not.toHaveProperty('companySize');
  });

  it('passes the honeypot through untouched', () => {
    expect(buildDownloadLead({ ...filled, website: 'http://spam.example' }, meta).website).toBe('http://spam.example');
  });

  it('makes RFC 4122 version-4 submission ids', () => {
    const a = newSubmissionId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newSubmissionId()).not.toBe(a);
  });
});

describe('postLead', () => {
  const lead = buildDownloadLead(filled, meta);

  it('POSTs the lead as JSON to /api/leads and resolves on 2xx', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"ok":true}', { status: 202 }));
    await expect(postLead(lead, fetchImpl)).resolves.toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(LEADS_ENDPOINT);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(lead);
  });

  it('rejects on a non-2xx answer', async () => {
    await expect(postLead(lead, async () => new Response('bad', { status: 422 }))).rejects.toMatchObject({ status: 422 });
    await expect(postLead(lead, async () => new Response('down', { status: 503 }))).rejects.toThrow(/503/);
  });

  it('rejects on a network error', async () => {
    await expect(
      postLead(lead, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow(/Failed to fetch/);
  });
});
