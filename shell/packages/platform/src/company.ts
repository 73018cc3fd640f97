/**
 * The one typed module of company facts (DECISIONS.md "Company facts").
 * Every area — shell, remotes, API, prerender — reads the company from here; page code never
 * repeats an address, a mailbox or a phone number. The facts are plain data so no validator ships
 * to browsers; `companySchema` (company.schema.ts) parses them with zod when the API starts and
 * when the site is prerendered, so a missing or malformed fact fails fast.
 */
import type { Company } from './company.schema';

export type { Company };

export const company = {
  name: 'Meranti 4PL',
  legalName: 'Meranti 4PL Pte. Ltd.',
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
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/meranti-4pl',
    x: 'https://x.com/meranti4pl',
  },
  hours: { days: 'Monday to Friday', opens: '09:00', closes: '18:00' },
  currencies: ['SGD', 'USD', 'MYR', 'THB', 'IDR', 'PHP', 'HKD'],
  paymentMethods: ['Credit card', 'Bank transfer'],
  defaultShareImage: '/brand/og-default.png',
  logo: '/brand/meranti-logo.svg',
} as const satisfies Company;

/** One-line postal address, as printed in the footer and the mails. */
export const companyAddressLine = `${company.address.street}, ${company.address.building}, ${company.address.country} ${company.address.postalCode}`;
