/**
 * No personal data in telemetry (ADR 24). The structured fields of a beacon cannot hold any (route
 * patterns, ids, numbers: ./schema.ts); the free texts — an error's message and stack, a vital's
 * target selector — could, if a script put a visitor's input into an error message. Before an
 * event is counted, every such text is scrubbed: e-mail addresses, anything shaped like a phone
 * or card number, query strings and fragments of addresses (where a form's values would travel),
 * and long digit runs. What is kept is enough to tell one error from another.
 *
 * Bots and replays are dropped before that (./limits.ts): a crawler's or a benchmark's page views
 * are not a visitor's.
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/** The query string or fragment of an address (`https://…` or a path): where a form's values would travel. */
const QUERY = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#'"()<>]*|(?<![\w#])\/[^\s?#'"()<>]*)[?#][^\s'"()<>]*/gi;
/**
 * Phone, card or account numbers: 7 or more digits, possibly with spaces, dots, dashes or a
 * leading +. A stack's `file.js:12:3456789` positions are not numbers of anyone's.
 */
const NUMBER = /(?<!\d)(?<!\.(?:m?js|jsx|tsx?|html?)(?::\d+)?:)\+?\d(?:[\s.-]?\d){6,}/;
/**
 * Where a stack names our own files, digits are no one's: an area's build id in its path
 * (`/mfe/<area>/<12 hex digits>/`, which can hold seven digits in a row) and a built file's content
 * hash (`-<8 characters>.js`). Kept whole, or `npm run errors` could not find the build's source
 * maps; matched before a number is looked for at the same place.
 */
const OWN_FILE = /\/mfe\/[a-z][a-z0-9-]*\/[0-9a-f]{12}\/|-[\w-]{8}\.(?:m?js|css)\b/;
const NUMBER_OUTSIDE_OWN_FILES = new RegExp(`(${OWN_FILE.source})|${NUMBER.source}`, 'g');

/** The text with personal-looking parts replaced by markers. */
export function scrub(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(QUERY, '$1')
    .replace(NUMBER_OUTSIDE_OWN_FILES, (_match, ownFile: string | undefined) => ownFile ?? '[number]');
}

/** User agents that are not people: crawlers, previewers, monitors, benchmarks and automation that says so. */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|preview|headless|lighthouse|pagespeed|ptst|gtmetrix|pingdom|uptime|phantomjs|prerender|python-|curl\/|wget\/|go-http-client|java\/|okhttp|axios\/|node-fetch|undici/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_AGENT.test(userAgent);
}
