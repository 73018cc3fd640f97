/**
 * The contact enquiry (docs/product-rules.md#contact-enquiry). One schema for the API and the contact form.
 * Browser-safe: zod only.
 */
import * as z from 'zod/mini';
import { companySizeValues, contactLimits, serviceInterestValues } from './contact-choices';
import {
  emailAddress,
  formStartedAt,
  honeypot,
  optionalChoice,
  optionalLine,
  optionalPageUrl,
  optionalText,
  optionalTimestamp,
  requiredLine,
  submissionId,
} from './fields';

// The choices live in ./contact-choices (zod-free, for the browser form); the enquiry's module
// offers them too.
export {
  type CompanySize,
  companySizeLabels,
  companySizeValues,
  contactLimits,
  type ServiceInterest,
  serviceInterestLabels,
  serviceInterestValues,
} from './contact-choices';

/** The fields the visitor fills in. */
export const contactFormSchema = z.object({
  name: requiredLine(contactLimits.name),
  email: emailAddress(),
  company: requiredLine(contactLimits.company),
  phone: optionalLine(contactLimits.phone).check(
    z.refine<string | undefined>((v) => v === undefined || /^[0-9+()\-.\s/#*x]*$/i.test(v), {
      error: 'must be a phone number (digits, spaces, + - ( ) . /)',
    }),
  ),
  serviceInterest: optionalChoice(serviceInterestValues),
  companySize: optionalChoice(companySizeValues),
  message: optionalText(contactLimits.message),
});

/** The whole POST /api/contact body: the visitor's fields plus what the form adds. */
export const contactEnquirySchema = z.extend(contactFormSchema, {
  /** Where the visitor came from: the source page (a path, or /direct). */
  referrerPage: optionalLine(contactLimits.referrerPage),
  /** The address of the page the form was sent from. */
  referrerUrl: optionalPageUrl(),
  /** The call-to-action page (falls back to referrerPage, then /direct). */
  ctaSourceUrl: optionalLine(contactLimits.ctaSourceUrl),
  submissionTimestamp: optionalTimestamp(),
  userAgent: optionalLine(contactLimits.userAgent),
  /** Optional (not one of the form's own fields): without it, or the Idempotency-Key header, the server assigns one. */
  submissionId: z.optional(submissionId()),
  /** Honeypot: hidden from people; a filled one sends the enquiry to quarantine. */
  website: honeypot(),
  /** Optional: without it the fill time is not checked. */
  formStartedAt: z.optional(formStartedAt()),
});

/** What the contact form sends. */
export type ContactEnquiryInput = z.input<typeof contactEnquirySchema>;
/** A validated, normalised enquiry. */
export type ContactEnquiry = z.output<typeof contactEnquirySchema>;
export type ContactFormValues = z.input<typeof contactFormSchema>;

/** Form labels (docs/product-rules.md#contact-enquiry), also used in the mail to sales. */
export const contactFieldLabels = {
  name: 'Full Name',
  email: 'Email Address',
  company: 'Company Name',
  phone: 'Phone Number',
  serviceInterest: 'How can we help?',
  companySize: 'Monthly Logistics Spend',
  message: 'Message',
} as const satisfies Record<keyof ContactFormValues, string>;
