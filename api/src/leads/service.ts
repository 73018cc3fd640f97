/** Leads (download dialog, guide gate, newsletter): into the shared submission pipeline. */
import type { SubmissionService, SubmitOutcome } from '../submissions/service';
import type { Lead } from './schema';

export interface LeadService {
  submit(lead: Lead): Promise<SubmitOutcome>;
}

export function createLeadService(submissions: SubmissionService): LeadService {
  return {
    submit(lead) {
      const { website: _honeypot, formStartedAt, ...data } = lead;
      return submissions.submit(
        { v: 1, id: lead.submissionId, kind: 'lead', receivedAt: new Date().toISOString(), data },
        { formStartedAt, submissionTimestamp: lead.submissionTimestamp },
      );
    },
  };
}
