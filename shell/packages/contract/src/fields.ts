/**
 * Field builders shared by the enquiry and lead schemas. Browser-safe: zod only, no Node imports
 * (the contact form and the download dialog validate with these very rules). Written with
 * `zod/mini`, the tree-shakable form of the same library, so the browser bundles that import
 * these schemas carry a few kilobytes of zod instead of all of it (see docs/decisions/0005).
 *
 * Every message is written to be shown after the field name: the API answers
 * `"<field>: <message>"`, e.g. `"email: enter a valid e-mail address"`.
 */
import * as z from 'zod/mini';

/** C0 controls except tab, CR and LF; DEL; C1 controls; the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;
/** Single-line fields take no control character at all — this is what rules out header injection. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/**
 * Half of a UTF-16 surrogate pair on its own (JSON can carry one as "\\ud800"): no character at all.
 * PostgreSQL refuses it, mail cannot carry it; with the `u` flag a whole pair is one code point
 * above U+FFFF, so only a lone half matches.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/**
 * Characters that show nothing: Unicode's Default_Ignorable_Code_Point (zero-width space U+200B,
 * soft hyphen U+00AD, combining grapheme joiner U+034F, U+FEFF, the Hangul fillers, variation
 * selectors …) and the blank Braille pattern U+2800.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;
/** A letter, digit, punctuation mark or symbol: something a reader sees. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
/** Whether a value shows anything at all (whitespace, marks and invisible characters alone do not). */
export const hasVisibleText = (value: string): boolean => VISIBLE.test(value.replace(INVISIBLE, ''));

const typeError = (iss: { input?: unknown }) => (iss.input === undefined ? 'is required' : 'must be text');
const tooLong = (max: number) => z.maxLength(max, { error: `must be at most ${max} characters` });
const singleLine = z.refine<string>((v) => !CONTROL_SINGLE_LINE.test(v), { error: 'must be a single line of text' });
const wellFormed = z.refine<string>((v) => !LONE_SURROGATE.test(v), { error: 'contains a broken character (half of a UTF-16 pair)' });
const visible = z.refine<string>((v) => v === '' || hasVisibleText(v), { error: 'is required' });
/** An empty optional value, or one of invisible characters only, counts as absent. */
const emptyAsAbsent = (schema: z.ZodMiniOptional<z.ZodMiniString<string>>) =>
  z.pipe(
    schema,
    z.transform((v: string | undefined) => (v === undefined || !hasVisibleText(v) ? undefined : v)),
  );

/** A required single-line text: trimmed, with something visible in it, at most `max` characters. */
export const requiredLine = (max: number) =>
  z.string({ error: typeError }).check(z.trim(), z.minLength(1, { error: 'is required' }), visible, tooLong(max), singleLine, wellFormed);

/** An optional single-line text; an empty (or invisible) value counts as absent. */
export const optionalLine = (max: number) =>
  emptyAsAbsent(z.optional(z.string({ error: 'must be text' }).check(z.trim(), tooLong(max), singleLine, wellFormed)));

/** An optional free text (line breaks allowed); an empty (or invisible) value counts as absent. */
export const optionalText = (max: number) =>
  emptyAsAbsent(
    z.optional(
      z.string({ error: 'must be text' }).check(
        z.trim(),
        tooLong(max),
        z.refine<string>((v) => !CONTROL_MULTILINE.test(v), { error: 'contains characters that are not allowed' }),
        wellFormed,
      ),
    ),
  );

/** The local part zod's e-mail rule accepts (dot-atom of letters, digits and _ ' + -); ASCII only. */
const LOCAL_PART = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]$/;
/** A host name in its ASCII form: letter-digit-hyphen labels, and a top-level domain of letters or an A-label. */
const ASCII_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The ASCII form (A-labels, "xn--…") of a domain as typed, by the URL parser's IDNA mapping (the
 * one browsers, Node's `url.domainToASCII` and nodemailer use); undefined when it is no host name.
 * A domain whose dots are not plain dots (U+3002 …) is refused rather than silently re-split.
 */
export function asciiDomain(domain: string): string | undefined {
  if (domain === '' || /[\s/?#@:[\]\\%]/.test(domain)) return undefined;
  let host: string;
  try {
    host = new URL(`http://${domain}/`).hostname;
  } catch {
    return undefined;
  }
  if (host.length > 253 || !ASCII_DOMAIN.test(host) || host.split('.').length !== domain.split('.').length) return undefined;
  return host;
}

/** An address whose domain may be internationalised (`sales@例子.新加坡`): mail goes out with the domain's A-labels. */
function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || at > 64) return false;
  const local = value.slice(0, at);
  const domain = asciiDomain(value.slice(at + 1));
  return LOCAL_PART.test(local) && domain !== undefined && local.length + 1 + domain.length <= 254;
}

/**
 * A required e-mail address, trimmed (RFC 5321 caps an address at 254 characters, also in its ASCII
 * form). Internationalised domains are accepted, the local part is ASCII (an address with a
 * non-ASCII local part needs SMTPUTF8 end to end, which a reply from sales cannot count on).
 */
export const emailAddress = () =>
  z.string({ error: typeError }).check(
    z.trim(),
    z.minLength(1, { error: 'is required' }),
    z.maxLength(254, { error: 'must be at most 254 characters' }),
    z.refine<string>((v) => v === '' || isEmailAddress(v), { error: 'must be a valid e-mail address' }),
  );

/** An optional choice among `values`; an empty value counts as absent. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.optional(z.enum(['', ...values] as unknown as readonly ['', ...T], { error: `must be one of: ${values.join(', ')}` })),
    z.transform((v) => (v === '' ? undefined : (v as T[number] | undefined))),
  );

/** The client-generated id that makes a retried POST idempotent (a UUID; stored lower-case). */
export const submissionId = () =>
  z.pipe(
    z.string({ error: typeError }).check(
      z.regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, {
        error: 'must be a UUID generated by the form',
      }),
    ),
    z.transform((v) => v.toLowerCase()),
  );

/** The honeypot: a field hidden from people. Anything in it marks a suspected bot (the API quarantines the submission). */
export const honeypot = () => z.optional(z.string({ error: 'must be text' }).check(tooLong(1000)));

/** When the form was first shown, in epoch milliseconds (the minimum fill time is measured from it). */
export const formStartedAt = () => {
  const message = 'must be a time in epoch milliseconds';
  return z
    .int({ error: (iss) => (iss.input === undefined ? 'is required' : message) })
    .check(z.minimum(0, { error: message }), z.maximum(8.64e15, { error: message }));
};

/** An optional absolute http(s) address, as `location.href` gives it. */
export const optionalPageUrl = () =>
  emptyAsAbsent(
    z.optional(
      z.string({ error: 'must be text' }).check(
        z.trim(),
        z.maxLength(2048, { error: 'must be at most 2048 characters' }),
        z.refine<string>((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { error: 'must be an http(s) address' }),
        singleLine,
        wellFormed,
      ),
    ),
  );

/** An ISO 8601 date-time, as `new Date().toISOString()` gives it. */
export const optionalTimestamp = () => z.optional(z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }));
