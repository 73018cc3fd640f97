/** Leads (download dialog, guide gate, newsletter): into the shared submission pipeline. */
import type { SubmissionService, SubmitOutcome } from '../submissions/service';
import type { Lead } from './schema';

export interface LeadService {
  /** `id`: the submission id (the client's, or one the server assigned). */
  submit(lead: Lead, id: string): Promise<SubmitOutcome>;
}

export function createLeadService(submissions: SubmissionService): LeadService {
  return {
    submit(lead, id) {
      const { website, formStartedAt, ...data } = lead;
      return submissions.submit(
        { v: 1, id, kind: 'lead', receivedAt: new Date().toISOString(), data: { ...data, submissionId: id } },
        { formStartedAt, submissionTimestamp: lead.submissionTimestamp, honeypot: website },
      );
    },
  };
}
