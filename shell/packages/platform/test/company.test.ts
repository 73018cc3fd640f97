import { describe, expect, it } from 'vitest';
import { company } from '../src/company';
import { companySchema, isFixedOffsetZone } from '../src/company.schema';

describe('company facts (docs/product-rules.md#brand-and-company-facts)', () => {
  it('pass their schema', () => {
    expect(companySchema.safeParse(company).success).toBe(true);
  });

  it('name the time zone sales read times in, and how it is written (SGT, not Intl’s "GMT+8")', () => {
    expect(company.timeZone).toBe('Asia/Singapore');
    expect(company.timeZoneAbbreviation).toBe('SGT');
  });

  it('refuse an unknown zone, a zone that changes its offset (one abbreviation would be wrong half the year), a bad abbreviation', () => {
    expect(isFixedOffsetZone('Asia/Singapore')).toBe(true);
    expect(isFixedOffsetZone('Asia/Tokyo')).toBe(true);
    expect(isFixedOffsetZone('Europe/London')).toBe(false);
    expect(isFixedOffsetZone('Australia/Sydney')).toBe(false);
    expect(isFixedOffsetZone('Mars/Olympus_Mons')).toBe(false);
    expect(companySchema.safeParse({ ...company, timeZone: 'Europe/London' }).success).toBe(false);
    expect(companySchema.safeParse({ ...company, timeZone: 'Singapore Time' }).success).toBe(false);
    expect(companySchema.safeParse({ ...company, timeZoneAbbreviation: 'GMT+8' }).success).toBe(false);
  });
});
