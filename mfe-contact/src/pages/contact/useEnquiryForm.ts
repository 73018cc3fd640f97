/**
 * The contact form's state machine [docs/product-rules.md#contact-enquiry]: idle → submitting → success | failure → idle.
 * - submitting: the button is disabled and reads "Sending...";
 * - success: the fields are cleared, the conversion is tracked, the success toast shows, and the
 *   next enquiry gets a new submission id;
 * - failure: the problem is logged, the destructive toast shows, the entries are kept and the
 *   submission id is kept, so a retry is the same (idempotent) POST — until the visitor edits an
 *   entry: edited content is another submission and gets a new id (the API answers 422 to an id
 *   reused for other content: the first attempt may have been stored though its answer was lost).
 * Everything from the browser (session storage, location, clock, user agent, crypto) is read in
 * effects and handlers only, never during render (the page is prerendered and hydrated).
 * The validation (the API's zod schema, ≈ 7 KB gzip) is no part of the page's first load: it is
 * fetched at the visitor's first keystroke, or at the submit if that comes first.
 */
import { resolveSourcePage, useShell } from '@meranti/platform';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ContactContent } from './contact.schema';
import { buildEnquiryPayload, type EnquiryFieldName, type EnquiryFields, type EnquirySource, emptyEnquiryFields } from './enquiry-payload';
import type { EnquiryErrors } from './enquiry-validation';
import { submitEnquiry } from './submit-enquiry';

export type EnquiryStatus = 'idle' | 'submitting';

export interface EnquiryForm {
  readonly values: EnquiryFields;
  readonly honeypot: string;
  readonly errors: EnquiryErrors;
  readonly status: EnquiryStatus;
  readonly onFieldChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  readonly onHoneypotChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** crypto.randomUUID, with a getRandomValues fall-back for pages served over plain http. */
function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const isFieldName = (name: string): name is EnquiryFieldName => Object.hasOwn(emptyEnquiryFields, name);

const loadValidation = () => import('./enquiry-validation');

export function useEnquiryForm(content: ContactContent): EnquiryForm {
  const { toast, track } = useShell();
  const [values, setValues] = useState<EnquiryFields>(emptyEnquiryFields);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [status, setStatus] = useState<EnquiryStatus>('idle');

  const source = useRef<EnquirySource | null>(null);
  const formStartedAt = useRef(0);
  const submissionId = useRef<string | null>(null);
  const inFlight = useRef(false);

  // Once, when the form is first shown: when it started, and where the visitor came from
  // (reading the stored call-to-action source also clears it).
  useEffect(() => {
    formStartedAt.current = Date.now();
    source.current = resolveSourcePage(window.sessionStorage, window.location.pathname);
  }, []);

  const onFieldChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { name, value } = event.currentTarget;
    if (!isFieldName(name)) return;
    submissionId.current = null;
    void loadValidation().catch(() => undefined);
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const { [name]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  const onHoneypotChange = useCallback((event: ChangeEvent<HTMLInputElement>) => setHoneypot(event.currentTarget.value), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;

    const labels = Object.fromEntries(Object.entries(content.form.fields).map(([name, field]) => [name, field.label])) as Record<
      EnquiryFieldName,
      string
    >;
    inFlight.current = true;
    loadValidation().then(
      ({ validateEnquiry, firstInvalidField }) => {
        const found = validateEnquiry(values, labels);
        setErrors(found);
        const invalid = firstInvalidField(found);
        if (invalid) {
          inFlight.current = false;
          const control = form.elements.namedItem(invalid);
          if (control instanceof HTMLElement) control.focus();
          return;
        }
        send();
      },
      (error: unknown) => {
        // The validation could not be fetched (offline): nothing is sent, the entries stay.
        inFlight.current = false;
        console.error('Contact form validation failed to load:', error);
        toast({ ...content.toasts.failure, variant: 'destructive' });
      },
    );
  };

  const send = () => {
    // One id per filled-in form: a retry after a failure reuses it, so the API sees one enquiry.
    submissionId.current ??= newSubmissionId();
    const payload = buildEnquiryPayload(values, {
      source: source.current,
      referrerUrl: window.location.href,
      submissionTimestamp: new Date().toISOString(),
      userAgent: navigator.userAgent,
      submissionId: submissionId.current,
      website: honeypot,
      formStartedAt: formStartedAt.current,
    });

    setStatus('submitting');
    submitEnquiry(payload)
      .then(() => {
        setValues(emptyEnquiryFields);
        setHoneypot('');
        submissionId.current = null;
        formStartedAt.current = Date.now();
        track(content.analytics);
        toast(content.toasts.success);
      })
      .catch((error: unknown) => {
        console.error('Contact form submission failed:', error);
        toast({ ...content.toasts.failure, variant: 'destructive' });
      })
      .finally(() => {
        inFlight.current = false;
        setStatus('idle');
      });
  };

  return { values, honeypot, errors, status, onFieldChange, onHoneypotChange, onSubmit };
}
