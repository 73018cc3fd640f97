/**
 * The one typed module of company facts (docs/product-rules.md#brand-and-company-facts).
 * Every part — shell, areas, API, prerender — reads the company from here; page code never
 * repeats an address, a mailbox or a phone number. The facts are plain data so no validator ships
 * to browsers; `companySchema` (company.schema.ts) parses them with zod when the API starts and
 * when the site is prerendered, so a missing or malformed fact fails fast.
 */
import type { Company } from './company.schema';

export type { Company };

export const company = {
  name: 'Meranti 4PL',
  legalName: 'Meranti 4PL Pte. Ltd.',
  /** Unique Entity Number (ACRA), as printed on contracts and the legal pages. */
  uen: '201912345K',
  tagline: 'Fourth-party logistics for Southeast Asia and Asia Pacific',
  address: {
    street: '10 Anson Road',
    building: '#18-08 International Plaza',
    city: 'Singapore',
    postalCode: '079903',
    country: 'Singapore',
    countryCode: 'SG',
  },
  phone: { display: '+65 6812 4400', e164: '+6568124400' },
  email: {
    general: 'hello@meranti4pl.example',
    sales: 'sales@meranti4pl.example',
    partners: 'partners@meranti4pl.example',
    website: 'website@meranti4pl.example',
    privacy: 'dpo@meranti4pl.example',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/meranti-4pl',
    x: 'https://x.com/meranti4pl',
  },
  /**
   * The head office's time zone (IANA): times written for people — the mails to sales — are in it.
   * `timeZoneAbbreviation` is how people here write it after a time ("17:15 SGT"); Intl would
   * print "GMT+8". Singapore keeps one offset all year, so one abbreviation is always right (the
   * schema refuses a zone that changes its offset).
   */
  timeZone: 'Asia/Singapore',
  timeZoneAbbreviation: 'SGT',
  hours: { days: 'Monday to Friday', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  keyMarkets: ['Singapore', 'Malaysia', 'Thailand', 'Indonesia', 'Philippines', 'Hong Kong', 'Taiwan', 'South Korea', 'Japan', 'Australia'],
  currencies: ['SGD', 'USD', 'MYR', 'THB', 'IDR', 'PHP', 'HKD'],
  paymentMethods: ['Credit card', 'Bank transfer'],
  /** Default share image (Open Graph / Twitter), made by `npm run media` from our own design. */
  shareImage: {
    src: '/brand/og-default.jpg',
    width: 1200,
    height: 630,
    alt: 'Meranti 4PL — one partner for freight, warehousing and last mile across Southeast Asia and APAC',
  },
  logo: '/brand/meranti-logo.svg',
} as const satisfies Company;

/** One-line postal address, as printed in the footer and the mails. */
export const companyAddressLine = `${company.address.street}, ${company.address.building}, ${company.address.country} ${company.address.postalCode}`;
