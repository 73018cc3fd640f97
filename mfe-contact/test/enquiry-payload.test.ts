import { contactEnquirySchema } from '@meranti/contract/enquiry';
import { describe, expect, it } from 'vitest';
import {
  buildEnquiryPayload,
  DIRECT,
  type EnquiryContext,
  type EnquiryFields,
  emptyEnquiryFields,
  resolveCtaSourceUrl,
  resolveReferrerPage,
} from '../src/pages/contact/enquiry-payload';

const context: EnquiryContext = {
  source: { page: '/services/mcpms', ctaSourceUrl: 'https://www.meranti4pl.example/services/mcpms' },
  referrerUrl: 'https://www.meranti4pl.example/contact',
  submissionTimestamp: '2025-03-04T05:06:07.089Z',
  userAgent: 'Mozilla/5.0 (test)',
  submissionId: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
  website: '',
  formStartedAt: 1_741_064_000_000,
};

const required: EnquiryFields = { ...emptyEnquiryFields, name: 'Jane Tan', email: 'jane@acme.example', company: 'Acme Retail' };

describe('buildEnquiryPayload', () => {
  it('omits every empty optional value, including whitespace-only ones', () => {
    const payload = buildEnquiryPayload({ ...required, phone: '   ', message: '\n\t ' }, context);
    expect(Object.keys(payload).sort()).toEqual(
      [
        'name',
        'email',
        'company',
        'referrerPage',
        'referrerUrl',
        'ctaSourceUrl',
        'submissionTimestamp',
        'userAgent',
        'submissionId',
        'website',
        'formStartedAt',
      ].sort(),
    );
    for (const key of ['phone', 'serviceInterest', 'companySize', 'message']) expect(payload).not.toHaveProperty(key);
  });

  it('keeps the optional values the visitor gave, trimmed, and the context as given', () => {
    const payload = buildEnquiryPayload(
      {
        name: '  Jane Tan ',
        email: ' jane@acme.example ',
        company: 'Acme Retail',
        phone: ' +65 9123 4567 ',
        serviceInterest: 'invoice-audit',
        companySize: '50k-200k',
        message: '  Peak season planning for 2025.\nThree markets.  ',
      },
      context,
    );
    expect(payload).toEqual({
      name: 'Jane Tan',
      email: 'jane@acme.example',
      company: 'Acme Retail',
      phone: '+65 9123 4567',
      serviceInterest: 'invoice-audit',
      companySize: '50k-200k',
      message: 'Peak season planning for 2025.\nThree markets.',
      referrerPage: '/services/mcpms',
      referrerUrl: 'https://www.meranti4pl.example/contact',
      ctaSourceUrl: 'https://www.meranti4pl.example/services/mcpms',
      submissionTimestamp: '2025-03-04T05:06:07.089Z',
      userAgent: 'Mozilla/5.0 (test)',
      submissionId: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
      website: '',
      formStartedAt: 1_741_064_000_000,
    });
  });

  it('sends the honeypot as it was filled in (the API drops bots)', () => {
    expect(buildEnquiryPayload(required, { ...context, website: 'http://spam.example' }).website).toBe('http://spam.example');
  });

  it('is what the API accepts (contactEnquirySchema), with and without the optional values', () => {
    expect(contactEnquirySchema.safeParse(buildEnquiryPayload(required, context)).success).toBe(true);
    const full = buildEnquiryPayload(
      { ...required, phone: '+65 6000 0000', serviceInterest: 'modern-mcpms', companySize: 'over-500k', message: 'Hello' },
      { ...context, source: null },
    );
    expect(contactEnquirySchema.safeParse(full).success).toBe(true);
  });
});

describe('referrerPage and ctaSourceUrl fallbacks', () => {
  it('referrerPage is the source page, else /direct', () => {
    expect(resolveReferrerPage({ page: '/resources/calculators' })).toBe('/resources/calculators');
    expect(resolveReferrerPage(null)).toBe(DIRECT);
    expect(resolveReferrerPage({ page: '' })).toBe('/direct');
    expect(resolveReferrerPage({ page: '  ' })).toBe('/direct');
    expect(resolveReferrerPage({ page: null, ctaSourceUrl: 'https://x.example/a' })).toBe('/direct');
  });

  it('ctaSourceUrl is the stored CTA address, else the referrer page, else /direct', () => {
    expect(resolveCtaSourceUrl({ page: '/about', ctaSourceUrl: 'https://www.meranti4pl.example/about?x=1' })).toBe(
      'https://www.meranti4pl.example/about?x=1',
    );
    expect(resolveCtaSourceUrl({ page: '/about', ctaSourceUrl: '' })).toBe('/about');
    expect(resolveCtaSourceUrl({ page: '/about' })).toBe('/about');
    expect(resolveCtaSourceUrl({ page: '', ctaSourceUrl: null })).toBe('/direct');
    expect(resolveCtaSourceUrl(null)).toBe('/direct');
  });

  it('the payload applies both fallbacks', () => {
    const direct = buildEnquiryPayload(required, { ...context, source: null });
    expect(direct.referrerPage).toBe('/direct');
    expect(direct.ctaSourceUrl).toBe('/direct');
    const noCta = buildEnquiryPayload(required, { ...context, source: { page: '/solutions' } });
    expect(noCta.referrerPage).toBe('/solutions');
    expect(noCta.ctaSourceUrl).toBe('/solutions');
  });
});
