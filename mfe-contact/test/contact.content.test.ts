import { companySizeValues, contactFieldLabels, serviceInterestValues } from '@meranti/contract/enquiry';
import { company } from '@meranti/platform';
import { describe, expect, it } from 'vitest';
import { contactContent } from '../src/pages/contact/contact.content';
import { contactContentSchema } from '../src/pages/contact/contact.schema';

const clone = () => structuredClone(contactContent) as any;

describe('contact content', () => {
  it('passes the content check that guards the prerender', async () => {
    expect(() => contactContentSchema.parse(contactContent)).not.toThrow();
    await expect(import('../src/content.check')).resolves.toBeDefined();
  });

  it('labels the fields as the product rules and the API name them', () => {
    for (const [name, field] of Object.entries(contactContent.form.fields)) {
      expect(field.label).toBe(contactFieldLabels[name as keyof typeof contactFieldLabels]);
    }
    expect(serviceInterestValues).toEqual([
      'general-inquiry',
      'partnership',
      'logistics-outsourcing',
      'supply-chain-control-tower',
      'rfq-management',
      'invoice-audit',
      'modern-mcpms',
    ]);
    expect(companySizeValues).toEqual(['under-10k', '10k-50k', '50k-200k', '200k-500k', 'over-500k']);
  });

  it('has the meta title and a 120–160 character description', () => {
    expect(contactContent.meta.title).toMatch(/^Contact Us/);
    expect(contactContent.meta.description.length).toBeGreaterThanOrEqual(120);
    expect(contactContent.meta.description.length).toBeLessThanOrEqual(160);
  });

  it('repeats no company fact (they come from @meranti/platform)', () => {
    const copy = JSON.stringify(contactContent);
    const facts = [
      ...Object.values(company.email),
      company.phone.display,
      company.phone.e164,
      company.address.street,
      company.address.building,
      company.address.postalCode,
      company.hours.opens,
      company.hours.closes,
    ];
    for (const fact of facts) expect(copy, fact).not.toContain(fact);
    expect(copy).not.toMatch(/meranti4pl\./i);
  });

  it('rejects copy that breaks the quoted texts', () => {
    const sending = clone();
    sending.form.sending = 'Sending…';
    expect(contactContentSchema.safeParse(sending).success).toBe(false);

    const toast = clone();
    toast.toasts.failure.description = 'Please try again.';
    expect(contactContentSchema.safeParse(toast).success).toBe(false);

    const label = clone();
    label.form.fields.name.label = 'Name';
    expect(contactContentSchema.safeParse(label).success).toBe(false);

    const analytics = clone();
    analytics.analytics.label = 'contact';
    expect(contactContentSchema.safeParse(analytics).success).toBe(false);

    const shortMeta = clone();
    shortMeta.meta.description = 'Contact us.';
    expect(contactContentSchema.safeParse(shortMeta).success).toBe(false);
  });
});
