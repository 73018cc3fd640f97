/**
 * The contact form's choices and length bounds (docs/product-rules.md#contact-enquiry): plain data, no zod, so the browser
 * form can show them without loading the schema (`@meranti/contract/contact-choices`). The schema in
 * ./enquiry.ts is built on these very values.
 */
export const serviceInterestValues = [
  'general-inquiry',
  'partnership',
  'logistics-outsourcing',
  'supply-chain-control-tower',
  'rfq-management',
  'invoice-audit',
  'modern-mcpms',
] as const;
export type ServiceInterest = (typeof serviceInterestValues)[number];

/** Readable labels, in the order of the form's "How can we help?" options. */
export const serviceInterestLabels = {
  'general-inquiry': 'General inquiry',
  partnership: 'Partnership',
  'logistics-outsourcing': 'Logistics outsourcing (LaaS)',
  'supply-chain-control-tower': 'Supply chain control tower',
  'rfq-management': 'RFQ management (transportation procurement)',
  'invoice-audit': 'Freight invoice audit',
  'modern-mcpms': 'Multi-carrier platform (MCPMS)',
} as const satisfies Record<ServiceInterest, string>;

/** Monthly logistics spend (not headcount: see the lead's company size). */
export const companySizeValues = ['under-10k', '10k-50k', '50k-200k', '200k-500k', 'over-500k'] as const;
export type CompanySize = (typeof companySizeValues)[number];

/** Readable labels for the "Monthly Logistics Spend" select (amounts per month). */
export const companySizeLabels = {
  'under-10k': 'Under $10K',
  '10k-50k': '$10K – $50K',
  '50k-200k': '$50K – $200K',
  '200k-500k': '$200K – $500K',
  'over-500k': 'Over $500K',
} as const satisfies Record<CompanySize, string>;

/** Length bounds, shared with the form (maxLength attributes). */
export const contactLimits = {
  name: 120,
  email: 254,
  company: 160,
  phone: 40,
  message: 5000,
  referrerPage: 2048,
  referrerUrl: 2048,
  ctaSourceUrl: 2048,
  userAgent: 512,
} as const;
