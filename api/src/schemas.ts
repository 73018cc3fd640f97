/**
 * The API's public schemas, for the browser forms (`@meranti/api/schemas`) and the API alike.
 * Browser-safe: this file and everything it imports use zod only — no Node module.
 * Explicit named re-exports (no `export *`), so the surface is deliberate.
 */

export type { CompanySize, ContactEnquiry, ContactEnquiryInput, ContactFormValues, ServiceInterest } from './contact/schema';
export {
  companySizeLabels,
  companySizeValues,
  contactEnquirySchema,
  contactFieldLabels,
  contactFormSchema,
  contactLimits,
  serviceInterestLabels,
  serviceInterestValues,
} from './contact/schema';
export type {
  Lead,
  LeadCompanySize,
  LeadInput,
  LeadKind,
  LeadReferrer,
  NewsletterLead,
  ResourceLead,
  ResourceReferrer,
} from './leads/schema';
export {
  downloadLeadSchema,
  guideLeadSchema,
  leadCompanySizeLabels,
  leadCompanySizeValues,
  leadFieldLabels,
  leadFormSchema,
  leadKindLabels,
  leadKindValues,
  leadLimits,
  leadReferrerLabels,
  leadSchema,
  newsletterLeadSchema,
  resourceReferrerValues,
} from './leads/schema';
export type { ApiError, ApiResponse, ApiSuccess } from './shared/envelope';
export { apiErrorSchema, apiSuccessSchema } from './shared/envelope';
