const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2024-12-20" → "December 20, 2024": the same on the server and in every browser (no locale data). */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

/** "18 min read" from a template with `{minutes}`. */
export const fillMinutes = (template: string, minutes: number): string => template.replace('{minutes}', String(minutes));
