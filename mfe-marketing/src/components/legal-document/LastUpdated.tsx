import { useToday } from '@meranti/platform';
import { useHydratedValue } from '@meranti/platform/hydration';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A date as the page shows it ("27 November 2026", en-SG's long date) and as `<time dateTime>`
 * holds it ("2026-11-27"), in the visitor's time zone or in UTC. Written out, not
 * `Intl.DateTimeFormat`: a page's first Intl formatter starts ICU, about 120 ms on a phone, and it
 * was the largest task of a navigation to a legal page (ADR 21 §7).
 */
export function calendarDate(date: Date, zone: 'local' | 'UTC'): { readonly shown: string; readonly machine: string } {
  const utc = zone === 'UTC';
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  const two = (n: number) => String(n).padStart(2, '0');
  return { shown: `${day} ${MONTH_NAMES[month]} ${year}`, machine: `${year}-${two(month + 1)}-${two(day)}` };
}

/**
 * "Last updated" as today's date (docs/product-rules.md#todays-date): the build date in the prerendered HTML and
 * during hydration (in UTC on both sides, so no mismatch), then the visitor's own date in their
 * own time zone.
 */
export function LastUpdated({ label }: { readonly label: string }) {
  const date = new Date(useToday());
  const local = calendarDate(date, 'local');
  const utc = calendarDate(date, 'UTC');
  // Re-rendered after hydration only where the visitor's date is not the UTC date.
  const shown = useHydratedValue(local.shown, utc.shown);
  const machine = useHydratedValue(local.machine, utc.machine);
  return (
    <>
      {label} <time dateTime={machine}>{shown}</time>
    </>
  );
}
