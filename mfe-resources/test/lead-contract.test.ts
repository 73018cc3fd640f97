import { downloadLeadSchema, guideLeadSchema } from '@meranti/contract/lead';
import { describe, expect, it } from 'vitest';
import { buildDownloadLead, newSubmissionId } from '../src/components/download-dialog/post-lead';

/** The payload the download dialog sends must pass the API's own schema (the agreed contract). */
describe('download lead ↔ API contract', () => {
  const meta = {
    referrer: 'resources-calculator' as const,
    resourceTitle: '4PL ROI Calculator: Full Savings Report',
    resourceUrl: 'https://www.meranti4pl.example/resources/calculators?tab=roi#calculators',
    submissionId: newSubmissionId(),
    formStartedAt: 1_735_689_600_000,
  };

  it('accepts a complete lead', () => {
    const lead = buildDownloadLead(
      {
        firstName: 'Wei Ling',
        lastName: 'Tan',
        email: 'weiling.tan@example.com',
        company: 'Lion City Apparel',
        jobTitle: 'Head of Logistics',
        companySize: 'medium',
        currentChallenges: 'Too many carriers across SEA.',
        website: '',
      },
      meta,
    );
    const parsed = downloadLeadSchema.safeParse(lead);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('accepts a lead without the optional fields', () => {
    const lead = buildDownloadLead(
      {
        firstName: 'Arun',
        lastName: 'Pillai',
        email: 'arun@example.com',
        company: 'KL Parts',
        jobTitle: 'COO',
        companySize: '',
        currentChallenges: '',
        website: '',
      },
      meta,
    );
    expect(downloadLeadSchema.safeParse(lead).success).toBe(true);
  });

  it('sends the guide gate as a guide lead with the same fields (referrer resources-guide)', () => {
    const lead = buildDownloadLead(
      {
        firstName: 'Mei',
        lastName: 'Ong',
        email: 'mei.ong@example.com',
        company: 'Harbour Foods',
        jobTitle: 'Procurement Lead',
        website: '',
      },
      { ...meta, kind: 'guide', referrer: 'resources-guide', resourceUrl: '/resources/guides/freight-spend-negotiation-tactics' },
    );
    expect(lead.kind).toBe('guide');
    expect(guideLeadSchema.safeParse(lead).error?.issues ?? []).toEqual([]);
    expect(downloadLeadSchema.safeParse(lead).success).toBe(false);
  });
});
