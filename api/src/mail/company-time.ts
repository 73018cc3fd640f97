/**
 * Times in the mails, as sales in Singapore write them: "Thu 26 Nov 2026, 17:15 SGT" — the
 * company's time zone and its abbreviation from the company facts (Intl alone would write
 * "GMT+8"). The exact instants travel in headers (X-Meranti-Received-At, X-Meranti-Sent-At).
 */
import { company } from '@meranti/platform/company';

export interface CompanyZone {
  /** IANA time zone, e.g. Asia/Singapore. */
  readonly timeZone: string;
  /** How people write it after a time, e.g. SGT. */
  readonly abbreviation: string;
}

const companyZone: CompanyZone = { timeZone: company.timeZone, abbreviation: company.timeZoneAbbreviation };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // en-US for the names ("Thu", "Sep"; en-GB now writes "Sept"); the order is assembled below.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * "Thu 26 Nov 2026, 17:15 SGT" for an ISO 8601 instant (any offset). Text that is not a date is
 * returned as it is: a mail never loses what it was given.
 */
export function formatCompanyTime(instant: string, zone: CompanyZone = companyZone): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of formatFor(zone.timeZone).formatToParts(date)) part[p.type] = p.value;
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${zone.abbreviation}`;
}
