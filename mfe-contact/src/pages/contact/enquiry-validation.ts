/**
 * Client-side check of the visitor's fields with the API's own schema (`contactFormSchema` from
 * @meranti/api/schemas), so the form and the API apply the very same rules [docs/product-rules.md#contact-enquiry]. The
 * schema's messages are written to follow the field's name ("is required"), so each inline
 * error reads "<label> <message>".
 */
import { contactFormSchema } from '@meranti/contract/enquiry';
import { type EnquiryFieldName, type EnquiryFields, enquiryFieldNames } from './enquiry-payload';

export type EnquiryErrors = Partial<Record<EnquiryFieldName, string>>;

const isFieldName = (key: unknown): key is EnquiryFieldName =>
  typeof key === 'string' && (enquiryFieldNames as readonly string[]).includes(key);

/** The first problem of each invalid field, in form order; empty when the fields are valid. */
export function validateEnquiry(fields: EnquiryFields, labels: Record<EnquiryFieldName, string>): EnquiryErrors {
  const result = contactFormSchema.safeParse(fields);
  if (result.success) return {};
  const found: EnquiryErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (isFieldName(name) && !found[name]) found[name] = `${labels[name]} ${issue.message}`;
  }
  const errors: EnquiryErrors = {};
  for (const name of enquiryFieldNames) if (found[name]) errors[name] = found[name];
  return errors;
}

/** The first invalid field in form order (to move focus to it). */
export const firstInvalidField = (errors: EnquiryErrors): EnquiryFieldName | undefined =>
  enquiryFieldNames.find((name) => errors[name] !== undefined);
