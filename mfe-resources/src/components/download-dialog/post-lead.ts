/**
 * Sends a download lead to the API [leads are sent to the API and mailed to sales; docs/product-rules.md#leads].
 * The payload is the contract agreed with the API (`POST /api/leads`, JSON).
 */

/** Company size (headcount) values of the download form [docs/product-rules.md#leads]. */
export const companySizeValues = ['startup', 'small', 'medium', 'large'] as const;
export type CompanySize = (typeof companySizeValues)[number];

/** Where the download form was opened: `resources-` + the resource type [docs/product-rules.md#leads]. */
export type DownloadReferrer = 'resources-guide' | 'resources-case-study' | 'resources-calculator';

/** The download dialog sends `download`; the guide gate sends `guide` (same fields and rules). */
export type ResourceLeadKind = 'download' | 'guide';

export interface DownloadLead {
  readonly kind: ResourceLeadKind;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly company: string;
  readonly jobTitle: string;
  readonly companySize?: CompanySize;
  readonly currentChallenges?: string;
  readonly referrer: DownloadReferrer;
  readonly resourceTitle: string;
  readonly resourceUrl: string;
  /** Idempotency key: the same id for every retry of one submission. */
  readonly submissionId: string;
  /** Honeypot: always empty for people. */
  readonly website: string;
  /** Epoch ms when the dialog opened (the API rejects implausibly fast submissions). */
  readonly formStartedAt: number;
}

/** A newsletter sign-up from the /blog prompt [a valid e-mail is sent as a lead; docs/product-rules.md#leads]. */
export interface NewsletterLead {
  readonly kind: 'newsletter';
  readonly email: string;
  readonly referrer: 'newsletter';
  readonly submissionId: string;
  /** Honeypot: always empty for people. */
  readonly website: '';
  /** The page the visitor answered the prompt on (absolute). */
  readonly pageUrl: string;
  readonly submissionTimestamp: string;
  readonly userAgent: string;
}

/** The newsletter lead for an answer of the prompt (trimmed). */
export function buildNewsletterLead(email: string, pageUrl: string, now: Date = new Date()): NewsletterLead {
  return {
    kind: 'newsletter',
    email: email.trim(),
    referrer: 'newsletter',
    submissionId: newSubmissionId(),
    website: '',
    pageUrl,
    submissionTimestamp: now.toISOString(),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, 512),
  };
}

export interface LeadMeta {
  /** Default `download`. */
  readonly kind?: ResourceLeadKind;
  readonly referrer: DownloadReferrer;
  readonly resourceTitle: string;
  readonly resourceUrl: string;
  readonly submissionId: string;
  readonly formStartedAt: number;
}

export const LEADS_ENDPOINT = '/api/leads';

const isCompanySize = (value: string): value is CompanySize => (companySizeValues as readonly string[]).includes(value);

/** The lead from the form's fields (trimmed; empty optional fields are left out). */
export function buildDownloadLead(fields: Readonly<Record<string, string | undefined>>, meta: LeadMeta): DownloadLead {
  const text = (name: string) => (fields[name] ?? '').trim();
  const companySize = text('companySize');
  const currentChallenges = text('currentChallenges');
  return {
    kind: meta.kind ?? 'download',
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    company: text('company'),
    jobTitle: text('jobTitle'),
    ...(isCompanySize(companySize) ? { companySize } : {}),
    ...(currentChallenges ? { currentChallenges } : {}),
    referrer: meta.referrer,
    resourceTitle: meta.resourceTitle,
    resourceUrl: meta.resourceUrl,
    submissionId: meta.submissionId,
    website: fields.website ?? '',
    formStartedAt: meta.formStartedAt,
  };
}

/** The string fields of a submitted form (files are ignored). */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** A random UUID (crypto.randomUUID, with a getRandomValues fall-back for non-secure origins). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export class LeadSubmissionError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LeadSubmissionError';
  }
}

/** POSTs the lead as JSON. Resolves on a 2xx answer; rejects on a network error or any other status. */
export async function postLead(lead: DownloadLead | NewsletterLead, fetchImpl: typeof fetch = fetch): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(LEADS_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(lead),
    });
  } catch (error) {
    throw new LeadSubmissionError(error instanceof Error ? error.message : 'network error');
  }
  if (!response.ok) throw new LeadSubmissionError(`lead rejected with HTTP ${response.status}`, response.status);
}
