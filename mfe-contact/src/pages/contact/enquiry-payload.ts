/**
 * The contact enquiry POSTed to /api/contact [docs/product-rules.md#contact-enquiry]. Pure: no DOM, no React, no zod —
 * the hook passes in everything that comes from the browser. The API validates the same body
 * with `contactEnquirySchema` (@meranti/api/schemas); test/enquiry-payload.test.ts holds the two
 * together.
 */
/** The form's fields, exactly as the visitor left them (every value a string). */
export interface EnquiryFields {
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly phone: string;
  readonly serviceInterest: string;
  readonly companySize: string;
  readonly message: string;
}

export type EnquiryFieldName = keyof EnquiryFields;

export const enquiryFieldNames = [
  'name',
  'email',
  'company',
  'phone',
  'serviceInterest',
  'companySize',
  'message',
] as const satisfies readonly EnquiryFieldName[];

export const emptyEnquiryFields: EnquiryFields = {
  name: '',
  email: '',
  company: '',
  phone: '',
  serviceInterest: '',
  companySize: '',
  message: '',
};

/** Where the visitor came from, as `resolveSourcePage` reports it (null before it was read). */
export interface EnquirySource {
  readonly page?: string | null;
  readonly ctaSourceUrl?: string | null;
}

/** What the form adds to the visitor's fields at submit time. */
export interface EnquiryContext {
  readonly source: EnquirySource | null;
  /** The current page address (window.location.href). */
  readonly referrerUrl: string;
  /** new Date().toISOString() at submit. */
  readonly submissionTimestamp: string;
  readonly userAgent: string;
  /** One id per filled-in form, reused by retries (idempotent POST). */
  readonly submissionId: string;
  /** The honeypot's value: empty for people. */
  readonly website: string;
  /** Epoch ms when the form was first shown. */
  readonly formStartedAt: number;
}

/** The body of POST /api/contact. */
export interface EnquiryPayload {
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly phone?: string;
  readonly serviceInterest?: string;
  readonly companySize?: string;
  readonly message?: string;
  readonly referrerPage: string;
  readonly referrerUrl: string;
  readonly ctaSourceUrl: string;
  readonly submissionTimestamp: string;
  readonly userAgent: string;
  readonly submissionId: string;
  readonly website: string;
  readonly formStartedAt: number;
}

export const DIRECT = '/direct';

const clean = (value: string | null | undefined): string => (value ?? '').trim();

/** referrerPage: the source page, else /direct [docs/product-rules.md#contact-enquiry]. */
export function resolveReferrerPage(source: EnquirySource | null): string {
  return clean(source?.page) || DIRECT;
}

/** ctaSourceUrl: the stored call-to-action URL, else the referrer page, else /direct [docs/product-rules.md#contact-enquiry]. */
export function resolveCtaSourceUrl(source: EnquirySource | null): string {
  return clean(source?.ctaSourceUrl) || resolveReferrerPage(source);
}

/**
 * The payload from the visitor's fields and the submit context. Values are trimmed; empty
 * optional values are omitted [docs/product-rules.md#contact-enquiry].
 */
export function buildEnquiryPayload(fields: EnquiryFields, context: EnquiryContext): EnquiryPayload {
  const optional = (name: 'phone' | 'serviceInterest' | 'companySize' | 'message') => {
    const value = clean(fields[name]);
    return value ? { [name]: value } : {};
  };
  return {
    name: clean(fields.name),
    email: clean(fields.email),
    company: clean(fields.company),
    ...optional('phone'),
    ...optional('serviceInterest'),
    ...optional('companySize'),
    ...optional('message'),
    referrerPage: resolveReferrerPage(context.source),
    referrerUrl: context.referrerUrl,
    ctaSourceUrl: resolveCtaSourceUrl(context.source),
    submissionTimestamp: context.submissionTimestamp,
    userAgent: context.userAgent,
    submissionId: context.submissionId,
    website: context.website,
    formStartedAt: context.formStartedAt,
  };
}
