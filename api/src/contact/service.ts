/** Contact enquiries: into the shared submission pipeline. */
import type { SubmissionService, SubmitOutcome } from '../submissions/service';
import type { ContactEnquiry } from './schema';

export interface ContactService {
  /** `id`: the submission id (the client's, or one the server assigned). */
  submit(enquiry: ContactEnquiry, id: string): Promise<SubmitOutcome>;
}

export function createContactService(submissions: SubmissionService): ContactService {
  return {
    submit(enquiry, id) {
      const { website, formStartedAt, ...data } = enquiry;
      return submissions.submit(
        { v: 1, id, kind: 'contact', receivedAt: new Date().toISOString(), data: { ...data, submissionId: id } },
        { formStartedAt, submissionTimestamp: enquiry.submissionTimestamp, honeypot: website },
      );
    },
  };
}
