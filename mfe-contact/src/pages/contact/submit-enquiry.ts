/**
 * POST /api/contact [docs/product-rules.md#contact-enquiry]: the answer is read as JSON `{ success, error }`; an OK status with
 * success true is success, anything else (network error, non-OK status, success false,
 * unreadable body) is a failure. The server's error text only ever reaches the console.
 */
import type { EnquiryPayload } from './enquiry-payload';

export const CONTACT_ENDPOINT = '/api/contact';

/** The internal message when the server gives no error text [docs/product-rules.md#contact-enquiry]. */
export const FALLBACK_ERROR = 'Failed to submit form';

export class EnquirySubmissionError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'EnquirySubmissionError';
  }
}

const readAnswer = async (response: Response): Promise<{ success?: unknown; error?: unknown } | null> => {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? body : null;
  } catch {
    return null;
  }
};

/** Resolves when the API accepted the enquiry; rejects with an EnquirySubmissionError otherwise. */
export async function submitEnquiry(payload: EnquiryPayload, fetchImpl: typeof fetch = fetch): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    throw new EnquirySubmissionError(error instanceof Error && error.message ? error.message : FALLBACK_ERROR);
  }
  const answer = await readAnswer(response);
  if (response.ok && answer?.success === true) return;
  const serverText = typeof answer?.error === 'string' && answer.error.trim() ? answer.error : FALLBACK_ERROR;
  throw new EnquirySubmissionError(serverText, response.status);
}
