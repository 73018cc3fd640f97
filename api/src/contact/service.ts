/** Contact enquiries: into the shared submission pipeline. */
import type { SubmissionService, SubmitOutcome } from '../submissions/service';
import type { ContactEnquiry } from './schema';

export interface ContactService {
  submit(enquiry: ContactEnquiry): Promise<SubmitOutcome>;
}

export function createContactService(submissions: SubmissionService): ContactService {
  return {
    submit(enquiry) {
      const { website: _honeypot, formStartedAt, ...data } = enquiry;
      return submissions.submit(
        { v: 1, id: enquiry.submissionId, kind: 'contact', receivedAt: new Date().toISOString(), data },
        { formStartedAt, submissionTimestamp: enquiry.submissionTimestamp },
      );
    },
  };
}
