/**
 * Leads (docs/product-rules.md#leads): the download dialog, the guide gate and the newsletter
 * prompt. A discriminated union on `kind`. Browser-safe: zod only.
 */
import * as z from 'zod/mini';
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

export const leadKindValues = ['download', 'guide', 'newsletter'] as const;
export type LeadKind = (typeof leadKindValues)[number];

export const leadKindLabels = {
  download: 'Resource download',
  guide: 'Guide access',
  newsletter: 'Newsletter sign-up',
} as const satisfies Record<LeadKind, string>;

/** Company size by headcount (not the enquiry's monthly spend). */
export const leadCompanySizeValues = ['startup', 'small', 'medium', 'large'] as const;
export type LeadCompanySize = (typeof leadCompanySizeValues)[number];

export const leadCompanySizeLabels = {
  startup: '1-50 employees',
  small: '51-200 employees',
  medium: '201-1000 employees',
  large: '1000+ employees',
} as const satisfies Record<LeadCompanySize, string>;

export const resourceReferrerValues = ['resources-guide', 'resources-case-study', 'resources-calculator'] as const;
export type ResourceReferrer = (typeof resourceReferrerValues)[number];
export type LeadReferrer = ResourceReferrer | 'newsletter';

export const leadReferrerLabels = {
  'resources-guide': 'Guide',
  'resources-case-study': 'Case study',
  'resources-calculator': 'Calculator',
  newsletter: 'Newsletter prompt',
} as const satisfies Record<LeadReferrer, string>;

export const leadLimits = {
  firstName: 80,
  lastName: 80,
  email: 254,
  company: 160,
  jobTitle: 120,
  currentChallenges: 2000,
  resourceTitle: 200,
  resourceUrl: 2048,
  pageUrl: 2048,
  userAgent: 512,
} as const;

/** The download form's fields (labels: First Name *, Last Name *, Work Email *, …). */
export const leadFormSchema = z.object({
  firstName: requiredLine(leadLimits.firstName),
  lastName: requiredLine(leadLimits.lastName),
  email: emailAddress(),
  company: requiredLine(leadLimits.company),
  jobTitle: requiredLine(leadLimits.jobTitle),
  companySize: optionalChoice(leadCompanySizeValues),
  currentChallenges: optionalText(leadLimits.currentChallenges),
});

export const leadFieldLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Work Email',
  company: 'Company',
  jobTitle: 'Job Title',
  companySize: 'Company Size',
  currentChallenges: 'Current Logistics Challenges',
} as const satisfies Record<keyof z.input<typeof leadFormSchema>, string>;

const common = {
  /** Optional: without it, or the Idempotency-Key header, the server assigns one. */
  submissionId: z.optional(submissionId()),
  website: honeypot(),
  pageUrl: optionalPageUrl(),
  submissionTimestamp: optionalTimestamp(),
  userAgent: optionalLine(leadLimits.userAgent),
};

const resourceLead = {
  ...leadFormSchema.shape,
  ...common,
  referrer: z.enum(resourceReferrerValues, { error: `must be one of: ${resourceReferrerValues.join(', ')}` }),
  resourceTitle: optionalLine(leadLimits.resourceTitle),
  /** The resource's address: absolute, or a path on this site. */
  resourceUrl: optionalLine(leadLimits.resourceUrl),
  /** Optional: without it the fill time is not checked. */
  formStartedAt: z.optional(formStartedAt()),
};

export const downloadLeadSchema = z.object({ kind: z.literal('download'), ...resourceLead });
export const guideLeadSchema = z.object({ kind: z.literal('guide'), ...resourceLead });
export const newsletterLeadSchema = z.object({
  kind: z.literal('newsletter'),
  email: emailAddress(),
  referrer: z._default(z.literal('newsletter', { error: 'must be newsletter' }), 'newsletter'),
  ...common,
  /** The prompt has no form to time; when sent, the minimum fill time applies. */
  formStartedAt: z.optional(formStartedAt()),
});

export const leadSchema = z.discriminatedUnion('kind', [downloadLeadSchema, guideLeadSchema, newsletterLeadSchema], {
  error: `must be one of: ${leadKindValues.join(', ')}`,
});

export type LeadInput = z.input<typeof leadSchema>;
export type Lead = z.output<typeof leadSchema>;
export type ResourceLead = z.output<typeof downloadLeadSchema> | z.output<typeof guideLeadSchema>;
export type NewsletterLead = z.output<typeof newsletterLeadSchema>;
