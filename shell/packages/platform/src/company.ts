import * as z from 'zod/mini';

/**
 * The one typed module of company facts (DECISIONS.md "Company facts").
 * Every area — shell, remotes, API, prerender — reads the company from here; page code never
 * repeats an address, a mailbox or a phone number. Parsed with zod (the small `zod/mini` build, as it ships to browsers) at import so a missing or
 * malformed fact fails the build instead of shipping.
 */
const companySchema = z.object({
  name: z.string().check(z.minLength(1)),
  legalName: z.string().check(z.minLength(1)),
  tagline: z.string().check(z.minLength(1)),
  address: z.object({
    street: z.string().check(z.minLength(1)),
    building: z.string().check(z.minLength(1)),
    city: z.string().check(z.minLength(1)),
    postalCode: z.string().check(z.regex(/^\d{6}$/)),
    country: z.string().check(z.minLength(1)),
    countryCode: z.literal('SG'),
  }),
  phone: z.object({ display: z.string().check(z.minLength(1)), e164: z.string().check(z.regex(/^\+\d{8,15}$/)) }),
  email: z.object({
    general: z.email(),
    sales: z.email(),
    partners: z.email(),
    website: z.email(),
  }),
  social: z.object({
    linkedin: z.url(),
    x: z.url(),
  }),
  hours: z.object({ days: z.string().check(z.minLength(1)), opens: z.string(), closes: z.string() }),
  currencies: z.array(z.string().check(z.length(3))).check(z.minLength(1)),
  paymentMethods: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  defaultShareImage: z.string().check(z.startsWith('/')),
  logo: z.string().check(z.startsWith('/')),
});

export type Company = z.infer<typeof companySchema>;

export const company: Company = companySchema.parse({
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
  defaultShareImage: '/assets/og-default.png',
  logo: '/brand/meranti-logo.svg',
});

/** One-line postal address, as printed in the footer and the mails. */
export const companyAddressLine = `${company.address.street}, ${company.address.building}, ${company.address.country} ${company.address.postalCode}`;
