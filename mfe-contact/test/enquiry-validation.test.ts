import { describe, expect, it } from 'vitest';
import { contactContent } from '../src/pages/contact/contact.content';
import { type EnquiryFieldName, emptyEnquiryFields } from '../src/pages/contact/enquiry-payload';
import { firstInvalidField, validateEnquiry } from '../src/pages/contact/enquiry-validation';

const labels = Object.fromEntries(Object.entries(contactContent.form.fields).map(([name, field]) => [name, field.label])) as Record<
  EnquiryFieldName,
  string
>;

const valid = { ...emptyEnquiryFields, name: 'Jane Tan', email: 'jane@acme.example', company: 'Acme Retail' };

describe('validateEnquiry (the API schema, in the browser)', () => {
  it('accepts the three required fields alone, and every listed choice', () => {
    expect(validateEnquiry(valid, labels)).toEqual({});
    expect(
      validateEnquiry({ ...valid, serviceInterest: 'rfq-management', companySize: '10k-50k', phone: '+65 (6) 123-4567' }, labels),
    ).toEqual({});
  });

  it('names each missing required field in form order, worded after its label', () => {
    const errors = validateEnquiry({ ...emptyEnquiryFields, company: '   ' }, labels);
    expect(Object.keys(errors)).toEqual(['name', 'email', 'company']);
    expect(errors.name).toBe('Full Name is required');
    expect(errors.company).toBe('Company Name is required');
    expect(firstInvalidField(errors)).toBe('name');
  });

  it('rejects a malformed e-mail, a phone with letters and an unknown choice', () => {
    const errors = validateEnquiry({ ...valid, email: 'jane@', phone: 'call me', serviceInterest: 'free-lunch' }, labels);
    expect(errors.email).toMatch(/^Email Address /);
    expect(errors.phone).toMatch(/^Phone Number /);
    expect(errors.serviceInterest).toMatch(/^How can we help\? /);
    expect(firstInvalidField(errors)).toBe('email');
  });
});
