import { z } from 'zod';

/** The UTC offset of `zone` at `date`, e.g. "GMT+08:00"; throws RangeError for an unknown zone. */
const utcOffset = (zone: string, date: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value;

/**
 * A time zone that one abbreviation always names: a known IANA zone with the same UTC offset in
 * January and July (no daylight saving time).
 */
export function isFixedOffsetZone(zone: string, year = new Date().getUTCFullYear()): boolean {
  try {
    return utcOffset(zone, new Date(Date.UTC(year, 0, 15))) === utcOffset(zone, new Date(Date.UTC(year, 6, 15)));
  } catch {
    return false;
  }
}

/** Shape of the company facts (company.ts); parsed on the server side only. */
export const companySchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  uen: z.string().regex(/^\d{8,9}[A-Z]$/),
  tagline: z.string().min(1),
  address: z.object({
    street: z.string().min(1),
    building: z.string().min(1),
    city: z.string().min(1),
    postalCode: z.string().regex(/^\d{6}$/),
    country: z.string().min(1),
    countryCode: z.literal('SG'),
  }),
  phone: z.object({ display: z.string().min(1), e164: z.string().regex(/^\+\d{8,15}$/) }),
  email: z.object({
    general: z.email(),
    sales: z.email(),
    partners: z.email(),
    website: z.email(),
    /** The data protection officer's mailbox (PDPA access and correction requests). */
    privacy: z.email(),
  }),
  social: z.object({
    linkedin: z.url(),
    x: z.url(),
  }),
  timeZone: z.string().refine((zone) => isFixedOffsetZone(zone), {
    message: 'must be an IANA time zone with one UTC offset all year (its times are written with one abbreviation)',
  }),
  timeZoneAbbreviation: z.string().regex(/^[A-Z]{2,5}$/, 'must be 2 to 5 capital letters, e.g. SGT'),
  hours: z.object({
    days: z.string().min(1),
    dayOfWeek: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).min(1),
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
  }),
  keyMarkets: z.array(z.string().min(1)).min(1),
  currencies: z.array(z.string().length(3)).min(1),
  paymentMethods: z.array(z.string().min(1)).min(1),
  shareImage: z.object({
    src: z.string().startsWith('/'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string().min(1),
  }),
  logo: z.string().startsWith('/'),
});

export type Company = z.infer<typeof companySchema>;

/** Throws with every problem listed when the facts do not match the schema. */
export function assertCompanyFacts(facts: unknown): Company {
  return companySchema.parse(facts);
}
