/**
 * The /blog newsletter prompt [docs/product-rules.md#leads]: any non-empty answer is thanked; an
 * answer that is a valid e-mail address is also sent as a newsletter lead. Pure parts, unit-tested.
 */

/** The API's e-mail rule (zod's `z.regexes.email`, as `api/src/shared/fields.ts` applies it). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const isEmailAddress = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

export type NewsletterAnswer = { readonly kind: 'none' } | { readonly kind: 'thanks' } | { readonly kind: 'lead'; readonly email: string };

/** What an answer of the prompt leads to: nothing (cancelled or blank), thanks, or thanks and a lead. */
export function classifyAnswer(answer: string | null): NewsletterAnswer {
  const value = answer?.trim() ?? '';
  if (!value) return { kind: 'none' };
  return isEmailAddress(value) ? { kind: 'lead', email: value } : { kind: 'thanks' };
}
