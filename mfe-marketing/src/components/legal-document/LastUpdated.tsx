import { useIsClient } from '@meranti/design-system';
import { useToday } from '@meranti/platform';

/**
 * "Last updated" as today's date (DECISIONS.md): the build date in the prerendered HTML and
 * during hydration (formatted in UTC on both sides, so no mismatch), then the visitor's own date
 * in their own time zone.
 */
export function LastUpdated({ label }: { readonly label: string }) {
  const today = useToday();
  const isClient = useIsClient();
  const date = new Date(today);
  const timeZone = isClient ? undefined : 'UTC';
  const shown = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date);
  const machine = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date);
  return (
    <>
      {label} <time dateTime={machine}>{shown}</time>
    </>
  );
}
