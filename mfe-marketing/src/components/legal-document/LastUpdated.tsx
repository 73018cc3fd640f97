import { useToday } from '@meranti/platform';
import { useHydratedValue } from '@meranti/platform/hydration';

/**
 * "Last updated" as today's date (DECISIONS.md): the build date in the prerendered HTML and
 * during hydration (formatted in UTC on both sides, so no mismatch), then the visitor's own date
 * in their own time zone.
 */
export function LastUpdated({ label }: { readonly label: string }) {
  const today = useToday();
  const date = new Date(today);
  const format = (timeZone: string | undefined) => ({
    shown: new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date),
    machine: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date),
  });
  const local = format(undefined);
  const utc = format('UTC');
  // Re-rendered after hydration only where the visitor's date is not the UTC date.
  const shown = useHydratedValue(local.shown, utc.shown);
  const machine = useHydratedValue(local.machine, utc.machine);
  return (
    <>
      {label} <time dateTime={machine}>{shown}</time>
    </>
  );
}
